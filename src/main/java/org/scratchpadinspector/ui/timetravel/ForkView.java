package org.scratchpadinspector.ui.timetravel;

import java.io.File;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.scratchpadinspector.ui.common.ToolWindow;

/** Asks DEST and forks; the fork then opens in a window of its own beside the source (the feature does that). */
public final class ForkView extends VBox {

    public ForkView(ForkViewModel vm) {
        super(8);
        setPadding(new Insets(12));
        Label title = new Label();
        title.setId("fork-title");
        title.setStyle("-fx-font-weight: bold;");
        title.setWrapText(true);
        title.textProperty().bind(vm.titleProperty());
        // in every format's words: what a fork holds is the TimeTravel facet's promise, not one format's layout
        Label what = new Label("DEST becomes a new run: the history before this unit, and as its memory the state"
                + " this unit started from, with a record of where it came from. The source is only read.");
        what.setWrapText(true);
        what.getStyleClass().add("muted");
        getChildren().addAll(title, what, destinationRow(vm));
        Label message = new Label();
        message.setId("fork-message");
        message.setWrapText(true);
        message.textProperty().bind(vm.messageProperty());
        Button fork = new Button("Fork");
        fork.setId("fork-run");
        fork.setDefaultButton(true);
        fork.disableProperty().bind(vm.busyProperty().or(vm.forkProperty().isNotNull()));
        fork.setOnAction(e -> vm.fork());
        Button close = new Button("Close");
        close.setCancelButton(true);
        close.setOnAction(e -> getScene().getWindow().hide());
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox buttons = new HBox(8, gap, fork, close);
        buttons.setAlignment(Pos.CENTER_RIGHT);
        Region fill = new Region();
        VBox.setVgrow(fill, Priority.ALWAYS);
        getChildren().addAll(message, fill, buttons);
    }

    static Node destinationRow(ForkViewModel vm) {
        TextField dest = new TextField();
        dest.setId("fork-destination");
        dest.textProperty().bindBidirectional(vm.destinationProperty());
        dest.setPromptText("a new or empty directory outside the source");
        HBox.setHgrow(dest, Priority.ALWAYS);
        Button browse = new Button("Browse…");
        browse.setOnAction(e -> {
            DirectoryChooser chooser = new DirectoryChooser();
            chooser.setTitle("DEST: a new or empty directory");
            File chosen = chooser.showDialog(browse.getScene().getWindow());
            if (chosen != null) {
                dest.setText(chosen.toString());
            }
        });
        HBox row = new HBox(8, new Label("DEST"), dest, browse);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    public static Stage open(ForkViewModel vm, Window owner) {
        Stage stage = ToolWindow.create("Fork from this cycle", new ForkView(vm), 640, 240, owner);
        stage.show();
        return stage;
    }
}
