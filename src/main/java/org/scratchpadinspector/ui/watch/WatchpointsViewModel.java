package org.scratchpadinspector.ui.watch;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
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
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.CycleIndex;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.engine.watchpoint.Breakpoint;
import org.scratchpadinspector.engine.watchpoint.ConditionParser;
import org.scratchpadinspector.formats.yamlcycles.CycleHit;
import org.scratchpadinspector.engine.watchpoint.HitText;
import org.scratchpadinspector.engine.watchpoint.InvalidCondition;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.common.LatestRequest;

/**
 * The watchpoints of the open directory. Files mode: each cycle that ends (its {@code _after} appears) is judged
 * against them and the first that holds raises a notification. Attached: the set is sent to the agent
 * ({@code PUT /v1/breakpoints}), which pauses itself; Command mode's "Run until" reads {@link #breakpoints()}.
 */
public final class WatchpointsViewModel {
    static final String AFTER = "_after.yaml";
    static final String BEFORE = "_before.yaml";

    private final InspectorContext context;
    private final ReadOnlyObjectProperty<ControlClient> attached;
    static final int KEPT_HITS = 200;

    private final ObservableList<WatchpointRow> rows = FXCollections.observableArrayList();
    private final ObservableList<WatchpointHit> hits = FXCollections.observableArrayList();
    private final StringProperty input = new SimpleStringProperty(this, "input", "");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyStringWrapper notification = new ReadOnlyStringWrapper(this, "notification", "");
    private final ObjectProperty<CycleId> notifiedCycle = new SimpleObjectProperty<>(this, "notifiedCycle");
    private final LatestRequest judge;
    private final LatestRequest push;
    private int nextId = 1;

    public WatchpointsViewModel(InspectorContext context, ReadOnlyObjectProperty<ControlClient> attached) {
        this.context = context;
        this.attached = attached;
        this.judge = context.runner().latest("judge new cycles against the watchpoints");
        this.push = context.runner().latest("send the watchpoints to the agent");
        context.lastChangeProperty().addListener((obs, was, change) -> judgeEnded(change));
        context.scratchpadProperty().addListener((obs, was, now) -> dismiss());
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
            Breakpoint breakpoint = new Breakpoint("w" + nextId, ConditionParser.parseText(text));
            nextId++;
            rows.add(new WatchpointRow(breakpoint, text));
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

    /** Selects the cycle the notification is about. */
    public void showNotifiedCycle() {
        if (notifiedCycle.get() != null) {
            context.selectedCycleProperty().set(notifiedCycle.get());
        }
    }

    public void dismiss() {
        notification.set("");
        notifiedCycle.set(null);
    }

    private void judgeEnded(DirectoryChange change) {
        Scratchpad pad = context.scratchpad();
        if (change == null || change.rescan() || rows.isEmpty() || pad == null || attached.get() != null) {
            return;
        }
        List<CycleId> ended = cycles(change, AFTER);
        List<CycleId> started = cycles(change, BEFORE);
        if (ended.isEmpty() && started.isEmpty()) {
            return;
        }
        List<Breakpoint> set = breakpoints();
        Path dir = pad.location().directory();
        judge.submit(cancel -> {
            // a fresh read: the window's own index may not have taken this change in yet
            Scratchpad now = Scratchpad.open(dir);
            CycleIndex index = now.index();
            TreeSet<CycleId> judged = new TreeSet<>(ended);
            for (CycleId id : started) {
                // a new cycle began: the one before it has ended too, even without an _after (a crash)
                int i = index.indexOf(id);
                if (i > 0 && !index.has(i - 1, CycleIndex.AFTER)) {
                    judged.add(index.id(i - 1));
                }
            }
            return CycleHit.first(now, List.copyOf(judged), set);
        }, this::notify, error -> message.set("Could not judge the new cycle: " + error.getMessage()));
    }

    private static List<CycleId> cycles(DirectoryChange change, String suffix) {
        List<CycleId> ids = new ArrayList<>();
        for (String name : change.names()) {
            String id = name.endsWith(suffix) ? name.substring(0, name.length() - suffix.length()) : null;
            if (id != null && CycleId.whyInvalid(id) == null) {
                ids.add(CycleId.parse(id));
            }
        }
        return ids;
    }

    private void notify(Optional<CycleHit> hit) {
        if (hit.isEmpty() || context.scratchpad() == null) {
            return;
        }
        CycleHit h = hit.get();
        String text = rows.stream().filter(r -> r.id().equals(h.hit().id())).map(WatchpointRow::text).findFirst()
                .orElse(h.hit().id());
        notifiedCycle.set(h.cycle());
        String saw = HitText.escaped(HitText.saw(h.hit().saw()));
        // the words, then what it saw exactly (JSON), for a value the words shorten or escape
        notification.set("Watchpoint " + h.hit().id() + " (" + text + ") held for cycle " + h.cycle() + ": " + saw
                + "   " + HitText.escaped(h.sawText()));
        held(h.hit().id(), h.cycle().toString(), null, saw, h.describe());
    }

    /** Command mode's Run until stopped on {@code hit}: the tab lists it too. */
    public void ranUntil(CycleHit hit) {
        held(hit.hit().id(), hit.cycle().toString(), null, HitText.escaped(HitText.saw(hit.hit().saw())), hit.describe());
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
        if (hit != null && hit.cycleId() != null && CycleId.whyInvalid(hit.cycleId()) == null) {
            context.selectedCycleProperty().set(CycleId.parse(hit.cycleId()));
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
        return attached.get() != null ? "" : " (Files mode: a notification when a new cycle meets it; Command mode:"
                + " Run until)";
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

    public ReadOnlyObjectProperty<CycleId> notifiedCycleProperty() {
        return notifiedCycle;
    }
}
