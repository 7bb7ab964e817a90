package org.scratchpadinspector.ui.units;

import java.util.Set;
import java.util.function.Predicate;
import org.scratchpadinspector.formats.yamlcycles.CycleFlag;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.CycleStatus;

/**
 * What the filters let through: the search's matches (null without a search), then the statuses (a pending
 * row fails a status filter), then the flags (a row needs one of them). Empty sets let every row through.
 */
record RowFilter(Set<CycleId> matches, Set<CycleStatus> statuses, Set<CycleFlag> flags) implements Predicate<UnitRow> {

    RowFilter {
        statuses = Set.copyOf(statuses);
        flags = Set.copyOf(flags);
    }

    boolean letsAllThrough() {
        return matches == null && statuses.isEmpty() && flags.isEmpty();
    }

    /** Whether membership depends on the summaries, so that a new summary can show or hide a row. */
    boolean dependsOnSummaries() {
        return !statuses.isEmpty() || !flags.isEmpty();
    }

    @Override
    public boolean test(UnitRow row) {
        if (letsAllThrough()) {
            return true;
        }
        if (matches != null && !matches.contains(row.id())) {
            return false;
        }
        if (!statuses.isEmpty() && (row.isPending() || !statuses.contains(row.status()))) {
            return false;
        }
        if (!flags.isEmpty()) {
            return row.flags().stream().anyMatch(flags::contains);
        }
        return true;
    }
}
