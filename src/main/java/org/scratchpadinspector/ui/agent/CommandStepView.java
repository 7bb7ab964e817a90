package org.scratchpadinspector.ui.agent;

import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/** Command mode: the one-cycle command, its working directory and timeout, Step / Stop, and the output. */
public final class CommandStepView extends VBox {

    public CommandStepView(CommandStepViewModel vm) {
        super(8);
        getStyleClass().add("command-step");
        setPadding(new Insets(10));

        TextField command = new TextField();
        command.setId("command-line");
        command.setPromptText("python3 agent.py --once .");
        command.textProperty().bindBidirectional(vm.commandLineProperty());
        command.setOnAction(e -> vm.step());
        TextField workdir = new TextField();
        workdir.setId("command-workdir");
        workdir.textProperty().bindBidirectional(vm.workingDirectoryProperty());
        TextField timeout = new TextField();
        timeout.setId("command-timeout");
        timeout.setPrefColumnCount(5);
        timeout.textProperty().bindBidirectional(vm.timeoutSecondsProperty());

        GridPane form = new GridPane();
        form.setHgap(8);
        form.setVgap(6);
        form.addRow(0, new Label("Command"), command);
        form.addRow(1, new Label("Run in"), workdir);
        form.addRow(2, new Label("Timeout (s)"), timeout);
        GridPane.setHgrow(command, Priority.ALWAYS);
        GridPane.setHgrow(workdir, Priority.ALWAYS);

        Button step = new Button("Step cycle");
        step.setId("command-step");
        step.setDefaultButton(false);
        step.getStyleClass().add("accent-button");
        step.disableProperty().bind(vm.runningProperty());
        step.setOnAction(e -> vm.step());
        Button stop = new Button("Stop");
        stop.setId("command-stop");
        stop.disableProperty().bind(vm.runningProperty().not());
        stop.setOnAction(e -> vm.stop());
        Label status = new Label();
        status.setId("command-status");
        status.setWrapText(true);
        status.textProperty().bind(vm.statusTextProperty());
        vm.failedProperty().addListener((obs, was, now) ->
                status.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("failed"), now));
        status.getStyleClass().add("agent-status-line");
        Button runUntil = new Button("Run until a watchpoint");
        runUntil.setId("command-run-until");
        runUntil.disableProperty().bind(vm.runningProperty());
        runUntil.setOnAction(e -> vm.runUntil());
        TextField maxSteps = new TextField();
        maxSteps.setId("command-max-steps");
        maxSteps.setPrefColumnCount(4);
        maxSteps.textProperty().bindBidirectional(vm.maxStepsProperty());
        HBox buttons = new HBox(8, step, stop, runUntil, new Label("at most"), maxSteps, new Label("steps"));
        buttons.setAlignment(Pos.CENTER_LEFT);

        ListView<String> output = new ListView<>(vm.output());
        output.setId("command-output");
        output.getStyleClass().add("agent-log");
        output.setPlaceholder(new Label("The command's output appears here."));
        vm.output().addListener((ListChangeListener<String>) c -> {
            if (!vm.output().isEmpty()) {
                output.scrollTo(vm.output().size() - 1);
            }
        });
        VBox.setVgrow(output, Priority.ALWAYS);

        Label help = new Label("The inspector runs this command once per Step, in the directory above, and is then the "
                + "agent's only scheduler: edits made between steps are always safe.");
        help.setWrapText(true);
        help.getStyleClass().add("muted");
        getChildren().addAll(help, form, buttons, status, output);
    }
}
