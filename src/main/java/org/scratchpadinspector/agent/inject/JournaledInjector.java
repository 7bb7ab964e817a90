package org.scratchpadinspector.agent.inject;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.time.Clock;
import java.time.Duration;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.scratchpadinspector.agent.protocol.AgentEvent;
import org.scratchpadinspector.agent.protocol.ControlClient;
import org.scratchpadinspector.agent.protocol.EventStream;
import org.scratchpadinspector.agent.protocol.InjectRequest;
import org.scratchpadinspector.agent.protocol.InjectionInfo;
import org.scratchpadinspector.agent.protocol.InjectionTicket;
import org.scratchpadinspector.agent.protocol.ProtocolException;
import org.scratchpadinspector.engine.edit.Hashes;
import org.scratchpadinspector.engine.edit.Journal;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.engine.edit.PreviousVersions;
import org.scratchpadinspector.engine.edit.SectionEditor;
import org.scratchpadinspector.engine.edit.SectionEdit;
import org.scratchpadinspector.agent.protocol.ProtocolJson;
import org.scratchpadinspector.engine.edit.EditRequest;

/**
 * Sends section edits to an attached agent (control protocol {@code POST /v1/inject}) and journals each one
 * ({@link JournalEntry.How#INJECTED}): {@code queued} when the agent accepts it, then {@code applied} with the
 * cycle it took effect in, or {@code rejected}; an applied injection that the crash of its cycle wiped
 * ({@code injection_lost}) gets a {@code lost} line too. Outcomes come from the agent's event stream; a wait
 * that sees no event asks {@code GET /v1/inject/{id}}, so a dropped stream never loses an outcome. Each outcome
 * is journaled exactly once. Thread-safe; blocking calls belong off the UI thread.
 */
public final class JournaledInjector implements AutoCloseable {
    private static final int EARLY_EVENTS_KEPT = 2_000;
    private static final int JOURNALED_VALUE_LIMIT = 64 * 1024;
    private static final Duration POLL_EVERY = Duration.ofMillis(500);

    /** An injection the agent accepted: its protocol id and its {@code queued} journal line. */
    public record Sent(String injectionId, SectionEdit edit, JournalEntry queued) {
    }

