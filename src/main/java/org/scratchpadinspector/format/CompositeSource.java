package org.scratchpadinspector.format;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.Capabilities;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.UnitId;

/**
 * One agent's directory read through two or more formats: the recognised one (the primary) and its companions
 * (a workspace's long-term memories beside its context snapshots, a Hermes home's memories beside its sessions).
 * Units are the primary's, then each companion's, each keeping its own format; a unit's detail comes from the
 * source that lists it. The facets (History, Editing ...) are the primary's: a companion's own facets stay
 * reachable by opening its folder on its own.
 */
public final class CompositeSource implements MemorySource {
    private final MemorySource primary;
    private final List<MemorySource> companions;

    public CompositeSource(MemorySource primary, List<MemorySource> companions) {
        this.primary = primary;
        this.companions = List.copyOf(companions);
    }

    @Override
    public Path directory() {
        return primary.directory();
    }

    @Override
    public String format() {
        return primary.format();
    }

    @Override
    public Capabilities capabilities() {
        return primary.capabilities();
    }

    @Override
    public List<Unit> units(Cancellation cancellation, Consumer<Unit> each) {
        List<Unit> units = new ArrayList<>(primary.units(cancellation, each));
        for (MemorySource companion : companions) {
            units.addAll(companion.units(cancellation, each));
        }
        return units;
    }

    @Override
    public List<Unit> units(Cancellation cancellation, Consumer<Unit> each, Runnable waiting) {
        List<Unit> units = new ArrayList<>(primary.units(cancellation, each, waiting));
        for (MemorySource companion : companions) {
            units.addAll(companion.units(cancellation, each, waiting));
        }
        return units;
    }

    @Override
    public Optional<UnitDetail> detail(UnitId id, Cancellation cancellation) {
        Optional<UnitDetail> detail = primary.detail(id, cancellation);
        for (int i = 0; detail.isEmpty() && i < companions.size(); i++) {
            detail = companions.get(i).detail(id, cancellation);
        }
        return detail;
    }

    @Override
    public Optional<UnitId> find(String typed) {
        Optional<UnitId> found = primary.find(typed);
        for (int i = 0; found.isEmpty() && i < companions.size(); i++) {
            found = companions.get(i).find(typed);
        }
        return found;
    }

    @Override
    public List<UnitId> search(String query, Cancellation cancellation) {
        List<UnitId> found = new ArrayList<>(primary.search(query, cancellation));
        for (MemorySource companion : companions) {
            found.addAll(companion.search(query, cancellation));
        }
        return found;
    }

    @Override
    public List<String> searchTexts(String query) {
        return primary.searchTexts(query);
    }

    @Override
    public <F> Optional<F> facet(Class<F> type) {
        return primary.facet(type);
    }

    @Override
    public String lacks(Class<?> facet) {
        return primary.lacks(facet);
    }

    @Override
    public List<String> notes() {
        List<String> notes = new ArrayList<>(primary.notes());
        for (MemorySource companion : companions) {
            notes.add("with " + companion.format() + " at " + companion.directory());
            notes.addAll(companion.notes());
        }
        return notes;
    }
}
