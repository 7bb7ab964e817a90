package org.scratchpadinspector.agent.reference;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An OpenAI-compatible chat-completions backend: {@code POST <url>/chat/completions} with the rules as the
 * system message and the prompt as the user message; the answer is {@code choices[0].message.content}.
 */
public final class ChatCompletionsModel implements Model {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final URI endpoint;
    private final String modelName;
    private final String apiKey;
    private final Duration timeout;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    /** @param baseUrl e.g. {@code http://127.0.0.1:8080/v1}; @param apiKey null or blank: no Authorization */
    public ChatCompletionsModel(String baseUrl, String modelName, String apiKey, Duration timeout) {
        String base = baseUrl.endsWith("/") ? baseUrl.substring(0, baseUrl.length() - 1) : baseUrl;
        this.endpoint = URI.create(base + "/chat/completions");
        this.modelName = modelName;
        this.apiKey = apiKey;
        this.timeout = timeout;
    }

    @Override
    public String complete(String system, String user) throws IOException, InterruptedException {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("model", modelName);
        body.put("messages", List.of(Map.of("role", "system", "content", system), Map.of("role", "user", "content", user)));
        HttpRequest.Builder request = HttpRequest.newBuilder(endpoint).timeout(timeout)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body), StandardCharsets.UTF_8));
        if (apiKey != null && !apiKey.isBlank()) {
            request.header("Authorization", "Bearer " + apiKey);
        }
        HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        if (response.statusCode() / 100 != 2) {
            throw new IOException("the model server answered HTTP " + response.statusCode() + ": "
                    + PythonText.head(response.body(), 300));
        }
        JsonNode content = JSON.readTree(response.body()).path("choices").path(0).path("message").path("content");
        if (!content.isTextual()) {
            throw new IOException("the model server's answer has no choices[0].message.content");
        }
        return content.asText();
    }
}
