package org.scratchpadinspector.ui.units;

import java.util.List;
import java.util.function.Function;
import org.scratchpadinspector.model.UnitId;

/**
 * The unit selected once a freshly opened source is summarized: the newest failing one, else the newest.
 * It is kept up to date as summaries arrive, because walking 100,000 rows for it once they all had arrived held
 * the FX thread for over 100 ms (the loop runs once, so it runs interpreted).
 */
final class FirstSelection {
    private boolean armed;
    private UnitRow newestFailing;

    /** A source was opened ({@code opened}) or closed: the choice starts again. */
    void arm(boolean opened) {
        armed = opened;
        newestFailing = null;
    }

    boolean armed() {
        return armed;
    }

    /** {@code row} has just been given its summary. */
    void summarized(UnitRow row) {
        if (armed && row.failing() && (newestFailing == null || row.id().compareTo(newestFailing.id()) > 0)) {
            newestFailing = row;
        }
    }

    /**
     * The unit to select, and disarms. {@code rows} oldest first, not empty; {@code find} gives the row now listed
     * under an id. Only when the candidate has since stopped failing or left the list are the rows walked.
     */
    UnitId pick(List<UnitRow> rows, Function<UnitId, UnitRow> find) {
        armed = false;
        UnitRow candidate = newestFailing;
        newestFailing = null;
        if (candidate == null) {
            return rows.get(rows.size() - 1).id();
        }
        if (candidate.failing() && find.apply(candidate.id()) == candidate) {
            return candidate.id();
        }
        return OpenedRows.newestFailingElseNewest(rows).id();
    }
}
