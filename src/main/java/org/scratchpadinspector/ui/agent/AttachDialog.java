package org.scratchpadinspector.ui.agent;

import java.util.Optional;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.stage.Window;

/** Asks for an agent's URL and token (from its control.json), for agents whose directory is not here. */
final class AttachDialog {
    record Answer(String url, String token) {
    }

    private AttachDialog() {
    }

    static Optional<Answer> ask(Window owner) {
        Dialog<Answer> dialog = new Dialog<>();
        dialog.initOwner(owner);
        dialog.setTitle("Attach to an agent");
        dialog.setHeaderText("Attach to an agent by its control URL and token.\n"
                + "For an agent on another machine, tunnel its loopback port to the same port here\n"
                + "(it answers only requests addressed to its own port):\n"
                + "ssh -N -L PORT:127.0.0.1:PORT host   then use http://127.0.0.1:PORT");
        TextField url = new TextField("http://127.0.0.1:");
        url.setId("attach-url");
        url.setPrefColumnCount(28);
        PasswordField token = new PasswordField();
        token.setId("attach-token");
        token.setPromptText("the \"token\" of the agent's .agent/control.json");
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(8);
        grid.addRow(0, new Label("URL"), url);
        grid.addRow(1, new Label("Token"), token);
        dialog.getDialogPane().setContent(grid);
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        dialog.getDialogPane().lookupButton(ButtonType.OK).disableProperty()
                .bind(url.textProperty().isEmpty().or(token.textProperty().isEmpty()));
        dialog.setResultConverter(b -> b == ButtonType.OK ? new Answer(url.getText(), token.getText()) : null);
        return dialog.showAndWait();
    }
}
