package org.scratchpadinspector.agent.link;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.agent.protocol.AgentEvent;

/**
 * Turns an attached agent's events into per-iteration records, cycle by cycle, in the order they came. A
 * {@code cycle_started} begins a cycle afresh (a cycle that is run again after a restart keeps only its newest
 * run); an iteration event repeated by a reconnect (the same cycle and number) replaces the earlier one.
 * Not thread-safe: feed it from one thread.
 */
public final class ReportedIterations {
    private final Map<String, List<ReportedIteration>> byCycle = new LinkedHashMap<>();

    /** The records of {@code events}, grouped by cycle in the order the cycles started. */
    public static Map<String, List<ReportedIteration>> of(List<AgentEvent> events) {
        ReportedIterations reader = new ReportedIterations();
        events.forEach(reader::accept);
        return reader.all();
    }

    /** Takes one event; anything but cycle_started and iteration is ignored. */
    public void accept(AgentEvent event) {
        if (AgentEvent.CYCLE_STARTED.equals(event.type()) && event.cycleId() != null) {
            byCycle.remove(event.cycleId());
            byCycle.put(event.cycleId(), new ArrayList<>());
            return;
        }
        ReportedIteration.of(event).filter(it -> it.cycleId() != null).ifPresent(it -> {
            List<ReportedIteration> list = byCycle.computeIfAbsent(it.cycleId(), id -> new ArrayList<>());
            list.removeIf(earlier -> earlier.n() == it.n());
            list.add(it);
            list.sort(java.util.Comparator.comparingInt(ReportedIteration::n));
        });
    }

    /** The iterations reported for {@code cycleId}, by number; empty when none were. */
    public List<ReportedIteration> cycle(String cycleId) {
        return List.copyOf(byCycle.getOrDefault(cycleId, List.of()));
    }

    /** Every cycle's iterations, in the order the cycles started. */
    public Map<String, List<ReportedIteration>> all() {
        Map<String, List<ReportedIteration>> copy = new LinkedHashMap<>();
        byCycle.forEach((id, list) -> copy.put(id, List.copyOf(list)));
        return copy;
    }
}
