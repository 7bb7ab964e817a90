package org.scratchpadinspector.ui.units;

import java.nio.file.Path;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitIndex;

/**
 * A source that keeps no index of its units, seen as one for the list: each rescan reads every unit whole
 * ({@link MemorySource#units}), summaries are the ones read then, and a change touches every unit. Its directory's
 * notes are read with each rescan too.
 */
final class ListedUnits implements UnitIndex {
    private final MemorySource source;
    private volatile Map<UnitId, Unit> units = Map.of();
    private volatile List<UnitId> ids = List.of();
    private volatile List<String> notes = List.of();

    ListedUnits(MemorySource source) {
        this.source = source;
    }

    @Override
    public List<Path> folders() {
        return List.of(source.directory());
    }

    @Override
    public List<UnitId> ids() {
        return ids;
    }

    @Override
    public List<UnitId> rescan(Cancellation cancellation) {
        List<Unit> read = source.units(cancellation, unit -> { });
        Map<UnitId, Unit> byId = new HashMap<>(read.size() * 2);
        read.forEach(unit -> byId.put(unit.id(), unit));
        List<UnitId> sorted = read.stream().map(Unit::id).sorted().toList();
        notes = source.notes();
        units = byId;
        ids = sorted;
        return sorted;
    }

    /** What the source said about its directory at the last rescan. */
    List<String> notes() {
        return notes;
    }

    @Override
    public List<UnitId> summarise(List<UnitId> wanted, long deferAboveBytes, Cancellation cancellation,
                                  Consumer<Unit> each) {
        Map<UnitId, Unit> read = units;
        for (UnitId id : wanted) {
            Unit unit = read.get(id);
            if (unit != null) {
                each.accept(unit);
            }
        }
        return List.of();
    }

    @Override
    public Set<UnitId> touchedBy(Collection<String> changedNames, List<UnitId> before) {
        return new LinkedHashSet<>(ids);
    }
}
