package org.scratchpadinspector.formats.miniagent;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitStatus;

/**
 * The list rows of this format. A correction is {@code answered} (OK; NOTICE when steps failed on the way),
 * {@code incomplete} (FAILURE when it was discarded without an answer, WARNING when the trace stops mid-way:
 * the process died or still runs) or {@code unreadable} (FAILURE). The store is {@code ok} or
 * {@code unreadable}.
 */
final class Units {
    static final String STORE_ID = "longterm";
    /** The version of a correction's row rules: change it with any rule here or in the trace parser. */
    static final String RULES = "1";
    static final List<String> CORRECTION_STATES = List.of("before", "after");
    static final List<String> STORE_STATES = List.of("previous", "current");

    private Units() {
    }

    /** {@code seen} holds the ids already given in this experiment; a repeated one is told apart by its file. */
    static Unit correction(Trace t, String prefix, Set<String> seen) {
        return correction(t, new UnitId(prefix + idText(t.correctionId(), t.fileName(), seen), prefix + "1 " + t.fileName()));
    }

    /** The row of trace {@code t}, whose id (as the names give it) is known. */
    static Unit correction(Trace t, UnitId id) {
        Map<String, Object> fields = new LinkedHashMap<>();
        if (!t.readable()) {
            fields.put("learner", null);
            fields.put("steps", null);
            fields.put("tools", null);
            fields.put("failed_steps", null);
            return new Unit(MiniagentProvider.NAME, "correction", id, UnitStatus.of("unreadable", Severity.FAILURE),
                    List.of(), t.problems(), fields, CORRECTION_STATES);
        }
        fields.put("learner", t.learner());
        fields.put("steps", t.steps().size());
        fields.put("tools", t.steps().stream().map(Trace.Step::action).toList());
        fields.put("failed_steps", (int) t.failedSteps());
        return new Unit(MiniagentProvider.NAME, "correction", id, status(t), List.of(), t.problems(), fields,
                CORRECTION_STATES);
    }

    /**
     * The id of the correction in trace file {@code fileName} whose name gives {@code correctionId}: the names alone
     * decide it, so a correction is found without reading any other trace.
     */
    static String idText(String correctionId, String fileName, Set<String> seen) {
        return seen.add(correctionId) ? correctionId : fileName.substring(0, fileName.length() - ".json".length());
    }

    private static UnitStatus status(Trace t) {
        if (t.answered()) {
            return UnitStatus.of("answered", t.failedSteps() > 0 ? Severity.NOTICE : Severity.OK);
        }
        return UnitStatus.of("incomplete", t.gaveUp() ? Severity.FAILURE : Severity.WARNING);
    }

    static Unit store(StoreFile.Read read, String prefix) {
        UnitId id = new UnitId(prefix + STORE_ID, prefix + "2 " + STORE_ID);
        Map<String, Object> fields = new LinkedHashMap<>();
        Store s = read.store();
        fields.put("mistake_counts", s == null ? null : s.mistakeCounts().size());
        fields.put("verb_overrides", s == null ? null : s.verbOverrides().size());
        fields.put("accuracy_stats", s == null ? null : s.accuracyStats().size());
        UnitStatus status = s == null ? UnitStatus.of("unreadable", Severity.FAILURE)
                : UnitStatus.of("ok", read.problems().isEmpty() ? Severity.OK : Severity.WARNING);
        return new Unit(MiniagentProvider.NAME, "store", id, status, List.of(), read.problems(), fields, STORE_STATES);
    }
}
