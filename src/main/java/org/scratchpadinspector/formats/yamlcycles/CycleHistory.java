package org.scratchpadinspector.formats.yamlcycles;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.FieldPath;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitState;
import org.scratchpadinspector.pyyaml.DecodedRenderer;

/**
 * Seed 000's run as a history: the {@code _before} and {@code _after} of each cycle in id order, then
 * {@code active.yaml}, read through the scratchpad's snapshot store. The agent's {@code save()} stamps
 * {@code last_updated} after writing {@code _after}, so that field always differs between one cycle's end and the
 * next one's start: the agent's write, not an outside one.
 */
public final class CycleHistory implements History {
    static final String BEFORE = "before";
    static final String AFTER = "after";
    static final String ACTIVE = "active";

    private final Scratchpad pad;
    private final CycleAgentDetail details;

    public CycleHistory(Scratchpad pad) {
        this.pad = pad;
        this.details = new CycleAgentDetail(pad.location());
    }

    @Override
    public List<HistoryPoint> points(Cancellation cancellation) {
        CycleIndex index = pad.index();
        List<HistoryPoint> points = new ArrayList<>(index.size() * 2 + 1);
        for (int i = 0; i < index.size(); i++) {
            cancellation.check();
            CycleId id = index.id(i);
            UnitId unit = UnitId.of(id.toString());
            String time = id.isoTime();
            if (index.has(i, CycleIndex.BEFORE)) {
                points.add(new HistoryPoint(unit, BEFORE, Side.BEFORE.fileName(id),
                        points.isEmpty() ? HistoryPoint.Origin.START : HistoryPoint.Origin.BETWEEN_UNITS, null, time));
            }
            if (index.has(i, CycleIndex.AFTER)) {
                points.add(new HistoryPoint(unit, AFTER, Side.AFTER.fileName(id),
                        points.isEmpty() ? HistoryPoint.Origin.START : HistoryPoint.Origin.AGENT, null, time));
            }
        }
        if (index.hasActive()) {
            points.add(new HistoryPoint(null, ACTIVE, ScratchpadLocation.ACTIVE,
                    points.isEmpty() ? HistoryPoint.Origin.START : HistoryPoint.Origin.PENDING, null, null));
        }
        return points;
    }

    @Override
    public UnitState load(HistoryPoint point, Cancellation cancellation) {
        return shown(point.state(), snapshot(point));
    }

    /** Without the decoded rendering: a walk over the run needs the parsed values only. */
    @Override
    public UnitState loadValue(HistoryPoint point, Cancellation cancellation) {
        return state(point.state(), snapshot(point));
    }

