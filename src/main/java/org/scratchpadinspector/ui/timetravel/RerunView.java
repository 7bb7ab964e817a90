package org.scratchpadinspector.ui.timetravel;

import java.util.function.Consumer;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import java.nio.file.Path;
import org.scratchpadinspector.ui.common.ToolWindow;

/** The re-run in three steps: fork, edit the fork (the section editor), run one cycle and compare. */
public final class RerunView extends VBox {

    /** @param editFork opens the section editor on the fork */
    public RerunView(RerunViewModel vm, Consumer<Path> editFork) {
        super(8);
        setPadding(new Insets(12));
        ForkViewModel fork = vm.fork();
        Label title = new Label();
        title.setId("rerun-title");
        title.setStyle("-fx-font-weight: bold;");
        title.setWrapText(true);
        title.textProperty().bind(fork.titleProperty().map(t -> t.replaceFirst("^Fork (.*) at (\\S+ \\S+)$", "Re-run $2 of $1")));
        Label warning = new Label(RerunViewModel.WARNING);
        warning.setId("rerun-warning");
        warning.setWrapText(true);
        warning.setMaxWidth(Double.MAX_VALUE);
        warning.getStyleClass().add("timetravel-warning");

        Button forkButton = new Button("1. Fork");
        forkButton.setId("rerun-fork");
        forkButton.disableProperty().bind(fork.busyProperty().or(fork.forkProperty().isNotNull()));
        forkButton.setOnAction(e -> fork.fork());
        Label forkMessage = new Label();
        forkMessage.setId("rerun-fork-message");
        forkMessage.setWrapText(true);
        forkMessage.textProperty().bind(fork.messageProperty());

        Button edit = new Button("2. Edit a Section of the Fork…");
        edit.setId("rerun-edit");
        edit.disableProperty().bind(fork.forkProperty().isNull());
        edit.setOnAction(e -> editFork.accept(fork.forkProperty().get()));
        Label editHint = new Label("the section editor of Memory → Edit Section, writing the fork's active.yaml");
        editHint.getStyleClass().add("muted");
        editHint.setWrapText(true);
        HBox editRow = new HBox(8, edit, editHint);
        editRow.setAlignment(Pos.CENTER_LEFT);

        ToggleGroup how = new ToggleGroup();
        RadioButton byCommand = new RadioButton("Command");
        byCommand.setId("rerun-by-command");
        byCommand.setToggleGroup(how);
        byCommand.setSelected(!vm.referenceAgentProperty().get());
        RadioButton byAgent = new RadioButton("The bundled reference agent (scripted model)");
        byAgent.setId("rerun-by-reference-agent");
        byAgent.setToggleGroup(how);
        byAgent.setSelected(vm.referenceAgentProperty().get());
        vm.referenceAgentProperty().bind(byAgent.selectedProperty());
        TextField command = new TextField();
        command.setId("rerun-command");
        command.setPromptText("runs one cycle in the fork's root, e.g. python3 agent.py --once .");
        command.textProperty().bindBidirectional(vm.commandProperty());
        command.disableProperty().bind(byAgent.selectedProperty());
        HBox.setHgrow(command, Priority.ALWAYS);
        HBox commandRow = new HBox(8, byCommand, command);
        commandRow.setAlignment(Pos.CENTER_LEFT);

        Button run = new Button("3. Run One Cycle and Compare");
        run.setId("rerun-run");
        run.setDefaultButton(true);
        run.disableProperty().bind(fork.forkProperty().isNull().or(vm.runningProperty()));
        run.setOnAction(e -> vm.runOneCycle());
        Button stop = new Button("Stop");
        stop.setId("rerun-stop");
        stop.disableProperty().bind(vm.runningProperty().not());
        stop.setOnAction(e -> vm.stop());
        Label status = new Label();
        status.setId("rerun-status");
        status.setWrapText(true);
        status.textProperty().bind(vm.statusProperty());
        HBox runRow = new HBox(8, run, stop);
        runRow.setAlignment(Pos.CENTER_LEFT);

        TextArea output = new TextArea();
        output.setId("rerun-output");
        output.setEditable(false);
        output.getStyleClass().add("mono");
        output.textProperty().bind(vm.outputProperty());
        output.textProperty().addListener((obs, was, now) -> output.setScrollTop(Double.MAX_VALUE));
        VBox.setVgrow(output, Priority.ALWAYS);
        getChildren().addAll(title, warning, ForkView.destinationRow(fork), forkButton, forkMessage, editRow,
                commandRow, byAgent, runRow, status, output);
    }

    public static Stage open(RerunViewModel vm, Consumer<Path> editFork, Window owner) {
        Stage stage = ToolWindow.create("Re-run with an edit", new RerunView(vm, editFork), 760, 600, owner,
                vm::stop);
        stage.show();
        return stage;
    }
}
