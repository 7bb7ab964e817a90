package org.scratchpadinspector.ui.edit;

import java.util.List;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * What the window shows about its edits: the rows (newest first), the latest one-line news about an edit, and
 * a counter that moves whenever the journal may have new lines. Used on the UI thread only.
 */
final class EditRows {
    private final ObservableList<EditRow> edits = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper message;
    private final ReadOnlyIntegerWrapper journalChanges;

    EditRows(Object bean) {
        message = new ReadOnlyStringWrapper(bean, "message", "");
        journalChanges = new ReadOnlyIntegerWrapper(bean, "journalChanges");
    }

    /** A new edit: first in the list, announced, and the journal has its line. */
    void record(EditRow row) {
        edits.add(0, row);
        message.set(row.operation() + ": " + row.status() + " (" + row.how() + ") " + row.detail());
        journalChanged();
    }

    /** The edit with {@code key} moved on (applied, rejected, lost); an unknown key changes nothing. */
    void replace(String key, String status, String detail) {
        int i = findRow(key);
        if (i >= 0) {
            EditRow updated = edits.get(i).withStatus(status, detail);
            edits.set(i, updated);
            message.set(updated.operation() + ": " + status + " (" + updated.how() + ") " + detail);
        }
    }

    private int findRow(String key) {
        for (int i = 0; i < edits.size(); i++) {
            if (edits.get(i).key().equals(key)) {
                return i;
            }
        }
        return -1;
    }

    void clear() {
        edits.clear();
    }

    void say(String text) {
        message.set(text);
    }

    void journalChanged() {
        journalChanges.set(journalChanges.get() + 1);
    }

    ObservableList<EditRow> edits() {
        return edits;
    }

    ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    ReadOnlyIntegerProperty journalChangesProperty() {
        return journalChanges.getReadOnlyProperty();
    }

    long unsettled() {
        return edits.stream().filter(row -> "queued".equals(row.status())).count();
    }

    List<EditRow> pending() {
        return edits.stream().filter(EditRow::withdrawable).toList();
    }
}
