package org.scratchpadinspector.formats.forge;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.UnitState;

/**
 * The notes of each run as a history: before and after every note call, oldest first; each run starts afresh (a
 * new session of the agent starts with no notes). A state's value is the notes by id, each
 * {@code {content, tags, scratched}}, so {@code note_1743..._1.content} names one note's text.
 */
final class ForgeHistory implements History {
    private final ForgeSource source;

    ForgeHistory(ForgeSource source) {
        this.source = source;
    }

    @Override
    public List<HistoryPoint> points(Cancellation cancellation) {
        ForgeSource.Replayed r = source.replayed(cancellation);
        List<HistoryPoint> points = new ArrayList<>();
        for (Run run : r.runs()) {
            List<NoteCall> calls = r.calls().get(run.name());
            for (NoteCall call : calls) {
                var unit = ForgeSource.callId(run, call);
                points.add(new HistoryPoint(unit, "before", unit.text() + ":before", call.n() == 1
                        ? HistoryPoint.Origin.START : HistoryPoint.Origin.BETWEEN_UNITS, null, null));
                points.add(new HistoryPoint(unit, "after", unit.text() + ":after", HistoryPoint.Origin.AGENT, null,
                        null));
            }
        }
        return points;
    }

    @Override
    public UnitState load(HistoryPoint point, Cancellation cancellation) {
        ForgeSource.Replayed r = source.replayed(cancellation);
        for (Run run : r.runs()) {
            for (NoteCall call : r.calls().get(run.name())) {
                if (ForgeSource.callId(run, call).equals(point.unit())) {
                    Map<String, Note> notes = point.state().equals("before") ? call.before() : call.after();
                    return new UnitState(point.state(), NotesText.state(notes), NotesText.value(notes), null, List.of());
                }
            }
        }
        return new UnitState(point.state(), "", List.of("no call " + point.unit() + " in the snapshots any more"));
    }

    @Override
    public String unitKind() {
        return "call";
    }
}
