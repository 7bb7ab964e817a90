package org.scratchpadinspector.ui.edit;

import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.scratchpadinspector.engine.edit.EditOutcome;

/** Rule 3 made visible: the version the edit was made on, the one on disk now, and what the edit would write. */
final class ConflictPane extends VBox {
    private final TextArea base = pane();
    private final TextArea theirs = pane();
    private final TextArea yours = pane();
    private final Button reapply = new Button("Re-apply my section edit on theirs");
    private final Label changes = new Label();

    ConflictPane(SectionEditorViewModel vm) {
        super(6);
        setId("edit-conflict");
        getStyleClass().add("edit-conflict");
        Label title = new Label("Conflict: " + vm.session().memoryFile()
                + " changed after you started editing. Nothing was written.");
        title.getStyleClass().add("edit-conflict-title");
        title.setWrapText(true);
        HBox panes = new HBox(6, column("Base (what you edited)", base), column("Theirs (on disk now)", theirs),
                column("Yours (your edit on base)", yours));
        VBox.setVgrow(panes, Priority.ALWAYS);
        reapply.setId("conflict-reapply");
        reapply.setDefaultButton(false);
        reapply.setOnAction(e -> vm.reapplyOnTheirs());
        Button reload = new Button("Start over on theirs");
        reload.setId("conflict-reload");
        reload.setOnAction(e -> vm.reload());
        HBox actions = new HBox(8, reapply, reload);
        changes.setId("conflict-changes");
        changes.setWrapText(true);
        changes.getStyleClass().add("edit-conflict-changes");
        getChildren().setAll(title, changes, panes, actions);
        setPadding(new Insets(6));
        vm.conflictProperty().addListener((obs, was, now) -> show(now));
    }

    private void show(EditOutcome.Conflict conflict) {
        if (conflict == null) {
            return;
        }
        // decoded (real Unicode, notes one entry a line) unless a version does not parse
        base.setText(conflict.baseText() == null ? "(only its hash is known)" : conflict.plan().decodedBase());
        theirs.setText(conflict.theirs().isReadable() ? conflict.plan().planning().decoded(conflict.theirs().state())
                : conflict.theirsText());
        yours.setText(conflict.plan().decodedResult());
        changes.setText(describeChanges(conflict));
        reapply.setDisable(!conflict.canReapply());
        reapply.setText(conflict.canReapply() ? "Re-apply my section edit on theirs"
                : "A whole-file edit cannot be re-applied: merge by hand");
    }

    /** Which sections each side changed, so the operator knows where to look in the panes. */
    static String describeChanges(EditOutcome.Conflict conflict) {
        var base = conflict.plan().base();
        String theirs = base.isReadable() && conflict.theirs().isReadable()
                ? String.join(", ", conflict.plan().planning().changedSections(base.state(), conflict.theirs().state()))
                : "the whole file (a version does not parse)";
        return "Theirs changed: " + (theirs.isEmpty() ? "nothing the agent reads" : theirs)
                + "   ·   Yours changes: " + String.join(", ", conflict.plan().changedSections());
    }

    private static VBox column(String title, TextArea area) {
        Label label = new Label(title);
        label.getStyleClass().add("edit-pane-title");
        VBox box = new VBox(3, label, area);
        VBox.setVgrow(area, Priority.ALWAYS);
        HBox.setHgrow(box, Priority.ALWAYS);
        box.setPrefWidth(200);
        return box;
    }

    private static TextArea pane() {
        TextArea area = new TextArea();
        area.setEditable(false);
        area.setWrapText(true);
        area.getStyleClass().add("edit-code");
        return area;
    }
}
