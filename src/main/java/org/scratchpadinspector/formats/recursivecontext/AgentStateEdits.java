package org.scratchpadinspector.formats.recursivecontext;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.engine.edit.Hashes;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.engine.edit.PreviousVersions;
import org.scratchpadinspector.engine.edit.SafeWrite;
import org.scratchpadinspector.model.EditAction;
import org.scratchpadinspector.model.EditPreview;
import org.scratchpadinspector.model.Editing;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.engine.json.PythonJsonDump;

/**
 * The seed's {@code inject(section, content)} on a run's saved state: {@code agent_state.json}'s scratchpad goes
 * through {@code apply_updates} (no validation: inject() does not call safe_apply), and the file is written as
 * {@code save()} writes it, so the agent's next {@code load()} starts from it. Offered on every turn of a run that
 * has an {@code agent_state.json}; it edits the run's saved state, which is the state after its last turn.
 */
final class AgentStateEdits implements Editing {
    static final String INJECT = "inject";
    static final String RESTORE = "restore";
    /** Where a run keeps what the inspector's writes leave: the journal and the previous versions. */
    static final String EDIT_RECORDS = ".inspector";
    private static final EditAction INJECT_ACTION = new EditAction(INJECT,
            "Inject into the run's saved state (agent_state.json)…", List.of("section", "value"));
    private static final List<EditAction> SECTION_ACTIONS = List.of(
            new EditAction(EditAction.REPLACE_SECTION, "Replace a section (inject)", List.of("section", "text")),
            new EditAction(EditAction.APPEND_SECTION, "Append to a section (inject APPEND:)", List.of("section", "text")),
            new EditAction(EditAction.CLEAR_SECTION, "Clear a section (inject CLEAR)", List.of("section")));

    private final RecursiveContextSource source;

    AgentStateEdits(RecursiveContextSource source) {
        this.source = source;
    }

    @Override
    public List<EditAction> actions(UnitId unit) {
        RunReading run = unit == null ? onlyRun() : source.runOf(unit.text());
        if (run == null || run.saved() == null) {
            return List.of();
        }
        List<EditAction> actions = new java.util.ArrayList<>(List.of(INJECT_ACTION));
        actions.addAll(SECTION_ACTIONS);
        return actions;
    }

    /** The run whose saved state is the memory now: the one run of the folder, or null when it holds several. */
    RunReading onlyRun() {
        List<RunReading> runs = source.readings(org.scratchpadinspector.model.Cancellation.NONE);
        return runs.size() == 1 ? runs.get(0) : null;
    }

    @Override
    public EditPreview preview(UnitId unit, String action, Map<String, String> args) throws IOException {
        RunReading run = unit == null ? onlyRun() : source.runOf(unit.text());
        if (run == null) {
            throw new IllegalArgumentException(unit == null ? source.directory() + " holds several runs: name a turn"
                    + " of the run to edit (--unit RUN#N)" : "no unit " + unit.text());
        }
        String key;
        String value;
        switch (action) {
            case INJECT -> {
                key = args.get("section");
                value = args.get("value");
                if (key == null || value == null) {
                    throw new IllegalArgumentException("inject needs a section key and a value (inject(section, content))");
                }
            }
            case EditAction.REPLACE_SECTION, EditAction.APPEND_SECTION, EditAction.CLEAR_SECTION -> {
                key = key(args.get("section"));
                String text = args.get("text");
                if (!action.equals(EditAction.CLEAR_SECTION) && text == null) {
                    throw new IllegalArgumentException(action + " needs a text");
                }
                value = switch (action) {
                    case EditAction.CLEAR_SECTION -> "CLEAR";
                    case EditAction.APPEND_SECTION -> "APPEND: " + text;
                    default -> text;
                };
            }
            case RESTORE -> {
                return restorePreview(run, unit, args);
            }
            default -> throw new IllegalArgumentException("unknown action " + action + ": this format offers "
                    + INJECT + ", " + EditAction.REPLACE_SECTION + ", " + EditAction.APPEND_SECTION + ", "
                    + EditAction.CLEAR_SECTION);
        }
        SavedState saved = saved(run, "inject into");
        String scratchpad = saved.scratchpad();
        if (!ApplyUpdates.addresses(scratchpad, key)) {
            throw new IllegalArgumentException(key + " matches no header of " + run.name()
                    + "'s scratchpad, so apply_updates would ignore it; keys: "
                    + String.join(", ", ApplyUpdates.SECTIONS.keySet()));
        }
        String injected = ApplyUpdates.apply(scratchpad, Map.of(key, value));
        return new EditPreview(unit == null ? lastTurn(run) : unit, action, args, run.folder().resolve(SavedState.FILE),
                Hashes.sha256(saved.bytes()), new String(saved.bytes(), StandardCharsets.UTF_8),
                PythonJsonDump.dumps(savedWith(saved.state(), injected)));
    }

