package org.scratchpadinspector.ui.watch;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.scratchpadinspector.agent.protocol.AgentEvent;
import org.scratchpadinspector.agent.protocol.ControlClient;
import org.scratchpadinspector.engine.watchpoint.Breakpoint;
import org.scratchpadinspector.engine.watchpoint.Condition;
import org.scratchpadinspector.engine.watchpoint.ConditionParser;
import org.scratchpadinspector.engine.watchpoint.Hit;
import org.scratchpadinspector.engine.watchpoint.HitText;
import org.scratchpadinspector.engine.watchpoint.InvalidCondition;
import org.scratchpadinspector.engine.watchpoint.UnitHit;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.Liveness;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitIndex;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.common.LatestRequest;

/**
 * The watchpoints of the open directory, in any format. Files mode: each unit that ends (it appears finished, or
 * the unit the agent was writing is no longer the one it writes) is judged against them and the first that holds
 * raises a notification. Attached: the set is sent to the agent
 * ({@code PUT /v1/breakpoints}), which pauses itself; Command mode's "Run until" reads {@link #breakpoints()}.
 */
public final class WatchpointsViewModel {
    private final InspectorContext context;
    private final ReadOnlyObjectProperty<ControlClient> attached;
    static final int KEPT_HITS = 200;

    private final ObservableList<WatchpointRow> rows = FXCollections.observableArrayList();
    private final ObservableList<WatchpointHit> hits = FXCollections.observableArrayList();
    private final StringProperty input = new SimpleStringProperty(this, "input", "");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyStringWrapper notification = new ReadOnlyStringWrapper(this, "notification", "");
    private final ObjectProperty<UnitId> notifiedUnit = new SimpleObjectProperty<>(this, "notifiedUnit");
    private final LatestRequest judge;
    private final LatestRequest push;
    private int nextId = 1;
    /** The units at the last look and the one being written then; null until the first watchpoint is set. */
    private Seen seen;

    /** What the last look found: the units there, and the one the agent was writing (or null). */
    private record Seen(MemorySource source, Set<UnitId> units, UnitId running) {
    }

    /** A look after a change: what it found, and the first unit that ended meeting a watchpoint. */
    private record Judgement(Seen seen, Optional<UnitHit> hit) {
    }

    public WatchpointsViewModel(InspectorContext context, ReadOnlyObjectProperty<ControlClient> attached) {
        this.context = context;
        this.attached = attached;
        this.judge = context.runner().latest("judge new cycles against the watchpoints");
        this.push = context.runner().latest("send the watchpoints to the agent");
        context.lastChangeProperty().addListener((obs, was, change) -> judgeEnded(change));
        context.sourceProperty().addListener((obs, was, now) -> {
            dismiss();
            seen = null;
            look();
        });
        attached.addListener((obs, was, client) -> pushTo(client));
    }

    /** Adds the condition typed in {@link #inputProperty()}; a bad one is refused with one line and kept. */
    public void add() {
        String text = input.get() == null ? "" : input.get().strip();
        if (text.isEmpty()) {
            message.set("Type a condition, e.g. changed=current_task, status=crashed, tool=shell:rm , size:notes>4000, iteration>3");
            return;
        }
        try {
            Breakpoint breakpoint = new Breakpoint("w" + nextId, ConditionParser.parseText(text, statuses()));
            nextId++;
            rows.add(new WatchpointRow(breakpoint, text));
            if (seen == null) {
                look();
            }
            input.set("");
            message.set("Watchpoint " + breakpoint.id() + " set: " + text + where());
            pushTo(attached.get());
        } catch (InvalidCondition e) {
            message.set("Not a condition: " + e.getMessage());
        }
    }

    /** "Break on this field": a watchpoint on any change of {@code path} (a top-level key or a path into it). */
    public void breakOnField(String path) {
        input.set("changed=" + path);
        add();
    }

    public void remove(WatchpointRow row) {
        if (rows.remove(row)) {
            message.set("Watchpoint " + row.id() + " removed.");
            pushTo(attached.get());
        }
    }

    public List<Breakpoint> breakpoints() {
        return rows.stream().map(WatchpointRow::breakpoint).toList();
    }

    /** Selects the unit the notification is about. */
    public void showNotifiedCycle() {
        if (notifiedUnit.get() != null) {
            context.selectedUnitProperty().set(notifiedUnit.get());
        }
    }

    public void dismiss() {
        notification.set("");
        notifiedUnit.set(null);
    }

    /** Notes the units there now, so that the next change is judged against them (only while watchpoints are set). */
    private void look() {
        MemorySource source = context.source();
        if (source == null || rows.isEmpty()) {
            return;
        }
        judge.submit(cancel -> seenNow(source, cancel), now -> seen = now,
                error -> message.set("Could not list the " + kind() + "s: " + error.getMessage()));
    }

    private static Seen seenNow(MemorySource source, Cancellation cancel) throws IOException {
        Optional<UnitIndex> index = source.facet(UnitIndex.class);
        List<UnitId> ids = index.isPresent() ? index.get().rescan(cancel)
                : source.units(cancel, unit -> { }).stream().map(Unit::id).toList();
        UnitId running = source.facet(Liveness.class).flatMap(Liveness::running).orElse(null);
        return new Seen(source, new HashSet<>(ids), running);
    }

