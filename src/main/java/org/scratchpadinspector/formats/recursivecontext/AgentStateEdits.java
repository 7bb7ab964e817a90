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
    /** Where a run keeps what the inspector's writes leave: the journal and the previous versions. */
    static final String EDIT_RECORDS = ".inspector";
    private static final EditAction INJECT_ACTION = new EditAction(INJECT,
            "Inject into the run's saved state (agent_state.json)…", List.of("section", "value"));

    private final RecursiveContextSource source;

    AgentStateEdits(RecursiveContextSource source) {
        this.source = source;
    }

    @Override
    public List<EditAction> actions(UnitId unit) {
        RunReading run = source.runOf(unit.text());
        return run != null && run.saved() != null ? List.of(INJECT_ACTION) : List.of();
    }

    @Override
    public EditPreview preview(UnitId unit, String action, Map<String, String> args) throws IOException {
        if (!INJECT.equals(action)) {
            throw new IllegalArgumentException("unknown action " + action + ": this format offers " + INJECT);
        }
        RunReading run = source.runOf(unit.text());
        if (run == null) {
            throw new IllegalArgumentException("no unit " + unit.text());
        }
        String section = args.get("section");
        String value = args.get("value");
        if (section == null || value == null) {
            throw new IllegalArgumentException("inject needs a section key and a value (inject(section, content))");
        }
        Path target = run.folder().resolve(SavedState.FILE);
        SavedState saved = SavedState.read(target);
        if (saved.bytes() == null) {
            throw new IllegalArgumentException(saved.problem() != null ? saved.problem()
                    : run.name() + " has no " + SavedState.FILE + " (save() never ran): nothing to inject into");
        }
        if (!saved.usable()) {
            throw new IllegalArgumentException(saved.problem() + ": not edited (load() could not read it either)");
        }
        String scratchpad = saved.scratchpad();
        if (!ApplyUpdates.addresses(scratchpad, section)) {
            throw new IllegalArgumentException(section + " matches no header of " + run.name()
                    + "'s scratchpad, so apply_updates would ignore it; keys: "
                    + String.join(", ", ApplyUpdates.SECTIONS.keySet()));
        }
        String injected = ApplyUpdates.apply(scratchpad, Map.of(section, value));
        return new EditPreview(unit, INJECT, args, target, Hashes.sha256(saved.bytes()),
                new String(saved.bytes(), StandardCharsets.UTF_8), PythonJsonDump.dumps(savedWith(saved.state(), injected)));
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
        JournalEntry entry = JournalEntry.of(Instant.now(), JournalEntry.How.FILE, JournalEntry.Status.APPLIED,
                        INJECT + " " + section, List.of(section))
                .withPreview(preview.args().get("value")).withUnit(preview.unit().text(), preview.args());
        SafeWrite.Result result = new SafeWrite(target.getParent().resolve(EDIT_RECORDS), Clock.systemUTC()).write(
                new SafeWrite.Request(target, preview.baseHash(), bytes, entry,
                        PreviousVersions.hashLabel(preview.baseHash(), "_" + target.getFileName()),
                        SafeWrite.Completeness.NOT_EMPTY));
        if (result instanceof SafeWrite.Written w) {
            return target.getParent().getFileName() + "/" + SavedState.FILE + " written ("
                    + Hashes.shortHash(w.hashBefore()) + " → " + Hashes.shortHash(w.hashAfter())
                    + "); the previous version is .inspector/history/" + w.previous().getFileName()
                    + (w.warning() == null ? "" : "; " + w.warning());
        }
        if (result instanceof SafeWrite.Changed c && !c.duringWrite()) {
            if (c.current() == null) {
                throw new IllegalStateException(SavedState.FILE + " is gone since the preview: preview again");
            }
            throw changedSincePreview(preview, c.currentHash());
        }
        throw new IllegalStateException(result.message() + "; preview again");
    }

    private static IllegalStateException changedSincePreview(EditPreview preview, String currentHash) {
        return new IllegalStateException(SavedState.FILE + " changed since the preview (now "
                + Hashes.shortHash(currentHash) + ", previewed on " + Hashes.shortHash(preview.baseHash())
                + "): nothing written; preview again");
    }
}
