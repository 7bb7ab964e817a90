package org.scratchpadinspector.ui.details;

import org.scratchpadinspector.model.UnitFile;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The cycle's file paths as selectable text, each with Copy, Open (in the desktop's default application) and Reveal
 * (its folder). The rows' controls are made once and
 * updated on every selection: new controls need skins and CSS, which held the FX thread on each cycle switch.
 */
final class FilesPane extends VBox {
    private final GridPane grid = new GridPane();
    private final DetailsViewModel vm;
    private final List<FileLine> lines = new ArrayList<>();

    FilesPane(DetailsViewModel vm) {
        this.vm = vm;
        getStyleClass().add("details-files");
        grid.setHgap(8);
        grid.setVgap(8);
        ColumnConstraints label = new ColumnConstraints();
        label.setMinWidth(60);
        ColumnConstraints path = new ColumnConstraints();
        path.setHgrow(Priority.ALWAYS);
        grid.getColumnConstraints().addAll(label, path);
        Label hint = new Label("Open: the desktop's default application. Reveal: the folder.");
        hint.setWrapText(true);
        hint.getStyleClass().add("muted");
        getChildren().addAll(grid, hint);
        setSpacing(12);
        setPadding(new Insets(12));
        vm.files().addListener((ListChangeListener<UnitFile>) c -> refresh());
        refresh();
    }

    private void refresh() {
        List<UnitFile> files = vm.files();
        while (lines.size() < files.size()) {
            FileLine line = new FileLine(vm.fileOpener());
            grid.addRow(lines.size(), line.name, line.path, line.state, line.copy, line.open, line.reveal);
            lines.add(line);
        }
        for (int i = 0; i < lines.size(); i++) {
            lines.get(i).show(i < files.size() ? files.get(i) : null);
        }
    }

    /** The controls of one file's row. */
    private static final class FileLine {
        final Label name = new Label();
        final TextField path = new TextField();
        final Label state = new Label();
        final Button copy = new Button("Copy");
        final Button open = new Button("Open");
        final Button reveal = new Button("Reveal");
        private UnitFile file;

        FileLine(FileOpener opener) {
            name.getStyleClass().add("details-file-label");
            path.setEditable(false);
            path.getStyleClass().add("details-path");
            copy.setOnAction(e -> {
                ClipboardContent content = new ClipboardContent();
                content.putString(file.pathText());
                Clipboard.getSystemClipboard().setContent(content);
            });
            open.setOnAction(e -> opener.open(file.path()));
            open.setTooltip(new Tooltip("Open the file in the desktop's default application"));
            reveal.setOnAction(e -> opener.reveal(file.path()));
            reveal.setTooltip(new Tooltip("Open the folder that holds the file"));
        }

        void show(UnitFile row) {
            file = row;
            for (Node n : List.of(name, path, state, copy, open, reveal)) {
                n.setVisible(row != null);
                n.setManaged(row != null);
            }
            if (row == null) {
                return;
            }
            String key = row.label().toLowerCase(Locale.ROOT);
            name.setText(row.label());
            path.setText(row.path() == null ? "(no logs directory)" : row.pathText());
            path.setId("details-path-" + key);
            state.setText(row.exists() ? "" : "missing");
            String stateClass = row.exists() ? "details-file-present" : "details-file-missing";
            if (!state.getStyleClass().contains(stateClass)) {
                state.getStyleClass().removeAll("details-file-present", "details-file-missing");
                state.getStyleClass().add(stateClass);
            }
            copy.setId("details-copy-" + key);
            copy.setDisable(row.path() == null);
            open.setId("details-open-" + key);
            open.setDisable(row.path() == null || !row.exists());
            reveal.setId("details-reveal-" + key);
            reveal.setDisable(row.path() == null);
        }
    }
}
