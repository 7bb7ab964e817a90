package org.scratchpadinspector.testsupport;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.format.FormatProvider;
import org.scratchpadinspector.format.JsonProblems;
import org.scratchpadinspector.format.Recognition;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.Capabilities;
import org.scratchpadinspector.model.EditAction;
import org.scratchpadinspector.model.EditPreview;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Editing;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.UnitEvent;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitState;
import org.scratchpadinspector.model.UnitStatus;

/**
 * A small format for the window's tests (a test-only format: every window feature that works for one format must
 * work for it too), registered only in them: a folder of {@code NAME.unit.json} files, each
 * one unit {@code {"status", "before", "after", "active"?, "events": [{"kind", "title", "detail", "failed"}]}}.
 * It reads real files and writes them by rename, so the window is tested against real reading and writing.
 */
public final class JsonUnitsProvider implements FormatProvider {
    public static final String NAME = "jsonunits";
    public static final String SUFFIX = ".unit.json";
    private static final ObjectMapper JSON = new ObjectMapper();

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String describe() {
        return "test units (NAME.unit.json)";
    }

    @Override
    public Recognition recognise(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            long n = files.filter(p -> p.getFileName().toString().endsWith(SUFFIX)).count();
            return n == 0 ? Recognition.none(dir) : new Recognition(1, dir, n + " unit files");
        } catch (IOException e) {
            return Recognition.none(dir);
        }
    }

    @Override
    public MemorySource open(Recognition recognition, SourceOptions options, Cancellation cancellation) {
        return new Source(recognition.root());
    }

    @Override
    public Capabilities capabilities() {
        return new Capabilities(true, false, true, false);
    }

    public static void write(Path dir, String id, String status, String before, String after, String... failedAndOkTitles)
            throws IOException {
        ObjectNode unit = JSON.createObjectNode().put("status", status).put("before", before).put("after", after);
        var events = unit.putArray("events");
        for (String title : failedAndOkTitles) {
            boolean failed = title.startsWith("!");
            events.addObject().put("kind", "call").put("title", failed ? title.substring(1) : title)
                    .put("detail", "detail of " + title).put("failed", failed);
        }
        Files.writeString(dir.resolve(id + SUFFIX), JSON.writerWithDefaultPrettyPrinter().writeValueAsString(unit));
    }

    private static final class Source implements MemorySource, Editing {
        private final Path dir;

        Source(Path dir) {
            this.dir = dir;
        }

        @Override
        public Path directory() {
            return dir;
        }

        @Override
        public String format() {
            return NAME;
        }

        @Override
        public Capabilities capabilities() {
            return new Capabilities(true, false, true, false);
        }

        @Override
        public List<Unit> units(Cancellation cancellation, Consumer<Unit> each) {
            List<Unit> units = new ArrayList<>();
            for (Path file : files()) {
                cancellation.check();
                Unit unit = read(file).unit();
                units.add(unit);
                each.accept(unit);
            }
            return units;
        }

        @Override
        public Optional<UnitDetail> detail(UnitId id, Cancellation cancellation) {
            Path file = dir.resolve(id.text() + SUFFIX);
            return Files.isRegularFile(file) ? Optional.of(read(file)) : Optional.empty();
        }

        @Override
        public List<EditAction> actions(UnitId unit) {
            return read(dir.resolve(unit.text() + SUFFIX)).unit().problems().isEmpty()
                    ? List.of(new EditAction("append", "Append a line to after", List.of("line"))) : List.of();
        }

        @Override
        public EditPreview preview(UnitId unit, String action, Map<String, String> args) throws IOException {
            String line = args.getOrDefault("line", "");
            if (line.isBlank()) {
                throw new IllegalArgumentException("line is empty: nothing to append");
            }
            Path file = dir.resolve(unit.text() + SUFFIX);
            String old = Files.readString(file);
            ObjectNode node = (ObjectNode) JSON.readTree(old);
            node.put("after", node.path("after").asText() + "\n" + line);
            String updated = JSON.writerWithDefaultPrettyPrinter().writeValueAsString(node);
            return new EditPreview(unit, action, args, file, hash(old), old, updated);
        }

        @Override
        public String apply(EditPreview preview) throws IOException {
            String now = Files.readString(preview.target());
            if (!hash(now).equals(preview.baseHash())) {
                throw new IllegalStateException(preview.target().getFileName() + " changed since the preview");
            }
            Path temp = Files.writeString(dir.resolve("." + preview.target().getFileName() + ".tmp"), preview.newText());
            try {
                Files.move(temp, preview.target(), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, preview.target(), StandardCopyOption.REPLACE_EXISTING);
            }
            return "appended a line to " + preview.unit().text() + "'s after in " + preview.target().getFileName();
        }

        private List<Path> files() {
            try (Stream<Path> files = Files.list(dir)) {
                return files.filter(p -> p.getFileName().toString().endsWith(SUFFIX)).sorted().toList();
            } catch (IOException e) {
                return List.of();
            }
        }

        private UnitDetail read(Path file) {
            String name = file.getFileName().toString();
            UnitId id = UnitId.of(name.substring(0, name.length() - SUFFIX.length()));
            JsonNode node;
            String text = null;
            try {
                text = Files.readString(file);
                node = JSON.readTree(text);
            } catch (JsonProcessingException e) {
                return unreadable(id, JsonProblems.describe(name, e), text);
            } catch (IOException e) {
                return unreadable(id, name + ": " + e.getMessage(), text);
            }
            List<UnitState> states = new ArrayList<>(List.of(UnitState.of("before", node.path("before").asText()),
                    UnitState.of("after", node.path("after").asText())));
            if (node.has("active")) {
                states.add(UnitState.of("active", node.path("active").asText()));
            }
            List<UnitEvent> events = new ArrayList<>();
            int failed = 0;
            for (JsonNode e : node.path("events")) {
                boolean bad = e.path("failed").asBoolean();
                failed += bad ? 1 : 0;
                events.add(new UnitEvent(e.path("kind").asText("call"), null, e.path("title").asText(),
                        e.path("detail").asText(), bad ? Severity.FAILURE : Severity.OK));
            }
            String status = node.path("status").asText("ok");
            Map<String, Object> fields = new LinkedHashMap<>();
            fields.put("events", events.size());
            fields.put("failed_events", failed);
            List<String> changes = node.path("before").asText().equals(node.path("after").asText()) ? List.of()
                    : List.of("after differs from before");
            Unit unit = new Unit(NAME, "turn", id, UnitStatus.of(status, severity(status)),
                    failed > 0 ? List.of("failed_call") : List.of(), List.of(), fields,
                    states.stream().map(UnitState::name).toList());
            return new UnitDetail(unit, states, changes, events);
        }

        /** A unit whose file does not parse: both states unreadable, with the file's bytes as they are on disk. */
        private static UnitDetail unreadable(UnitId id, String problem, String text) {
            Unit unit = new Unit(NAME, "turn", id, UnitStatus.of("unreadable", Severity.FAILURE), List.of("unreadable"),
                    List.of(problem), Map.of(), List.of("before", "after"));
            byte[] raw = text == null ? null : text.getBytes(StandardCharsets.UTF_8);
            return new UnitDetail(unit, List.of(new UnitState("before", "", null, raw, List.of(problem)),
                    new UnitState("after", "", null, raw, List.of(problem))), List.of(), List.of());
        }

        private static Severity severity(String status) {
            return switch (status) {
                case "failed" -> Severity.FAILURE;
                case "warning" -> Severity.WARNING;
                case "running" -> Severity.NOTICE;
                default -> Severity.OK;
            };
        }

        private static String hash(String text) {
            try {
                return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                        .digest(text.getBytes(StandardCharsets.UTF_8)));
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
