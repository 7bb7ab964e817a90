package org.scratchpadinspector.formats.forge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.Capabilities;
import org.scratchpadinspector.model.Editing;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.TimeTravel;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.UnitEvent;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitState;
import org.scratchpadinspector.model.UnitStatus;

/**
 * A folder of context snapshots: one unit per note tool call of each run ({@code <run>#<n>}, kind {@code call}),
 * the notes before and after it as states, and between them, for a list, search or tag listing, the answer the
 * agent saw ({@code result}, so that the first state is the notes before and the last the notes after); a
 * snapshot that cannot be read, or holds malformed messages, has a unit of its own ({@code kind: "snapshot"}).
 */
final class ForgeSource implements MemorySource {
    static final String CALL = "call";
    static final String SNAPSHOT = "snapshot";
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final Path root;
    private final Path forge;
    private volatile Replayed cached;

    /** The snapshots as read, and the runs' calls replayed; kept while the files' names, sizes and times stay. */
    record Replayed(String signature, List<Snapshot> snapshots, List<Run> runs, Map<String, List<NoteCall>> calls) {
    }

    ForgeSource(Path root, Path forge) {
        this.root = root;
        this.forge = forge;
    }

    @Override
    public Path directory() {
        return root;
    }

    @Override
    public String format() {
        return ForgeProvider.NAME;
    }

    @Override
    public Capabilities capabilities() {
        return ForgeProvider.CAPABILITIES;
    }

    @Override
    public List<Unit> units(Cancellation cancellation, Consumer<Unit> each) {
        Replayed r = replayed(cancellation);
        List<Unit> units = new ArrayList<>();
        for (Snapshot s : r.snapshots()) {
            if (!s.readable() || !s.problems().isEmpty()) {
                units.add(snapshotUnit(s));
            }
        }
        for (Run run : r.runs()) {
            for (NoteCall call : r.calls().get(run.name())) {
                units.add(callUnit(run, call));
            }
        }
        units.sort(java.util.Comparator.comparing(Unit::id));
        units.forEach(each);
        return units;
    }

    @Override
    public Optional<UnitDetail> detail(UnitId id, Cancellation cancellation) {
        Replayed r = replayed(cancellation);
        for (Snapshot s : r.snapshots()) {
            if (s.name().equals(id.text()) && (!s.readable() || !s.problems().isEmpty())) {
                String text = s.readable() ? String.join("\n", s.problems()) + "\n" : "";
                return Optional.of(new UnitDetail(snapshotUnit(s), List.of(new UnitState("file", text,
                        s.readable() ? List.of() : List.of(s.problem()))), List.of(), List.of()));
            }
        }
        for (Run run : r.runs()) {
            for (NoteCall call : r.calls().get(run.name())) {
                if (callId(run, call).text().equals(id.text())) {
                    return Optional.of(new UnitDetail(callUnit(run, call), states(call), changes(call),
                            events(call)));
                }
            }
        }
        return Optional.empty();
    }

    @Override
    public <F> Optional<F> facet(Class<F> type) {
        if (type == History.class) {
            return Optional.of(type.cast(new ForgeHistory(this)));
        }
        return MemorySource.super.facet(type);
    }

    @Override
    public String lacks(Class<?> facet) {
        if (facet == Editing.class || facet == TimeTravel.class) {
            return ForgeProvider.NAME + " is read-only: the notes live in the agent's memory, and a context snapshot"
                    + " is its record";
        }
        return MemorySource.super.lacks(facet);
    }

    @Override
    public List<String> notes() {
        Replayed r = replayed(Cancellation.NONE);
        List<String> notes = new ArrayList<>();
        notes.add(r.snapshots().size() + " context snapshot(s) in " + r.runs().size() + " run(s)");
        long strays = ForgeLayout.strays(root);
        if (strays > 0) {
            notes.add(strays + " other file(s) in " + root.getFileName() + " not read");
        }
        String execution = execution();
        if (execution != null) {
            notes.add(execution);
        }
        return notes;
    }

    Replayed replayed(Cancellation cancellation) {
        List<Path> files = ForgeLayout.snapshots(root);
        StringBuilder signature = new StringBuilder();
        for (Path f : files) {
            try {
                signature.append(f.getFileName()).append(':').append(Files.size(f)).append(':')
                        .append(Files.getLastModifiedTime(f).toMillis()).append('\n');
            } catch (IOException e) {
                signature.append(f.getFileName()).append(":?\n");
            }
        }
        Replayed kept = cached;
        if (kept != null && kept.signature().contentEquals(signature)) {
            return kept;
        }
        List<Snapshot> snapshots = new ArrayList<>();
        for (Path f : files) {
            cancellation.check();
            snapshots.add(Snapshot.read(f, root));
        }
        List<Run> runs = Run.of(snapshots.stream().filter(Snapshot::readable).toList());
        Map<String, List<NoteCall>> calls = new LinkedHashMap<>();
        for (Run run : runs) {
            calls.put(run.name(), NoteCall.replay(run));
        }
        Replayed fresh = new Replayed(signature.toString(), snapshots, runs, calls);
        cached = fresh;
        return fresh;
    }

    static UnitId callId(Run run, NoteCall call) {
        return UnitId.numbered(run.name(), call.n());
    }

    static List<String> stateNames(NoteCall call) {
        return call.read() && call.result() != null ? List.of("before", "result", "after") : List.of("before", "after");
    }

