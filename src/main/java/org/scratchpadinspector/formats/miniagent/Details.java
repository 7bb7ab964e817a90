package org.scratchpadinspector.formats.miniagent;

import java.util.ArrayList;
import java.util.List;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.UnitEvent;
import org.scratchpadinspector.model.UnitState;

/**
 * The details of a correction (the correction as it started and as it ended, its steps, its timeline) and of
 * the store (the version the newest answered correction found, the file now, counter by counter between them,
 * and what each answered correction counted). After an edit by the inspector, as long as the file is what that
 * edit wrote, the previous version is the one it replaced (kept in the folder's history).
 */
final class Details {
    private Details() {
    }

    static UnitDetail correction(Unit unit, Trace trace) {
        if (!trace.readable()) {
            List<UnitState> states = Units.CORRECTION_STATES.stream()
                    .map(name -> new UnitState(name, "", trace.problems())).toList();
            return new UnitDetail(unit, states, List.of(), List.of());
        }
        return new UnitDetail(unit, List.of(UnitState.of("before", TraceRenderer.start(trace)),
                UnitState.of("after", TraceRenderer.end(trace))), TraceRenderer.changes(trace),
                TraceRenderer.timeline(trace));
    }

    static UnitDetail store(Unit unit, StoreFile.Read read, List<Trace> traces) {
        UnitDetail replayed = replayed(unit, read, traces);
        if (read.store() == null) {
            return replayed;
        }
        InspectorEdits edits = InspectorEdits.of(read.file().getParent());
        List<UnitEvent> timeline = new ArrayList<>(replayed.timeline());
        timeline.addAll(edits.events());
        JournalEntry newest = edits.newestIfCurrent(read.hash());
        StoreFile.Read before = newest == null ? null : StoreFile.read(edits.historyFile(newest));
        if (before == null || before.store() == null) {
            return new UnitDetail(unit, replayed.states(), replayed.changes(), timeline);
        }
        timeline.removeIf(e -> e.kind().equals("note"));
        timeline.add(0, new UnitEvent("note", null, "previous = the store before the inspector's edit '"
                + newest.operation() + "' at " + newest.time(), "", Severity.OK));
        return new UnitDetail(unit, List.of(UnitState.of("previous", before.store().render()),
                replayed.state("current")), read.store().changesSince(before.store()), timeline);
    }

    private static UnitDetail replayed(Unit unit, StoreFile.Read read, List<Trace> traces) {
        if (read.store() == null) {
            List<UnitState> states = Units.STORE_STATES.stream()
                    .map(name -> new UnitState(name, "", read.problems())).toList();
            return new UnitDetail(unit, states, List.of(), List.of());
        }
        List<UnitEvent> timeline = new ArrayList<>();
        StoreReplay.Delta newest = null;
        for (Trace trace : traces) {
            if (trace.answered()) {
                newest = StoreReplay.of(trace);
                timeline.add(new UnitEvent("save", newest.at(), trace.correctionId() + " saved the store: "
                        + newest.describe(), "", Severity.OK));
            }
        }
        Store current = read.store();
        UnitState now = UnitState.of("current", current.render());
        if (newest == null) {
            UnitState previous = new UnitState("previous", "", List.of("no answered correction in traces/: the"
                    + " store's earlier version is not known"));
            return new UnitDetail(unit, List.of(previous, now), List.of(), timeline);
        }
        List<String> mismatches = new ArrayList<>();
        Store before = StoreReplay.undo(current, newest, mismatches);
        timeline.add(0, new UnitEvent("note", null, "previous = the store as " + newest.correctionId()
                + " found it (the newest answered correction's counts undone)", "", Severity.OK));
        for (String mismatch : mismatches) {
            timeline.add(new UnitEvent("mismatch", null, "longterm.json changed since " + newest.correctionId()
                    + " saved it: " + mismatch, "", Severity.WARNING));
        }
        List<String> problems = mismatches.isEmpty() ? List.of() : List.of("longterm.json does not hold what "
                + newest.correctionId() + " saved (" + mismatches.get(0) + "): changed since, previous is a guess");
        return new UnitDetail(unit, List.of(new UnitState("previous", before.render(), problems), now),
                current.changesSince(before), timeline);
    }
}
