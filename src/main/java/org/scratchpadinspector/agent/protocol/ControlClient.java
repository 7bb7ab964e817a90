package org.scratchpadinspector.agent.protocol;

import com.fasterxml.jackson.core.type.TypeReference;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.function.Consumer;

/**
 * A client of the control protocol v1. Every method may be called from any thread and blocks until the
 * agent answers; a refusal throws {@link ProtocolException} (status, error code, message), a transport
 * failure an {@link IOException}. Events arrive on each subscription's own thread.
 */
public final class ControlClient implements AutoCloseable {
    /** Timeouts: per request, the event stream's stall timeout (45 s by the protocol) and the retry delay. */
    public record Options(Duration requestTimeout, Duration stallTimeout, Duration retryDelay) {
        public static final Options DEFAULT = new Options(Duration.ofSeconds(30), Duration.ofSeconds(45), Duration.ofSeconds(1));
    }

    private final URI base;
    private final String token;
    private final Options options;
    private final HttpClient http;
    private final Set<EventStream> streams = new CopyOnWriteArraySet<>();

    public ControlClient(String url, String token, Options options) {
        String trimmed = url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
        this.base = URI.create(trimmed);
        this.token = token;
        this.options = options;
        this.http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    }

    public ControlClient(ControlFile file) {
        this(file.url(), file.token(), Options.DEFAULT);
    }

    /** A client for the agent whose control.json is in the scratchpad directory {@code scratchpad}. */
    public static ControlClient attach(Path scratchpad, Options options) throws IOException {
        ControlFile file = ControlFile.read(ControlFile.path(scratchpad));
        return new ControlClient(file.url(), file.token(), options);
    }

    public URI url() {
        return base;
    }

    public AgentStatus status() throws IOException {
        return parse(send("GET", "/v1/status", null), AgentStatus.class);
    }

    public StateView state() throws IOException {
        return parse(send("GET", "/v1/state", null), StateView.class);
    }

    public PauseReply pause() throws IOException {
        HttpResponse<String> response = send("POST", "/v1/pause", Map.of());
        return response.statusCode() == 202 ? new PauseReply(true, null)
                : new PauseReply(false, parse(response, AgentStatus.class));
    }

    public AgentStatus resume() throws IOException {
        return parse(send("POST", "/v1/resume", Map.of()), AgentStatus.class);
    }

    public void step(StepUnit unit) throws IOException {
        send("POST", "/v1/step", Map.of("unit", unit.key()));
    }

    public InjectionTicket inject(InjectRequest request) throws IOException {
        return parse(send("POST", "/v1/inject", request.toJson()), InjectionTicket.class);
    }

    public InjectionInfo withdraw(String id) throws IOException {
        return parse(send("DELETE", "/v1/inject/" + id, null), InjectionInfo.class);
    }

    public InjectionInfo injection(String id) throws IOException {
        return parse(send("GET", "/v1/inject/" + id, null), InjectionInfo.class);
    }

    public List<InjectionInfo> injections() throws IOException {
        Map<String, List<InjectionInfo>> answer = parse(send("GET", "/v1/inject", null),
                new TypeReference<Map<String, List<InjectionInfo>>>() { });
        return answer.getOrDefault("injections", List.of());
    }

    /** {@code GET /v1/breakpoints}: the set, each breakpoint as its JSON object with its id. */
    public List<Map<String, Object>> breakpoints() throws IOException {
        return parse(send("GET", "/v1/breakpoints", null), new TypeReference<Map<String, List<Map<String, Object>>>>() { })
                .getOrDefault("breakpoints", List.of());
    }

    /** {@code PUT /v1/breakpoints}: replaces the set; returns it with the ids the agent assigned. */
    public List<Map<String, Object>> setBreakpoints(List<Map<String, Object>> set) throws IOException {
        return parse(send("PUT", "/v1/breakpoints", set), new TypeReference<Map<String, List<Map<String, Object>>>>() { })
                .getOrDefault("breakpoints", List.of());
    }

    /**
     * Subscribes to the event stream. {@code onEvent} and {@code onProblem} run on the subscription's own
     * thread, one call at a time, in order. Close the result (or this client) to stop.
     */
    public EventStream subscribe(Consumer<AgentEvent> onEvent, Consumer<StreamProblem> onProblem) {
        EventStream stream = new EventStream(base, token, options.stallTimeout(), options.retryDelay(), onEvent, onProblem);
        streams.add(stream);
        stream.start();
        return stream;
    }

    public EventStream subscribe(Consumer<AgentEvent> onEvent) {
        return subscribe(onEvent, problem -> { });
    }

    private HttpResponse<String> send(String method, String path, Object body) throws IOException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path))
                .timeout(options.requestTimeout())
                .header("Authorization", "Bearer " + token)
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(ProtocolJson.write(body), StandardCharsets.UTF_8));
        if (body != null) {
            request.header("Content-Type", "application/json");
        }
        HttpResponse<String> response;
        try {
            response = http.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while waiting for the agent");
        }
        if (response.statusCode() / 100 != 2) {
            String error = "http_" + response.statusCode();
            String message = "HTTP " + response.statusCode();
            try {
                Map<String, Object> json = ProtocolJson.readObject(response.body().getBytes(StandardCharsets.UTF_8));
                error = json.get("error") instanceof String e ? e : error;
                message = json.get("message") instanceof String m ? m : message;
            } catch (ProtocolException ignored) {
                // not the protocol's error body: keep the status
            }
            throw new ProtocolException(response.statusCode(), error, message);
        }
        return response;
    }

    private static <T> T parse(HttpResponse<String> response, Class<T> type) throws IOException {
        try {
            return ProtocolJson.MAPPER.readValue(response.body(), type);
        } catch (com.fasterxml.jackson.core.JacksonException e) {
            throw new IOException("the agent's answer is not what the protocol says: " + e.getOriginalMessage(), e);
        }
    }

    private static <T> T parse(HttpResponse<String> response, TypeReference<T> type) throws IOException {
        try {
            return ProtocolJson.MAPPER.readValue(response.body(), type);
        } catch (com.fasterxml.jackson.core.JacksonException e) {
            throw new IOException("the agent's answer is not what the protocol says: " + e.getOriginalMessage(), e);
        }
    }

    /** Closes every subscription. Requests in flight finish or time out on their own. */
    @Override
    public void close() {
        streams.forEach(EventStream::close);
        streams.clear();
    }
}
