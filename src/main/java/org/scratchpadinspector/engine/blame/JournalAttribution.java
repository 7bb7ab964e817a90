package org.scratchpadinspector.engine.blame;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.engine.edit.Hashes;
import org.scratchpadinspector.engine.edit.Journal;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.engine.history.Transition;
import org.scratchpadinspector.model.FieldPath;
import org.scratchpadinspector.model.HistoryPoint;

/**
 * Which changes the edit journal explains. A journal line of a write names the newest unit when it was written
 * ({@code cycle}): the write explains a change of a section between units when it is the first point after that
 * unit's last one (the next unit's start, or the memory now when no unit has read it yet) and the section's value
 * there is the value the write left (its recorded fingerprint). An applied injection explains a change of a
 * section it names inside the unit it was applied in. The journals are read once; damaged lines are skipped (and
 * counted).
 */
public final class JournalAttribution {
    /** The fingerprint of a section a write removed. */
    public static final String ABSENT = "absent";

    private final List<JournalEntry> entries;
    private final int damagedLines;
    private final Map<Integer, List<JournalEntry>> writesInto = new HashMap<>();
    private final Map<String, List<JournalEntry>> injectionsIn = new HashMap<>();
    private List<HistoryPoint> attached;

    private JournalAttribution(List<JournalEntry> entries, int damagedLines) {
        this.entries = List.copyOf(entries);
        this.damagedLines = damagedLines;
    }

    /**
     * Places the journal's lines on the points of the run they are about; a walk does it with the points it walks
     * (again only when they are other points).
     */
    public synchronized JournalAttribution attach(List<HistoryPoint> points) {
        if (points == attached) {
            return this;
        }
        attached = points;
        writesInto.clear();
        injectionsIn.clear();
        Map<String, Integer> lastPointOf = new HashMap<>();
        for (int i = 0; i < points.size(); i++) {
            if (points.get(i).unit() != null) {
                lastPointOf.put(points.get(i).unit().text(), i);
            }
        }
        for (JournalEntry e : entries) {
            if (e.isWrite()) {
                int into = target(e.cycle(), points, lastPointOf);
                if (into >= 0) {
                    writesInto.computeIfAbsent(into, k -> new ArrayList<>()).add(e);
                }
            } else if (e.how() == JournalEntry.How.INJECTED && e.status() == JournalEntry.Status.APPLIED
                    && e.cycle() != null) {
                injectionsIn.computeIfAbsent(e.cycle(), k -> new ArrayList<>()).add(e);
            }
        }
        return this;
    }

    /** Nothing is explained: a source whose memory the inspector never edits. */
    public static JournalAttribution none() {
        return new JournalAttribution(List.of(), 0);
    }

    /** Reads the journal files (a missing one is empty), oldest line first. */
    public static JournalAttribution read(List<Path> journals) throws IOException {
        List<JournalEntry> entries = new ArrayList<>();
        int damaged = 0;
        for (Path file : journals) {
            Journal.Contents contents = new Journal(file).read();
            entries.addAll(contents.entries());
            damaged += contents.damagedLines();
        }
        entries.sort(java.util.Comparator.comparing(JournalEntry::time));
        return new JournalAttribution(entries, damaged);
    }

    public static JournalAttribution of(List<JournalEntry> entries) {
        return new JournalAttribution(entries, 0);
    }

    /** The lines read, oldest first. */
    public List<JournalEntry> entries() {
        return entries;
    }

    public int damagedLines() {
        return damagedLines;
    }

    /**
     * The point a write made after unit {@code unit} is first read at: the one after that unit's last point, else
     * (a unit no longer in the run, or none) the first unit start whose id sorts after it, else the newest memory
     * now; -1 when none exists.
     */
    private static int target(String unit, List<HistoryPoint> points, Map<String, Integer> lastPointOf) {
        if (unit == null) {
            return -1; // written before the first unit: the run's first state shows it, with nothing before it
        }
        Integer last = lastPointOf.get(unit);
        if (last != null) {
            int next = last + 1;
            return next < points.size() && points.get(next).origin() != HistoryPoint.Origin.START ? next : -1;
        }
        int pending = -1;
        for (int i = 0; i < points.size(); i++) {
            HistoryPoint p = points.get(i);
            boolean start = p.origin() == HistoryPoint.Origin.BETWEEN_UNITS || p.origin() == HistoryPoint.Origin.RECORDED;
            if (start && p.unit() != null && p.unit().text().compareTo(unit) > 0) {
                return i;
            }
            if (p.origin() == HistoryPoint.Origin.PENDING) {
                pending = i;
            }
        }
        return pending;
    }

    /** The newest journal line that explains {@code section} changing to {@code value} in {@code t}, or null. */
    public synchronized JournalEntry explain(Transition t, String section, Object value) {
        List<JournalEntry> candidates = t.withinUnit()
                ? (t.unit() == null ? List.of() : injectionsIn.getOrDefault(t.unit().text(), List.of()))
                : writesInto.getOrDefault(t.toIndex(), List.of());
        String fingerprint = null;
        for (int i = candidates.size() - 1; i >= 0; i--) {
            JournalEntry e = candidates.get(i);
            String expected = e.expect().get(section);
            if (expected != null && fingerprint == null) {
                // a large value's fingerprint is costly, and most transitions have no journal line to match
                fingerprint = value == FieldPath.ABSENT ? ABSENT : Hashes.fingerprint(value);
            }
            if (expected != null ? expected.equals(fingerprint)
                    : e.sections().contains(section) && (e.expect().isEmpty() || t.withinUnit())) {
                return e;
            }
        }
        return null;
    }

    /** One line for a change the journal explains: how, what and when. */
    public static String describe(JournalEntry e) {
        String text = "journal " + e.id() + ": " + e.operation() + " (" + e.how().key()
                + (e.status() == JournalEntry.Status.UNDONE ? ", undo" : "") + ") at "
                + e.time().truncatedTo(java.time.temporal.ChronoUnit.SECONDS);
        return e.message() == null ? text : text + "; " + e.message();
    }
}
