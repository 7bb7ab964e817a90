package org.scratchpadinspector.formats.yamlcycles;

import org.scratchpadinspector.engine.edit.PreviousVersions;
import org.scratchpadinspector.engine.edit.CheckedFile;
import org.scratchpadinspector.engine.edit.Hashes;
import org.scratchpadinspector.engine.edit.Journal;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.engine.edit.SafeWrite;
import org.scratchpadinspector.engine.edit.UndoTargets;
import org.scratchpadinspector.engine.edit.EditOutcome;
import org.scratchpadinspector.engine.edit.EditPlan;
import org.scratchpadinspector.engine.edit.EditPlanning;
import org.scratchpadinspector.engine.edit.EditRequest;
import org.scratchpadinspector.engine.edit.LostEdit;
import org.scratchpadinspector.engine.edit.MemoryVersion;
import org.scratchpadinspector.engine.edit.PlanResult;
import org.scratchpadinspector.engine.edit.SectionEditor;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.CycleIndex;
import org.scratchpadinspector.formats.yamlcycles.Liveness;
import org.scratchpadinspector.formats.yamlcycles.ScratchpadLocation;

/**
 * Edits active.yaml under every safe-write rule (README, "Editing memory"). Planning ({@link #prepare}) reads
 * only, and plans a section edit only on a complete file; {@link #apply} is the one place that writes, and only
 * when the edit is valid and confirmed and no cycle is running. The write itself is the engine's
 * {@link SafeWrite}: the file must still be the version the edit was made on, the previous version goes to the
 * history, the journal's intent line comes before the atomic rename, and a save of the agent that lands during
 * the write is put back and reported as a conflict.
 *
 * <p>Nothing under {@code .inspector/} is created until the first write. Writes from one editor are
 * serialised; the file hash check and the race check guard against every other writer.
 */
public final class MemoryEditor implements SectionEditor {
    public static final String INSPECTOR_DIR = ".inspector";

    private final ScratchpadLocation location;
    private final Clock clock;
    /** What a complete active.yaml looks like: the agent's yaml.dump and our writer end every file with a line break. */
    static final SafeWrite.Completeness SAVED_WHOLE = bytes -> bytes.length == 0 ? ""
            : bytes[bytes.length - 1] != '\n' ? "it does not end with a line break, as every save of the agent does:"
            + " a save is under way or was cut short" : null;

    private final Journal journal;
    private final PreviousVersions versions;
    private final SafeWrite safeWrite;
    private final Liveness liveness;
    /** The index the window keeps of the scratchpad (rescanned on each change), or null: scan when asked. */
    private java.util.function.Supplier<CycleIndex> knownIndex;

    public MemoryEditor(ScratchpadLocation location, Clock clock) {
        this(location, clock, new Liveness());
    }

    /** An editor that judges a cycle running by {@code liveness} (its stale limit, the attached agent). */
    public MemoryEditor(ScratchpadLocation location, Clock clock, Liveness liveness) {
        this.location = location;
        this.clock = clock;
        this.liveness = liveness;
        Path inspector = location.directory().resolve(INSPECTOR_DIR);
        this.journal = new Journal(inspector.resolve(Journal.FILE_NAME));
        this.versions = new PreviousVersions(inspector.resolve("history"));
        this.safeWrite = new SafeWrite(journal, versions, clock);
    }

    /** An editor for {@code dir} (the scratchpad or the agent root holding scratchpad/), on the system clock. */
    public static MemoryEditor open(Path dir) {
        return open(dir, new Liveness());
    }

    /** Like {@link #open(Path)}, judging a cycle running by {@code liveness}. */
    public static MemoryEditor open(Path dir, Liveness liveness) {
        return new MemoryEditor(ScratchpadLocation.resolve(dir), Clock.systemUTC(), liveness);
    }

    public ScratchpadLocation location() {
        return location;
    }

    @Override
    public EditPlanning planning() {
        return EditPlanner.PLANNING;
    }

