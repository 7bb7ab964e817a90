package org.scratchpadinspector.ui.agent;

import java.util.function.Consumer;
import java.util.function.Supplier;
import org.scratchpadinspector.agent.protocol.ControlClient;
import org.scratchpadinspector.ui.common.TaskRunner;

/**
 * Re-reads the agent's status after events, at most one request at a time: a burst of events while a request is
 * in flight costs one more request, not one per event. UI thread only.
 */
final class StatusRefresh {
    private final TaskRunner runner;
    private final Supplier<ControlClient> client;
    private final AgentFeed feed;
    private final Consumer<Throwable> onFailure;
    private boolean inFlight;
    private boolean again;

    StatusRefresh(TaskRunner runner, Supplier<ControlClient> client, AgentFeed feed,
                  Consumer<Throwable> onFailure) {
        this.runner = runner;
        this.client = client;
        this.feed = feed;
        this.onFailure = onFailure;
    }

    void request() {
        if (inFlight) {
            again = true;
            return;
        }
        ControlClient c = client.get();
        if (c == null) {
            return;
        }
        inFlight = true;
        runner.submit("agent status", cancel -> {
            long asked = feed.askingStatus();
            return new AskedStatus(asked, c.status());
        }, answer -> {
            finish();
            if (c == client.get()) {
                feed.setStatus(answer.status(), answer.asked());
            }
        }, error -> {
            finish();
            if (c == client.get()) {
                onFailure.accept(error);
            }
        });
    }

    private void finish() {
        inFlight = false;
        if (again) {
            again = false;
            request();
        }
    }
}
