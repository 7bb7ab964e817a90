package org.scratchpadinspector.agent.reference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The chat-completions backend against a tiny OpenAI-compatible server on loopback. */
class ChatCompletionsModelTest {
    private final List<JsonNode> requests = new CopyOnWriteArrayList<>();
    private final List<String> authorizations = new CopyOnWriteArrayList<>();
    private HttpServer server;

    @AfterEach
    void stop() {
        server.stop(0);
    }

    private String serve(int status, String answer) throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/v1/chat/completions", exchange -> {
            requests.add(new ObjectMapper().readTree(exchange.getRequestBody()));
            authorizations.add(String.valueOf(exchange.getRequestHeaders().getFirst("Authorization")));
            byte[] body = answer.getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(status, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
    }

    @Test
    void sendsTheRulesAsSystemAndThePromptAsUserAndReturnsTheContent() throws Exception {
        String url = serve(200, "{\"choices\": [{\"message\": {\"role\": \"assistant\", \"content\": \"{\\\"tool\\\": \\\"done\\\"}\"}}]}");
        ChatCompletionsModel model = new ChatCompletionsModel(url, "tiny", "sk-test", Duration.ofSeconds(10));
        assertThat(model.complete("RULES", "Your scratchpad:\nnotes: ''\n")).isEqualTo("{\"tool\": \"done\"}");
        JsonNode request = requests.get(0);
        assertThat(request.path("model").asText()).isEqualTo("tiny");
        assertThat(request.path("messages").get(0).path("role").asText()).isEqualTo("system");
        assertThat(request.path("messages").get(0).path("content").asText()).isEqualTo("RULES");
        assertThat(request.path("messages").get(1).path("role").asText()).isEqualTo("user");
        assertThat(request.path("messages").get(1).path("content").asText()).startsWith("Your scratchpad:\n");
        assertThat(authorizations).containsExactly("Bearer sk-test");
    }

    @Test
    void anHttpErrorFailsTheCallWithTheServersAnswer() throws Exception {
        String url = serve(500, "{\"error\": \"overloaded\"}");
        ChatCompletionsModel model = new ChatCompletionsModel(url, "tiny", null, Duration.ofSeconds(10));
        assertThatThrownBy(() -> model.complete("r", "u")).isInstanceOf(IOException.class)
                .hasMessageContaining("HTTP 500").hasMessageContaining("overloaded");
        assertThat(authorizations).containsExactly("null");
    }
}