    @Override
    public Journal journal() {
        return journal;
    }

    /** The copies of the versions of active.yaml that writes replaced. */
    public PreviousVersions previousVersions() {
        return versions;
    }

    @Override
    public Clock clock() {
        return clock;
    }

    /** Lets a test stop this editor's writes at each step ({@link SafeWrite.Checkpoint}). */
    MemoryEditor checkpoints(SafeWrite.Checkpoint stop) {
        safeWrite.withCheckpoint(stop);
        return this;
    }

    public MemoryVersion readActive() throws IOException {
        return ActiveVersion.read(location.active());
    }

    @Override
    public MemoryVersion readCurrent() throws IOException {
        return readActive();
    }

    @Override
    public Path file() {
        return location.active();
    }

    @Override
    public boolean isMemoryFile(String name) {
        return ScratchpadLocation.ACTIVE.equals(name);
    }

    @Override
    public boolean recordsAUnit(String name) {
        return name.endsWith("_before.yaml") || name.endsWith("_after.yaml");
    }

    @Override
    public Optional<String> runningUnit() throws IOException {
        CycleIndex index = knownIndex == null ? CycleIndex.scan(location) : knownIndex.get();
        return running(index).map(CycleId::toString);
    }

    /** Judges a running cycle ({@link #runningUnit()}) on {@code index}, the scratchpad's index kept up to date. */
    MemoryEditor judgingOn(java.util.function.Supplier<CycleIndex> index) {
        this.knownIndex = index;
        return this;
    }

    @Override
    public List<LostEdit> detectAndMarkLost() throws IOException {
        return LostEditDetector.detectAndMark(this);
    }

    @Override
    public OutsideWriteWatch outsideWrites() {
        OutsideWrites watch = new OutsideWrites(this);
        return () -> watch.look().map(OutsideWrites.OutsideWrite::message);
    }

    /**
     * The newest cycle when it is running: a {@code _before} without {@code _after} and a sign of life from the
     * agent ({@link Liveness}); empty otherwise.
     */
    public Optional<CycleId> runningCycle() throws IOException {
        return running(CycleIndex.scan(location));
    }

    public Liveness liveness() {
        return liveness;
    }

    /**
     * Plans {@code request} on active.yaml as it is now, read complete (a file that is being written is read again
     * after the watcher's settle time). A section edit is refused on an empty or cut-short file: such a state is
     * never the base of an edit. Writes nothing.
     */
    @Override
    public PlanResult prepare(EditRequest request) throws IOException {
        if (!location.hasScratchpad()) {
            return noScratchpad();
        }
        Path active = location.active();
        MemoryVersion base;
        try (CheckedFile read = CheckedFile.read(active, SafeWrite.SETTLE, SafeWrite.PATIENCE)) {
            if (!read.complete()) {
                return beingWritten(read.beingWritten());
            }
            if (read.absent()) {
                base = ActiveVersion.read(active);
            } else {
                String problem = completeness(request).problem(read.bytes());
                if (problem != null) {
                    return beingWritten(problem);
                }
                base = ActiveVersion.of(active, read.bytes());
            }
        }
        return EditPlanner.plan(request, base);
    }

    private static EditOutcome.Refused beingWritten(String problem) {
        return new EditOutcome.Refused(EditOutcome.Refused.Reason.BEING_WRITTEN,
                SafeWrite.Incomplete.say(ScratchpadLocation.ACTIVE, problem), null, null);
    }

    /** A section edit builds on the file's state; a whole file, an undo or a restore replaces it. */
    private static SafeWrite.Completeness completeness(EditRequest request) {
        return request instanceof EditRequest.Section || request instanceof EditRequest.UndoInjection ? SAVED_WHOLE
                : SafeWrite.Completeness.ANY;
    }


    /**
     * Applies {@code plan} on the operator's word that the agent is stopped: written even when the newest
     * cycle looks running, and journaled with {@code agent_stopped}. Every other rule still holds.
     */
    @Override
    public EditOutcome applyAgentStopped(EditPlan plan, boolean confirmTypeChange) throws IOException {
        return apply(plan, confirmTypeChange, JournalEntry.How.FILE, null, true);
    }

