package org.scratchpadinspector.formats.recursivecontext;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.scratchpadinspector.engine.edit.AtomicWriter;
import org.scratchpadinspector.engine.json.PythonJsonDump;
import org.scratchpadinspector.model.EditPreview;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.TimeTravel;
import org.scratchpadinspector.model.UnitId;

/**
 * Time travel of a recursive-context run. Restore: a turn's scratchpad becomes the run's saved state
 * ({@code agent_state.json}, as {@code save()} writes it), so the agent's next {@code load()} continues from it.
 * Fork: a new run folder whose {@code debug.json} holds the turns before one turn (as {@code export_trace} writes
 * them) and whose {@code agent_state.json} is the state that turn started from; the source is only read.
 */
final class TurnTimeTravel implements TimeTravel {
    static final String FORK_RECORD = "fork.json";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final RecursiveContextSource source;
    private final AgentStateEdits edits;

    TurnTimeTravel(RecursiveContextSource source, AgentStateEdits edits) {
        this.source = source;
        this.edits = edits;
    }

    @Override
    public EditPreview restore(HistoryPoint point) throws IOException {
        if (point.unit() == null) {
            throw new IllegalArgumentException(point.label() + " is the run's memory now: restore a turn's state");
        }
        Map<String, String> args = new LinkedHashMap<>();
        args.put("unit", point.unit().text());
        args.put("state", point.state());
        return edits.preview(point.unit(), AgentStateEdits.RESTORE, args);
    }

    @Override
    public String fork(UnitId unit, Path destination) throws IOException {
        RunReading run = source.runOf(unit.text());
        TraceEntry entry = run == null ? null : run.entry(unit.text());
        if (entry == null) {
            throw new IllegalArgumentException("no turn " + unit.text() + " in " + source.directory());
        }
        if (entry.before() == null) {
            throw new IllegalArgumentException(unit.text() + " has no scratchpad_before to start from: fork at"
                    + " another turn");
        }
        Path target = destination.toAbsolutePath().normalize();
        Path folder = run.folder().toAbsolutePath().normalize();
        if (target.startsWith(folder) || folder.startsWith(target)) {
            throw new IllegalArgumentException(target + " is inside the source " + folder + " (or holds it): fork into"
                    + " a directory outside it, so that the source is never touched");
        }
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            if (!Files.isDirectory(target, LinkOption.NOFOLLOW_LINKS)) {
                throw new IllegalArgumentException(target + " exists and is not a directory");
            }
            try (DirectoryStream<Path> entries = Files.newDirectoryStream(target)) {
                if (entries.iterator().hasNext()) {
                    throw new IllegalArgumentException(target + " exists and is not empty: fork into a new or empty"
                            + " directory");
                }
            }
        }
        JsonNode trace = JSON.readTree(run.folder().resolve(TraceReader.FILE).toFile());
        ArrayNode earlier = JsonNodeFactory.instance.arrayNode();
        for (int i = 0; i < entry.position() - 1 && trace.isArray() && i < trace.size(); i++) {
            earlier.add(trace.get(i));
        }
        SavedState saved = run.saved();
        ObjectNode state = JsonNodeFactory.instance.objectNode();
        state.put("scratchpad", entry.before());
        state.put("turn", entry.turn() == null ? 0 : entry.turn() - 1);
        state.set("purpose", saved != null && saved.usable() ? saved.state().get("purpose")
                : JsonNodeFactory.instance.textNode(""));
        Files.createDirectories(target);
        AtomicWriter.write(target.resolve(TraceReader.FILE), PythonJsonDump.dumps(earlier).getBytes(StandardCharsets.UTF_8));
        AtomicWriter.write(target.resolve(SavedState.FILE), PythonJsonDump.dumps(state).getBytes(StandardCharsets.UTF_8));
        ObjectNode record = JSON.createObjectNode();
        record.put("source", folder.toString());
        record.put("unit", unit.text());
        record.put("created", Instant.now().toString());
        Path inspector = Files.createDirectories(target.resolve(AgentStateEdits.EDIT_RECORDS));
        AtomicWriter.write(inspector.resolve(FORK_RECORD), (JSON.writerWithDefaultPrettyPrinter()
                .writeValueAsString(record) + "\n").getBytes(StandardCharsets.UTF_8));
        int turns = earlier.size();
        return target + "\nforked at " + unit.text() + ": " + turns + " earlier turn" + (turns == 1 ? "" : "s")
                + " in " + TraceReader.FILE + ", " + SavedState.FILE + " = the state " + unit.text() + " started from"
                + "\nrun it:     load " + target.resolve(SavedState.FILE) + " in the agent and chat on"
                + "\ncompare it: compare " + folder + " " + target;
    }

    @Override
    public String restoresAs() {
        return SavedState.FILE;
    }

    /** The source named by the {@code .inspector/fork.json} a fork of a run leaves in its folder ({@link #fork}). */
    @Override
    public Optional<Path> forkedFrom() throws IOException {
        Path record = source.directory().resolve(AgentStateEdits.EDIT_RECORDS).resolve(FORK_RECORD);
        if (!Files.isRegularFile(record, LinkOption.NOFOLLOW_LINKS)) {
            return Optional.empty();
        }
        try {
            JsonNode from = JSON.readTree(record.toFile()).path("source");
            return from.isTextual() && !from.asText().isEmpty() ? Optional.of(Path.of(from.asText())) : Optional.empty();
        } catch (IOException | java.nio.file.InvalidPathException unreadable) {
            return Optional.empty();
        }
    }
}
