package org.scratchpadinspector.ui.details;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javax.imageio.ImageIO;
import org.scratchpadinspector.ui.common.InspectorContext;

/** Test helper: the application stylesheet for scenes, and PNG snapshots of nodes for a human to look at. */
public final class Screenshots {
    private Screenshots() {
    }

    public static void style(Scene scene, boolean dark) {
        scene.getStylesheets().add(
                InspectorContext.class.getResource("/org/scratchpadinspector/ui/inspector.css").toExternalForm());
        if (dark) {
            scene.getRoot().getStyleClass().add("dark");
        } else {
            scene.getRoot().getStyleClass().remove("dark");
        }
    }

    /** Call on the FX thread. */
    public static void write(Node node, Path png) {
        WritableImage image = node.snapshot(null, null);
        int w = (int) image.getWidth();
        int h = (int) image.getHeight();
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        PixelReader reader = image.getPixelReader();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                out.setRGB(x, y, reader.getArgb(x, y));
            }
        }
        try {
            ImageIO.write(out, "png", png.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
