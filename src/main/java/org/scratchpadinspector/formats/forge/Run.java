package org.scratchpadinspector.formats.forge;

import java.util.ArrayList;
import java.util.List;

/**
 * One session of the agent as its snapshots show it: the snapshots that extend one another, oldest first, and the
 * conversation they hold together. A later snapshot extends an earlier one when it holds the earlier one's
 * messages in order, where its context manager may have put summaries in place of the oldest; the messages a
 * later summary replaced are kept from the earlier snapshot.
 *
 * @param name      the first snapshot's {@code YYYYMMDD-HHMMSS}: the run's id
 * @param snapshots its snapshots, oldest first
 * @param entries   every message of the run once, in order, with the snapshot it was first seen in
 */
record Run(String name, List<Snapshot> snapshots, List<Entry> entries) {
    /** A message and the snapshot that first holds it. */
    record Entry(Snapshot.Message message, Snapshot snapshot) {
    }

    Run {
        snapshots = List.copyOf(snapshots);
        entries = List.copyOf(entries);
    }

    /** Groups readable snapshots, oldest first, into runs. */
    static List<Run> of(List<Snapshot> snapshots) {
        List<Run> runs = new ArrayList<>();
        List<Snapshot> current = new ArrayList<>();
        List<Entry> entries = new ArrayList<>();
        for (Snapshot s : snapshots) {
            int from = current.isEmpty() ? -1 : extension(current.get(current.size() - 1).messages(), s.messages());
            if (from < 0) {
                if (!current.isEmpty()) {
                    runs.add(new Run(current.get(0).stamp(), current, entries));
                }
                current = new ArrayList<>();
                entries = new ArrayList<>();
                from = 0;
            }
            current.add(s);
            for (Snapshot.Message m : s.messages().subList(from, s.messages().size())) {
                entries.add(new Entry(m, s));
            }
        }
        if (!current.isEmpty()) {
            runs.add(new Run(current.get(0).stamp(), current, entries));
        }
        return runs;
    }

    /**
     * Where {@code later}'s new messages start when it extends {@code earlier}, or -1 when it does not. The two are
     * walked together: a message the same in both is matched; a summary in the later one stands for the earlier
     * messages up to the one that follows the summary in the later (or for all the rest). The later one extends the
     * earlier when all of the earlier is accounted for and at least one message matched as it is. An empty earlier
     * snapshot is extended by any.
     */
    static int extension(List<Snapshot.Message> earlier, List<Snapshot.Message> later) {
        if (earlier.isEmpty()) {
            return 0;
        }
        int i = 0;
        int j = 0;
        int matched = 0;
        while (i < earlier.size() && j < later.size()) {
            Snapshot.Message m = later.get(j);
            if (m.sameAs(earlier.get(i))) {
                i++;
                j++;
                matched++;
            } else if (m.summarized()) {
                int q = earlier.size();
                if (j + 1 < later.size()) {
                    for (int k = i; k < earlier.size(); k++) {
                        if (earlier.get(k).sameAs(later.get(j + 1))) {
                            q = k;
                            break;
                        }
                    }
                }
                i = q;
                j++;
            } else {
                return -1;
            }
        }
        return i == earlier.size() && matched > 0 ? j : -1;
    }
}
