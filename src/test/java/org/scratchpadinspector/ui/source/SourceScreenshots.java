package org.scratchpadinspector.ui.source;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Scene;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.YamlCyclesSource;
import org.scratchpadinspector.testsupport.FxThread;
import org.scratchpadinspector.testsupport.SampleCopy;
import org.scratchpadinspector.ui.FxImages;
import org.scratchpadinspector.ui.InspectorApp;
import org.scratchpadinspector.ui.InspectorWindow;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.main.Settings;

/**
 * Renders the source view headless (Monocle) to look at it: the real window on the test-only format at 1440 × 900
 * and 1024 × 700, an unreadable unit, the edit dialog, and the seed-000 demo seen through the neutral model. Run as
 * {@code scripts/screenshots.sh} runs the window's, with this class and an output folder.
 */
public final class SourceScreenshots {
    private static InspectorWindow window;

    public static void main(String[] args) throws Exception {
        Platform.startup(() -> { });
        shootAll(Path.of(args.length > 0 ? args[0] : "target/source-screenshots"));
        Platform.exit();
        System.exit(0);
    }

    /** Writes the PNGs into {@code out}; the toolkit must be running. */
    static void shootAll(Path out) throws Exception {
        Path tmp = Files.createTempDirectory("source-shots");
        FxTaskRunner runner = FxTaskRunner.forThisMachine();
        Stage stage = onFx(() -> {
            window = InspectorWindow.create(new InspectorContext(runner), new Settings(tmp.resolve("s.properties")),
                    JsonUnitsFolder.registry());
            Stage s = new Stage();
            s.setScene(window.scene());
            s.setWidth(1440);
            s.setHeight(900);
            s.show();
            return s;
        });
        Path units = JsonUnitsFolder.write(tmp.resolve("units"));
        onFx(() -> {
            window.viewModel().open(units);
            return null;
        });
        SourceViewModel vm = window.source().model();
        waitUntil(() -> vm.list().allUnits().size() == 4);
        select(vm, "alpha");
        shoot(window.scene(), out.resolve("source-1440.png"));
        onFx(() -> {
            stage.setWidth(1024);
            stage.setHeight(700);
            return null;
        });
        shoot(window.scene(), out.resolve("source-1024.png"));
        select(vm, "delta");
        shoot(window.scene(), out.resolve("source-unreadable-1024.png"));
        select(vm, "alpha");
        onFx(() -> {
            window.source().openEditor();
            return null;
        });
        waitUntil(() -> Window.getWindows().size() > 1);
        Stage edit = onFx(() -> (Stage) Window.getWindows().stream().filter(w -> w != stage).findFirst().orElseThrow());
        SourceEditDialog dialog = onFx(() -> (SourceEditDialog) edit.getScene().getRoot());
        onFx(() -> {
            vm.editSelected();
            return null;
        });
        shootEdit(edit, dialog, out);

        SimpleObjectProperty<MemorySource> demo = new SimpleObjectProperty<>();
        Path demoRoot = SampleCopy.copy(Path.of("scratchpad-samples/demo"), tmp.resolve("demo"));
        SourceViewModel demoVm = onFx(() -> new SourceViewModel(runner, demo, new SimpleObjectProperty<DirectoryChange>()));
        Stage demoStage = onFx(() -> {
            Scene scene = new Scene(new SourceView(demoVm), 1440, 900);
            scene.getStylesheets().add(InspectorApp.class.getResource(InspectorApp.STYLESHEET).toExternalForm());
            Stage s = new Stage();
            s.setScene(scene);
            s.show();
            return s;
        });
        YamlCyclesSource source = new YamlCyclesSource(Scratchpad.open(demoRoot));
        onFx(() -> {
            demo.set(source);
            return null;
        });
        waitUntil(() -> demoVm.list().allUnits().size() == 12);
        select(demoVm, "20260401_103637");
        shoot(demoStage.getScene(), out.resolve("source-demo-1440.png"));
        onFx(() -> {
            demoStage.setWidth(1024);
            demoStage.setHeight(700);
            return null;
        });
        shoot(demoStage.getScene(), out.resolve("source-demo-1024.png"));
        onFx(() -> {
            Window.getWindows().stream().toList().forEach(Window::hide);
            return null;
        });
        window.close();
        runner.close();
    }

    private static void shootEdit(Stage edit, SourceEditDialog dialog, Path out) throws Exception {
        onFx(() -> {
            javafx.scene.control.TextArea value = (javafx.scene.control.TextArea) edit.getScene().lookup("#source-edit-value-line");
            value.setText("notes: three — ünïcode ✓");
            ((javafx.scene.control.Button) edit.getScene().lookup("#source-edit-preview")).fire();
            return null;
        });
        waitUntil(() -> !((javafx.scene.control.Button) edit.getScene().lookup("#source-edit-apply")).isDisabled());
        shoot(edit.getScene(), out.resolve("source-edit.png"));
    }

    private static void select(SourceViewModel vm, String id) throws Exception {
        onFx(() -> {
            vm.list().select(vm.list().allUnits().stream().filter(u -> u.id().text().equals(id)).findFirst().orElseThrow());
            return null;
        });
        waitUntil(() -> vm.detail().detailProperty().get() != null
                && vm.detail().detailProperty().get().unit().id().text().equals(id)
                && !vm.detail().diffSummaryProperty().get().isEmpty());
        Thread.sleep(800);
    }

    private static void shoot(Scene scene, Path file) throws Exception {
        Thread.sleep(500);
        var image = onFx(() -> scene.snapshot(null));
        FxImages.writePng(image, file);
        System.out.println("wrote " + file);
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
