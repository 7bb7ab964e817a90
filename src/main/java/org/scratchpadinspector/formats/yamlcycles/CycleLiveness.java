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
}
