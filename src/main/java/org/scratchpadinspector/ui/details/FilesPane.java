package org.scratchpadinspector.ui.details;

import java.util.Locale;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/** The cycle's file paths as selectable text, each with a Copy button. */
final class FilesPane extends VBox {
    private final GridPane grid = new GridPane();
    private final CycleDetailsViewModel vm;

    FilesPane(CycleDetailsViewModel vm) {
        this.vm = vm;
        getStyleClass().add("details-files");
        grid.setHgap(8);
        grid.setVgap(8);
        ColumnConstraints label = new ColumnConstraints();
        label.setMinWidth(60);
        ColumnConstraints path = new ColumnConstraints();
        path.setHgrow(Priority.ALWAYS);
        grid.getColumnConstraints().addAll(label, path);
        Label hint = new Label("Paths are selectable; Copy puts one on the clipboard.");
        hint.getStyleClass().add("muted");
        getChildren().addAll(grid, hint);
        setSpacing(12);
        setPadding(new Insets(12));
        vm.files().addListener((ListChangeListener<FileRow>) c -> rebuild());
        rebuild();
    }

    private void rebuild() {
        grid.getChildren().clear();
        int row = 0;
        for (FileRow file : vm.files()) {
            String key = file.label().toLowerCase(Locale.ROOT);
            Label name = new Label(file.label());
            name.getStyleClass().add("details-file-label");
            TextField path = new TextField(file.path() == null ? "(no logs directory)" : file.pathText());
            path.setEditable(false);
            path.setId("details-path-" + key);
            path.getStyleClass().add("details-path");
            Label state = new Label(file.exists() ? "" : "missing");
            state.getStyleClass().add(file.exists() ? "details-file-present" : "details-file-missing");
            Button copy = new Button("Copy");
            copy.setId("details-copy-" + key);
            copy.setDisable(file.path() == null);
            copy.setOnAction(e -> {
                ClipboardContent content = new ClipboardContent();
                content.putString(file.pathText());
                Clipboard.getSystemClipboard().setContent(content);
            });
            grid.addRow(row++, name, path, state, copy);
        }
    }
}
