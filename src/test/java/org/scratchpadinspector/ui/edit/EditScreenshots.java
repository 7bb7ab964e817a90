package org.scratchpadinspector.ui.edit;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.stream.Stream;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.scratchpadinspector.engine.edit.SectionOperation;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.testsupport.FxThread;
import org.scratchpadinspector.ui.FxImages;
import org.scratchpadinspector.ui.InspectorWindow;
import org.scratchpadinspector.ui.common.ToolWindow;

/**
 * Screenshots of memory editing for docs/screenshots (run by {@code Screenshots}): the section editor with a
 * preview, a conflict, the lost-edit alert in the main window, and the journal. Works on a copy of the
 * healthy sample; never on the samples themselves.
 */
public final class EditScreenshots {
    private static final String NEXT_CYCLE = "20260401_102637";

    private EditScreenshots() {
    }

    public static void shoot(InspectorWindow window, Path out) throws Exception {
        Path root = Files.createTempDirectory("inspector-edit-shots").resolve("agent");
        copy(Path.of("scratchpad-samples/healthy"), root);
        Path dir = root.resolve("scratchpad");
        Files.setLastModifiedTime(dir.resolve("20260401_102137_after.yaml"), FileTime.from(Instant.parse("2026-04-01T10:21:51Z")));
        onFx(() -> {
            window.viewModel().open(root);
            return null;
        });
        waitUntil(() -> CycleSources.scratchpadOf(window.viewModel().context()) != null && !window.viewModel().loadingProperty().get()
                && CycleSources.scratchpadOf(window.viewModel().context()).location().directory().startsWith(root));
        String original = Files.readString(dir.resolve("active.yaml"));
        EditSession session = window.memory().session();

        SectionEditorViewModel vm = onFx(() -> new SectionEditorViewModel(session, SectionEditorViewModel.Target.SECTION));
        Stage editor = onFx(() -> {
            Stage stage = ToolWindow.create("Edit Section", new SectionEditorView(vm), 1180, 760, window.scene().getWindow());
            stage.show();
            vm.load();
            return stage;
        });
        waitUntil(() -> !vm.sections().isEmpty() && !vm.busyProperty().get());
        type(vm, "current_task", SectionOperation.REPLACE, "\"Check that the announcement reached #kestrel\"");
        onFx(() -> {
            vm.apply();
            return null;
        });
        waitUntil(() -> !session.edits().isEmpty());
        type(vm, "notes", SectionOperation.APPEND, "\"[OPERATOR] The mail relay is down until 14:00 UTC: skip it (ticket 4411)\"");
        snap(editor.getScene(), out.resolve("edit-section.png"));

        Files.writeString(dir.resolve("active.yaml"), Files.readString(dir.resolve("active.yaml"))
                .replace("pending_actions: []", "pending_actions:\n- Rotate the signing key"));
        onFx(() -> {
            vm.apply();
            return null;
        });
        waitUntil(() -> vm.conflictProperty().get() != null);
        snap(editor.getScene(), out.resolve("edit-conflict.png"));
        onFx(() -> {
            editor.close();
            return null;
        });

        // the agent woke just before the write: its _before and its end both lack the operator's edit
        Files.writeString(dir.resolve(NEXT_CYCLE + "_before.yaml"), original);
        Files.writeString(dir.resolve(NEXT_CYCLE + "_after.yaml"), original);
        Files.writeString(dir.resolve("active.yaml"), original);
        waitUntil(() -> session.lostAlertProperty().get() != null);
        onFx(() -> {
            window.viewModel().context().selectedUnitProperty().set(
                    org.scratchpadinspector.testsupport.CycleSources.unit(NEXT_CYCLE));
            return null;
        });
        snap(window.scene(), out.resolve("lost-edit.png"));

        Stage journal = onFx(() -> JournalView.open(session, window.scene().getWindow()));
        waitUntil(() -> ((JournalView) journal.getScene().getRoot()).table().getItems().size() >= 2);
        snap(journal.getScene(), out.resolve("edit-journal.png"));
        onFx(() -> {
            journal.close();
            session.dismissLostAlert();
            return null;
        });
    }

    private static void type(SectionEditorViewModel vm, String section, SectionOperation op, String value) throws Exception {
        onFx(() -> {
            vm.sectionProperty().set(section);
            vm.operationProperty().set(op);
            vm.textProperty().set(value);
            return null;
        });
        waitUntil(() -> vm.planProperty().get() != null);
    }

    private static void snap(Scene scene, Path file) throws Exception {
        Thread.sleep(1500);
        FxImages.writePng(onFx(() -> scene.snapshot(null)), file);
        System.out.println("wrote " + file);
    }

    private static void copy(Path from, Path to) throws Exception {
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

    private static void waitUntil(Supplier<Boolean> condition) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!onFx(condition::get)) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("timed out waiting for the window");
            }
            Thread.sleep(50);
        }
    }

    private static <T> T onFx(Supplier<T> action) throws Exception {
        return FxThread.call(action, 60);
    }
}
