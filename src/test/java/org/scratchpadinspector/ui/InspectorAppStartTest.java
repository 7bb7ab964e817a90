package org.scratchpadinspector.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.application.Application;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.testsupport.FxThread;
import org.scratchpadinspector.testsupport.FxWait;
import org.scratchpadinspector.testsupport.SampleCopy;
import org.scratchpadinspector.ui.main.MainView;
import org.testfx.api.FxToolkit;

/**
 * The application's own start: its first frame is the opening scene naming the directory (in the operator's
 * theme), then the window built meanwhile takes its place with the directory's cycles.
 */
class InspectorAppStartTest {
    @TempDir
    Path tmp;

    private Stage stage;
    private Application app;
    private final List<Scene> scenes = new ArrayList<>();

    @BeforeEach
    void stage() throws Exception {
        stage = FxToolkit.registerPrimaryStage();
        FxThread.call(() -> {
            stage.sceneProperty().addListener((obs, was, now) -> scenes.add(now));
            return null;
        }, 10);
    }

    @AfterEach
    void stop() throws Exception {
        if (app != null) {
            FxToolkit.cleanupApplication(app);
        }
        FxThread.call(() -> {
            stage.titleProperty().unbind();
            stage.setOnCloseRequest(null);
            stage.hide();
            return null;
        }, 10);
        System.clearProperty("inspector.settings");
    }

    private boolean showsCycles() {
        InspectorWindow window = ((InspectorApp) app).window();
        return window != null && stage.getScene() == window.scene() && window.scene().getRoot() instanceof MainView
                && !window.units().model().rows().isEmpty();
    }

    private Path settings(boolean dark) throws Exception {
        Path file = tmp.resolve("settings.properties");
        Files.writeString(file, "theme.dark=" + dark + "\n");
        System.setProperty("inspector.settings", file.toString());
        return file;
    }

    @Test
    void theFirstSceneSaysWhichDirectoryOpensThenTheWindowShowsItsCycles() throws Exception {
        settings(false);
        Path demo = SampleCopy.live(Path.of("scratchpad-samples/demo"), tmp.resolve("demo"));

        app = FxToolkit.setupApplication(InspectorApp.class, demo.toString());
        FxWait.until(60, this::showsCycles);

        Parent first = FxThread.call(() -> scenes.get(0).getRoot(), 10);
        assertThat(first.getStyleClass()).contains(OpeningScene.STYLE_CLASS).doesNotContain("dark");
        assertThat(((Label) first.lookup(".opening-text")).getText()).isEqualTo("Opening " + demo + "…");
        assertThat(scenes).hasSize(2);
    }

    @Test
    void theFirstSceneIsAlreadyInTheOperatorsDarkTheme() throws Exception {
        settings(true);
        Path demo = SampleCopy.live(Path.of("scratchpad-samples/demo"), tmp.resolve("demo"));

        app = FxToolkit.setupApplication(InspectorApp.class, demo.toString());
        FxWait.until(60, () -> showsCycles() && stage.getScene().getRoot().getStyleClass().contains("dark"));

        assertThat(FxThread.call(() -> scenes.get(0).getRoot().getStyleClass(), 10)).contains("dark");
    }
}
