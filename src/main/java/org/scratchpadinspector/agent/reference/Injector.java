package org.scratchpadinspector.agent.reference;

import java.util.Map;
import java.util.concurrent.locks.ReentrantLock;
import org.scratchpadinspector.agent.protocol.EventHub;
import org.scratchpadinspector.agent.protocol.InjectRequest;
import org.scratchpadinspector.agent.protocol.InjectionInfo;
import org.scratchpadinspector.agent.protocol.ProtocolException;
import org.scratchpadinspector.engine.edit.SectionEdit;
import org.scratchpadinspector.engine.edit.SectionEditException;
import org.scratchpadinspector.engine.edit.SectionOperation;
import org.scratchpadinspector.engine.edit.Hashes;

/**
 * Injections: checked when received (422 for an unknown op, a missing field or a type clash with the current
 * state), queued in order, and applied exactly once at a safe point with {@link SectionEdit}, or rejected
 * on a base_hash conflict or a type clash with the state as it is then.
 */
final class Injector {
    private final InjectionBook book;
    private final EventHub events;

    Injector(InjectionBook book, EventHub events) {
        this.book = book;
        this.events = events;
    }

    /** The size an injection takes in the queue: its value as JSON. */
    static long sizeOf(InjectRequest request) {
        return request.hasValue() ? org.scratchpadinspector.agent.protocol.ProtocolJson.write(request.value()).length() : 0;
    }

    /** 429 when the queue has no room for {@code request}; the caller holds the agent's lock. */
    void checkRoom(InjectRequest request) throws ProtocolException {
        String noRoom = book.noRoomFor(sizeOf(request));
        if (noRoom != null) {
            throw new ProtocolException(429, "too_many", noRoom);
        }
    }

    /** Validates and queues (429 when there is no room); the caller holds the agent's lock. */
    InjectionInfo accept(InjectRequest request, Map<String, Object> current) throws ProtocolException {
        SectionOperation op = SectionOperation.fromKey(request.op()).orElseThrow(() -> invalid(
                "unknown op \"" + request.op() + "\": use replace, append, clear or update"));
        if (op.needsSection() && (request.section() == null || request.section().isEmpty())) {
            throw invalid(op.key() + " needs a \"section\"");
        }
        if (op.needsValue() && !request.hasValue()) {
            throw invalid(op.key() + " needs a \"value\"");
        }
        SectionEdit edit = new SectionEdit(op.needsSection() ? request.section() : null, op,
                op.needsValue() ? request.value() : null);
        try {
            edit.applyTo(current);
        } catch (SectionEditException e) {
            throw invalid(e.getMessage());
        }
        checkRoom(request);
        return book.add(edit, request.baseHash(), sizeOf(request));
    }

    private static ProtocolException invalid(String message) {
        return new ProtocolException(422, "invalid", message);
    }

    /** Applies every queued injection to the run's state, in order; the caller holds the agent's lock. */
    void apply(CycleRun run, int iteration, ReentrantLock lock) {
        if (run == null) {
            return;
        }
        InjectionBook.Queued next;
        while ((next = book.poll()) != null) {
            SectionEdit edit = next.edit();
            Map<String, Object> state = run.state();
            if (next.baseHash() != null) {
                String now = StateJson.hashOf(state, edit.op() == SectionOperation.UPDATE ? null : edit.section());
                if (!now.equals(next.baseHash())) {
                    reject(run, next, "conflict", "the " + (edit.section() == null ? "state" : "section '" + edit.section() + "'")
                            + " changed since the edit was made (base_hash differs)");
                    continue;
                }
            }
            try {
                Map<String, Object> result = edit.applyTo(state);
                state.clear();
                state.putAll(result);
            } catch (SectionEditException e) {
                reject(run, next, "type_clash", e.getMessage());
                continue;
            }
            book.settle(next, InjectionInfo.APPLIED, run.id(), iteration, null, null);
            run.injected(next);
            events.publish("injection_applied", ReferenceAgent.fields("id", next.id(), "section", edit.section(),
                    "op", edit.op().key(), "cycle_id", run.id(), "iteration", iteration));
        }
    }

    /**
     * After the crash path of {@code run}: each injection applied in the cycle whose sections the crash path
     * changed (the seed's except branch replaces notes) is lost; {@code beforeCrashPath} holds the
     * fingerprints of those sections just before it ran. The caller holds the agent's lock.
     */
    void markWipedByCrash(CycleRun run, java.util.Map<String, String> beforeCrashPath) {
        for (InjectionBook.Queued q : run.injectedThisCycle()) {
            java.util.List<String> wiped = q.edit().touchedSections().stream()
                    .filter(section -> !beforeCrashPath.get(section).equals(fingerprint(run.state(), section)))
                    .toList();
            if (wiped.isEmpty()) {
                continue;
            }
            String message = "cycle " + run.id() + " crashed and its crash path replaced " + String.join(", ", wiped)
                    + " after the injection was applied";
            InjectionInfo applied = book.get(q.id());
            book.settle(q, InjectionInfo.LOST, run.id(), applied == null ? null : applied.iteration(), "crash", message);
            events.publish("injection_lost", ReferenceAgent.fields("id", q.id(), "section", q.edit().section(),
                    "op", q.edit().op().key(), "sections", wiped, "reason", "crash", "message", message,
                    "cycle_id", run.id()));
        }
    }

    /** The fingerprint of every section the injections of {@code run} touched, as the state holds them now. */
    static java.util.Map<String, String> injectedSections(CycleRun run) {
        java.util.Map<String, String> prints = new java.util.HashMap<>();
        for (InjectionBook.Queued q : run.injectedThisCycle()) {
            q.edit().touchedSections().forEach(section -> prints.put(section, fingerprint(run.state(), section)));
        }
        return prints;
    }

    private static String fingerprint(Map<String, Object> state, String section) {
        return state.containsKey(section) ? Hashes.fingerprint(state.get(section)) : "absent";
    }

    private void reject(CycleRun run, InjectionBook.Queued q, String reason, String message) {
        book.settle(q, InjectionInfo.REJECTED, run.id(), run.iteration(), reason, message);
        events.publish("injection_rejected", ReferenceAgent.fields("id", q.id(), "section", q.edit().section(),
                "op", q.edit().op().key(), "reason", reason, "message", message, "cycle_id", run.id()));
    }
}
