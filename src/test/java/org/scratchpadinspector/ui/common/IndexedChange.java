package org.scratchpadinspector.ui.common;

import java.util.List;
import java.util.Set;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitIndex;

/** A change as the window publishes it for a source that keeps an index: its names and the units they touch. */
public final class IndexedChange {
    private IndexedChange() {
    }

    public static DirectoryChange of(InspectorContext context, String... names) {
        UnitIndex index = context.source().facet(UnitIndex.class).orElseThrow();
        List<UnitId> ids = index.ids();
        return new DirectoryChange(Set.of(names), false,
                new DirectoryChange.Units(ids, index.touchedBy(Set.of(names), ids)));
    }
}
