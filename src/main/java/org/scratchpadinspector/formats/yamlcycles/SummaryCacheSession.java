package org.scratchpadinspector.formats.yamlcycles;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.ArrayList;
import java.util.List;

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
    private final SummaryCacheFile.Loaded loaded;
    // per cycle of the index, each slot written by the one worker that summarised it: the loaded entry reused
    // (its position + 1) or the entry computed now; the file is written in the cycles' order
    private final int[] reused;
    private final SummaryCacheFile.Entry[] computed;
    private final long now = System.currentTimeMillis() * 1_000_000L;
    private volatile boolean changed;

    SummaryCacheSession(SummaryCache cache, Path file, String owner, ScratchpadLocation location, CycleIndex index,
                        SummaryCacheFile.Loaded loaded) {
        this.cache = cache;
        this.file = file;
        this.owner = owner;
        this.location = location;
        this.index = index;
        this.loaded = loaded;
        this.reused = file == null ? new int[0] : new int[index.size()];
        this.computed = file == null ? new SummaryCacheFile.Entry[0] : new SummaryCacheFile.Entry[index.size()];
    }

    static SummaryCacheSession off(ScratchpadLocation location, CycleIndex index) {
        return new SummaryCacheSession(null, null, null, location, index, SummaryCacheFile.Loaded.EMPTY);
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
        if (!changed && reusedCount() == loaded.size()) {
            return; // every entry reused, none gone: the file on disk is already this pass's
        }
        List<SummaryCacheFile.Kept> kept = new ArrayList<>(index.size());
        for (int i = 0; i < index.size(); i++) {
            if (reused[i] > 0) {
                kept.add(new SummaryCacheFile.Kept(index.id(i).packed(), null, reused[i] - 1));
            } else if (computed[i] != null) {
                kept.add(new SummaryCacheFile.Kept(index.id(i).packed(), computed[i], -1));
            }
        }
        if (changed || kept.size() != loaded.size()) {
            cache.save(file, owner, kept, loaded);
        }
    }

    private int reusedCount() {
        int n = 0;
        for (int r : reused) {
            n += r > 0 ? 1 : 0;
        }
        return n;
    }

    /** Stamps and looks up consecutive cycles, oldest first; not shared between threads. */
    public final class Cursor {
        private int stampedCycle = -1;
        private long[] cycleFiles;
        private long[] previousFiles;
        private long[] stamps;
        private int hint;

        private Cursor() {
        }

        /** Cycle {@code i}'s cached summary, or null when it must be computed; consecutive i, oldest first. */
        public CycleSummary cached(int i) {
            if (file == null) {
                return null;
            }
            stamp(i);
            int k = stamps == null ? -1 : loaded.find(index.id(i).packed(), hint);
            if (k < 0 || !loaded.hasStamps(k, stamps)) {
                return null;
            }
            hint = k + 1;
            reused[i] = k + 1;
            return loaded.summary(k);
        }

        /** What {@link #cached} found of cycle {@code i}'s files (see {@link CycleAnalyzer}), or null. */
        long[] cycleFiles(int i) {
            return stampedCycle == i ? cycleFiles : null;
        }

        /** What {@link #cached} found of the files of the cycle before {@code i}, or null. */
        long[] previousFiles(int i) {
            return stampedCycle == i ? previousFiles : null;
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
            computed[i] = new SummaryCacheFile.Entry(stamps, s);
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
