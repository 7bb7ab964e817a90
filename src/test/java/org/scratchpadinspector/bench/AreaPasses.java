package org.scratchpadinspector.bench;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;

/**
 * {@code -Dstall.areas=N}: before each CSS + layout pass, styles the window, then lays out each of its areas (the
 * nodes of the inspector's own View and Pane classes, innermost first) one by one, and prints the passes that
 * took over N ms with the CSS time and each area's layout time, so that a slow pass says what it was spent on.
 * An area laid out before its parent may be laid out again once the parent resizes it; the figures say where the
 * work is, not exactly what it costs.
 */
final class AreaPasses {
    private AreaPasses() {
    }

    static void watch(Scene scene) {
        String ms = System.getProperty("stall.areas", "");
        if (ms.isBlank()) {
            return;
        }
        long threshold = (long) (Double.parseDouble(ms) * 1e6);
        java.lang.reflect.Method cssPass = cssPass();
        scene.addPreLayoutPulseListener(() -> {
            long start = System.nanoTime();
            try {
                cssPass.invoke(scene);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("the scene's CSS pass failed: " + e, e);
            }
            StringBuilder parts = new StringBuilder(String.format("  CSS %.1f", (System.nanoTime() - start) / 1e6));
            for (Parent area : areas(scene.getRoot(), new ArrayList<>())) {
                long t = System.nanoTime();
                area.layout();
                long took = System.nanoTime() - t;
                if (took > 1_000_000) {
                    parts.append(String.format("  %s %.1f", area.getClass().getSimpleName(), took / 1e6));
                }
            }
            long t = System.nanoTime();
            scene.getRoot().layout();
            long rest = System.nanoTime() - t;
            long total = System.nanoTime() - start;
            if (total > threshold) {
                System.out.printf("  pass %.1f ms by area:%s  rest %.1f%n", total / 1e6, parts, rest / 1e6);
            }
        });
    }

    /**
     * The scene's own CSS pass (what the pulse would run next, only what is dirty). {@code Node.applyCss} would not
     * do: it marks the whole tree for a style update, so that every pass would style every node.
     */
    private static java.lang.reflect.Method cssPass() {
        try {
            java.lang.reflect.Method pass = Scene.class.getDeclaredMethod("doCSSPass");
            pass.setAccessible(true); // the benchmark runs JavaFX from the class path, in the unnamed module
            return pass;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("no CSS pass to call in this JavaFX: " + e, e);
        }
    }

    private static List<Parent> areas(Parent parent, List<Parent> found) {
        for (Node child : parent.getChildrenUnmodifiable()) {
            if (!(child instanceof Parent p)) {
                continue;
            }
            areas(p, found); // inner areas first, so that an area's own figure is what is left
            String name = p.getClass().getName();
            if (name.startsWith("org.scratchpadinspector.ui.") && !name.endsWith("MainView")
                    && (name.endsWith("View") || name.endsWith("Pane") || name.endsWith("Panes"))) {
                found.add(p);
            }
        }
        return found;
    }
}
