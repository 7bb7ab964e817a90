package org.scratchpadinspector.formats.markdownmemory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.eclipse.jgit.lib.ObjectId;
import org.scratchpadinspector.engine.history.FileChange;
import org.scratchpadinspector.engine.history.MemoryFiles;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.Capabilities;
import org.scratchpadinspector.model.EditAction;
import org.scratchpadinspector.model.EditPreview;
import org.scratchpadinspector.model.Editing;
import org.scratchpadinspector.model.FieldPath;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.SourceEdits;
import org.scratchpadinspector.model.TimeTravel;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.UnitEvent;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitState;
import org.scratchpadinspector.model.UnitStatus;

/**
 * A Markdown memory read as versions. Each unit is a version (a commit that changed memory files, a recorded
 * version, or the files as they are now); its states are the before and after of each file it changed, then the
 * whole memory at that version. It offers {@link History} (one point per version, the whole memory), {@link Editing}
 * (section operations, {@code §} entries), {@link TimeTravel} (restore a file or the whole memory, fork) and its
 * files for recording.
 */
final class MarkdownMemorySource implements MemorySource, History, Editing, TimeTravel, SourceEdits, MemoryFiles {
    static final Capabilities CAPABILITIES = new Capabilities(true, false, true, false);
    static final List<String> FLAG_ORDER = List.of("gap", Finding.NOT_LOADED, Finding.OVER_CAP, Finding.MISSING_IMPORT,
            Finding.FRONT_MATTER, Finding.REWRITTEN, Finding.MISSING_CORE_FILE);
    static final String BEFORE = " before";
    static final String AFTER = " after";

    private final Path root;
    private final Profile profile;
    private final VersionLog log;
    private final MemoryWriter writer;

    MarkdownMemorySource(Path root, Profile profile) {
        this.root = root;
        this.profile = profile;
        this.log = new VersionLog(root, profile);
        this.writer = new MemoryWriter(root, profile.name(), profile, log);
    }

    @Override
    public Path directory() {
        return root;
    }

    @Override
    public String format() {
        return profile.name();
    }

    @Override
    public Capabilities capabilities() {
        return CAPABILITIES;
    }

    Profile profile() {
        return profile;
    }

    VersionLog log() {
        return log;
    }

    List<Version> versions(Cancellation cancel) {
        try {
            return log.versions(cancel);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the history of " + root + ": " + e.getMessage(), e);
        }
    }

    @Override
    public List<Unit> units(Cancellation cancellation, Consumer<Unit> each) {
        List<Unit> units = new ArrayList<>();
        for (Version v : versions(cancellation)) {
            Unit unit = unit(v);
            units.add(unit);
            each.accept(unit);
        }
        return units;
    }

    Unit unit(Version v) {
        List<String> flags = new ArrayList<>();
        for (String flag : FLAG_ORDER) {
            if (v.logged().flags().contains(flag) || v.findings().stream().anyMatch(f -> f.flag().equals(flag))) {
                flags.add(flag);
            }
        }
        List<String> problems = new ArrayList<>(v.unreadable());
        v.findings().forEach(f -> problems.add(f.problem()));
        UnitStatus status = !v.unreadable().isEmpty() ? UnitStatus.of("unreadable", Severity.FAILURE)
                : !v.findings().isEmpty() ? UnitStatus.of("warning", Severity.WARNING) : UnitStatus.of("ok", Severity.OK);
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("time", v.logged().time());
        fields.put("author", v.logged().author());
        fields.put("message", v.logged().message());
        fields.put("files_changed", v.filesChanged());
        fields.put("sections_changed", v.sectionsChanged());
        return new Unit(profile.name(), profile.unitKind(), v.unitId(), status, flags, problems, fields, stateNames(v));
    }

    /** The states in pane order: the files a rule flags first (so the panes open on the problem), then the others. */
    private static List<String> stateNames(Version v) {
        List<String> names = new ArrayList<>();
        for (FileChange change : ordered(v)) {
            names.add(change.path() + BEFORE);
            names.add(change.path() + AFTER);
        }
        names.add(MemoryState.NAME);
        return names;
    }

