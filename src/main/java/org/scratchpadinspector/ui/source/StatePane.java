package org.scratchpadinspector.ui.source;

import javafx.beans.value.ObservableValue;
import javafx.collections.ObservableList;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;

/** One state's lines with their numbers, removed or added lines highlighted; virtualised, so large states stay fast. */
final class StatePane extends ListView<StateLine> {
    private static final String[] MARKS = {StateLine.Mark.SAME.styleClass(), StateLine.Mark.REMOVED.styleClass(),
        StateLine.Mark.ADDED.styleClass(), StateLine.Mark.PROBLEM.styleClass()};

    StatePane(ObservableList<StateLine> lines, ObservableValue<String> placeholder) {
        super(lines);
        getStyleClass().add("state-pane");
        Label empty = new Label();
        empty.getStyleClass().add("muted");
        empty.textProperty().bind(placeholder);
        setPlaceholder(empty);
        setCellFactory(list -> new ListCell<>() {
            @Override
            protected void updateItem(StateLine line, boolean isEmpty) {
                super.updateItem(line, isEmpty);
                getStyleClass().removeAll(MARKS);
                if (isEmpty || line == null) {
                    setText(null);
                    return;
                }
                getStyleClass().add(line.mark().styleClass());
                String number = line.number() == 0 ? "    " : String.format("%4d", line.number());
                String sign = switch (line.mark()) {
                    case REMOVED -> "−";
                    case ADDED -> "+";
                    default -> " ";
                };
                setText(number + " " + sign + " " + line.text());
            }
        });
    }
}
