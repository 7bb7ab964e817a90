package org.scratchpadinspector.core.scratchpad;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;

/**
 * One pass over the cycles of an index: each worker takes a {@link Cursor} over a run of consecutive cycles, whose
 * {@link Cursor#cached} answers a cycle from the cache when none of its files changed and whose
 * {@link Cursor#computed} keeps a freshly computed summary when it may be reused; {@link #finish} writes the cache
 * file once, only when something changed. Cursors of one session may run on several threads at once.
 *
 * <p>A cycle's stamps: which files exist, the size and time of its {@code _before}, {@code _after} and log, and
 * the id, side, size and time of the previous cycle's file it is compared with (its after, else its before).
 */
public final class SummaryCacheSession {
    private static final int STAMPS = 10;

    private final SummaryCache cache;
    private final Path file;
    private final String owner;
    private final ScratchpadLocation location;
    private final CycleIndex index;
    private final Map<Long, SummaryCacheFile.Entry> loaded;
    // sorted by id, so that the file written does not depend on which worker finished first
    private final Map<Long, SummaryCacheFile.Entry> kept = new ConcurrentSkipListMap<>();
    private final long now = System.currentTimeMillis() * 1_000_000L;
    private volatile boolean changed;

    SummaryCacheSession(SummaryCache cache, Path file, String owner, ScratchpadLocation location, CycleIndex index,
                        Map<Long, SummaryCacheFile.Entry> loaded) {
        this.cache = cache;
        this.file = file;
        this.owner = owner;
        this.location = location;
        this.index = index;
        this.loaded = loaded;
    }

    static SummaryCacheSession off(ScratchpadLocation location, CycleIndex index) {
        return new SummaryCacheSession(null, null, null, location, index, Map.of());
    }

    /** A cursor for one thread over consecutive cycles (it reuses each cycle's stamps for the next one). */
    public Cursor cursor() {
        return new Cursor();
    }

    /** Writes the cache file when an entry was added or a cycle is gone; call only after a complete pass. */
    public void finish() {
        if (file == null) {
            return;
        }
        if (changed || kept.size() != loaded.size()) {
            cache.save(file, owner, kept);
        }
    }

    /** Stamps and looks up consecutive cycles, oldest first; not shared between threads. */
    public final class Cursor {
        private int stampedCycle = -1;
        private long[] cycleFiles;
        private long[] previousFiles;
        private long[] stamps;

        private Cursor() {
        }

        /** Cycle {@code i}'s cached summary, or null when it must be computed; consecutive i, oldest first. */
        public CycleSummary cached(int i) {
            if (file == null) {
                return null;
            }
            stamp(i);
            SummaryCacheFile.Entry entry = loaded.get(index.id(i).packed());
            if (stamps == null || entry == null || !Arrays.equals(entry.stamps(), stamps)) {
                return null;
            }
            kept.put(index.id(i).packed(), entry);
            return entry.summary();
        }

        /** Keeps the summary just computed for cycle {@code i} (after {@link #cached} missed) when it may be reused. */
        public void computed(int i, CycleAnalysis analysis) {
            if (file == null || stampedCycle != i || stamps == null || !reusable(analysis)) {
                return;
            }
            CycleSummary s = analysis.summary();
            if (s.statusReason() != null) {
                // running or interrupted: the rest is kept, the verdict is judged again at each read (Scratchpad)
                s = new CycleSummary(s.id(), CycleStatus.INTERRUPTED, s.flags(), s.toolCalls(), s.parseErrors(),
                        s.iterations(), s.problems(), null);
            }
            kept.put(index.id(i).packed(), new SummaryCacheFile.Entry(stamps, s));
            changed = true;
        }

        private boolean reusable(CycleAnalysis a) {
            return matches(a.before(), stamps[1], stamps[2]) && matches(a.after(), stamps[3], stamps[4])
                    && matches(a.baseline(), stamps[8], stamps[9]);
        }

        /** The snapshot was read from the very file that was stamped, whole, by the rules alone. */
        private static boolean matches(Snapshot s, long size, long modified) {
            if (s == null) {
                return true;
            }
            return !s.stale() && !s.isTooSlowToParse() && s.size() == size && s.modified() == modified;
        }

        private void stamp(int i) {
            previousFiles = stampedCycle == i - 1 ? cycleFiles : i == 0 ? null : files(i - 1);
            cycleFiles = files(i);
            stampedCycle = i;
            stamps = null;
            if (cycleFiles == null || i > 0 && previousFiles == null) {
                return;
            }
            long[] s = new long[STAMPS];
            s[0] = (index.has(i, CycleIndex.BEFORE) ? 1 : 0) | (index.has(i, CycleIndex.AFTER) ? 2 : 0)
                    | (index.has(i, CycleIndex.LOG) ? 4 : 0);
            System.arraycopy(cycleFiles, 0, s, 1, 6);
            if (i == 0) {
                s[7] = -1;
                s[8] = -1;
                s[9] = -1;
            } else {
                boolean previousAfter = index.has(i - 1, CycleIndex.AFTER);
                s[7] = index.id(i - 1).packed() * 2 + (previousAfter ? 1 : 0);
                s[8] = previousFiles[previousAfter ? 2 : 0];
                s[9] = previousFiles[previousAfter ? 3 : 1];
            }
            stamps = s;
        }
    }

    /** {before size, time, after size, time, log size, time} of cycle {@code i}; null when one may not be cached. */
    private long[] files(int i) {
        CycleId id = index.id(i);
        long[] out = new long[6];
        Arrays.fill(out, -1);
        if (!stampInto(out, 0, index.has(i, CycleIndex.BEFORE) ? location.snapshot(id, Side.BEFORE) : null)
                || !stampInto(out, 2, index.has(i, CycleIndex.AFTER) ? location.snapshot(id, Side.AFTER) : null)
                || !stampInto(out, 4, index.has(i, CycleIndex.LOG) ? location.log(id) : null)) {
            return null;
        }
        return out;
    }

    private boolean stampInto(long[] out, int at, Path path) {
        if (path == null) {
            return true;
        }
        long[] st = SummaryCache.stamp(path);
        if (st == null || st[0] >= 0 && SummaryCache.isRacy(st[1], now)) {
            return false;
        }
        out[at] = st[0];
        out[at + 1] = st[1];
        return true;
    }
}
