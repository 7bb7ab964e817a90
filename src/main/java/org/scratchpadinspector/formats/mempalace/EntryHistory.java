package org.scratchpadinspector.formats.mempalace;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitState;

/**
 * Each session's scratchpad as a history of its own: empty when created, then the entries after each append, in
 * the file's order, up to the judged time. A state's value maps each key to its newest value (the seed's
 * {@code query(key)}), so blame of a key says which entry wrote it.
 */
final class EntryHistory implements History {
    static final String CREATED = "created";

    private final SessionFolder folder;
    private final SourceOptions options;
    private final Map<String, SessionRead> reads = new ConcurrentHashMap<>();

    EntryHistory(SessionFolder folder, SourceOptions options) {
        this.folder = folder;
        this.options = options;
    }

    @Override
    public List<HistoryPoint> points(Cancellation cancellation) {
        List<HistoryPoint> points = new ArrayList<>();
        for (String name : folder.sessionFiles()) {
            cancellation.check();
            SessionRead read = folder.read(name.substring(0, name.length() - ".json".length()));
            reads.put(read.id(), read);
            UnitId unit = MemPalaceSource.unitId(read.id());
            points.add(new HistoryPoint(unit, CREATED, read.id() + ":" + CREATED, HistoryPoint.Origin.START, null,
                    null));
            if (!read.readable()) {
                continue;
            }
            List<SessionEntry> entries = read.session().entriesAt(options.now());
            for (SessionEntry e : entries) {
                points.add(new HistoryPoint(unit, "entry " + e.number(), read.id() + ":entry " + e.number(), HistoryPoint.Origin.AGENT, e.toolOrigin(), e.timestamp()));
            }
        }
        return points;
    }

    @Override
    public UnitState load(HistoryPoint point, Cancellation cancellation) {
        SessionRead read = reads.get(point.unit().text());
        if (read == null || !read.readable()) {
            List<String> problems = read == null ? List.of("not listed") : read.problems();
            return new UnitState(point.state(), "", problems.stream().map(p -> point.label() + ": " + p).toList());
        }
        int upTo = point.state().equals(CREATED) ? 0 : Integer.parseInt(point.state().substring("entry ".length()));
        Map<String, Object> value = new LinkedHashMap<>();
        StringBuilder text = new StringBuilder();
        for (SessionEntry e : read.session().entriesAt(options.now())) {
            if (e.number() > upTo) {
                break;
            }
            value.put(e.key(), e.valueText());
            text.append(e.key()).append(": ").append(e.valueText().replace("\n", "\n  ")).append('\n');
        }
        return new UnitState(point.state(), text.toString(), value, null, List.of());
    }

    @Override
    public String unitKind() {
        return "session";
    }

    /** The sessions are all there is: no memory outside them. */
    @Override
    public boolean keepsMemoryNow() {
        return false;
    }
}