    /**
     * {@code active}, {@code ID} (its after), {@code ID:before} or {@code ID:after}; a text that is no cycle id is
     * refused with why, naming what the operator typed.
     */
    @Override
    public HistoryPoint point(String typed, Cancellation cancellation) {
        String idText = typed;
        String side = AFTER;
        int colon = typed.indexOf(':');
        if (typed.equals(ACTIVE)) {
            return points(cancellation).stream().filter(p -> p.unit() == null).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException(ScratchpadLocation.ACTIVE + " does not exist in "
                            + pad.location().directory()));
        }
        if (colon >= 0) {
            idText = typed.substring(0, colon);
            side = typed.substring(colon + 1);
            if (!side.equals(BEFORE) && !side.equals(AFTER)) {
                throw new IllegalArgumentException("unknown side '" + side + "' in " + typed + ": use before or after");
            }
        }
        CycleId id = parseId(idText, colon < 0);
        if (pad.index().indexOf(id) < 0) {
            throw new IllegalArgumentException("no cycle " + id + " in " + pad.location().directory());
        }
        UnitId unit = UnitId.of(id.toString());
        String state = side;
        String label = (side.equals(BEFORE) ? Side.BEFORE : Side.AFTER).fileName(id);
        return points(cancellation).stream().filter(p -> unit.equals(p.unit()) && p.state().equals(state)).findFirst()
                .orElse(new HistoryPoint(unit, side, label, side.equals(BEFORE) ? HistoryPoint.Origin.BETWEEN_UNITS
                        : HistoryPoint.Origin.AGENT, null, id.isoTime()));
    }

    /**
     * The cycle id the operator typed, or an error that names it with the reason ("20261399_999999 is not a cycle
     * id: month 13"), never a form of it they did not type.
     *
     * @param hint whether to add the forms a snapshot reference takes, for text not shaped like an id
     */
    public static CycleId parseId(String idText, boolean hint) {
        String why = CycleId.whyInvalid(idText);
        if (why != null) {
            boolean notIdShaped = why.endsWith("(YYYYMMDD_HHMMSS)");
            throw new IllegalArgumentException(idText + " is not a cycle id: " + why
                    + (hint && notIdShaped ? "; a snapshot is active, ID, ID:before or ID:after" : ""));
        }
        return CycleId.parse(idText);
    }

    /** The snapshot file behind a point. */
    Snapshot snapshot(HistoryPoint point) {
        if (point.unit() == null) {
            return pad.active();
        }
        return pad.snapshot(CycleId.parse(point.unit().text()), point.state().equals(BEFORE) ? Side.BEFORE : Side.AFTER);
    }

    /** A snapshot as a walk reads it: its text, its parsed mapping and its bytes, or why it cannot be read. */
    static UnitState state(String name, Snapshot snapshot) {
        if (snapshot == null) {
            return new UnitState(name, "", List.of("no " + name + " snapshot"));
        }
        byte[] raw = snapshot.text() == null ? null : snapshot.text().getBytes(StandardCharsets.UTF_8);
        if (!snapshot.isReadable() || snapshot.stale()) {
            return new UnitState(name, snapshot.text(), null, raw, List.of(snapshot.describeProblem()));
        }
        return new UnitState(name, snapshot.text(), snapshot.state(), raw, List.of());
    }

    /**
     * A snapshot as the panes and {@code show} show it: decoded; the last good parse of a file being written, with a
     * notice; a file too slow to parse as its raw text, with a notice; else why it cannot be read.
     */
    static UnitState shown(String name, Snapshot snapshot) {
        if (snapshot == null) {
            return new UnitState(name, "", List.of("no " + name + " snapshot"));
        }
        byte[] raw = snapshot.text() == null ? null : snapshot.text().getBytes(StandardCharsets.UTF_8);
        if (!snapshot.isReadable() && snapshot.isTooSlowToParse() && snapshot.text() != null) {
            return new UnitState(name, snapshot.text(), null, raw, List.of(),
                    List.of(snapshot.path() + ": " + snapshot.problem() + "; shown raw"));
        }
        if (!snapshot.isReadable()) {
            return new UnitState(name, snapshot.text(), null, raw, List.of(snapshot.describeProblem()));
        }
        List<String> notices = snapshot.stale() ? List.of(snapshot.path() + ": " + snapshot.problem()) : List.of();
        return new UnitState(name, DecodedRenderer.render(snapshot.state()), snapshot.state(), raw, List.of(), notices);
    }

    @Override
    public boolean agentWritesBetweenUnits(FieldPath path) {
        return path.section().equals(CycleAnalyzer.LAST_UPDATED);
    }

    @Override
    public List<String> statusKeys() {
        return java.util.Arrays.stream(CycleStatus.values()).map(CycleStatus::key).toList();
    }

    /** Each snapshot's size, time and inode: a cycle that reused an id shows as rewritten files. */
    @Override
    public String stamp(UnitId unit) {
        if (CycleId.whyInvalid(unit.text()) != null) {
            return "";
        }
        CycleId id = CycleId.parse(unit.text());
        StringBuilder stamp = new StringBuilder();
        for (Side side : Side.values()) {
            try {
                BasicFileAttributes attributes = Files.readAttributes(pad.location().snapshot(id, side),
                        BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
                stamp.append(attributes.size()).append('/').append(attributes.lastModifiedTime().toInstant())
                        .append('/').append(attributes.fileKey()).append(';');
            } catch (IOException e) {
                stamp.append("-;");
            }
        }
        return stamp.toString();
    }

    @Override
    public String unitKind() {
        return "cycle";
    }

    @Override
    @SuppressWarnings("unchecked")
    public synchronized String agentDetail(HistoryPoint point, FieldPath path, UnitState before, UnitState after) {
        if (point.unit() == null || !(before.value() instanceof Map<?, ?> b) || !(after.value() instanceof Map<?, ?> a)) {
            return null;
        }
        return details.find(CycleId.parse(point.unit().text()), path.section(a),
                (Map<String, Object>) b, (Map<String, Object>) a);
    }
}