    @Override
    public synchronized EditOutcome apply(EditPlan plan, boolean confirmTypeChange, JournalEntry.How how, String ref)
            throws IOException {
        return apply(plan, confirmTypeChange, how, ref, false);
    }

    /**
     * Writes {@code plan} if it is still safe: confirmed (rule 2), no cycle running (rule 4), active.yaml
     * unchanged since the plan's base (rule 3). Otherwise nothing is written and the outcome says why.
     *
     * @param ref the journal id this write follows up (the queued edit it applies), or null
     * @param agentStopped the operator asserts the agent is stopped: a running cycle does not hold the write back
     */
    private synchronized EditOutcome apply(EditPlan plan, boolean confirmTypeChange, JournalEntry.How how, String ref,
                                           boolean agentStopped) throws IOException {
        if (how == JournalEntry.How.INJECTED) {
            throw new IllegalArgumentException("injections are applied by the agent, not written to the file");
        }
        if (!location.hasScratchpad()) {
            return noScratchpad();
        }
        if (plan.needsConfirmation() && !confirmTypeChange) {
            return new EditOutcome.NeedsConfirmation(plan);
        }
        CycleIndex index = CycleIndex.scan(location);
        Optional<CycleId> running = running(index);
        if (running.isPresent() && !agentStopped) {
            return new EditOutcome.CycleRunning(plan, running.get().toString());
        }
        Path active = location.active();
        byte[] bytes = plan.request() instanceof EditRequest.Restore restore
                ? Files.readAllBytes(restore.entry())
                : plan.resultText().getBytes(StandardCharsets.UTF_8);

        JournalEntry undoes = plan.request() instanceof EditRequest.Restore restore ? restore.undoes()
                : plan.request() instanceof EditRequest.UndoInjection injection ? injection.undoes() : null;
        boolean undo = undoes != null;
        JournalEntry entry = JournalEntry.of(clock.instant(), how,
                        undo ? JournalEntry.Status.UNDONE : JournalEntry.Status.APPLIED, plan.request().describe(),
                        plan.sections())
                .withPreview(plan.request().preview(PREVIEW_LENGTH))
                .withRef(undo ? undoes.id() : ref);
        int newest = index.size() - 1;
        if (newest >= 0) {
            entry = entry.withCycle(index.id(newest).toString(), running.isPresent());
        }
        if (agentStopped) {
            entry = entry.withAgentStopped().withMessage("written on the operator's word that the agent is stopped"
                    + running.map(id -> " (cycle " + id + " looked running)").orElse(""));
        }
        return write(active, bytes, plan, entry.withWritten(null, expectedSections(plan)));
    }

    /** The fingerprint of every section the plan changes (last_updated aside), for lost-edit detection. */
    private static Map<String, String> expectedSections(EditPlan plan) {
        Map<String, String> expect = new LinkedHashMap<>();
        for (String section : plan.changedSections()) {
            if (!section.equals(StateSchema.LAST_UPDATED)) {
                expect.put(section, plan.resultState().containsKey(section)
                        ? Hashes.fingerprint(plan.resultState().get(section)) : LostEditDetector.ABSENT);
            }
        }
        return expect;
    }

    private EditOutcome write(Path active, byte[] bytes, EditPlan plan, JournalEntry entry) throws IOException {
        SafeWrite.Result result = safeWrite.write(new SafeWrite.Request(active, plan.baseHash(), bytes, entry,
                PreviousVersions.hashLabel(plan.baseHash(), ".yaml"), completeness(plan.request())));
        if (result instanceof SafeWrite.Written w) {
            return new EditOutcome.Applied(active, plan.request().describe(), w.hashBefore(), w.hashAfter(), w.previous(),
                    w.line(), w.warning());
        }
        if (result instanceof SafeWrite.Changed c) {
            MemoryVersion theirs = c.current() == null ? ActiveVersion.read(active) : ActiveVersion.of(active, c.current());
            return new EditOutcome.Conflict(plan, theirs, c.duringWrite() ? c.message() : null);
        }
        if (result instanceof SafeWrite.Raced r) {
            return new EditOutcome.Conflict(plan, ActiveVersion.of(active, r.theirs()), r.message());
        }
        return new EditOutcome.Refused(EditOutcome.Refused.Reason.BEING_WRITTEN, result.message(), null, null);
    }

