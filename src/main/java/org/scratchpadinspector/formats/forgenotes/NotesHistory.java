package org.scratchpadinspector.formats.forgenotes;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.UnitState;

/**
 * The notes of each session as a history: the notes before and after every tool call, replayed with the seed's
 * rules, oldest call first; each session is a run of its own. A state's value is the notes by id, each
 * {@code {content, tags}}, so {@code note_1712.content} names one note's text.
 */
final class NotesHistory implements History {
    private final ForgeNotesSource source;
    private final Map<String, Session> sessions = new ConcurrentHashMap<>();

    NotesHistory(ForgeNotesSource source) {
        this.source = source;
    }

    @Override
    public List<HistoryPoint> points(Cancellation cancellation) {
        List<HistoryPoint> points = new ArrayList<>();
        for (Session session : source.sessions(cancellation)) {
            sessions.put(session.name(), session);
            for (NotesReplay.Step step : session.steps()) {
                var unit = ForgeNotesSource.callId(session, step);
                boolean first = step == session.steps().get(0);
                points.add(new HistoryPoint(unit, "before", unit.text() + ":before",
                        first ? HistoryPoint.Origin.START : HistoryPoint.Origin.BETWEEN_UNITS, null, null));
                points.add(new HistoryPoint(unit, "after", unit.text() + ":after", HistoryPoint.Origin.AGENT, null,
                        null));
            }
        }
        return points;
    }

    @Override
    public UnitState load(HistoryPoint point, Cancellation cancellation) {
        String id = point.unit().text();
        int hash = id.lastIndexOf('#');
        Session session = sessions.get(id.substring(0, hash));
        int n = Integer.parseInt(id.substring(hash + 1));
        Map<String, Note> notes = point.state().equals("before")
                ? NotesReplay.notesBefore(session.steps(), n - 1) : NotesReplay.notesAfter(session.steps(), n - 1);
        return new UnitState(point.state(), NotesRendering.state(notes), value(notes), null, List.of());
    }

    static Map<String, Object> value(Map<String, Note> notes) {
        Map<String, Object> value = new LinkedHashMap<>();
        notes.forEach((id, note) -> {
            Map<String, Object> one = new LinkedHashMap<>();
            one.put("content", note.content());
            one.put("tags", note.tags());
            value.put(id, one);
        });
        return value;
    }

    @Override
    public String unitKind() {
        return "call";
    }

    /** The calls are all there is: no memory outside them. */
    @Override
    public boolean keepsMemoryNow() {
        return false;
    }
}
