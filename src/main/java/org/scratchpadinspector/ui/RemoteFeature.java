package org.scratchpadinspector.ui;

import java.io.File;
import java.time.Clock;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextInputDialog;
import javafx.scene.input.KeyCombination;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.scratchpadinspector.engine.fleet.FleetScan;
import org.scratchpadinspector.engine.remote.RemotePaths;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.common.ToolWindow;
import org.scratchpadinspector.ui.fleet.FleetView;
import org.scratchpadinspector.ui.fleet.FleetViewModel;
import org.scratchpadinspector.ui.main.MainView;
import org.scratchpadinspector.ui.main.MainViewModel;
import org.scratchpadinspector.ui.main.Settings;

/**
 * File → Open Remote… (an ssh:// address) and File → Open Fleet… (a fleet file in the Fleet view, whose agents
 * open each in an inspector window of its own).
 */
final class RemoteFeature {
    static final String ADDRESS_HINT = "ssh://[user@]host[:port]/absolute/path";

    private RemoteFeature() {
    }

    static void install(MainView view, MainViewModel main, InspectorContext context, Settings settings) {
        MenuItem remote = new MenuItem("Open _Remote…");
        remote.setAccelerator(KeyCombination.keyCombination("Shortcut+Shift+O"));
        remote.setOnAction(e -> askForAddress(main));
        MenuItem fleet = new MenuItem("Open _Fleet…");
        fleet.setOnAction(e -> chooseFleet(view.getScene().getWindow(), context, settings));
        view.addFileItem(fleet);
        view.addFileItem(remote);
    }

    private static void askForAddress(MainViewModel main) {
        TextInputDialog dialog = new TextInputDialog(main.recentRemoteDirectories().isEmpty() ? "ssh://"
                : main.recentRemoteDirectories().get(0));
        dialog.setTitle("Open Remote");
        dialog.setHeaderText("A memory directory on another machine, read over SSH (SFTP)");
        dialog.setContentText(ADDRESS_HINT);
        dialog.getEditor().setPrefColumnCount(40);
        dialog.showAndWait().ifPresent(main::openLocation);
    }

    private static void chooseFleet(Window owner, InspectorContext context, Settings settings) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Open a fleet file (a YAML or JSON list of {name, dir})");
        chooser.getExtensionFilters().addAll(new FileChooser.ExtensionFilter("Fleet files", "*.yaml", "*.yml", "*.json"),
                new FileChooser.ExtensionFilter("All files", "*"));
        File chosen = chooser.showOpenDialog(owner);
        if (chosen != null) {
            openFleet(chosen.toPath(), owner, context, settings);
        }
    }

    /** The Fleet view of {@code fleetFile} in a window of its own; closing it stops its looks. */
    static Stage openFleet(java.nio.file.Path fleetFile, Window owner, InspectorContext context, Settings settings) {
        FleetScan scan = new FleetScan(Formats.registry(), RemotePaths::resolve, Clock.systemUTC());
        FleetViewModel vm = new FleetViewModel(context.runner(), scan, FleetViewModel.DEFAULT_INTERVAL,
                location -> openAgent(location, context, settings), Clock.systemUTC());
        FleetView view = new FleetView(vm);
        Stage stage = ToolWindow.create("Fleet — " + fleetFile.getFileName(), view, 1200, 520, null, vm::close);
        if (owner != null && owner.getScene() != null && owner.getScene().getRoot().getStyleClass().contains("dark")) {
            view.getStyleClass().add("dark");
        }
        stage.show();
        vm.load(fleetFile);
        return stage;
    }

    /** An agent of the fleet in an inspector window of its own (the main window has no tabs). */
    static Stage openAgent(String location, InspectorContext context, Settings settings) {
        InspectorWindow window = InspectorWindow.create(new InspectorContext(context.runner()), settings);
        Stage stage = new Stage();
        stage.titleProperty().bind(javafx.beans.binding.Bindings.concat("Scratchpad Inspector — ",
                window.viewModel().directoryTextProperty()));
        stage.setScene(window.scene());
        stage.setWidth(1280);
        stage.setHeight(800);
        stage.setOnCloseRequest(e -> {
            if (!window.memory().confirmCloseWithUnsettledEdits(stage)) {
                e.consume();
            }
        });
        stage.setOnHidden(e -> window.close());
        stage.show();
        window.viewModel().openLocation(location);
        return stage;
    }
}
