package org.scratchpadinspector.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import javafx.application.Preloader;
import javafx.collections.ListChangeListener;
import javafx.scene.Scene;
import javafx.scene.control.ListView;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * The first-window benchmark's signal, from outside the product: a JavaFX preloader, named by
 * {@code -Djavafx.preloader=org.scratchpadinspector.bench.StartupProbe} and put into a copy of the jar by
 * {@code scripts/startup-probe.sh}. JavaFX starts it in whichever JVM opens the window (the launcher passes its
 * options on to the window's JVM), so the product path is the one measured. It appends a line
 * {@code <event> <epoch millis>} to the file named by {@value #FILE}: {@code fx-start} (the toolkit is up, just
 * before the application's start), {@code window} (the end of the first pulse of the first window shown) and
 * {@code content} (the end of the first pulse with rows in the unit list; with {@value #FIRST_FRAME}{@code =true}
 * the first frame, for the hello-world peer, which has no list). It shows no stage of its own.
 */
public final class StartupProbe extends Preloader {
    static final String FILE = "startup.probe";
    static final String FIRST_FRAME = "startup.probe.firstFrame";

    private final Path file = Path.of(System.getProperty(FILE, "startup-probe.marker"));
    private final boolean firstFrameIsContent = Boolean.getBoolean(FIRST_FRAME);
    private boolean windowMarked;
    private boolean contentMarked;

    @Override
    public void start(Stage unused) {
        // the stage JavaFX gives a preloader stays hidden: the window's own first frame is what is measured
    }

    @Override
    public void handleStateChangeNotification(StateChangeNotification info) {
        if (info.getType() == StateChangeNotification.Type.BEFORE_START) {
            mark("fx-start");
            Window.getWindows().addListener((ListChangeListener<Window>) change -> {
                while (change.next()) {
                    change.getAddedSubList().forEach(this::watch);
                }
            });
        }
    }

    private void watch(Window window) {
        if (window.getScene() != null) {
            watch(window.getScene());
        }
        window.sceneProperty().addListener((obs, was, now) -> {
            if (now != null) {
                watch(now);
            }
        });
    }

    private void watch(Scene scene) {
        Runnable[] listener = new Runnable[1];
        listener[0] = () -> {
            if (!windowMarked) {
                windowMarked = true;
                mark("window");
            }
            if (!contentMarked && (firstFrameIsContent || listHasRows(scene))) {
                contentMarked = true;
                mark("content");
            }
            if (contentMarked || scene.getWindow() == null) {
                scene.removePostLayoutPulseListener(listener[0]);
            }
        };
        scene.addPostLayoutPulseListener(listener[0]);
    }

    private static boolean listHasRows(Scene scene) {
        return scene.getRoot() != null && scene.getRoot().lookup(".cycle-table") instanceof ListView<?> list
                && !list.getItems().isEmpty();
    }

    private void mark(String event) {
        try {
            Files.writeString(file, event + " " + System.currentTimeMillis() + "\n", StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            System.err.println("startup probe: cannot write " + file + ": " + e.getMessage());
        }
    }
}