    static List<FileChange> ordered(Version v) {
        List<FileChange> flagged = new ArrayList<>();
        List<FileChange> others = new ArrayList<>();
        for (FileChange change : v.changes()) {
            boolean named = v.findings().stream().anyMatch(f -> f.file().equals(change.path()));
            (named ? flagged : others).add(change);
        }
        flagged.addAll(others);
        return flagged;
    }

    Optional<Version> version(UnitId id, Cancellation cancel) {
        return versions(cancel).stream().filter(v -> v.unitId().text().equals(id.text())).findFirst();
    }

    @Override
    public Optional<UnitId> find(String typed) {
        String t = typed.strip();
        List<Version> all = versions(Cancellation.NONE);
        for (Version v : all) {
            if (v.unitId().text().equals(t)) {
                return Optional.of(v.unitId());
            }
        }
        if (t.length() >= 4 && t.matches("[0-9a-fA-F]+")) {
            List<Version> prefixed = all.stream().filter(v -> v.logged().commit() != null
                    && v.logged().commit().name().startsWith(t.toLowerCase(java.util.Locale.ROOT))).toList();
            if (prefixed.size() == 1) {
                return Optional.of(prefixed.get(0).unitId());
            }
        }
        return Optional.empty();
    }

    @Override
    public Optional<UnitDetail> detail(UnitId id, Cancellation cancellation) {
        Optional<Version> found = version(id, cancellation);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        Version v = found.get();
        try {
            MemoryAt after = log.view(log.filesAt(v));
            List<UnitState> states = new ArrayList<>();
            List<String> changes = new ArrayList<>();
            for (FileChange change : ordered(v)) {
                MemoryFile before = after.content(change.path(), change.before());
                MemoryFile now = after.content(change.path(), change.after());
                states.add(MemoryState.file(change.path() + BEFORE, before, raw(change.before())));
                states.add(MemoryState.file(change.path() + AFTER, now, raw(change.after())));
                changes.add(change.path() + (change.added() ? " added" : change.removed() ? " removed" : " changed"));
            }
            states.add(MemoryState.of(after, MemoryState.NAME));
            v.sectionsChanged().forEach(s -> changes.add("  " + s));
            return Optional.of(new UnitDetail(unit(v), states, changes, timeline(v)));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read version " + id + " of " + root + ": " + e.getMessage(), e);
        }
    }

    private byte[] raw(ObjectId id) {
        return id == null ? null : log.blobs().bytes(id);
    }

    private static List<UnitEvent> timeline(Version v) {
        List<UnitEvent> events = new ArrayList<>();
        String who = v.logged().author() == null ? "" : " by " + v.logged().author();
        String message = v.logged().message() == null ? "" : v.logged().message();
        events.add(new UnitEvent(v.worktree() ? "files" : "version", v.logged().time(),
                v.unitId().text() + who + (message.isEmpty() ? "" : ": " + message.lines().findFirst().orElse("")),
                message, Severity.OK));
        v.unreadable().forEach(u -> events.add(new UnitEvent("unreadable", null, u, "", Severity.FAILURE)));
        v.findings().forEach(f -> events.add(new UnitEvent(f.flag(), null, f.problem(), "", Severity.WARNING)));
        return events;
    }

    @Override
    public List<String> notes() {
        // the notes are what reading the versions found: read them first when nothing has asked yet
        versions(Cancellation.NONE);
        return log.notes();
    }

    // History

    @Override
    public List<HistoryPoint> points(Cancellation cancellation) {
        List<HistoryPoint> points = new ArrayList<>();
        List<Version> versions = versions(cancellation);
        for (int i = 0; i < versions.size(); i++) {
            Version v = versions.get(i);
            HistoryPoint.Origin origin = v.worktree() ? HistoryPoint.Origin.PENDING
                    : i == 0 ? HistoryPoint.Origin.START : HistoryPoint.Origin.RECORDED;
            String label = v.unitId().text() + " · " + String.join(", ", v.filesChanged());
            points.add(new HistoryPoint(v.unitId(), MemoryState.NAME, label, origin, v.logged().author(), v.logged().time()));
        }
        return points;
    }

