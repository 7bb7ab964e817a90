package org.scratchpadinspector.agent.protocol;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A request line and its header fields, parsed from the bytes before the blank line. Names are matched in any
 * letter case; every value of a repeated field is kept, in order.
 */
record RequestHead(String method, String target, String version, Map<String, List<String>> fields) {
    /** A head that is not HTTP/1.x: answered 400 and the connection closed. */
    static final class Malformed extends Exception {
        Malformed(String message) {
            super(message);
        }
    }

    static RequestHead parse(byte[] bytes, int length) throws Malformed {
        String text = new String(bytes, 0, length, StandardCharsets.ISO_8859_1);
        String[] lines = text.split("\r?\n");
        int first = 0;
        while (first < lines.length && lines[first].isEmpty()) {
            first++; // a stray CRLF before the request line is allowed (RFC 9112, 2.2)
        }
        if (first == lines.length) {
            throw new Malformed("no request line");
        }
        String[] parts = lines[first].split(" ");
        if (parts.length != 3 || parts[0].isEmpty() || parts[1].isEmpty() || !parts[2].startsWith("HTTP/1.")) {
            throw new Malformed("not an HTTP/1.1 request line");
        }
        Map<String, List<String>> fields = new LinkedHashMap<>();
        for (int i = first + 1; i < lines.length; i++) {
            String line = lines[i];
            int colon = line.indexOf(':');
            if (colon <= 0 || Character.isWhitespace(line.charAt(0))) {
                throw new Malformed("a header line without a name");
            }
            String name = line.substring(0, colon).strip().toLowerCase(Locale.ROOT);
            String value = new String(line.substring(colon + 1).strip().getBytes(StandardCharsets.ISO_8859_1),
                    StandardCharsets.UTF_8);
            fields.computeIfAbsent(name, n -> new ArrayList<>()).add(value);
        }
        return new RequestHead(parts[0], parts[1], parts[2], fields);
    }

    /** Every value of the field {@code name}, or null when it is absent. */
    List<String> all(String name) {
        return fields.get(name.toLowerCase(Locale.ROOT));
    }

    /** The first value of the field {@code name}, or null. */
    String first(String name) {
        List<String> values = all(name);
        return values == null || values.isEmpty() ? null : values.get(0);
    }

    String path() {
        int query = target.indexOf('?');
        return query < 0 ? target : target.substring(0, query);
    }

    boolean chunked() {
        String encoding = first("Transfer-Encoding");
        return encoding != null && encoding.toLowerCase(Locale.ROOT).contains("chunked");
    }

    /** HTTP/1.1 keeps the connection unless the client says close; HTTP/1.0 only when it asks to keep it. */
    boolean keepAlive() {
        String connection = first("Connection");
        String lower = connection == null ? "" : connection.toLowerCase(Locale.ROOT);
        return version.equals("HTTP/1.0") ? lower.contains("keep-alive") : !lower.contains("close");
    }
}
