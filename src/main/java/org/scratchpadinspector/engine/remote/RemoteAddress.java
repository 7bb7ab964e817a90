package org.scratchpadinspector.engine.remote;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.scratchpadinspector.format.Untrusted;

/**
 * A directory on another machine, {@code ssh://[user@]host[:port]/absolute/path}. The user and the port may be
 * left out: {@code ~/.ssh/config} or the defaults (the local user, 22) fill them in when connecting. The path is
 * absolute on the remote machine; {@code %XX} escapes in it are decoded.
 *
 * @param user null when not given
 * @param host a name, an IPv4 address or an IPv6 address (without its brackets)
 * @param port -1 when not given
 * @param path the absolute remote path, decoded
 */
public record RemoteAddress(String user, String host, int port, String path) {
    public static final String SCHEME = "ssh://";

    /** True when {@code text} is meant as a remote address (it starts with {@code ssh://}, in any letter case). */
    public static boolean isRemote(String text) {
        return text != null && text.regionMatches(true, 0, SCHEME, 0, SCHEME.length());
    }

    /**
     * Parses {@code text}.
     *
     * @throws IllegalArgumentException with one line saying what is wrong and what the form is
     */
    public static RemoteAddress parse(String text) {
        if (!isRemote(text)) {
            throw bad(text, "it does not start with ssh://");
        }
        String rest = text.substring(SCHEME.length());
        int slash = rest.indexOf('/');
        if (slash < 0) {
            throw bad(text, "no absolute path after the host");
        }
        String authority = rest.substring(0, slash);
        String path = decode(text, rest.substring(slash));
        String user = null;
        int at = authority.lastIndexOf('@');
        if (at >= 0) {
            user = decode(text, authority.substring(0, at));
            authority = authority.substring(at + 1);
            if (user.isEmpty()) {
                throw bad(text, "an empty user name before @");
            }
        }
        String host;
        int port = -1;
        String portText = null;
        if (authority.startsWith("[")) {
            int close = authority.indexOf(']');
            if (close < 0) {
                throw bad(text, "an IPv6 address without its closing ]");
            }
            host = authority.substring(1, close);
            String after = authority.substring(close + 1);
            if (!after.isEmpty()) {
                if (!after.startsWith(":")) {
                    throw bad(text, "unexpected text after the IPv6 address");
                }
                portText = after.substring(1);
            }
        } else {
            int colon = authority.indexOf(':');
            host = colon < 0 ? authority : authority.substring(0, colon);
            portText = colon < 0 ? null : authority.substring(colon + 1);
        }
        if (host.isEmpty()) {
            throw bad(text, "no host");
        }
        if (portText != null) {
            try {
                port = Integer.parseInt(portText);
            } catch (NumberFormatException e) {
                port = 0;
            }
            if (port < 1 || port > 65535) {
                throw bad(text, "the port is not a number from 1 to 65535");
            }
        }
        return new RemoteAddress(user, host, port, path);
    }

    private static IllegalArgumentException bad(String text, String why) {
        return new IllegalArgumentException("not a remote directory (" + why + "): " + Untrusted.line(text)
                + "; the form is ssh://[user@]host[:port]/absolute/path");
    }

    private static String decode(String whole, String part) {
        if (part.indexOf('%') < 0) {
            return part;
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int i = 0; i < part.length(); i++) {
            char c = part.charAt(i);
            if (c == '%') {
                if (i + 2 >= part.length() || Character.digit(part.charAt(i + 1), 16) < 0
                        || Character.digit(part.charAt(i + 2), 16) < 0) {
                    throw bad(whole, "a % not followed by two hex digits");
                }
                out.write(Integer.parseInt(part.substring(i + 1, i + 3), 16));
                i += 2;
            } else {
                byte[] bytes = String.valueOf(c).getBytes(StandardCharsets.UTF_8);
                if (Character.isHighSurrogate(c) && i + 1 < part.length()) {
                    bytes = part.substring(i, i + 2).getBytes(StandardCharsets.UTF_8);
                    i++;
                }
                out.writeBytes(bytes);
            }
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    /** The same address with {@code path} instead of this one's (the agent root's scratchpad, say). */
    public RemoteAddress withPath(String path) {
        return new RemoteAddress(user, host, port, path);
    }

    /** user@host:port as given, the key of one connection. */
    public String connectionKey() {
        return (user == null ? "" : user + "@") + host.toLowerCase(Locale.ROOT) + ":" + port;
    }

    /** The address in its own form; a path with spaces, {@code %} or control characters comes out escaped. */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder(SCHEME);
        if (user != null) {
            b.append(encode(user, false)).append('@');
        }
        b.append(host.indexOf(':') >= 0 ? "[" + host + "]" : host);
        if (port > 0) {
            b.append(':').append(port);
        }
        return b.append(encode(path, true)).toString();
    }

    private static String encode(String part, boolean path) {
        StringBuilder b = new StringBuilder();
        for (byte raw : part.getBytes(StandardCharsets.UTF_8)) {
            int c = raw & 0xff;
            boolean plain = c > 0x20 && c < 0x7f && c != '%' && (path || c != '@' && c != '/' && c != ':');
            if (plain) {
                b.append((char) c);
            } else {
                b.append('%').append(String.format("%02X", c));
            }
        }
        return b.toString();
    }
}
