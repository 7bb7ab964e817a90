package org.scratchpadinspector.ui.details;

import org.scratchpadinspector.engine.diff.ChangeKind;
import org.scratchpadinspector.engine.diff.FieldChange;

/** One line of the per-field change summary; {@code kind} picks its style. */
public record ChangeRow(String field, ChangeKind kind, String text) {

    static ChangeRow of(FieldChange change) {
        return new ChangeRow(change.field(), change.kind(), change.describe());
    }

    /** A change the format words itself ("TRAJECTORY/Now changed"), without a field of a tree. */
    static ChangeRow described(String text) {
        return new ChangeRow("", ChangeKind.SCALAR_CHANGED, text);
    }

    /** e.g. {@code change-list-changed}. */
    public String styleClass() {
        return "change-" + kind.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
}