    @Override
    public UnitState load(HistoryPoint point, Cancellation cancellation) {
        Optional<Version> v = version(point.unit(), cancellation);
        if (v.isEmpty()) {
            return new UnitState(point.state(), "", List.of(point.unit() + " is no longer in the history"));
        }
        try {
            if (point.state().equals(MemoryState.NAME)) {
                return MemoryState.of(log.view(log.filesAt(v.get())), MemoryState.NAME);
            }
            return detail(point.unit(), cancellation).map(d -> d.state(point.state()))
                    .orElse(new UnitState(point.state(), "", List.of("no state " + point.state())));
        } catch (IOException e) {
            return new UnitState(point.state(), "", List.of(e.getMessage()));
        }
    }

    // Editing

    private List<EditAction> actionList() {
        if (profile instanceof Hermes) {
            return List.of(new EditAction(MemoryEdits.ADD_ENTRY, "Add an entry", List.of("file", "text")),
                    new EditAction(MemoryEdits.REPLACE_ENTRY, "Replace an entry", List.of("entry", "text")),
                    new EditAction(MemoryEdits.REMOVE_ENTRY, "Remove an entry", List.of("entry")));
        }
        return List.of(new EditAction(MemoryEdits.REPLACE, "Replace a section", List.of("section", "text")),
                new EditAction(MemoryEdits.APPEND, "Append to a section", List.of("section", "text")),
                new EditAction(MemoryEdits.CLEAR, "Clear a section", List.of("section")));
    }

    @Override
    public List<EditAction> actions(UnitId unit) {
        return actionList();
    }

    @Override
    public EditPreview preview(UnitId unit, String action, Map<String, String> args) throws IOException {
        return new MemoryEdits(root, profile).preview(unit, action, args);
    }

    @Override
    public List<FieldPath> sections() {
        List<FieldPath> paths = new ArrayList<>();
        try {
            for (String path : org.scratchpadinspector.engine.history.DiskFiles.list(root, profile)) {
                byte[] bytes = Files.readAllBytes(root.resolve(path));
                MemoryFile file = MemoryFile.parse(path, null, bytes, profile.entries(path));
                file.sections().forEach(s -> paths.add(FieldPath.key(s.path(path))));
            }
        } catch (IOException e) {
            return paths;
        }
        return paths;
    }

    @Override
    public Optional<SourceEdits> edits() {
        return Optional.of(this);
    }

    @Override
    public String apply(EditPreview preview) throws IOException {
        return new MemoryEdits(root, profile).apply(preview, writer, this);
    }

    // TimeTravel

    @Override
    public EditPreview restore(HistoryPoint point) throws IOException {
        Version v = version(point.unit(), Cancellation.NONE)
                .orElseThrow(() -> new IllegalArgumentException("no version " + point.unit() + " in " + root));
        return new MemoryEdits(root, profile).restore(v, point.state(), log);
    }

    /** A version is one state of the memory: restoring it makes every memory file what that version left. */
    @Override
    public List<String> restoredStates() {
        return List.of(MemoryState.NAME);
    }

    @Override
    public String fork(UnitId unit, Path destination) throws IOException {
        Version v = version(unit, Cancellation.NONE)
                .orElseThrow(() -> new IllegalArgumentException("no version " + unit + " in " + root));
        return new Fork(root, profile.name(), log, versions(Cancellation.NONE)).fork(v, destination);
    }

    // MemoryFiles

    @Override
    public boolean isMemoryFile(String relativePath) {
        return profile.isMemoryFile(relativePath);
    }

    @Override
    public boolean mayHoldMemory(String relativePath) {
        return profile.mayHoldMemory(relativePath);
    }

    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    static String sha256(String text) {
        return sha256(text.getBytes(StandardCharsets.UTF_8));
    }
}
