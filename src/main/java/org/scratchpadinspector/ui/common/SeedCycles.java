package org.scratchpadinspector.ui.common;

import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.YamlCyclesSource;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.UnitId;

/**
 * The one place where the window reaches seed 000's own classes, for the features not yet built on facets: the
 * scratchpad behind a seed-000 source, and a unit as a cycle id. Every other screen sees units and facets only.
 */
public final class SeedCycles {
    private SeedCycles() {
    }

    /** The scratchpad of a seed-000 source, or null for any other source (or none). */
    public static Scratchpad scratchpadOf(MemorySource source) {
        return source instanceof YamlCyclesSource cycles ? cycles.scratchpad() : null;
    }

    /** A scratchpad seen as a source of units. */
    public static MemorySource sourceOf(Scratchpad pad) {
        return pad == null ? null : new YamlCyclesSource(pad);
    }

    /** The unit as a cycle id, or null when it is none (or null). */
    public static CycleId cycleOf(UnitId unit) {
        return unit == null || CycleId.whyInvalid(unit.text()) != null ? null : CycleId.parse(unit.text());
    }

    public static UnitId unitOf(CycleId cycle) {
        return cycle == null ? null : UnitId.of(cycle.toString());
    }
}
