package org.scratchpadinspector.formats.yamlcycles;

import org.scratchpadinspector.engine.edit.PlanResult;
import org.scratchpadinspector.engine.edit.EditPlan;
import org.scratchpadinspector.engine.edit.EditOutcome;

import org.scratchpadinspector.engine.edit.Hashes;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.scratchpadinspector.formats.yamlcycles.ScratchpadLocation;

/** A copy of the healthy sample (five finished cycles, no cycle running) to edit in a temporary directory. */
public final class EditFixture {
    public static final Path HEALTHY = Path.of("scratchpad-samples", "healthy");
    public static final Clock CLOCK = Clock.fixed(Instant.parse("2026-04-02T09:00:00Z"), ZoneOffset.UTC);

    final Path root;
    final Path dir;
    final Path active;

    EditFixture(Path tmp) {
        this.root = tmp.resolve("agent");
        try {
            copy(HEALTHY, root);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        this.dir = root.resolve("scratchpad");
        this.active = dir.resolve("active.yaml");
    }

    MemoryEditor editor() {
        return new MemoryEditor(ScratchpadLocation.resolve(root), CLOCK);
    }

    String activeText() {
        try {
            return Files.readString(active);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void write(String name, String text) {
        try {
            Files.writeString(dir.resolve(name), text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void touch(String name, Instant time) {
        try {
            Files.setLastModifiedTime(dir.resolve(name), FileTime.from(time));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every file under the agent root with its bytes and modification time: equal trees mean nothing was written. */
    Map<String, String> tree() {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : (Iterable<Path>) walk::iterator) {
                String key = root.relativize(p).toString();
                files.put(key, Files.isDirectory(p) ? "dir"
                        : Hashes.sha256(Files.readAllBytes(p)) + " " + Files.getLastModifiedTime(p).toMillis());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return files;
    }

    public static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : (Iterable<Path>) walk::iterator) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
    }

    static EditPlan plan(PlanResult result) {
        if (result instanceof EditPlan plan) {
            return plan;
        }
        throw new AssertionError("refused: " + ((EditOutcome.Refused) result).message());
    }

    static EditOutcome.Applied applied(EditOutcome outcome) {
        if (outcome instanceof EditOutcome.Applied a) {
            return a;
        }
        throw new AssertionError("not applied: " + outcome.message());
    }
}
