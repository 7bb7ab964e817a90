package org.scratchpadinspector.ui.fleet;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.scratchpadinspector.engine.fleet.FleetScan;
import org.scratchpadinspector.engine.remote.RemotePaths;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.ui.common.FxTaskRunner;
import org.scratchpadinspector.ui.details.Screenshots;

/**
 * The Fleet view in a real window filling the screen, for {@code scripts/remote-screenshots.sh}: {@code FLEET_FILE
 * MARKER [dark]}; writes MARKER once the agents' rows are shown, and the script takes the screen.
 */
public final class FleetWindowShot extends Application {
    @Override
    public void start(Stage stage) throws Exception {
        var args = getParameters().getRaw();
        Path fleet = Path.of(args.get(0));
        Path marker = Path.of(args.get(1));
        boolean dark = args.size() > 2 && args.get(2).equals("dark");
        FxTaskRunner runner = FxTaskRunner.forThisMachine();
        FleetViewModel vm = new FleetViewModel(runner, new FleetScan(Formats.registry(), RemotePaths::resolve,
                Clock.systemUTC()), Duration.ofMinutes(10), dir -> { }, Clock.systemUTC());
        FleetView view = new FleetView(vm);
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        Scene scene = new Scene(view, screen.getWidth(), screen.getHeight());
        Screenshots.style(scene, dark);
        stage.setTitle("Fleet — " + fleet.getFileName());
        stage.setScene(scene);
        stage.setX(screen.getMinX());
        stage.setY(screen.getMinY());
        stage.show();
        vm.rows().addListener((javafx.collections.ListChangeListener<Object>) c -> {
            if (!vm.rows().isEmpty()) {
                view.table().getSelectionModel().select(vm.rows().size() - 1);
                Platform.runLater(() -> {
                    try {
                        Files.writeString(marker, "rows\n");
                    } catch (java.io.IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                });
            }
        });
        vm.load(fleet);
    }

    /** The entry point (a main class that is an Application needs JavaFX on the module path). */
    public static final class Main {
        public static void main(String[] args) {
            Application.launch(FleetWindowShot.class, args);
        }
    }
}