    /** A section as the panes name it ({@code TRAJECTORY/Now}, {@code WORKSPACE}) as the key inject() takes. */
    static String key(String section) {
        if (section == null || section.isBlank()) {
            throw new IllegalArgumentException("name a section, e.g. TRAJECTORY/Now or WORKSPACE");
        }
        for (Map.Entry<String, String[]> e : ApplyUpdates.SECTIONS.entrySet()) {
            String[] path = e.getValue();
            String name = path[1] == null ? path[0] : path[0] + "/" + path[1];
            if (name.equals(section) || e.getKey().equals(section)) {
                return e.getKey();
            }
        }
        if (!section.contains("/")) {
            return section.toLowerCase(java.util.Locale.ROOT); // a ## header matches its name in lower case
        }
        throw new IllegalArgumentException(section + " is no section inject() can address: its subsections are "
                + String.join(", ", ApplyUpdates.SECTIONS.values().stream()
                .map(p -> p[1] == null ? p[0] : p[0] + "/" + p[1]).toList()));
    }

    /**
     * Restoring a turn's state: the run's saved state becomes that scratchpad, with the turn counter the agent's
     * next turn continues from (the turn before, for the state a turn started from).
     */
    private EditPreview restorePreview(RunReading run, UnitId unit, Map<String, String> args) throws IOException {
        TraceEntry entry = run.entry(args.get("unit"));
        if (entry == null) {
            throw new IllegalArgumentException("no turn " + args.get("unit") + " in " + run.name());
        }
        boolean before = "before".equals(args.get("state"));
        String scratchpad = before ? entry.before() : entry.after();
        if (scratchpad == null) {
            throw new IllegalArgumentException(args.get("unit") + ":" + args.get("state") + " cannot be restored: "
                    + (entry.problems().isEmpty() ? "it was not read" : entry.problems().get(0)));
        }
        SavedState saved = saved(run, "restore into");
        ObjectNode state = saved.state().deepCopy();
        long turn = entry.turn() == null ? 0 : entry.turn() - (before ? 1 : 0);
        state.put("turn", turn);
        return new EditPreview(UnitId.of(args.get("unit")), RESTORE, args, run.folder().resolve(SavedState.FILE),
                Hashes.sha256(saved.bytes()), new String(saved.bytes(), StandardCharsets.UTF_8),
                PythonJsonDump.dumps(savedWith(state, scratchpad)));
    }

    private static SavedState saved(RunReading run, String verb) {
        Path target = run.folder().resolve(SavedState.FILE);
        SavedState saved = SavedState.read(target);
        if (saved.bytes() == null) {
            throw new IllegalArgumentException(saved.problem() != null ? saved.problem()
                    : run.name() + " has no " + SavedState.FILE + " (save() never ran): nothing to " + verb);
        }
        if (!saved.usable()) {
            throw new IllegalArgumentException(saved.problem() + ": not edited (load() could not read it either)");
        }
        return saved;
    }

    /** The run's newest turn: the state its saved state follows. */
    static UnitId lastTurn(RunReading run) {
        List<org.scratchpadinspector.model.Unit> turns = run.units().stream().filter(u -> u.kind().equals("turn")).toList();
        return turns.isEmpty() ? null : turns.get(turns.size() - 1).id();
    }

