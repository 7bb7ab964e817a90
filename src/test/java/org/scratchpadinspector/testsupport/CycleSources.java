package org.scratchpadinspector.testsupport;

import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.YamlCyclesSource;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.ui.common.InspectorContext;

/**
 * Seed 000's scratchpad and cycle ids where a test of a screen needs them (tests may name a format; the window
 * sees only sources and units): the scratchpad behind the open source, a scratchpad as a source, a cycle as a unit.
 */
public final class CycleSources {
    private CycleSources() {
    }

    /** A scratchpad seen as a source of units, as the window opens it. */
    public static MemorySource sourceOf(Scratchpad pad) {
        return pad == null ? null : new YamlCyclesSource(pad);
    }

    /** The scratchpad of a seed-000 source, or null for any other source (or none). */
    public static Scratchpad scratchpadOf(MemorySource source) {
        return source instanceof YamlCyclesSource cycles ? cycles.scratchpad() : null;
    }

    /** The scratchpad behind the context's open source, or null while none is open or it is of another format. */
    public static Scratchpad scratchpadOf(InspectorContext context) {
        return scratchpadOf(context.source());
    }

    /** A cycle id (as typed, {@code 20260401_100637}) as the unit the window selects. */
    public static UnitId unit(String cycle) {
        return unit(CycleId.parse(cycle));
    }

    public static UnitId unit(CycleId cycle) {
        return cycle == null ? null : UnitId.of(cycle.toString());
    }
}
