package org.scratchpadinspector.agent.reference;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.agent.protocol.InjectionInfo;
import org.scratchpadinspector.engine.edit.SectionEdit;

/**
 * The injections of this process: the queue in the order received (at most {@link #MAX_QUEUED} injections
 * holding at most {@link #MAX_QUEUED_BYTES} of values, decision 0091), and the newest 1,000 records.
 */
final class InjectionBook {
    static final int KEPT = 1000;
    static final int MAX_QUEUED = 64;
    static final long MAX_QUEUED_BYTES = 4L << 20;

    /** A queued injection: its id, the edit, the base hash it was made on and the size of its value's JSON. */
    record Queued(String id, SectionEdit edit, String baseHash, long bytes) {
        Queued(String id, SectionEdit edit, String baseHash) {
            this(id, edit, baseHash, 0);
        }
    }

    private final Deque<Queued> queue = new ArrayDeque<>();
    private final Map<String, InjectionInfo> records = new LinkedHashMap<>();
    private long nextId = 1;
    private long queuedBytes;

    /** Why one more injection of {@code bytes} would not fit in the queue, or null when it fits. */
    String noRoomFor(long bytes) {
        if (queue.size() >= MAX_QUEUED) {
            return "the agent already holds " + MAX_QUEUED + " queued injections: wait until they are applied at"
                    + " its next safe point, or withdraw some";
        }
        if (queuedBytes + bytes > MAX_QUEUED_BYTES) {
            return "the queued injections would hold " + (queuedBytes + bytes) + " bytes, over the bound of "
                    + MAX_QUEUED_BYTES + " (4 MiB): wait until they are applied at the agent's next safe point";
        }
        return null;
    }

    long queuedBytes() {
        return queuedBytes;
    }

    InjectionInfo add(SectionEdit edit, String baseHash) {
        return add(edit, baseHash, 0);
    }

    InjectionInfo add(SectionEdit edit, String baseHash, long bytes) {
        String id = "inj-" + nextId++;
        queue.addLast(new Queued(id, edit, baseHash, bytes));
        queuedBytes += bytes;
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
        Queued next = queue.pollFirst();
        if (next != null) {
            queuedBytes -= next.bytes();
        }
        return next;
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
        Queued withdrawn = queue.stream().filter(q -> q.id().equals(id)).findFirst().orElse(null);
        boolean removed = withdrawn != null && queue.remove(withdrawn);
        if (removed) {
            queuedBytes -= withdrawn.bytes();
            InjectionInfo info = records.get(id);
            records.put(id, new InjectionInfo(id, info.section(), info.op(), InjectionInfo.WITHDRAWN, null, null, null, null));
        }
        return removed;
    }

    List<InjectionInfo> all() {
        return new ArrayList<>(records.values());
    }
}
