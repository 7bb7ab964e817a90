package org.scratchpadinspector.formats.yamlcycles;

import java.io.IOException;
import java.nio.file.Files;
import java.time.Instant;
import java.util.Optional;
import org.scratchpadinspector.model.UnitId;

/** Seed 000's liveness rule (a live control file, or a {@code _before} or log written within the stale limit) as a facet. */
final class CycleLiveness implements org.scratchpadinspector.model.Liveness {
    private final Scratchpad pad;

    CycleLiveness(Scratchpad pad) {
        this.pad = pad;
    }

    @Override
    public Optional<UnitId> running() {
        try {
            CycleId id = pad.liveness().runningCycle(pad.location(), CycleIndex.scan(pad.location()));
            return id == null ? Optional.empty() : Optional.of(UnitId.of(id.toString()));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    @Override
    public Optional<String> lastActivity() {
        try {
            CycleIndex index = CycleIndex.scan(pad.location());
            if (index.size() == 0) {
                return Optional.empty();
            }
            CycleId newest = index.id(index.size() - 1);
            Instant latest = null;
            for (Side side : Side.values()) {
                java.nio.file.Path file = pad.location().snapshot(newest, side);
                if (Files.exists(file)) {
                    Instant t = Files.getLastModifiedTime(file).toInstant();
                    latest = latest == null || t.isAfter(latest) ? t : latest;
                }
            }
            return Optional.ofNullable(latest).map(Instant::toString);
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** The verdict joins the rule; a change re-judges the newest cycle when it is unfinished (its _before's name). */
    @Override
    public java.util.Set<String> attached(org.scratchpadinspector.model.AttachedAgent agent) {
        if (!pad.liveness().setAttached(agent)) {
            return java.util.Set.of();
        }
        CycleIndex index = pad.index();
        int newest = index.size() - 1;
        if (newest >= 0 && index.has(newest, CycleIndex.BEFORE) && !index.has(newest, CycleIndex.AFTER)) {
            return java.util.Set.of(Side.BEFORE.fileName(index.id(newest)));
        }
        return java.util.Set.of();
    }

    /** The newest cycle's verdict, when it is running on its files' times: it runs out at the stale limit. */
    @Override
    public Optional<Recheck> recheck() {
        CycleIndex index = pad.index();
        int newest = index.size() - 1;
        if (newest < 0 || !index.has(newest, CycleIndex.BEFORE) || index.has(newest, CycleIndex.AFTER)) {
            return Optional.empty();
        }
        Liveness.Verdict verdict = pad.liveness().judge(pad.location(), index, newest);
        return verdict.recheckAt() == null ? Optional.empty()
                : Optional.of(new Recheck(verdict.recheckAt(), java.util.Set.of(Side.BEFORE.fileName(index.id(newest)))));
    }
}
