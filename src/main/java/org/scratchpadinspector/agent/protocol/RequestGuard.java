package org.scratchpadinspector.agent.protocol;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.List;
import java.util.Locale;

/**
 * Who may talk to a control server: a request for this loopback port by its own name ({@code Host}
 * {@code 127.0.0.1:PORT} or {@code localhost:PORT}), from no web page (no {@code Origin} header), carrying
 * {@code Authorization: Bearer <token>} with the scheme in any letter case. A web page that rebinds its own
 * DNS name to 127.0.0.1 sends its own name as Host, and browsers send Origin: both are refused even when
 * the token is right.
 */
final class RequestGuard {
    private final String token;
    private final int port;

    RequestGuard(String token, int port) {
        this.token = token;
        this.port = port;
    }

    /**
     * Checks the request's headers (each the list of values of one header, null when absent); throws 403
     * for a foreign Host or any Origin, 401 for a missing or wrong token.
     */
    void check(List<String> host, List<String> origin, List<String> authorization) throws ProtocolException {
        if (origin != null && !origin.isEmpty()) {
            throw new ProtocolException(403, "forbidden",
                    "requests from a web page (with an Origin header) are refused");
        }
        if (host == null || host.size() != 1 || !ownHost(host.get(0))) {
            throw new ProtocolException(403, "forbidden", "the Host header must be 127.0.0.1:" + port
                    + " or localhost:" + port + (host == null || host.isEmpty() ? " (it is missing)"
                    : " (it is " + String.join(", ", host) + ")"));
        }
        if (authorization == null || authorization.size() != 1 || !tokenMatches(authorization.get(0))) {
            throw new ProtocolException(401, "unauthorized", "missing or wrong token (Authorization: Bearer <token>)");
        }
    }

    /** {@code 127.0.0.1:PORT} or {@code localhost:PORT} (names in any case); without a port only for port 80. */
    boolean ownHost(String value) {
        String host = value.strip().toLowerCase(Locale.ROOT);
        int colon = host.lastIndexOf(':');
        String name = colon < 0 ? host : host.substring(0, colon);
        String portText = colon < 0 ? "80" : host.substring(colon + 1);
        return (name.equals("127.0.0.1") || name.equals("localhost")) && portText.equals(Integer.toString(port));
    }

    /** The scheme {@code Bearer} in any letter case, one or more spaces, then the token (compared in constant time). */
    boolean tokenMatches(String header) {
        String value = header.strip();
        int space = value.indexOf(' ');
        boolean bearer = space > 0 && value.substring(0, space).equalsIgnoreCase("Bearer");
        byte[] given = (bearer ? value.substring(space + 1).strip() : "").getBytes(StandardCharsets.UTF_8);
        byte[] expected = token.getBytes(StandardCharsets.UTF_8);
        return MessageDigest.isEqual(expected, given) && bearer;
    }
}