    private void judgeEnded(DirectoryChange change) {
        MemorySource source = context.source();
        Seen before = seen;
        if (change == null || change.rescan() || rows.isEmpty() || source == null || attached.get() != null) {
            return;
        }
        if (before == null || before.source() != source) {
            look();
            return;
        }
        List<Breakpoint> set = breakpoints();
        judge.submit(cancel -> {
            // a fresh look: the window's own list may not have taken this change in yet
            Seen now = seenNow(source, cancel);
            List<UnitId> ended = new ArrayList<>();
            for (UnitId id : now.units()) {
                boolean appeared = !before.units().contains(id);
                if ((appeared || id.equals(before.running())) && !id.equals(now.running())) {
                    ended.add(id); // a unit that appeared finished, or the one being written is done
                }
            }
            ended.sort(null);
            return new Judgement(now, UnitHit.first(source, ended, set, cancel));
        }, judgement -> {
            seen = judgement.seen();
            notify(judgement.hit());
        }, error -> message.set("Could not judge the new " + kind() + ": " + error.getMessage()));
    }

    private void notify(Optional<UnitHit> hit) {
        if (hit.isEmpty() || context.source() == null) {
            return;
        }
        UnitHit h = hit.get();
        String text = rows.stream().filter(r -> r.id().equals(h.hit().id())).map(WatchpointRow::text).findFirst()
                .orElse(h.hit().id());
        notifiedUnit.set(h.unit());
        String saw = HitText.escaped(HitText.saw(h.hit().saw()));
        // the words, then what it saw exactly (JSON), for a value the words shorten or escape
        notification.set("Watchpoint " + h.hit().id() + " (" + text + ") held for " + kind() + " "
                + HitText.escaped(h.unit().text()) + ": " + saw + "   " + HitText.escaped(h.sawText()));
        held(h.hit().id(), h.unit().text(), null, saw, h.hit().at(h.unit().text(), null).describe());
    }

    /** The statuses the open source's units can have; empty when it does not list them. */
    private List<String> statuses() {
        MemorySource source = context.source();
        return source == null ? Condition.STATUSES
                : source.facet(History.class).map(History::statusKeys).orElse(List.of());
    }

    private String kind() {
        MemorySource source = context.source();
        return source == null ? "unit" : source.unitWord();
    }

    /** Command mode's Run until stopped on {@code hit} in {@code unit}: the tab lists it too. */
    public void ranUntil(String unit, Hit hit) {
        held(hit.id(), unit, null, HitText.escaped(HitText.saw(hit.saw())), hit.at(unit, null).describe());
    }

    /**
     * An event of the attached agent: a {@code paused} event that names a breakpoint is a hit of one of these
     * watchpoints (its id), listed with where it held and what it saw, and said on the message line.
     */
    @SuppressWarnings("unchecked")
    public void agentEvent(AgentEvent event) {
        if (!AgentEvent.PAUSED.equals(event.type()) || event.text("breakpoint") == null) {
            return;
        }
        String id = event.text("breakpoint");
        String cycle = event.text("hit_cycle_id") != null ? event.text("hit_cycle_id") : event.text("cycle_id");
        Integer iteration = event.data().get("hit_iteration") instanceof Number n ? Integer.valueOf(n.intValue())
                : event.text("cycle_id") != null ? Integer.valueOf((int) event.number("iteration", 0)) : null;
        Map<String, Object> saw = event.data().get("saw") instanceof Map<?, ?> m ? (Map<String, Object>) m : Map.of();
        Map<String, Object> condition = event.data().get("condition") instanceof Map<?, ?> m
                ? (Map<String, Object>) m : rows.stream().filter(r -> r.id().equals(id)).findFirst()
                .map(r -> r.breakpoint().condition().toJson()).orElse(null);
        String sentence = HitText.sentence(id, condition, saw, cycle, iteration);
        held(id, cycle, iteration, HitText.escaped(HitText.saw(saw)), sentence);
        message.set("The agent paused: " + sentence + ".");
    }

    private void held(String id, String cycle, Integer iteration, String saw, String sentence) {
        hits.add(0, new WatchpointHit(id, cycle, iteration, saw, sentence));
        if (hits.size() > KEPT_HITS) {
            hits.remove(KEPT_HITS, hits.size());
        }
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i).id().equals(id)) {
                rows.set(i, rows.get(i).held(HitText.where(cycle, iteration) + ": " + saw));
            }
        }
    }

    /** Selects the cycle a listed hit held in (when it names one the list knows the form of). */
    public void showHit(WatchpointHit hit) {
        if (hit != null && hit.cycleId() != null && !hit.cycleId().isBlank()) {
            context.selectedUnitProperty().set(UnitId.of(hit.cycleId()));
        }
    }

    /** The hits, newest first (at most {@value #KEPT_HITS}). */
    public ObservableList<WatchpointHit> hits() {
        return hits;
    }

    private void pushTo(ControlClient client) {
        if (client == null) {
            return;
        }
        List<Map<String, Object>> set = breakpoints().stream().map(Breakpoint::toJson).toList();
        push.submit(cancel -> {
            try {
                return client.setBreakpoints(set).size();
            } catch (IOException e) {
                throw new IOException("the agent refused the watchpoints: " + e.getMessage(), e);
            }
        }, n -> message.set(n == 0 ? "The attached agent has no watchpoints."
                : "The attached agent pauses at the next safe point where one of its " + n + " watchpoint"
                        + (n == 1 ? "" : "s") + " holds."), error -> message.set(error.getMessage()));
    }

    private String where() {
        return attached.get() != null ? "" : " (Files mode: a notification when a new " + kind() + " meets it; Command"
                + " mode: Run until)";
    }

    public ObservableList<WatchpointRow> rows() {
        return rows;
    }

    public StringProperty inputProperty() {
        return input;
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty notificationProperty() {
        return notification.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<UnitId> notifiedUnitProperty() {
        return notifiedUnit;
    }
}
