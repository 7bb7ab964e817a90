package org.scratchpadinspector.formats.yamlcycles;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.scratchpadinspector.engine.files.Locations;
import java.util.function.IntConsumer;
import org.scratchpadinspector.model.Cancellation;

/**
 * The cycles of a scratchpad directory, built from file names alone (no file is opened).
 *
 * <p>Cycles are kept in time order in two parallel arrays, an id and a bit set of the files present, so
 * an index of 100,000 cycles is about a megabyte.
 */
public final class CycleIndex {
    public static final int BEFORE = 1;
    public static final int AFTER = 2;
    public static final int LOG = 4;

    private static final String BEFORE_SUFFIX = "_before.yaml";
    private static final String AFTER_SUFFIX = "_after.yaml";

    private final long[] ids;
    private final byte[] files;
    private final StrayNames strays;
    private final boolean hasActive;

    private CycleIndex(long[] ids, byte[] files, StrayNames strays, boolean hasActive) {
        this.ids = ids;
        this.files = files;
        this.strays = strays;
        this.hasActive = hasActive;
    }

    public static CycleIndex scan(ScratchpadLocation location) throws IOException {
        return scan(location, Cancellation.NONE, n -> { });
    }

    /**
     * Lists the directory (and the logs directory) once.
     *
     * @param progress called every 10,000 names with the count of names seen
     */
    public static CycleIndex scan(ScratchpadLocation location, Cancellation cancel, IntConsumer progress)
            throws IOException {
        Collector collector = new Collector();
        boolean hasActive = false;
        // File.list returns plain names from readdir; a DirectoryStream builds a Path per entry, which costs
        // more than the listing itself on a directory of 200,000 files.
        String[] names = list(location.directory());
        for (String name : names) {
            if (name.equals(ScratchpadLocation.ACTIVE)) {
                hasActive = true;
            } else {
                collector.acceptSnapshotName(name);
            }
            if (++collector.seen % 10_000 == 0) {
                cancel.check();
                progress.accept(collector.seen);
            }
        }
        Path logs = location.logsDirectory();
        if (logs != null) {
            try {
                for (String name : list(logs)) {
                    if (name.startsWith("cycle_") && name.endsWith(".log")) {
                        collector.acceptLogName(name);
                    }
                }
            } catch (IOException e) {
                collector.stray.problem("logs/ cannot be listed: " + e.getMessage());
            }
        }
        cancel.check();
        return collector.build(hasActive);
    }

    private static String[] list(Path dir) throws IOException {
        if (!Locations.isLocal(dir)) {
            return listNames(dir); // another machine's directory: no java.io.File there
        }
        String[] names = dir.toFile().list();
        if (names == null) {
            // File.list gives no reason; ask NIO for one (NoSuchFileException, AccessDeniedException, ...).
            try (DirectoryStream<Path> stream = Files.newDirectoryStream(dir)) {
                stream.iterator().hasNext();
            }
            throw new IOException("cannot list " + dir);
        }
        return names;
    }

    private static String[] listNames(Path dir) throws IOException {
        List<String> names = new ArrayList<>();
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(dir)) {
            for (Path entry : stream) {
                names.add(entry.getFileName().toString());
            }
        }
        return names.toArray(String[]::new);
    }

    public int size() {
        return ids.length;
    }

    public CycleId id(int i) {
        return new CycleId(ids[i]);
    }

    public boolean has(int i, int file) {
        return (files[i] & file) != 0;
    }

    /** Position of {@code id}, or a negative value (binary-search style) when absent. */
    public int indexOf(CycleId id) {
        return Arrays.binarySearch(ids, id.packed());
    }

    public boolean hasActive() {
        return hasActive;
    }

    /**
     * Names that are not the agent's files, counted: those that look like cycle files but are not (for example
     * {@code 20261399_999999_before.yaml}, month 13) with their reasons, and any other file.
     */
    public StrayNames strays() {
        return strays;
    }

    /** Bytes held per cycle by this index, for the memory budget. */
    public static int bytesPerCycle() {
        return Long.BYTES + Byte.BYTES;
    }

    /** Gathers {@code id * 8 + fileBit} codes, then sorts and folds them into one row per cycle. */
    private static final class Collector {
        private long[] codes = new long[1024];
        private int count;
        private int seen;
        private final StrayNames stray = new StrayNames();

        void acceptSnapshotName(String name) {
            int bit = 0;
            if (name.endsWith(BEFORE_SUFFIX) && name.length() == CycleId.LENGTH + BEFORE_SUFFIX.length()) {
                bit = BEFORE;
            } else if (name.endsWith(AFTER_SUFFIX) && name.length() == CycleId.LENGTH + AFTER_SUFFIX.length()) {
                bit = AFTER;
            }
            long id = bit == 0 ? -1 : CycleId.pack(name, 0);
            if (id < 0) {
                stray.accept(name);
            } else {
                push(id * 8 + bit);
            }
        }

        void acceptLogName(String name) {
            String idText = name.substring("cycle_".length(), name.length() - ".log".length());
            String why = CycleId.whyInvalid(idText);
            if (why == null) {
                push(CycleId.pack(idText, 0) * 8 + LOG);
            } else {
                stray.addMisnamed("logs/" + name, why);
            }
        }

        private void push(long code) {
            if (count == codes.length) {
                codes = Arrays.copyOf(codes, count * 2);
            }
            codes[count++] = code;
        }

        CycleIndex build(boolean hasActive) {
            Arrays.sort(codes, 0, count);
            long[] ids = new long[count];
            byte[] files = new byte[count];
            int n = 0;
            for (int i = 0; i < count; i++) {
                long id = codes[i] / 8;
                int bit = (int) (codes[i] % 8);
                if (n == 0 || ids[n - 1] != id) {
                    ids[n++] = id;
                }
                files[n - 1] |= (byte) bit;
            }
            // A log without any snapshot is not a cycle of this directory.
            int kept = 0;
            for (int i = 0; i < n; i++) {
                if ((files[i] & (BEFORE | AFTER)) != 0) {
                    ids[kept] = ids[i];
                    files[kept++] = files[i];
                }
            }
            return new CycleIndex(Arrays.copyOf(ids, kept), Arrays.copyOf(files, kept), stray, hasActive);
        }
    }
}
