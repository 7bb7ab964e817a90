package org.scratchpadinspector.ui.units;

import java.util.Set;
import java.util.function.Predicate;
import org.scratchpadinspector.model.UnitId;

/**
 * What the filters let through: the search's matches (null without a search), then failing units only, then the
 * statuses (a pending row fails a status filter), then the flags (a row needs one of them). Empty sets let every
 * row through.
 */
record RowFilter(Set<UnitId> matches, boolean failingOnly, Set<String> statuses, Set<String> flags)
        implements Predicate<UnitRow> {

    RowFilter {
        statuses = Set.copyOf(statuses);
        flags = Set.copyOf(flags);
    }

    boolean letsAllThrough() {
        return matches == null && !failingOnly && statuses.isEmpty() && flags.isEmpty();
    }

    /** Whether membership depends on the summaries, so that a new summary can show or hide a row. */
    boolean dependsOnSummaries() {
        return failingOnly || !statuses.isEmpty() || !flags.isEmpty();
    }

    @Override
    public boolean test(UnitRow row) {
        if (letsAllThrough()) {
            return true;
        }
        if (matches != null && !matches.contains(row.id())) {
            return false;
        }
        if (failingOnly && !row.failing()) {
            return false;
        }
        if (!statuses.isEmpty() && (row.isPending() || !statuses.contains(row.status().key()))) {
            return false;
        }
        if (!flags.isEmpty()) {
            return row.flags().stream().anyMatch(flags::contains);
        }
        return true;
    }
}
