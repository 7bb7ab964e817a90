package org.scratchpadinspector.bench;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;

/**
 * The peer of the first-window benchmark: a JavaFX hello world started from the same jar, one label in a stage of
 * the window's size, signalled like the window by {@link StartupProbe} (with {@code startup.probe.firstFrame=true},
 * event {@code content} at its first frame).
 */
public final class HelloWindow {
    private HelloWindow() {
    }

    public static void main(String[] args) {
        Application.launch(App.class, args);
    }

    /** The application; a nested class, because a class-path main class must not extend Application. */
    public static final class App extends Application {
        @Override
        public void start(Stage stage) {
            Scene scene = new Scene(new StackPane(new Label("Hello, world")), 1440, 900);
            stage.setTitle("Scratchpad Inspector hello world");
            stage.setScene(scene);
            stage.show();
        }
    }
}
