package org.scratchpadinspector.formats.yamlcycles;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitIndex;

/**
 * Seed 000's cycles known from their files' names ({@code <id>_before.yaml}, {@code <id>_after.yaml},
 * {@code cycle_<id>.log}): the scratchpad's index, a cycle summarised on its own, and the cycles a change touches.
 * A cycle's status depends on its predecessor (a continuity break) and on whether a newer cycle exists (running or
 * interrupted), so a change touches the cycle after each changed or new one, and the cycle that was newest.
 */
final class CycleUnitIndex implements UnitIndex {
    private static final String LOG_PREFIX = "cycle_";

    private final Scratchpad pad;

    CycleUnitIndex(Scratchpad pad) {
        this.pad = pad;
    }

    @Override
    public List<Path> folders() {
        ScratchpadLocation location = pad.location();
        return location.logsDirectory() == null || location.logsDirectory().equals(location.directory())
                ? List.of(location.directory()) : List.of(location.directory(), location.logsDirectory());
    }

    @Override
    public List<UnitId> ids() {
        return ids(pad.index());
    }

    @Override
    public List<UnitId> rescan(Cancellation cancellation) throws IOException {
        return ids(pad.rescan(cancellation, n -> { }));
    }

    static List<UnitId> ids(CycleIndex index) {
        List<UnitId> ids = new ArrayList<>(index.size());
        for (int i = 0; i < index.size(); i++) {
            ids.add(UnitId.of(index.id(i).toString()));
        }
        return ids;
    }

    @Override
    public List<UnitId> summarise(List<UnitId> ids, long deferAboveBytes, Cancellation cancellation,
                                  Consumer<Unit> each) {
        List<UnitId> deferred = new ArrayList<>();
        for (UnitId id : ids) {
            cancellation.check();
            CycleId cycle = CycleId.parse(id.text());
            if (cycle == null) {
                continue;
            }
            CycleSummary summary;
            try {
                summary = pad.store().smallFilesOnly(deferAboveBytes, () -> summarise(cycle));
            } catch (SnapshotStore.LargeFileDeferred e) {
                deferred.add(id);
                continue;
            }
            if (summary != null) {
                each.accept(YamlCyclesSource.unit(summary));
            }
        }
        return deferred;
    }

    private CycleSummary summarise(CycleId id) {
        try {
            CycleAnalysis analysis = pad.analyze(id);
            return analysis == null ? null : analysis.summary();
        } catch (CancellationException | SnapshotStore.LargeFileDeferred e) {
            throw e;
        } catch (RuntimeException e) {
            return new CycleSummary(id, CycleStatus.UNKNOWN, Set.of(), 0, 0, -1,
                    List.of("could not analyse this cycle: " + e));
        }
    }

    @Override
    public Set<UnitId> touchedBy(Collection<String> changedNames, List<UnitId> before) {
        List<UnitId> now = ids(pad.index());
        Set<UnitId> touched = new LinkedHashSet<>();
        for (CycleId id : changedCycles(changedNames)) {
            withSuccessor(now, UnitId.of(id.toString()), touched);
        }
        if (!before.isEmpty()) {
            withSuccessor(now, before.get(before.size() - 1), touched);
        }
        Set<UnitId> known = new java.util.HashSet<>(before);
        for (UnitId id : now) {
            if (!known.contains(id)) {
                withSuccessor(now, id, touched);
            }
        }
        return Collections.unmodifiableSet(touched);
    }

    /** {@code id} and the cycle after it; for a cycle no longer there, the cycle now in its place. */
    private static void withSuccessor(List<UnitId> ids, UnitId id, Set<UnitId> into) {
        int i = Collections.binarySearch(ids, id);
        if (i >= 0) {
            into.add(ids.get(i));
            if (i + 1 < ids.size()) {
                into.add(ids.get(i + 1));
            }
        } else if (-i - 1 < ids.size()) {
            into.add(ids.get(-i - 1));
        }
    }

    /** The cycles named by changed files: {@code <id>_before.yaml}, {@code <id>_after.yaml}, {@code cycle_<id>.log}. */
    static Set<CycleId> changedCycles(Collection<String> names) {
        Set<CycleId> ids = new TreeSet<>();
        for (String name : names) {
            String file = name.substring(name.lastIndexOf('/') + 1);
            String digits = file.startsWith(LOG_PREFIX) ? file.substring(LOG_PREFIX.length()) : file;
            if (digits.length() >= CycleId.LENGTH) {
                CycleId id = CycleId.parse(digits.substring(0, CycleId.LENGTH));
                if (id != null) {
                    ids.add(id);
                }
            }
        }
        return ids;
    }
}
