package org.scratchpadinspector.ui.edit;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.scratchpadinspector.agent.inject.InjectionOutcome;
import org.scratchpadinspector.agent.inject.JournaledInjector;
import org.scratchpadinspector.agent.protocol.ControlClient;
import org.scratchpadinspector.engine.edit.SectionEditor;
import org.scratchpadinspector.engine.edit.SectionEdit;
import org.scratchpadinspector.ui.common.TaskRunner;

/**
 * The Attached path: one {@link JournaledInjector} per attached client; outcomes are published on the UI
 * thread as they arrive (event stream), and {@link #pollPending()} asks the agent for any still unknown.
 * Used on the UI thread only.
 */
final class InjectionPath {
    private final TaskRunner runner;
    private final Consumer<InjectionOutcome> onOutcome;
    private Consumer<org.scratchpadinspector.engine.edit.JournalEntry> onLost = line -> { };
    private JournaledInjector injector;
    private ControlClient client;
    private final Map<String, String> pending = new LinkedHashMap<>();

    InjectionPath(TaskRunner runner, Consumer<InjectionOutcome> onOutcome) {
        this.runner = runner;
        this.onOutcome = onOutcome;
    }

    /** Follows the attached client (null: detached; outcomes not known yet stay queued in the journal). */
    void attach(ControlClient newClient, SectionEditor editor) {
        if (injector != null) {
            injector.close();
            injector = null;
        }
        client = newClient;
        pending.clear();
        if (newClient != null && editor != null) {
            injector = new JournaledInjector(newClient, editor);
            JournaledInjector current = injector;
            current.onLost(line -> runner.onUiThread(() -> {
                if (injector == current) {
                    onLost.accept(line);
                }
            }));
        }
    }

    /** Gets, on the UI thread, the {@code lost} journal line of each injection the agent reports wiped by a crash. */
    void onLost(Consumer<org.scratchpadinspector.engine.edit.JournalEntry> listener) {
        onLost = listener;
    }

    ControlClient client() {
        return client;
    }

    boolean isReady() {
        return injector != null;
    }

    /** Runs off the UI thread: sends and journals. */
    JournaledInjector.Sent send(SectionEdit edit, String baseHash) throws IOException {
        return injector.send(edit, baseHash);
    }

    /** Runs off the UI thread: sends and journals, keeping the agent's state before it for Undo. */
    JournaledInjector.Sent send(SectionEdit edit, String baseHash, byte[] stateBefore,
                                org.scratchpadinspector.engine.edit.JournalEntry undoes) throws IOException {
        return injector.send(edit, baseHash, stateBefore, undoes);
    }

    /** On the UI thread, once sent: waits for the outcome without blocking anyone. */
    void follow(JournaledInjector.Sent sent) {
        JournaledInjector current = injector;
        pending.put(sent.injectionId(), sent.queued().id());
        current.outcome(sent.injectionId()).thenAccept(outcome -> runner.onUiThread(() -> {
            pending.remove(outcome.injectionId());
            onOutcome.accept(outcome);
        }));
    }

    /** Asks the agent about injections with no outcome yet (a dropped event stream must not hide one). */
    void pollPending() {
        JournaledInjector current = injector;
        if (current == null || pending.isEmpty()) {
            return;
        }
        List<String> ids = List.copyOf(pending.keySet());
        runner.submit("poll injections", () -> {
            for (String id : ids) {
                current.poll(id);
            }
            return null;
        }, ignored -> { }, error -> { });
    }

    /** The journal id of the queued line of {@code injectionId}, if it is still pending. */
    String journalKey(String injectionId) {
        return pending.get(injectionId);
    }

    String injectionIdOf(String journalKey) {
        return pending.entrySet().stream().filter(e -> e.getValue().equals(journalKey)).map(Map.Entry::getKey)
                .findFirst().orElse(null);
    }

    JournaledInjector injector() {
        return injector;
    }

    void close() {
        attach(null, null);
    }
}
