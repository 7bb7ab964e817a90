package org.scratchpadinspector.testsupport;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * Plain HTTP requests for protocol tests that must see the wire: status codes and bodies exactly as a
 * server sends them (401, 413, 400, 409, 422...), which a typed client would turn into exceptions.
 */
public final class RawHttp {
    private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    /** A response: the status code and the body as text. */
    public record Reply(int status, String body) {
    }

    private RawHttp() {
    }

    /**
     * Sends {@code GET url} over a plain socket with exactly the header lines given (e.g. {@code Host: x},
     * {@code Origin: y}, {@code Authorization: bearer t}) and {@code Connection: close}: what a typed client
     * would not let a test send. Reads the status and the body (the server closes the connection).
     */
    public static Reply get(String url, java.util.List<String> headerLines) {
        URI uri = URI.create(url);
        try (java.net.Socket socket = new java.net.Socket()) {
            socket.connect(new java.net.InetSocketAddress(uri.getHost(), uri.getPort()), 5000);
            socket.setSoTimeout(30_000);
            StringBuilder request = new StringBuilder("GET " + uri.getRawPath() + " HTTP/1.1\r\n");
            headerLines.forEach(line -> request.append(line).append("\r\n"));
            request.append("Connection: close\r\n\r\n");
            socket.getOutputStream().write(request.toString().getBytes(StandardCharsets.UTF_8));
            socket.getOutputStream().flush();
            String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            int status = Integer.parseInt(answer.substring(answer.indexOf(' ') + 1, answer.indexOf(' ') + 4));
            int bodyStart = answer.indexOf("\r\n\r\n");
            return new Reply(status, bodyStart < 0 ? "" : answer.substring(bodyStart + 4));
        } catch (IOException e) {
            throw new AssertionError("GET " + url + " failed: " + e, e);
        }
    }

    /** Sends {@code method url} with an optional bearer token and body (null: no body). */
    public static Reply send(String method, String url, String token, String body) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(30))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        if (body != null) {
            request.header("Content-Type", "application/json");
        }
        try {
            HttpResponse<String> response = CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
            return new Reply(response.statusCode(), response.body());
        } catch (IOException e) {
            throw new AssertionError(method + " " + url + " failed: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }
}
