package org.scratchpadinspector.agent.reference;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.agent.protocol.InjectionInfo;
import org.scratchpadinspector.formats.yamlcycles.SectionEdit;

/** The injections of this process: the queue in the order received, and the newest 1,000 records. */
final class InjectionBook {
    static final int KEPT = 1000;

    /** A queued injection: its id, the edit and the base hash it was made on. */
    record Queued(String id, SectionEdit edit, String baseHash) {
    }

    private final Deque<Queued> queue = new ArrayDeque<>();
    private final Map<String, InjectionInfo> records = new LinkedHashMap<>();
    private long nextId = 1;

    InjectionInfo add(SectionEdit edit, String baseHash) {
        String id = "inj-" + nextId++;
        queue.addLast(new Queued(id, edit, baseHash));
        InjectionInfo info = new InjectionInfo(id, edit.section(), edit.op().key(), InjectionInfo.QUEUED, null, null, null, null);
        records.put(id, info);
        if (records.size() > KEPT) {
            String oldest = records.keySet().iterator().next();
            if (queue.stream().noneMatch(q -> q.id().equals(oldest))) {
                records.remove(oldest);
            }
        }
        return info;
    }

    Queued poll() {
        return queue.pollFirst();
    }

    int queued() {
        return queue.size();
    }

    InjectionInfo get(String id) {
        return records.get(id);
    }

    void settle(Queued q, String status, String cycleId, Integer iteration, String reason, String message) {
        records.put(q.id(), new InjectionInfo(q.id(), q.edit().section(), q.edit().op().key(), status, cycleId,
                iteration, reason, message));
    }

    /** Withdraws a queued injection; false when it is not queued. */
    boolean withdraw(String id) {
        boolean removed = queue.removeIf(q -> q.id().equals(id));
        if (removed) {
            InjectionInfo info = records.get(id);
            records.put(id, new InjectionInfo(id, info.section(), info.op(), InjectionInfo.WITHDRAWN, null, null, null, null));
        }
        return removed;
    }

    List<InjectionInfo> all() {
        return new ArrayList<>(records.values());
    }
}