    private final ControlClient client;
    private final Journal journal;
    private final Clock clock;
    private final Map<String, Sent> sent = new HashMap<>();
    private final Map<String, CompletableFuture<InjectionOutcome>> outcomes = new HashMap<>();
    /** Outcome events for ids not registered yet: the agent may apply an injection before its 202 arrives. */
    private final Map<String, AgentEvent> early = new LinkedHashMap<>(16, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, AgentEvent> eldest) {
            return size() > EARLY_EVENTS_KEPT;
        }
    };
    /** injection_lost events for ids not registered yet (kept apart: the applied event of the same id is too). */
    private final Map<String, AgentEvent> earlyLost = new LinkedHashMap<>();
    private final java.util.Set<String> journaledLost = new java.util.HashSet<>();
    /** The applied line each undo injection takes back, by injection id. */
    private final Map<String, JournalEntry> undoing = new HashMap<>();
    private volatile java.util.function.Consumer<JournalEntry> lostListener = line -> { };
    private final EventStream events;
    private final java.util.concurrent.CountDownLatch connected = new java.util.concurrent.CountDownLatch(1);
    private static final Duration STREAM_CONNECT = Duration.ofSeconds(10);

    public JournaledInjector(ControlClient client, Journal journal, Clock clock) {
        this.client = client;
        this.journal = journal;
        this.clock = clock;
        this.events = client.subscribe(this::onEvent);
    }

    /** Journals into {@code editor}'s journal, on its clock. */
    public JournaledInjector(ControlClient client, SectionEditor editor) {
        this(client, editor.journal(), editor.clock());
    }

    /**
     * Sends {@code edit}; {@code baseHash} (the section's hash from {@code GET /v1/state}, the state's for
     * update; null for none) makes the agent reject it if the section changed meanwhile. A refusal (422, ...)
     * is journaled as rejected and thrown.
     */
    public Sent send(SectionEdit edit, String baseHash) throws IOException {
        return send(edit, baseHash, null, null);
    }

    /**
     * {@link #send(SectionEdit, String)}, keeping what Undo needs: {@code stateBefore} (the agent's state the edit
     * was made on, as the agent dumps it; null for none) goes to the history beside the journal and its name on the
     * injection's lines, so that Undo can put the touched sections back. {@code undoes}: the {@code applied} line of
     * the injection this one undoes (null for none); once applied, an {@code undone} line names it.
     */
    public Sent send(SectionEdit edit, String baseHash, byte[] stateBefore, JournalEntry undoes) throws IOException {
        awaitStream();
        InjectRequest request = request(edit).withBaseHash(baseHash);
        InjectionTicket ticket;
        try {
            ticket = client.inject(request);
        } catch (ProtocolException refused) {
            journal.append(entry(edit, JournalEntry.Status.REJECTED).withHashes(baseHash, null)
                    .withMessage("refused by the agent: " + refused.getMessage()));
            throw refused;
        }
        JournalEntry queued = entry(edit, JournalEntry.Status.QUEUED).withHashes(baseHash, null)
                .withMessage("injection " + ticket.id()).withValue(jsonValue(edit));
        if (stateBefore != null) {
            queued = queued.withHistory(saveBefore(stateBefore, baseHash));
        }
        journal.append(queued);
        Sent result = new Sent(ticket.id(), edit, queued);
        if (undoes != null) {
            synchronized (this) {
                undoing.put(ticket.id(), undoes);
            }
        }
        AgentEvent already;
        AgentEvent lostAlready;
        synchronized (this) {
            sent.put(ticket.id(), result);
            outcomes.computeIfAbsent(ticket.id(), id -> new CompletableFuture<>());
            already = early.remove(ticket.id());
            lostAlready = earlyLost.remove(ticket.id());
        }
        if (already != null) {
            settle(already.text("id"), fromEvent(already));
        }
        if (lostAlready != null) {
            lost(ticket.id(), lostAlready.cycleId(), sectionsOf(lostAlready), lostAlready.text("message"));
        }
        return result;
    }

    /**
     * A new stream gets only live events: an outcome published before it is connected would reach the journal
     * only through a later poll, out of order. So the first send waits (bounded) for the stream's hello.
     */
    private void awaitStream() throws InterruptedIOException {
        try {
            connected.await(STREAM_CONNECT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while connecting to the agent's events");
        }
    }

    /** The outcome of {@code injectionId} once known; completes on the thread that learned it. */
    public synchronized CompletableFuture<InjectionOutcome> outcome(String injectionId) {
        return outcomes.computeIfAbsent(injectionId, id -> new CompletableFuture<>());
    }

    /**
     * Waits at most {@code timeout} for the outcome, asking the agent directly whenever no event came for a
     * while. Empty when the injection is still queued at the deadline.
     */
    public Optional<InjectionOutcome> await(String injectionId, Duration timeout) throws IOException {
        CompletableFuture<InjectionOutcome> future = outcome(injectionId);
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return Optional.ofNullable(future.getNow(null));
            }
            try {
                return Optional.of(future.get(Math.min(left, POLL_EVERY.toNanos()), TimeUnit.NANOSECONDS));
            } catch (TimeoutException quiet) {
                poll(injectionId);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new InterruptedIOException("interrupted while waiting for injection " + injectionId);
            } catch (ExecutionException e) {
                throw new IOException(e.getCause());
            }
        }
    }

    /** Asks the agent for the injection's status and settles it if it is final. */
    public void poll(String injectionId) throws IOException {
        InjectionInfo info = client.injection(injectionId);
        if (InjectionInfo.APPLIED.equals(info.status()) || InjectionInfo.LOST.equals(info.status())) {
            settle(injectionId, new Result(true, info.cycleId(), info.iteration(), null, null));
            if (InjectionInfo.LOST.equals(info.status())) {
                lost(injectionId, info.cycleId(), null, info.message());
            }
        } else if (InjectionInfo.REJECTED.equals(info.status()) || InjectionInfo.WITHDRAWN.equals(info.status())) {
            settle(injectionId, new Result(false, info.cycleId(), info.iteration(),
                    info.reason() == null ? info.status() : info.reason(), info.message()));
        }
    }

    /** Withdraws a queued injection; journaled as rejected (withdrawn). A 409 means it was applied already. */
    public InjectionOutcome withdraw(String injectionId) throws IOException {
        client.withdraw(injectionId);
        settle(injectionId, new Result(false, null, null, "withdrawn", "withdrawn by the operator"));
        return outcome(injectionId).getNow(null);
    }

    private void onEvent(AgentEvent event) {
        if (event.type().equals(AgentEvent.HELLO)) {
            connected.countDown();
            return;
        }
        boolean lost = event.type().equals(AgentEvent.INJECTION_LOST);
        if (!lost && !event.type().equals(AgentEvent.INJECTION_APPLIED) && !event.type().equals(AgentEvent.INJECTION_REJECTED)) {
            return;
        }
        String id = event.text("id");
        if (id == null) {
            return;
        }
        synchronized (this) {
            if (!sent.containsKey(id)) {
                if (lost) {
                    earlyLost.put(id, event);
                    if (earlyLost.size() > EARLY_EVENTS_KEPT) {
                        earlyLost.remove(earlyLost.keySet().iterator().next());
                    }
                } else {
                    early.put(id, event);
                }
                return;
            }
        }
        try {
            if (lost) {
                lost(id, event.cycleId(), sectionsOf(event), event.text("message"));
            } else {
                settle(id, fromEvent(event));
            }
        } catch (IOException e) {
            // the journal could not be written now; a wait polls the agent and journals again
        }
    }

    /** Called with the {@code lost} journal line of each injection the agent reports wiped (on the thread that learnt it). */
    public void onLost(java.util.function.Consumer<JournalEntry> listener) {
        lostListener = listener == null ? line -> { } : listener;
    }

    /** Journals, once, that the applied injection {@code id} was wiped by the crash of {@code cycleId}. */
    private void lost(String id, String cycleId, java.util.List<String> sections, String why) throws IOException {
        JournalEntry line;
        synchronized (this) {
            Sent what = sent.get(id);
            if (what == null || !journaledLost.add(id)) {
                return;
            }
            CompletableFuture<InjectionOutcome> outcome = outcomes.get(id);
            if (outcome == null || !outcome.isDone()) {
                settle(id, new Result(true, cycleId, null, null, null));
            }
            line = JournalEntry.of(clock.instant(), JournalEntry.How.INJECTED, JournalEntry.Status.LOST,
                            what.edit().describe(), sections == null || sections.isEmpty() ? what.edit().touchedSections() : sections)
                    .withRef(what.queued().id()).withCycle(cycleId, false).withNextCycle(cycleId)
                    .withPreview(what.queued().preview()).withValue(what.queued().value())
                    .withMessage("LOST EDIT: injected " + what.edit().describe() + " (injection " + id + ") was applied in cycle "
                            + cycleId + ", which crashed: " + (why == null ? "its crash path replaced it" : why));
            journal.append(line);
        }
        lostListener.accept(line);
    }

    /** Keeps the agent's state an injection was made on in the history beside the journal; returns its name. */
    private String saveBefore(byte[] state, String baseHash) throws IOException {
        PreviousVersions versions = new PreviousVersions(journal.path().getParent().resolve("history"));
        String label = PreviousVersions.hashLabel(baseHash == null ? Hashes.sha256(state) : baseHash, "_agent-state.yaml");
        return versions.save(state, label, clock.instant(), journal.path().getParent().resolveSibling("active.yaml"))
                .getFileName().toString();
    }

    private static java.util.List<String> sectionsOf(AgentEvent event) {
        return event.data().get("sections") instanceof java.util.List<?> list
                ? list.stream().map(String::valueOf).toList() : null;
    }

    /** What the journal keeps of the value, so that the files can show it lost: the value up to 64 KiB of JSON. */
    private static Object jsonValue(SectionEdit edit) {
        if (edit.value() == null) {
            return null;
        }
        String json = ProtocolJson.write(edit.value());
        return json.length() > JOURNALED_VALUE_LIMIT ? null
                : ProtocolJson.MAPPER.convertValue(edit.value(), Object.class);
    }

    private record Result(boolean applied, String cycleId, Integer iteration, String reason, String message) {
    }

    private static Result fromEvent(AgentEvent event) {
        boolean applied = event.type().equals(AgentEvent.INJECTION_APPLIED);
        Integer iteration = event.data().get("iteration") instanceof Number n ? n.intValue() : null;
        return new Result(applied, event.cycleId(), iteration, applied ? null : event.text("reason"),
                applied ? null : event.text("message"));
    }

    /** Journals the outcome and completes its future, once per injection whoever learns it first. */
    private synchronized void settle(String id, Result result) throws IOException {
        CompletableFuture<InjectionOutcome> future = outcomes.computeIfAbsent(id, k -> new CompletableFuture<>());
        Sent what = sent.get(id);
        if (future.isDone() || what == null) {
            return;
        }
        JournalEntry line = entry(what.edit(), result.applied() ? JournalEntry.Status.APPLIED : JournalEntry.Status.REJECTED)
                .withRef(what.queued().id()).withHashes(what.queued().hashBefore(), null)
                .withHistory(result.applied() ? what.queued().history() : null)
                .withCycle(result.cycleId(), result.applied()).withValue(what.queued().value())
                .withMessage("injection " + id + (result.applied()
                        ? (result.iteration() == null ? "" : result.iteration() == 0 ? " at wake" : " after iteration " + result.iteration())
                        : ": " + (result.reason() == null ? "" : result.reason() + ": ") + (result.message() == null ? "" : result.message())));
        journal.append(line);
        JournalEntry undone = undoing.remove(id);
        if (undone != null && result.applied()) {
            journal.append(JournalEntry.of(clock.instant(), JournalEntry.How.INJECTED, JournalEntry.Status.UNDONE,
                            "undo " + undone.operation(), undone.sections()).withRef(undone.id())
                    .withCycle(result.cycleId(), true).withPreview("put back as before " + undone.operation())
                    .withMessage("undone by injection " + id));
        }
        future.complete(new InjectionOutcome(id, result.applied(), result.cycleId(), result.iteration(), result.reason(),
                result.message(), line));
    }

    private JournalEntry entry(SectionEdit edit, JournalEntry.Status status) {
        return JournalEntry.of(clock.instant(), JournalEntry.How.INJECTED, status, edit.describe(), edit.touchedSections())
                .withPreview(new EditRequest.Section(edit).preview(SectionEditor.PREVIEW_LENGTH));
    }

    private static InjectRequest request(SectionEdit edit) {
        return switch (edit.op()) {
            case REPLACE -> InjectRequest.replace(edit.section(), edit.value());
            case APPEND -> InjectRequest.append(edit.section(), edit.value());
            case CLEAR -> InjectRequest.clear(edit.section());
            case UPDATE -> {
                @SuppressWarnings("unchecked")
                Map<String, Object> fields = (Map<String, Object>) edit.value();
                yield InjectRequest.update(fields);
            }
        };
    }

    /** Stops listening; outcomes not known yet can still be asked for with {@link #poll}. */
    @Override
    public void close() {
        events.close();
    }
}
