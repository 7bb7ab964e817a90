package org.scratchpadinspector.ui;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.scratchpadinspector.agent.protocol.AgentStatus;
import org.scratchpadinspector.ui.agent.AgentPanelViewModel;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.main.Settings;

/**
 * Renders the window on the live demo (the reference agent serving a copy of the demo) while it is stepped, and
 * writes {@code agent-stepping.png} and {@code agent-memory.png}. Run with {@code scripts/screenshots.sh}.
 */
public final class AgentScreenshots {
    private static InspectorWindow window;

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args.length > 0 ? args[0] : "docs/screenshots");
        Path settings = Files.createTempFile("inspector-settings", ".properties");
        Platform.startup(() -> { });
        FxTaskRunner runner = FxTaskRunner.forThisMachine();
        Screenshots.onFx(() -> {
            window = InspectorWindow.create(new InspectorContext(runner), new Settings(settings));
            Stage stage = new Stage();
            stage.setScene(window.scene());
            stage.setWidth(1600);
            stage.setHeight(950);
            stage.show();
            window.viewModel().openLiveDemo();
            return null;
        });
        AgentPanelViewModel agent = window.agent();
        waitUntil(() -> agent.connectionProperty().get() == AgentPanelViewModel.Connection.ATTACHED
                && agent.canStepBinding().get());
        for (int i = 0; i < 2; i++) {
            Screenshots.onFx(() -> {
                agent.stepCycle();
                return null;
            });
            Thread.sleep(1500);
            waitUntil(() -> agent.canStepBinding().get() && agent.feed().statusProperty().get().cycleId() == null);
        }
        Screenshots.onFx(() -> {
            agent.stepIteration();
            return null;
        });
        waitUntil(() -> agent.feed().memoryProperty().get() != null);
        selectNewestCycle();
        shoot(out.resolve("agent-stepping.png"));
        Screenshots.onFx(() -> {
            ((TabPane) window.scene().lookup("#agent-tabs")).getSelectionModel().select(1);
            return null;
        });
        shoot(out.resolve("agent-memory.png"));
        Platform.exit();
        runner.close();
        System.exit(0);
    }

    private static void selectNewestCycle() throws Exception {
        Screenshots.onFx(() -> {
            AgentStatus status = window.agent().feed().statusProperty().get();
            if (status != null && status.lastCycleId() != null) {
                window.viewModel().context().selectedUnitProperty()
                        .set(org.scratchpadinspector.testsupport.CycleSources.unit(status.lastCycleId()));
            }
            return null;
        });
    }

    private static void shoot(Path file) throws Exception {
        Thread.sleep(2500);
        var image = Screenshots.onFx(() -> window.scene().snapshot(null));
        FxImages.writePng(image, file);
        System.out.println("wrote " + file);
    }

    private static void waitUntil(Supplier<Boolean> condition) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!Screenshots.onFx(condition::get)) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("timed out waiting for the window");
            }
            Thread.sleep(50);
        }
    }
}
