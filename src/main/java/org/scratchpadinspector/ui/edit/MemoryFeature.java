package org.scratchpadinspector.ui.edit;

import java.time.Clock;
import java.util.function.Supplier;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.KeyCombination;
import javafx.stage.Window;
import org.scratchpadinspector.ui.common.InspectorContext;

/** The window's Memory menu and lost-edit bar around one {@link EditSession}. */
public final class MemoryFeature {
    /** The ids of the menu's items, by which the window gates them. */
    public static final String EDIT_SECTION = "memory-edit-section";
    public static final String EDIT_FILE = "memory-edit-file";
    public static final String UNDO = "memory-undo";
    public static final String JOURNAL = "memory-journal";

    private final EditSession session;
    private final Supplier<Window> owner;

    public MemoryFeature(InspectorContext context, EditModeSignals signals, Supplier<Window> owner) {
        this.session = new EditSession(context, signals, Clock.systemUTC());
        this.owner = owner;
    }

    public Menu menu() {
        MenuItem section = new MenuItem("Edit _Section…");
        section.setAccelerator(KeyCombination.keyCombination("Shortcut+E"));
        section.setOnAction(e -> editSection());
        section.setId(EDIT_SECTION);
        MenuItem whole = new MenuItem();
        // named by the open source's memory file (active.yaml for a scratchpad)
        whole.textProperty().bind(javafx.beans.binding.Bindings.concat("Edit _", session.memoryFileProperty(), "…"));
        whole.setAccelerator(KeyCombination.keyCombination("Shortcut+Shift+E"));
        whole.setOnAction(e -> editWholeFile());
        whole.setId(EDIT_FILE);
        MenuItem undo = new MenuItem("_Undo Last Edit…");
        undo.setAccelerator(KeyCombination.keyCombination("Shortcut+Shift+Z"));
        undo.setOnAction(e -> UndoView.open(session, owner.get()));
        undo.setId(UNDO);
        MenuItem journal = new MenuItem("Edit _Journal…");
        journal.setAccelerator(KeyCombination.keyCombination("Shortcut+J"));
        journal.setOnAction(e -> openJournal());
        journal.setId(JOURNAL);
        Menu menu = new Menu("_Memory", null, section, whole, new SeparatorMenuItem(), undo, journal);
        menu.setId("memory-menu");
        return menu;
    }

    public LostEditBar lostEditBar() {
        return new LostEditBar(session, this::openJournal);
    }

    public javafx.stage.Stage editSection() {
        return SectionEditorView.open(session, SectionEditorViewModel.Target.SECTION, owner.get());
    }

    public javafx.stage.Stage editWholeFile() {
        return SectionEditorView.open(session, SectionEditorViewModel.Target.WHOLE_FILE, owner.get());
    }

    public javafx.stage.Stage openJournal() {
        return JournalView.open(session, owner.get());
    }

    public EditSession session() {
        return session;
    }

    /**
     * Asks before closing while edits are still queued (never lose an edit silently); true when the window may
     * close. Their "queued" lines stay in the journal either way.
     */
    public boolean confirmCloseWithUnsettledEdits(Window owner) {
        long waiting = session.unsettledEdits();
        if (waiting == 0) {
            return true;
        }
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION,
                waiting + (waiting == 1 ? " edit is" : " edits are") + " still queued (for a running cycle to end, or for "
                        + "the agent). Closing drops " + (waiting == 1 ? "it" : "them") + ": nothing more will be written, "
                        + "and the journal keeps the \"queued\" lines.",
                ButtonType.CANCEL, ButtonType.OK);
        alert.initOwner(owner);
        alert.setHeaderText("Close and drop the queued edits?");
        ((Button) alert.getDialogPane().lookupButton(ButtonType.OK))
                .setText("Close anyway");
        return alert.showAndWait().filter(b -> b == ButtonType.OK).isPresent();
    }

    public void close() {
        session.close();
    }
}
