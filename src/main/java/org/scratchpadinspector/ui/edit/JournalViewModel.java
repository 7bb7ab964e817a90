package org.scratchpadinspector.ui.edit;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.scratchpadinspector.engine.edit.Journal;
import org.scratchpadinspector.engine.edit.JournalEdits;
import org.scratchpadinspector.engine.edit.SectionEditor;

/**
 * {@code .inspector/journal.jsonl} as a table, one row per edit with its final verdict, newest first; reloads
 * when the session journals something.
 */
public final class JournalViewModel {
    private final EditSession session;
    private final ObservableList<JournalRow> rows = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(this, "summary", "");

    public JournalViewModel(EditSession session) {
        this.session = session;
        session.journalChangesProperty().addListener((obs, was, now) -> reload());
    }

    /** Reads the journal (never creates it). */
    public void reload() {
        SectionEditor editor = session.editor();
        if (editor == null) {
            rows.clear();
            summary.set("No editable memory open.");
            return;
        }
        session.editorRunner().submit("read journal", () -> editor.journal().read(), this::show,
                error -> summary.set("Could not read the journal: " + error.getMessage()));
    }

    private void show(Journal.Contents contents) {
        List<JournalRow> newestFirst = new ArrayList<>(JournalEdits.fold(contents.entries(), List.of()).stream()
                .map(JournalRow::of).toList());
        Collections.reverse(newestFirst);
        rows.setAll(newestFirst);
        summary.set(contents.entries().isEmpty() ? "The journal is empty: no edit has been made in this directory."
                : count(newestFirst.size(), "edit") + ", " + count(contents.entries().size(), "line") + (contents.damagedLines() > 0
                        ? " · " + contents.damagedLines() + " damaged line(s) skipped" : ""));
    }

    private static String count(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    public ObservableList<JournalRow> rows() {
        return rows;
    }

    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }
}
