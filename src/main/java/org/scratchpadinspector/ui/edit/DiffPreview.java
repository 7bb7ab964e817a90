package org.scratchpadinspector.ui.edit;

import javafx.collections.ObservableList;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;

/** A coloured line diff (removed red, added green, folds muted), virtualised so big states stay fast. */
final class DiffPreview extends ListView<DiffLine> {
    private static final String[] KINDS = {"edit-diff-same", "edit-diff-removed", "edit-diff-added", "edit-diff-fold"};

    DiffPreview(ObservableList<DiffLine> lines, String placeholder) {
        super(lines);
        getStyleClass().add("edit-diff");
        setPlaceholder(new javafx.scene.control.Label(placeholder));
        setFocusTraversable(true);
        setCellFactory(list -> new ListCell<>() {
            @Override
            protected void updateItem(DiffLine line, boolean empty) {
                super.updateItem(line, empty);
                getStyleClass().removeAll(KINDS);
                if (empty || line == null) {
                    setText(null);
                } else {
                    setText(line.shown());
                    getStyleClass().add(KINDS[line.kind().ordinal()]);
                }
            }
        });
    }
}
