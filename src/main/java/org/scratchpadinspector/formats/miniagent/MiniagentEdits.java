package org.scratchpadinspector.formats.miniagent;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
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
 * Hand edits of the long-term store, written as the agent writes it: the agent loads the three tables and
 * saves them back with {@code json.dump(..., indent=2)}, so the new file is exactly what its save would write
 * after the same change (other top-level keys go, as with the agent's next save). Traces are read only.
 */
final class MiniagentEdits implements Editing {
    static final EditAction SET_COUNTER = new EditAction("set-counter", "Set a mistake counter…",
            List.of("key", "value"));
    static final EditAction SET_ACCURACY = new EditAction("set-accuracy", "Set an accuracy entry…",
            List.of("key", "correct", "total"));
    static final EditAction SET_OVERRIDE = new EditAction("set-override", "Set a verb's accepted forms…",
            List.of("verb", "forms"));
    static final EditAction CLEAR_OVERRIDE = new EditAction("clear-override", "Clear a verb's override…",
            List.of("verb"));

    private final MiniagentSource source;
    private final Clock clock;

    MiniagentEdits(MiniagentSource source) {
        this(source, Clock.systemUTC());
    }

    MiniagentEdits(MiniagentSource source, Clock clock) {
        this.source = source;
        this.clock = clock;
    }

    @Override
    public List<EditAction> actions(UnitId unit) {
        return source.experimentOfStore(unit) == null ? List.of()
                : List.of(SET_COUNTER, SET_ACCURACY, SET_OVERRIDE, CLEAR_OVERRIDE);
    }

    @Override
    public EditPreview preview(UnitId unit, String action, Map<String, String> args) throws IOException {
        Path experiment = source.experimentOfStore(unit);
        if (experiment == null) {
            throw new IllegalArgumentException(unit + " is not the store: only longterm.json can be edited");
        }
        Path file = experiment.resolve(ExperimentLayout.STORE);
        JsonFileReader.Result read = JsonFileReader.read(file);
        if (!read.ok()) {
            throw new IllegalArgumentException(read.problem() + ": fix or remove the file first");
        }
        ObjectNode saved = asTheAgentSaves(read.value());
        StoreChange.apply(saved, action, args);
        return new EditPreview(unit, action, args, file, Hashes.sha256(read.bytes()),
                new String(read.bytes(), StandardCharsets.UTF_8), PythonJsonDump.dumps(saved));
    }

    /** The tables {@code save_longterm} writes, in its order; a missing table is refused as the agent would fail. */
    private static ObjectNode asTheAgentSaves(JsonNode raw) {
        ObjectNode saved = JsonNodeFactory.instance.objectNode();
        for (String table : Store.TABLES) {
            JsonNode t = raw.get(table);
            if (t == null || !t.isObject()) {
                throw new IllegalArgumentException("longterm.json: " + table + " is " + JsonShapes.describe(t)
                        + ", not an object: the agent could not load this file either");
            }
            saved.set(table, t.deepCopy());
        }
        return saved;
    }

    @Override
    public String apply(EditPreview preview) throws IOException {
        Path file = preview.target();
        if (preview.changesNothing()) {
            return file.getFileName() + ": " + preview.action() + " changes nothing: nothing written";
        }
        byte[] bytes = preview.newText().getBytes(StandardCharsets.UTF_8);
        String operation = preview.action() + " " + String.join(" ", StoreChange.argsInOrder(preview));
        JournalEntry entry = JournalEntry.of(clock.instant(), JournalEntry.How.FILE, JournalEntry.Status.APPLIED,
                        operation, List.of(StoreChange.table(preview.action())))
                .withPreview(operation).withUnit(preview.unit().text(), preview.args());
        SafeWrite.Result result = new SafeWrite(file.getParent().resolve(".inspector"), clock).write(
                new SafeWrite.Request(file, preview.baseHash(), bytes, entry,
                        PreviousVersions.hashLabel(preview.baseHash(), "_" + ExperimentLayout.STORE),
                        SafeWrite.Completeness.NOT_EMPTY));
        if (result instanceof SafeWrite.Written w) {
            return file.getFileName() + ": " + operation + " written (" + Hashes.shortHash(w.hashBefore()) + " → "
                    + Hashes.shortHash(w.hashAfter()) + "); the previous version is .inspector/history/"
                    + w.previous().getFileName() + (w.warning() == null ? "" : "\nwarning: " + w.warning());
        }
        if (result instanceof SafeWrite.Changed c && !c.duringWrite()) {
            throw new IllegalStateException(c.current() == null
                    ? file.getFileName() + " was removed since the preview: preview again"
                    : file.getFileName() + " changed since the preview (previewed " + Hashes.shortHash(preview.baseHash())
                    + ", now " + Hashes.shortHash(c.currentHash()) + "): preview again on the new version");
        }
        throw new IllegalStateException(result.message() + ": preview again");
    }
}
