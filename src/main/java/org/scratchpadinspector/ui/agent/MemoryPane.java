package org.scratchpadinspector.ui.agent;

import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/** The agent's state in memory (mid-cycle: never on disk), each line marked as it differs from the cycle's _before. */
final class MemoryPane extends VBox {

    MemoryPane(AgentPanelViewModel vm) {
        super(4);
        setPadding(new Insets(6));
        Label title = new Label("Step an iteration, or press Refresh, to see the agent's state in memory.");
        title.setId("agent-memory-title");
        title.setWrapText(true);
        title.getStyleClass().add("muted");
        Button refresh = new Button("Refresh");
        refresh.setId("agent-memory-refresh");
        refresh.disableProperty().bind(vm.attachedBinding().not());
        refresh.setOnAction(e -> vm.feed().refreshMemory());
        refresh.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        HBox.setHgrow(title, Priority.ALWAYS);
        title.setMaxWidth(Double.MAX_VALUE);
        HBox top = new HBox(8, title, refresh);

        Label changes = new Label();
        changes.setId("agent-memory-changes");
        changes.setWrapText(true);
        changes.getStyleClass().add("agent-memory-changes");
        ListView<MemoryDiff.Line> lines = new ListView<>();
        lines.setId("agent-memory-lines");
        lines.getStyleClass().addAll("agent-log", "agent-memory");
        lines.setPlaceholder(new Label("No state read yet."));
        lines.setCellFactory(v -> new LineCell());
        VBox.setVgrow(lines, Priority.ALWAYS);
        vm.feed().memoryProperty().addListener((obs, was, now) -> {
            title.setText(now == null ? "Step an iteration, or press Refresh, to see the agent's state in memory."
                    : now.title());
            changes.setText(now == null ? "" : String.join("\n", now.fieldChanges()));
            lines.getItems().setAll(now == null ? java.util.List.of() : now.lines());
            if (now != null) {
                // the change is what the operator stepped for: bring the first changed line into view
                for (int i = 0; i < now.lines().size(); i++) {
                    if (now.lines().get(i).kind() != MemoryDiff.Kind.SAME) {
                        lines.scrollTo(Math.max(0, i - 3));
                        break;
                    }
                }
            }
        });
        getChildren().addAll(top, changes, lines);
    }

    private static final class LineCell extends ListCell<MemoryDiff.Line> {
        private static final PseudoClass[] KIND = {
            PseudoClass.getPseudoClass("same"), PseudoClass.getPseudoClass("added"),
            PseudoClass.getPseudoClass("changed"), PseudoClass.getPseudoClass("removed")};

        @Override
        protected void updateItem(MemoryDiff.Line line, boolean empty) {
            super.updateItem(line, empty);
            for (PseudoClass p : KIND) {
                pseudoClassStateChanged(p, false);
            }
            if (empty || line == null) {
                setText(null);
                return;
            }
            String mark = switch (line.kind()) {
                case SAME -> "  ";
                case ADDED -> "+ ";
                case CHANGED -> "~ ";
                case REMOVED -> "- ";
            };
            setText(mark + line.text());
            pseudoClassStateChanged(KIND[line.kind().ordinal()], true);
        }
    }
}
