package org.scratchpadinspector.ui.main;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.beans.property.BooleanProperty;
import javafx.collections.ListChangeListener;
import javafx.scene.control.SplitPane;
import javafx.scene.input.MouseEvent;
import javafx.util.Duration;
import org.scratchpadinspector.ui.common.TaskRunner;

/**
 * Remembers the window's layout between runs: where the operator dragged each split's dividers (per number of
 * panes, so the list | panes split and the list | panes | Agent panel split keep their own), and whether the
 * Active pane is shown. Read once off the FX thread; a drag is saved when the mouse is released.
 */
public final class WindowLayout {
    private static final Duration SAVE_DELAY = Duration.millis(400);

    private final Settings settings;
    private final TaskRunner runner;
    private final Map<String, String> remembered = new HashMap<>();
    private final Map<String, Runnable> whenLoaded = new HashMap<>();
    private boolean loaded;
    /** Per split with a first width: whether the operator's (or a remembered) position replaced it. */
    private final Map<SplitPane, boolean[]> firstWidths = new HashMap<>();

    public WindowLayout(Settings settings, TaskRunner runner) {
        this.settings = settings;
        this.runner = runner;
        runner.submit("load window layout", settings::layout, layout -> {
            remembered.putAll(layout);
            loaded = true;
            whenLoaded.values().forEach(Runnable::run);
        }, failure -> loaded = true);
    }

    /** Applies the remembered divider positions of {@code split} and remembers where the operator drags them. */
    public void remember(String name, SplitPane split) {
        Runnable apply = () -> apply(name, split);
        whenLoaded.put("split." + name, apply);
        if (loaded) {
            apply.run();
        }
        // a pane added or removed (the Agent panel) gets the positions remembered for that many panes
        split.getItems().addListener((ListChangeListener<Object>) c -> Platform.runLater(apply));
        PauseTransition save = new PauseTransition(SAVE_DELAY);
        save.setOnFinished(e -> save(key(name, split), positions(split)));
        split.addEventFilter(MouseEvent.MOUSE_RELEASED, e -> save.playFromStart());
    }

    /**
     * Like {@link #remember(String, SplitPane)}, and until a remembered position is applied or the operator drags a
     * divider, the first item is {@code firstWidth} of the split's width wide at every width the split gets. The
     * window is laid out at its preferred size before it is fitted to the screen: a width kept from that first
     * layout took half of a 1024 px window.
     */
    public void remember(String name, SplitPane split, FirstWidth firstWidth) {
        boolean[] operatorPlaced = {false};
        firstWidths.put(split, operatorPlaced);
        Runnable share = () -> {
            double width = split.getWidth();
            if (!operatorPlaced[0] && width > 0 && !split.getDividers().isEmpty()) {
                split.setDividerPosition(0, Math.min(0.95, firstWidth.of(width, split.getItems().size()) / width));
            }
        };
        // after the split's own layout of the new width, which keeps the list's width (it does not resize with the window)
        split.widthProperty().addListener((o, was, now) -> Platform.runLater(share));
        split.getItems().addListener((ListChangeListener<Object>) c -> Platform.runLater(share));
        split.addEventFilter(MouseEvent.MOUSE_PRESSED, e -> operatorPlaced[0] = true);
        remember(name, split);
        share.run();
    }

    /** The first item's width in a split {@code width} wide that holds {@code items} items. */
    @FunctionalInterface
    public interface FirstWidth {
        double of(double width, int items);
    }

    /** Keeps {@code shown} as the operator last left it; {@code byDefault} until then. */
    public void remember(String name, BooleanProperty shown, boolean byDefault) {
        remember(name, shown, byDefault, () -> true);
    }

    /**
     * The same, remembering only the changes {@code byOperator} says the operator made (not those the window makes
     * to give the panes room).
     */
    public void remember(String name, BooleanProperty shown, boolean byDefault,
                         java.util.function.BooleanSupplier byOperator) {
        String key = "shown." + name;
        shown.set(byDefault);
        Runnable apply = () -> {
            String value = remembered.get(key);
            if (value != null) {
                shown.set(Boolean.parseBoolean(value));
            }
        };
        whenLoaded.put(key, apply);
        if (loaded) {
            apply.run();
        }
        shown.addListener((o, was, now) -> {
            if (byOperator.getAsBoolean()) {
                save(key, Boolean.toString(now));
            }
        });
    }

    private void apply(String name, SplitPane split) {
        String value = remembered.get(key(name, split));
        if (value == null) {
            return;
        }
        String[] parts = value.split(",");
        if (parts.length != split.getDividers().size()) {
            return;
        }
        double[] positions = new double[parts.length];
        try {
            for (int i = 0; i < parts.length; i++) {
                positions[i] = Math.max(0.05, Math.min(0.95, Double.parseDouble(parts[i])));
            }
        } catch (NumberFormatException e) {
            return; // a hand-edited value that is not a number: keep the default layout
        }
        split.setDividerPositions(positions);
        boolean[] operatorPlaced = firstWidths.get(split);
        if (operatorPlaced != null) {
            operatorPlaced[0] = true;
        }
    }

    private void save(String key, String value) {
        if (value.equals(remembered.put(key, value))) {
            return;
        }
        runner.fireAndForget("save window layout", cancel -> {
            settings.setLayout(key, value);
            return null;
        });
    }

    private static String key(String name, SplitPane split) {
        return "split." + name + "." + split.getItems().size();
    }

    private static String positions(SplitPane split) {
        StringBuilder text = new StringBuilder();
        for (double position : split.getDividerPositions()) {
            text.append(text.length() == 0 ? "" : ",").append(String.format(Locale.ROOT, "%.4f", position));
        }
        return text.toString();
    }
}
