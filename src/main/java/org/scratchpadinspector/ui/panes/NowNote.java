package org.scratchpadinspector.ui.panes;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import org.scratchpadinspector.engine.diff.FieldChange;
import org.scratchpadinspector.engine.diff.StateDiff;

/** One sentence on how active.yaml relates to the cycle's last snapshot. */
record NowNote(String text, boolean diverges) {
    private static final String LAST_UPDATED = "last_updated";

    /**
     * @param baseLabel    "after", or "before" while the cycle has no after
     * @param laterCycles  finished cycles after this one: active.yaml reflects them, so a difference is expected
     */
    static NowNote describe(String baseLabel, Map<String, Object> base, Map<String, Object> active,
                               int laterCycles) {
        if (base == null || active == null) {
            return new NowNote(active == null ? "active.yaml cannot be compared: it is missing or unreadable"
                    : "active.yaml cannot be compared: this cycle's " + baseLabel + " is missing or unreadable",
                    false);
        }
        if (StateDiff.equalIgnoring(base, active, LAST_UPDATED)) {
            boolean sameStamp = Objects.equals(base.get(LAST_UPDATED), active.get(LAST_UPDATED));
            return new NowNote("active.yaml = " + baseLabel + (sameStamp ? "" : " + last_updated"), false);
        }
        List<String> fields = StateDiff.compare(base, active).stream()
                .map(FieldChange::field)
                .filter(f -> !f.equals(LAST_UPDATED))
                .toList();
        String count = fields.size() + (fields.size() == 1 ? " field" : " fields");
        String names = fields.stream().collect(Collectors.joining(", ", " (", ")"));
        if (laterCycles > 0) {
            return new NowNote("active.yaml reflects " + laterCycles + " later cycle" + (laterCycles == 1 ? "" : "s")
                    + ", so it differs from this cycle's " + baseLabel + " in " + count + names, false);
        }
        return new NowNote("active.yaml diverges from this cycle's " + baseLabel + ": " + count + names, true);
    }
}
