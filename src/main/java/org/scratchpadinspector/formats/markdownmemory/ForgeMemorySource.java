package org.scratchpadinspector.formats.markdownmemory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.eclipse.jgit.lib.ObjectId;
import org.scratchpadinspector.engine.history.FileChange;
import org.scratchpadinspector.engine.history.MemoryFiles;
import org.scratchpadinspector.engine.markdown.FrontMatter;
import org.scratchpadinspector.engine.markdown.Section;
import org.scratchpadinspector.engine.markdown.SectionChanges;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.Capabilities;
import org.scratchpadinspector.model.EditAction;
import org.scratchpadinspector.model.EditPreview;
import org.scratchpadinspector.model.Editing;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.SourceEdits;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.UnitEvent;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitState;
import org.scratchpadinspector.model.UnitStatus;

/**
 * Forge's memories, one unit per memory file ({@code kind} {@code memory}): written once, so a file is its own
 * unit, and a memory that supersedes another is the next version of it (its {@code before} state is its
 * predecessor, its {@code sections_changed} what differs from it). Where a history exists (git, or the inspector's
 * recording), a memory changed after it was written is flagged {@code rewritten}, and its author is the one who
 * added it. An edit is what Forge itself does: a new memory that supersedes one.
 */
final class ForgeMemorySource implements MemorySource, History, Editing, SourceEdits, MemoryFiles {
    static final String SUPERSEDE = "supersede";
    private final Path root;
    private final Profile profile;
    private final VersionLog log;
    private final MemoryWriter writer;

    ForgeMemorySource(Path root, Profile profile) {
        this.root = root;
        this.profile = profile;
        this.log = new VersionLog(root, profile);
        this.writer = new MemoryWriter(root, profile.name(), profile, log);
    }

    /** One memory as listed, with what the history says about it. */
    private record Memory(UnitId id, String file, MemoryFile content, MemoryFile predecessor, String author,
                          List<Finding> findings, List<String> supersededBy) {
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
        return MarkdownMemorySource.CAPABILITIES;
    }

