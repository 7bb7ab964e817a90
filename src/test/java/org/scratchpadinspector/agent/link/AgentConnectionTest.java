package org.scratchpadinspector.agent.link;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.agent.link.AgentConnection.State;
import org.scratchpadinspector.agent.protocol.AgentEvent;
import org.scratchpadinspector.agent.protocol.AgentStatus;
import org.scratchpadinspector.agent.protocol.ControlClient;
import org.scratchpadinspector.agent.protocol.ControlFile;
import org.scratchpadinspector.agent.protocol.StreamProblem;

/** The connection state machine alone: no toolkit, real control files, a real HTTP server on loopback. */
@Timeout(60)
class AgentConnectionTest {
    @TempDir
    Path dir;
    private final Recorded shown = new Recorded();
    private final AgentConnection link = new AgentConnection(new InlineRunner(), AgentLink.DEFAULT_OPTIONS, shown);

    @Test
    void withoutADirectoryThereIsNothingAndAnEmptyDirectoryHasNoAgent() {
        link.open(null);
        assertThat(link.state()).isEqualTo(State.NO_DIRECTORY);

        link.open(dir);
        assertThat(link.state()).isEqualTo(State.NO_AGENT);
        assertThat(shown.problem).isNull();
        assertThat(link.client()).isNull();
    }

    @Test
    void aControlFileLeftByADeadAgentIsStaleTheAgentIsGoneAndNothingIsAttached() throws Exception {
        long deadPid = new ProcessBuilder("true").start().onExit().get().pid();
        new ControlFile(1, "http://127.0.0.1:9", "f".repeat(64), deadPid, "2026-11-22T00:00:00Z", "gone")
                .write(ControlFile.path(dir));

        link.open(dir);

        assertThat(link.state()).isEqualTo(State.STALE);
        assertThat(shown.problem).contains("stale").contains("is not running");
        assertThat(shown.gone).singleElement().asString().contains("is not running");
        assertThat(link.client()).isNull();
    }

    @Test
    void aRefusedTokenIsNotRetriedByItselfADetachedAgentStaysDetachedAndAttachAsksAgain() throws Exception {
        AtomicInteger statusRequests = new AtomicInteger();
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/v1/status", exchange -> {
            statusRequests.incrementAndGet();
            exchange.sendResponseHeaders(401, -1);
            exchange.close();
        });
        server.start();
        try {
            String url = "http://127.0.0.1:" + server.getAddress().getPort();
            new ControlFile(1, url, "0".repeat(64), ProcessHandle.current().pid(), "2026-11-22T00:00:00Z", "test")
                    .write(ControlFile.path(dir));

            link.open(dir);
            assertThat(link.state()).isEqualTo(State.REFUSED);
            assertThat(shown.problem).contains("refused the token").contains("401");
            link.checkForAgent();
            assertThat(link.state()).isEqualTo(State.REFUSED);
            assertThat(statusRequests.get()).isEqualTo(1);

            link.detach();
            link.checkForAgent();
            assertThat(link.state()).isEqualTo(State.DETACHED);
            assertThat(shown.problem).isNull();
            assertThat(statusRequests.get()).isEqualTo(1);

            link.attach();
            assertThat(link.state()).isEqualTo(State.REFUSED);
            assertThat(statusRequests.get()).isEqualTo(2);
            assertThat(shown.states).containsSubsequence(State.NO_AGENT, State.ATTACHING, State.REFUSED,
                    State.DETACHED, State.NO_AGENT, State.ATTACHING, State.REFUSED);
        } finally {
            server.stop(0);
            link.close();
        }
    }

    /** Runs the work and its outcome at once, in the caller: the test's thread is the panel's thread. */
    private static final class InlineRunner implements LinkRunner {
        @Override
        public <T> void submit(String name, Callable<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
            T result;
            try {
                result = work.call();
            } catch (Exception e) {
                onFailure.accept(e);
                return;
            }
            onSuccess.accept(result);
        }

        @Override
        public void onUiThread(Runnable action) {
            action.run();
        }
    }

    /** What the panel would show. */
    private static final class Recorded implements ConnectionListener {
        final List<State> states = new ArrayList<>();
        final List<String> gone = new ArrayList<>();
        String problem;

        @Override
        public void connectionChanged(State state, String text, String problemText) {
            states.add(state);
            problem = problemText;
        }

        @Override
        public void clientChanged(ControlClient client) {
        }

        @Override
        public void attached(long pid, AgentStatus status) {
        }

        @Override
        public void statusLost() {
        }

        @Override
        public void directoryChanged() {
        }

        @Override
        public void agentGone(String reason) {
            gone.add(reason);
        }

        @Override
        public void agentUnknown() {
        }

        @Override
        public void log(boolean error, String text) {
        }

        @Override
        public void event(AgentEvent event) {
        }

        @Override
        public void passingProblem(StreamProblem problem) {
        }

        @Override
        public void trouble(String text) {
        }
    }
}