    private static Unit callUnit(Run run, NoteCall call) {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("session", run.name());
        fields.put("tool", call.tool());
        if (call.error() != null) {
            fields.put("error", call.error());
        }
        fields.put("snapshot", call.entry().snapshot().name());
        fields.put("message", call.entry().message().index());
        if (call.outcome().noteId() != null) {
            fields.put("note", call.outcome().noteId());
        }
        UnitStatus status = switch (call.status()) {
            case NoteCall.OK -> UnitStatus.of("ok", Severity.OK);
            case NoteCall.FAILED -> new UnitStatus("failed", Severity.FAILURE, call.error());
            default -> new UnitStatus(NoteCall.NO_RESULT, Severity.WARNING, call.notices().isEmpty() ? null
                    : call.notices().get(call.notices().size() - 1));
        };
        return new Unit(ForgeProvider.NAME, CALL, callId(run, call), status, call.flags(), List.of(), fields,
                stateNames(call));
    }

    private static Unit snapshotUnit(Snapshot s) {
        UnitStatus status = s.readable() ? new UnitStatus("malformed", Severity.WARNING, s.problems().get(0))
                : s.fresh() ? new UnitStatus("being_written", Severity.NOTICE, "written within the last minute and"
                        + " not complete yet: being written (read again when it changes)")
                : new UnitStatus("unreadable", Severity.FAILURE, s.problem());
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("snapshot", s.name());
        return new Unit(ForgeProvider.NAME, SNAPSHOT, UnitId.of(s.name()), status, List.of(),
                s.readable() ? s.problems() : List.of(s.problem()), fields, List.of("file"));
    }

    private static List<UnitState> states(NoteCall call) {
        List<UnitState> states = new ArrayList<>();
        states.add(new UnitState("before", NotesText.state(call.before()), NotesText.value(call.before()), null,
                List.of()));
        if (stateNames(call).contains("result")) {
            List<String> notices = call.recorded() ? List.of() : List.of("the replay's answer: the snapshot holds no"
                    + " result for this call");
            states.add(new UnitState("result", NotesText.visible(call.result()), call.result(), null, List.of(),
                    notices));
        }
        states.add(new UnitState("after", NotesText.state(call.after()), NotesText.value(call.after()), null,
                List.of(), call.notices()));
        return states;
    }

    private static List<String> changes(NoteCall call) {
        List<String> lines = new ArrayList<>();
        for (String id : call.after().keySet()) {
            Note old = call.before().get(id);
            Note now = call.after().get(id);
            if (old == null) {
                lines.add(id + " added: " + NotesText.oneLine(now.known() ? now.content() : NotesText.UNKNOWN, 120)
                        + " tags: " + String.join(", ", now.tagsOrEmpty()));
            } else if (!old.equals(now)) {
                List<String> what = new ArrayList<>();
                if (!java.util.Objects.equals(old.content(), now.content())) {
                    what.add("content");
                }
                if (!java.util.Objects.equals(old.tags(), now.tags())) {
                    what.add("tags");
                }
                if (old.scratched() != now.scratched()) {
                    what.add("scratched");
                }
                lines.add(id + " " + (what.isEmpty() ? "touched" : String.join(", ", what) + " changed"));
            }
        }
        if (call.read() && call.flags().contains("limited")) {
            lines.add(call.tool() + " returned the " + NoteTools.DEFAULT_LIMIT + " newest of more matching notes");
        }
        return lines;
    }

    private static List<UnitEvent> events(NoteCall call) {
        List<UnitEvent> events = new ArrayList<>();
        String title = "#" + call.n() + " " + call.tool() + (call.error() != null ? " — failed: "
                + NotesText.oneLine(call.error(), 400) : "");
        events.add(new UnitEvent(UnitEvent.CALL, null, title, NotesText.visible(call.entry().message().content()),
                call.error() != null ? Severity.FAILURE : Severity.OK, call.tool(), ""));
        if (call.recorded()) {
            events.add(new UnitEvent("result", null, "#" + call.n() + " result: " + NotesText.oneLine(call.result(),
                    120), NotesText.visible(call.result()), Severity.OK));
        } else if (call.error() != null) {
            events.add(new UnitEvent("error", null, "#" + call.n() + " failed: " + NotesText.oneLine(call.error(), 400),
                    "the agent keeps no failed call's error in its conversation: the error is the tool's, replayed",
                    Severity.FAILURE));
        } else {
            events.add(new UnitEvent("no_result", null, "#" + call.n() + " no result: " + String.join("; ",
                    call.notices()), "", Severity.WARNING));
        }
        return events;
    }

    /** A headless run's report, in one line, or null. */
    private String execution() {
        Path file = forge == null ? null : forge.resolve("artifacts").resolve("execution.json");
        if (file == null || !Files.exists(file, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            return null;
        }
        String refused = org.scratchpadinspector.engine.files.SymlinkCheck.refusal(file, forge);
        if (refused != null) {
            return "headless run report .forge/artifacts/execution.json: " + refused + ": not read";
        }
        if (!Files.isRegularFile(file)) {
            return "headless run report .forge/artifacts/execution.json is not a regular file: not read";
        }
        try {
            if (Files.size(file) > 4L * 1024 * 1024) {
                return "headless run report " + file + ": over 4 MB, not read";
            }
            JsonNode node = MAPPER.readTree(file.toFile());
            return "headless run report .forge/artifacts/execution.json: status " + NotesText.oneLine(
                    node.path("status").asText("?"), 40) + ", " + node.path("tool_call_count").asInt() + " tool call(s);"
                    + " a headless run keeps no messages, so its notes are not on disk";
        } catch (IOException | RuntimeException e) {
            return "headless run report .forge/artifacts/execution.json cannot be read: " + NotesText.oneLine(
                    String.valueOf(e.getMessage()), 200);
        }
    }
}
