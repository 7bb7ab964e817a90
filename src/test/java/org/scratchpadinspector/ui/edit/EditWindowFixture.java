package org.scratchpadinspector.ui.edit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Clock;
import java.time.Instant;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.scratchpadinspector.agent.protocol.ControlClient;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.engine.edit.Hashes;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.common.TaskRunner;

/**
 * A copy of the healthy sample (five finished cycles) opened in an {@link InspectorContext} with an
 * {@link EditSession}, and helpers that play the agent: start a cycle, finish it, rewrite active.yaml.
 */
final class EditWindowFixture {
    static final Path HEALTHY = Path.of("scratchpad-samples", "healthy");
    static final String NEXT_CYCLE = "20260401_102637";

    final Path root;
    final Path dir;
    final Path active;
    final InspectorContext context;
    final SimpleObjectProperty<ControlClient> attached = new SimpleObjectProperty<>();
    final SimpleBooleanProperty commandInUse = new SimpleBooleanProperty();
    final SimpleBooleanProperty commandRunning = new SimpleBooleanProperty();
    final EditSession session;

    EditWindowFixture(Path tmp, TaskRunner runner) {
        root = tmp.resolve("agent");
        copyTree(HEALTHY, root);
        dir = root.resolve("scratchpad");
        active = dir.resolve("active.yaml");
        context = new InspectorContext(runner);
        try {
            context.open(CycleSources.sourceOf(Scratchpad.open(root)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        session = new EditSession(context, new EditModeSignals(attached, commandInUse, commandRunning), Clock.systemUTC());
    }

    SectionEditorViewModel editor(SectionEditorViewModel.Target target) {
        SectionEditorViewModel vm = new SectionEditorViewModel(session, target);
        vm.load();
        return vm;
    }

    String activeText() {
        try {
            return Files.readString(active);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The agent wakes: {@code _before} is active.yaml as it is now; the window sees the change. */
    void startCycle(String id) {
        write(id + "_before.yaml", activeText());
        changed(id + "_before.yaml");
    }

    /** The agent ends the cycle: {@code _after}, then active.yaml (Event 6), both {@code text}. */
    void finishCycle(String id, String text) {
        write(id + "_after.yaml", text);
        write("active.yaml", text);
        changed(id + "_after.yaml", "active.yaml");
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

    /** What the watcher does: rescan, then publish the change (on the runner's UI thread). */
    void changed(String... names) {
        try {
            CycleSources.scratchpadOf(context).rescan(Cancellation.NONE, n -> { });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        context.runner().onUiThread(() -> context.publishChange(new DirectoryChange(Set.of(names), false)));
    }

    /** Every file under the root with its hash and modification time. */
    Map<String, String> tree() {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : (Iterable<Path>) walk::iterator) {
                files.put(root.relativize(p).toString(), Files.isDirectory(p) ? "dir"
                        : Hashes.sha256(Files.readAllBytes(p)) + " " + Files.getLastModifiedTime(p).toMillis());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return files;
    }

    private static void copyTree(Path from, Path to) {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : (Iterable<Path>) walk::iterator) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