    /**
     * Plans undoing the newest edit not yet undone: putting back the history entry saved before it. Refused
     * when there is none, or (unless {@code force}) when active.yaml changed since that edit wrote it.
     */
    public PlanResult planUndo(boolean force) throws IOException {
        return planUndo(force, null);
    }

    /**
     * Like {@link #planUndo(boolean)}; the newest edit may also be an injection the agent applied, whose undo puts
     * back the sections it changed (their values just before it, kept in the history when it was sent) on
     * {@code agentState} (an attached agent's state now, rendered as the agent dumps it) or, when null, on
     * active.yaml. Refused, unless {@code force}, when those sections changed since the injection left them.
     */
    @Override
    public PlanResult planUndo(boolean force, MemoryVersion agentState) throws IOException {
        List<JournalEntry> entries = journal.read().entries();
        JournalEntry target = UndoTargets.newest(entries);
        if (target == null) {
            return new EditOutcome.Refused(EditOutcome.Refused.Reason.NOTHING_TO_UNDO,
                    "nothing to undo: the journal has no edit that is not undone yet", null, null);
        }
        Path entry = versions.directory().resolve(target.history());
        if (!Files.isRegularFile(entry)) {
            return new EditOutcome.Refused(EditOutcome.Refused.Reason.NOTHING_TO_UNDO,
                    "cannot undo " + target.operation() + ": its previous version " + target.history()
                            + " is no longer in the history (only the newest " + PreviousVersions.LIMIT + " are kept)",
                    null, null);
        }
        if (target.how() == JournalEntry.How.INJECTED) {
            MemoryVersion on = agentState != null ? agentState : readActive();
            return InjectionUndo.plan(target, UndoTargets.queuedLineOf(entries, target), Files.readAllBytes(entry),
                    on, force);
        }
        MemoryVersion current = readActive();
        if (!force && !current.hash().equalsIgnoreCase(target.hashAfter())) {
            return new EditOutcome.Refused(EditOutcome.Refused.Reason.CHANGED_SINCE_EDIT,
                    "active.yaml changed since " + target.operation() + " was written ("
                            + Hashes.shortHash(target.hashAfter()) + " → " + Hashes.shortHash(current.hash())
                            + "): undoing would throw that change away; force to undo anyway", null, null);
        }
        String text = new String(Files.readAllBytes(entry), StandardCharsets.UTF_8);
        return EditPlanner.plan(new EditRequest.Restore(entry, text, target), current);
    }

    private EditOutcome.Refused noScratchpad() {
        return new EditOutcome.Refused(EditOutcome.Refused.Reason.NO_MEMORY,
                location.noScratchpadReason() + "; nothing was created", null, null);
    }

    /** {@link #planUndo} then {@link #apply}: the undo is itself a safe write, journaled as {@code undone}. */
    public EditOutcome undo(boolean force) throws IOException {
        return undo(force, false);
    }

    /** {@link #undo(boolean)}, on the operator's word that the agent is stopped when {@code agentStopped}. */
    public EditOutcome undo(boolean force, boolean agentStopped) throws IOException {
        PlanResult planned = planUndo(force);
        if (planned instanceof EditOutcome.Refused refused) {
            return refused;
        }
        return apply((EditPlan) planned, true, JournalEntry.How.FILE, null, agentStopped);
    }

    private Optional<CycleId> running(CycleIndex index) {
        return Optional.ofNullable(liveness.runningCycle(location, index));
    }

}
