package org.scratchpadinspector.ui.iterations;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.testsupport.FxThread;
import org.scratchpadinspector.ui.InspectorWindow;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.details.DetailsTab;
import org.scratchpadinspector.ui.main.Settings;

/**
 * The real window on a real display (run under Xvfb by {@code scripts/iterations-screenshots.sh}), filling the
 * screen, on unit ID of DIR (any format that offers steps) with its Iterations tab shown and the second step
 * selected; when it is drawn it
 * writes MARKER, and the script takes the screen with ImageMagick's {@code import}.
 *
 * <p>Arguments: DIR ID light|dark MARKER.
 */
public final class IterationsWindowShots {
    private IterationsWindowShots() {
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        UnitId unit = UnitId.of(args[1]);
        boolean dark = args[2].equals("dark");
        Path marker = Path.of(args[3]);
        Path settings = Files.createTempFile("inspector-settings", ".properties");
        Platform.startup(() -> { });
        FxTaskRunner runner = FxTaskRunner.forThisMachine();
        InspectorWindow window = onFx(() -> {
            InspectorWindow w = InspectorWindow.create(new InspectorContext(runner), new Settings(settings));
            Stage stage = new Stage();
            Rectangle2D screen = Screen.getPrimary().getBounds();
            stage.setScene(w.scene());
            stage.setX(0);
            stage.setY(0);
            stage.setWidth(screen.getWidth());
            stage.setHeight(screen.getHeight());
            stage.show();
            w.viewModel().darkProperty().set(dark);
            w.viewModel().open(dir);
            return w;
        });
        waitUntil(() -> !window.viewModel().loadingProperty().get() && window.viewModel().context().source() != null);
        onFx(() -> {
            window.viewModel().context().selectedUnitProperty().set(unit);
            return null;
        });
        waitUntil(() -> unit.equals(window.details().viewModel().unitProperty().get())
                && !window.details().viewModel().busyProperty().get()
                && !window.panes().viewModel().loadingProperty().get() && window.panes().isSettled());
        onFx(() -> {
            window.details().tabs().getSelectionModel().select(DetailsTab.ITERATIONS.ordinal());
            return null;
        });
        IterationsViewModel iterations = window.details().viewModel().iterations();
        waitUntil(() -> !iterations.busyProperty().get() && iterations.records().size() > 1);
        onFx(() -> {
            iterations.next();
            return null;
        });
        waitUntil(() -> iterations.selectedIndexProperty().get() == 1
                && !iterations.pairProperty().get().left().lines().isEmpty()
                && ((org.scratchpadinspector.ui.panes.AlignedPairView) window.scene().lookup("#iterations-panes"))
                        .settledProperty().get()
                && !window.panes().viewModel().loadingProperty().get() && window.panes().isSettled());
        Thread.sleep(1500);
        Files.writeString(marker, "ready\n");
        Thread.sleep(TimeUnit.MINUTES.toMillis(2)); // the script kills this process once it has the picture
        runner.close();
        System.exit(0);
    }

    private static void waitUntil(Supplier<Boolean> condition) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(150);
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