    private List<Memory> memories(Cancellation cancel) {
        List<Version> versions;
        Map<String, ObjectId> now;
        try {
            versions = log.versions(cancel);
            now = versions.isEmpty() ? Map.of() : log.filesAt(versions.get(versions.size() - 1));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + root + ": " + e.getMessage(), e);
        }
        MemoryAt memory = log.view(now);
        Map<String, String> authors = new LinkedHashMap<>();
        Map<String, List<Finding>> rewrites = new LinkedHashMap<>();
        for (Version v : versions) {
            for (FileChange change : v.changes()) {
                if (change.added() && !authors.containsKey(change.path()) && v.logged().author() != null) {
                    authors.put(change.path(), v.logged().author());
                }
            }
            for (Finding f : v.findings()) {
                if (f.flag().equals(Finding.REWRITTEN)) {
                    rewrites.computeIfAbsent(f.file(), k -> new ArrayList<>()).add(new Finding(f.flag(), f.file(), f.line(),
                            f.reason() + " (in version " + v.unitId() + ")"));
                }
            }
        }
        Map<String, List<String>> successors = new LinkedHashMap<>();
        for (String path : now.keySet()) {
            String pred = memory.file(path).frontMatter().text("supersedes");
            if (pred != null) {
                successors.computeIfAbsent(pred + ".md", k -> new ArrayList<>()).add(stem(path));
            }
        }
        List<Memory> out = new ArrayList<>();
        for (String path : now.keySet()) {
            MemoryFile file = memory.file(path);
            String created = file.frontMatter().text("created_at");
            UnitId id = new UnitId(stem(path), (created == null ? "~" : created) + " " + stem(path));
            String pred = file.frontMatter().text("supersedes");
            MemoryFile predecessor = pred == null ? null : memory.file(pred + ".md");
            List<Finding> findings = new ArrayList<>();
            if (file.readable()) {
                findings.addAll(ForgeMemories.frontMatter(file));
            }
            findings.addAll(rewrites.getOrDefault(path, List.of()));
            out.add(new Memory(id, path, file, predecessor, authors.get(path), findings,
                    successors.getOrDefault(path, List.of())));
        }
        out.sort(Comparator.comparing(Memory::id));
        return out;
    }

    private static String stem(String path) {
        return path.endsWith(".md") ? path.substring(0, path.length() - 3) : path;
    }

    @Override
    public List<Unit> units(Cancellation cancellation, Consumer<Unit> each) {
        List<Unit> units = new ArrayList<>();
        for (Memory m : memories(cancellation)) {
            Unit unit = unit(m);
            units.add(unit);
            each.accept(unit);
        }
        return units;
    }

    private Unit unit(Memory m) {
        FrontMatter front = m.content().frontMatter();
        List<String> flags = new ArrayList<>();
        for (String flag : MarkdownMemorySource.FLAG_ORDER) {
            if (m.findings().stream().anyMatch(f -> f.flag().equals(flag))) {
                flags.add(flag);
            }
        }
        List<String> problems = new ArrayList<>();
        if (!m.content().readable()) {
            problems.add(m.file() + ": " + m.content().problem());
        }
        m.findings().forEach(f -> problems.add(f.problem()));
        UnitStatus status = !m.content().readable() ? UnitStatus.of("unreadable", Severity.FAILURE)
                : !m.findings().isEmpty() ? UnitStatus.of("warning", Severity.WARNING) : UnitStatus.of("ok", Severity.OK);
        List<String> sections = new ArrayList<>();
        if (m.content().readable()) {
            List<Section> before = m.predecessor() != null && m.predecessor().readable() ? m.predecessor().sections() : null;
            SectionChanges.between(before, m.content().sections()).forEach(k -> sections.add(m.file() + "#" + k));
        }
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("time", front.text("created_at"));
        fields.put("author", m.author());
        fields.put("files_changed", List.of(m.file()));
        fields.put("sections_changed", sections);
        fields.put("version", number(front.text("version")));
        fields.put("scope", front.text("scope"));
        fields.put("category", front.text("category"));
        fields.put("supersedes", front.text("supersedes"));
        fields.put("superseded_by", m.supersededBy());
        fields.put("session_id", front.text("session_id"));
        fields.put("trigger", front.text("trigger"));
        return new Unit(profile.name(), profile.unitKind(), m.id(), status, flags, problems, fields,
                List.of("before", "after"));
    }

    private static Object number(String text) {
        return text != null && text.matches("-?\\d{1,9}") ? (Object) Integer.parseInt(text) : text;
    }

    private Optional<Memory> memory(UnitId id, Cancellation cancel) {
        return memories(cancel).stream().filter(m -> m.id().text().equals(id.text())).findFirst();
    }

    @Override
    public Optional<UnitId> find(String typed) {
        String t = typed.strip().endsWith(".md") ? stem(typed.strip()) : typed.strip();
        return memories(Cancellation.NONE).stream().map(Memory::id).filter(id -> id.text().equals(t)).findFirst();
    }

    @Override
    public Optional<UnitDetail> detail(UnitId id, Cancellation cancellation) {
        return memory(id, cancellation).map(m -> {
            UnitState before = MemoryState.file("before", m.predecessor(), null);
            UnitState after = MemoryState.file("after", m.content(), log.blobs().bytes(m.content().id()));
            List<String> changes = new ArrayList<>();
            changes.add(m.predecessor() == null ? m.file() + " written (supersedes nothing)"
                    : m.file() + " supersedes " + m.predecessor().path());
            List<UnitEvent> events = new ArrayList<>();
            FrontMatter front = m.content().frontMatter();
            events.add(new UnitEvent("memory", front.text("created_at"), m.id().text() + " written"
                    + (front.text("session_id") == null ? "" : " in session " + front.text("session_id"))
                    + (front.text("trigger") == null ? "" : " (" + front.text("trigger") + ")"), "", Severity.OK));
            m.supersededBy().forEach(s -> events.add(new UnitEvent("superseded", null, "superseded by " + s, "", Severity.NOTICE)));
            m.findings().forEach(f -> events.add(new UnitEvent(f.flag(), null, f.problem(), "", Severity.WARNING)));
            return new UnitDetail(unit(m), List.of(before, after), changes, events);
        });
    }

    @Override
    public List<String> notes() {
        // the notes are what reading the versions found: read them first when nothing has asked yet
        memories(Cancellation.NONE);
        return log.notes();
    }

    @Override
    public List<HistoryPoint> points(Cancellation cancellation) {
        List<HistoryPoint> points = new ArrayList<>();
        for (Memory m : memories(cancellation)) {
            points.add(new HistoryPoint(m.id(), "after", m.id().text(), points.isEmpty() ? HistoryPoint.Origin.START
                    : HistoryPoint.Origin.RECORDED, m.author(), m.content().frontMatter().text("created_at")));
        }
        return points;
    }

    @Override
    public UnitState load(HistoryPoint point, Cancellation cancellation) {
        return detail(point.unit(), cancellation).map(d -> d.state(point.state()))
                .orElse(new UnitState(point.state(), "", List.of(point.unit() + " is no longer in " + root)));
    }

    @Override
    public List<EditAction> actions(UnitId unit) {
        return List.of(new EditAction(SUPERSEDE, "Supersede with a new memory", List.of("memory", "text")));
    }

    /** A new memory superseding {@code memory}, serialised as Forge writes one (its version one higher). */
    @Override
    public EditPreview preview(UnitId unit, String action, Map<String, String> args) throws IOException {
        if (!action.equals(SUPERSEDE)) {
            throw new IllegalArgumentException("unknown edit " + action + " (known: " + SUPERSEDE + "; Forge writes a"
                    + " memory once, so a change is a new memory that supersedes it)");
        }
        String old = args.getOrDefault("memory", unit == null ? null : unit.text());
        if (old == null) {
            throw new IllegalArgumentException("a value for memory is needed");
        }
        String text = args.get("text");
        if (text == null) {
            throw new IllegalArgumentException("a value for text is needed");
        }
        Memory predecessor = memory(UnitId.of(stem(old)), Cancellation.NONE)
                .orElseThrow(() -> new IllegalArgumentException("no memory " + old + " in " + root));
        FrontMatter front = predecessor.content().frontMatter();
        if (!front.valid()) {
            throw new IllegalArgumentException(predecessor.file() + " has no valid front matter to continue from");
        }
        String id = newId();
        String now = Instant.now().truncatedTo(ChronoUnit.SECONDS).toString();
        Object version = number(front.text("version"));
        int next = version instanceof Integer n ? n + 1 : 1;
        StringBuilder out = new StringBuilder("---\n");
        out.append("id: ").append(id).append('\n');
        out.append("created_at: ").append(now).append('\n');
        out.append("updated_at: ").append(now).append('\n');
        out.append("version: ").append(next).append('\n');
        out.append("scope: ").append(front.text("scope")).append('\n');
        out.append("category: ").append(front.text("category")).append('\n');
        out.append("supersedes: ").append(predecessor.id().text()).append('\n');
        String related = relatedBlock(predecessor.content());
        out.append(related);
        out.append("session_id: ").append(args.getOrDefault("session_id", "inspector")).append('\n');
        out.append("trigger: ").append(front.text("trigger")).append('\n');
        out.append("---\n").append(text.endsWith("\n") ? text : text + "\n");
        Path target = root.resolve(id + ".md");
        return new EditPreview(unit, action, args, target, MarkdownMemorySource.sha256(new byte[0]), "", out.toString());
    }

    private static String relatedBlock(MemoryFile file) {
        List<String> lines = file.lines();
        StringBuilder out = new StringBuilder();
        boolean in = false;
        for (int i = 1; i < file.frontMatter().endLine() - 1 && i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith("related:")) {
                in = true;
            } else if (in && !line.startsWith(" ") && !line.startsWith("-")) {
                in = false;
            }
            if (in) {
                out.append(line).append('\n');
            }
        }
        return out.toString();
    }

    private static String newId() {
        byte[] b = new byte[16];
        new SecureRandom().nextBytes(b);
        b[6] = (byte) ((b[6] & 0x0f) | 0x40);
        b[8] = (byte) ((b[8] & 0x3f) | 0x80);
        String h = HexFormat.of().formatHex(b);
        return "mem_" + h.substring(0, 8) + "-" + h.substring(8, 12) + "-" + h.substring(12, 16) + "-" + h.substring(16, 20)
                + "-" + h.substring(20);
    }

    @Override
    public Optional<SourceEdits> edits() {
        return Optional.of(this);
    }

    @Override
    public String apply(EditPreview preview) throws IOException {
        if (Files.exists(preview.target())) {
            throw new IllegalStateException(preview.target().getFileName() + " exists already: Forge never overwrites a"
                    + " memory; preview again");
        }
        String file = root.relativize(preview.target()).toString();
        byte[] bytes = preview.newText().getBytes(StandardCharsets.UTF_8);
        return writer.write(Map.of(file, bytes), SUPERSEDE + " " + preview.args().get("memory") + " with " + stem(file),
                List.of(file), preview.baseHash(), MarkdownMemorySource.sha256(bytes), "a new memory superseding "
                        + preview.args().get("memory"));
    }

    @Override
    public boolean isMemoryFile(String relativePath) {
        return profile.isMemoryFile(relativePath);
    }

    @Override
    public boolean mayHoldMemory(String relativePath) {
        return profile.mayHoldMemory(relativePath);
    }
}
