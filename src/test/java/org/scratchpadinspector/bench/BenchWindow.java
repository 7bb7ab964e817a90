package org.scratchpadinspector.bench;

import java.nio.file.Path;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.scratchpadinspector.testsupport.FxThread;
import org.scratchpadinspector.ui.InspectorWindow;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.main.Settings;

/** The window benchmarks' window: the whole inspector, 1440 x 900, on a started toolkit. */
final class BenchWindow {
    private BenchWindow() {
    }

    /** Starts the toolkit and shows the window, its settings kept under {@code work}. */
    static InspectorWindow show(Path work, FxTaskRunner runner) throws Exception {
        Platform.startup(() -> { });
        return onFx(() -> {
            InspectorWindow window = InspectorWindow.create(new InspectorContext(SliceLog.around(runner)),
                    new Settings(work.resolve("settings")));
            SliceLog.watchPasses(window.scene());
            AreaPasses.watch(window.scene());
            Stage stage = new Stage();
            stage.setScene(window.scene());
            stage.setWidth(1440);
            stage.setHeight(900);
            stage.show();
            return window;
        });
    }

    /** Runs {@code action} on the FX thread and waits for its result. */
    static <T> T onFx(Supplier<T> action) throws Exception {
        return FxThread.call(action, 120);
    }
}
