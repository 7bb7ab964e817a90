package org.scratchpadinspector.ui;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.function.BooleanSupplier;
import javafx.scene.Scene;

/**
 * The first-window benchmark's signal (scripts/bench-startup.sh), written only when the system property
 * {@value #PROPERTY} names a file: a line {@code <event> <epoch millis>} at the end of the first pulse (layout
 * done, the frame handed to the renderer) after which a condition holds. {@code window}: the stage's first frame;
 * {@code content}: the first frame with cycles in the list. The wall clock is used because the benchmark's start
 * is taken by the script before the process exists.
 */
public final class StartupMarker {
    public static final String PROPERTY = "inspector.startupMarker";

    private StartupMarker() {
    }

    /** Writes {@code event} after the first pulse of {@code scene} at whose end {@code ready} holds; once. */
    public static void onFirstPulse(Scene scene, String event, BooleanSupplier ready) {
        String file = System.getProperty(PROPERTY);
        if (file == null || file.isBlank()) {
            return;
        }
        Runnable[] listener = new Runnable[1];
        listener[0] = () -> {
            if (ready.getAsBoolean()) {
                scene.removePostLayoutPulseListener(listener[0]);
                write(Path.of(file), event + " " + System.currentTimeMillis());
            }
        };
        scene.addPostLayoutPulseListener(listener[0]);
    }

    /** Writes {@code event} the first time {@code value} becomes {@code wanted} (e.g. "opened": loading ended). */
    public static <T> void onFirstChange(javafx.beans.value.ObservableValue<T> value, T wanted, String event) {
        if (System.getProperty(PROPERTY, "").isBlank()) {
            return;
        }
        value.addListener(new javafx.beans.value.ChangeListener<T>() {
            @Override
            public void changed(javafx.beans.value.ObservableValue<? extends T> obs, T was, T now) {
                if (java.util.Objects.equals(now, wanted)) {
                    value.removeListener(this);
                    mark(event);
                }
            }
        });
    }

    /** Appends a line when the property is set: the timestamps of the start's phases (e.g. "fx-start"). */
    public static void mark(String event) {
        String file = System.getProperty(PROPERTY);
        if (file != null && !file.isBlank()) {
            write(Path.of(file), event + " " + System.currentTimeMillis());
        }
    }

    private static void write(Path file, String line) {
        try {
            Files.writeString(file, line + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            System.err.println("Cannot write the start-up marker " + file + ": " + e.getMessage());
        }
    }
}