    /** save()'s {@code {scratchpad, turn, purpose}} in that order; keys save() does not write are kept after them. */
    private static ObjectNode savedWith(ObjectNode state, String scratchpad) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("scratchpad", scratchpad);
        out.set("turn", state.get("turn"));
        out.set("purpose", state.get("purpose"));
        for (Iterator<Map.Entry<String, JsonNode>> it = state.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> field = it.next();
            if (!out.has(field.getKey())) {
                out.set(field.getKey(), field.getValue());
            }
        }
        return out;
    }

    @Override
    public String apply(EditPreview preview) throws IOException {
        Path target = preview.target();
        if (!Files.isRegularFile(target)) {
            throw new IllegalStateException(SavedState.FILE + " is gone since the preview: preview again");
        }
        if (preview.changesNothing()) {
            String currentHash = Hashes.sha256(Files.readAllBytes(target));
            if (!currentHash.equals(preview.baseHash())) {
                throw changedSincePreview(preview, currentHash);
            }
            return "nothing written: " + preview.args().get("section") + " already reads that way";
        }
        byte[] bytes = preview.newText().getBytes(StandardCharsets.UTF_8);
        String section = preview.args().get("section");
        boolean restore = RESTORE.equals(preview.action());
        String operation = restore ? RESTORE + " " + preview.args().get("unit") + ":" + preview.args().get("state")
                : preview.action() + " " + section;
        Map<String, String> expect = expected(preview);
        String shown = preview.args().get(INJECT.equals(preview.action()) ? "value" : "text");
        JournalEntry entry = JournalEntry.of(Instant.now(), JournalEntry.How.FILE, JournalEntry.Status.APPLIED,
                        operation, restore || section == null ? List.copyOf(expect.keySet()) : List.of(section))
                .withPreview(shown == null ? operation : shown).withUnit(preview.unit().text(), preview.args())
                .withWritten(null, expect);
        UnitId after = newestTurnOf(target);
        if (after != null) {
            entry = entry.withCycle(after.text(), false);
        }
        SafeWrite.Result result = new SafeWrite(target.getParent().resolve(EDIT_RECORDS), Clock.systemUTC()).write(
                new SafeWrite.Request(target, preview.baseHash(), bytes, entry,
                        PreviousVersions.hashLabel(preview.baseHash(), "_" + target.getFileName()),
                        SafeWrite.Completeness.NOT_EMPTY));
        if (result instanceof SafeWrite.Written w) {
            return target.getParent().getFileName() + "/" + SavedState.FILE + " written ("
                    + Hashes.shortHash(w.hashBefore()) + " → " + Hashes.shortHash(w.hashAfter())
                    + "); the previous version is .inspector/history/" + w.previous().getFileName()
                    + (w.warning() == null ? "" : "\nwarning: " + w.warning());
        }
        if (result instanceof SafeWrite.Changed c && !c.duringWrite()) {
            if (c.current() == null) {
                throw new IllegalStateException(SavedState.FILE + " is gone since the preview: preview again");
            }
            throw changedSincePreview(preview, c.currentHash());
        }
        throw new IllegalStateException(result.message() + "; preview again");
    }

    /**
     * The text each changed section will have (by path, as blame and the panes name them), so that blame and a
     * continuity break can tell the inspector's write when the next turn starts from it.
     */
    private static Map<String, String> expected(EditPreview preview) {
        SavedState before = SavedState.parse(preview.oldText().getBytes(StandardCharsets.UTF_8));
        SavedState after = SavedState.parse(preview.newText().getBytes(StandardCharsets.UTF_8));
        Map<String, String> expect = new java.util.LinkedHashMap<>();
        if (!after.usable()) {
            return expect;
        }
        Map<String, String> old = before.usable() ? Sections.of(before.scratchpad()) : Map.of();
        Map<String, String> now = Sections.of(after.scratchpad());
        java.util.Set<String> paths = new java.util.LinkedHashSet<>(now.keySet());
        paths.addAll(old.keySet());
        for (String path : paths) {
            if (!java.util.Objects.equals(old.get(path), now.get(path))) {
                expect.put(path, now.containsKey(path) ? Hashes.fingerprint(now.get(path))
                        : org.scratchpadinspector.engine.blame.JournalAttribution.ABSENT);
            }
        }
        return expect;
    }

    /** The newest turn of the run whose saved state {@code target} is. */
    private UnitId newestTurnOf(Path target) {
        for (RunReading run : source.readings(org.scratchpadinspector.model.Cancellation.NONE)) {
            if (run.folder().resolve(SavedState.FILE).equals(target)) {
                return lastTurn(run);
            }
        }
        return null;
    }

    private static IllegalStateException changedSincePreview(EditPreview preview, String currentHash) {
        return new IllegalStateException(SavedState.FILE + " changed since the preview (now "
                + Hashes.shortHash(currentHash) + ", previewed on " + Hashes.shortHash(preview.baseHash())
                + "): nothing written; preview again");
    }
}
