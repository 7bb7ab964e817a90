package org.scratchpadinspector.ui.panes;

import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.scratchpadinspector.engine.diff.FieldChange;
import org.scratchpadinspector.engine.diff.StateDiff;

/**
 * One sentence on how the memory now ({@code active.yaml}, {@code memory.json}) relates to the unit's last state.
 * A field the agent itself rewrites between units (seed 000's {@code last_updated}) is no divergence.
 */
record NowNote(String text, boolean diverges) {

    /**
     * @param nowLabel    what the memory now is called ("active.yaml")
     * @param kind        what a unit is called ("cycle")
     * @param baseLabel   the unit's state it is compared with ("after", or "before" while there is no after)
     * @param laterUnits  finished units after this one: the memory now reflects them, so a difference is expected
     * @param agentWrites the top-level keys the agent rewrites between units
     */
    static NowNote describe(String nowLabel, String kind, String baseLabel, Object base, Object now, int laterUnits,
                            Predicate<String> agentWrites) {
        if (base == null || now == null) {
            return new NowNote(now == null ? nowLabel + " cannot be compared: it is missing or unreadable"
                    : nowLabel + " cannot be compared: this " + kind + "'s " + baseLabel + " is missing or unreadable",
                    false);
        }
        if (!(base instanceof Map<?, ?> b) || !(now instanceof Map<?, ?> n)) {
            return base.equals(now) ? new NowNote(nowLabel + " = " + baseLabel, false)
                    : laterUnits > 0 ? new NowNote(nowLabel + " reflects " + later(laterUnits, kind) + ", so it differs"
                    + " from this " + kind + "'s " + baseLabel, false)
                    : new NowNote(nowLabel + " diverges from this " + kind + "'s " + baseLabel, true);
        }
        List<String> fields = StateDiff.compare(b, n).stream().map(FieldChange::field).toList();
        List<String> differing = fields.stream().filter(agentWrites.negate()).toList();
        if (differing.isEmpty()) {
            String stamps = fields.stream().collect(Collectors.joining(" + ", " + ", ""));
            return new NowNote(nowLabel + " = " + baseLabel + (fields.isEmpty() ? "" : stamps), false);
        }
        String count = differing.size() + (differing.size() == 1 ? " field" : " fields");
        String names = differing.stream().collect(Collectors.joining(", ", " (", ")"));
        if (laterUnits > 0) {
            return new NowNote(nowLabel + " reflects " + later(laterUnits, kind) + ", so it differs from this " + kind
                    + "'s " + baseLabel + " in " + count + names, false);
        }
        return new NowNote(nowLabel + " diverges from this " + kind + "'s " + baseLabel + ": " + count + names, true);
    }

    private static String later(int n, String kind) {
        return n + " later " + kind + (n == 1 ? "" : "s");
    }

}
