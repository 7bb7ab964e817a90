package org.scratchpadinspector.formats.yamlcycles;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.zip.CRC32;

/**
 * The bytes of one scratchpad's summary cache: a header naming the scratchpad and the rules' version, then one
 * entry per cycle (what its summary was computed from, and the summary), then a CRC-32 of everything before it.
 * Anything that does not read back whole (truncated, another program's file, another version) is refused.
 */
final class SummaryCacheFile {
    private static final long MAGIC = 0x53504953554d3031L; // "SPISUM01"
    private static final CycleStatus[] STATUSES = CycleStatus.values();
    private static final CycleFlag[] FLAGS = CycleFlag.values();

    /** One cycle: the file stamps its summary rests on (see {@link SummaryCache}) and the summary. */
    record Entry(long[] stamps, CycleSummary summary) {
    }

    /** Thrown when the bytes are not a cache file of this scratchpad and version; the message says why. */
    static final class Refused extends Exception {
        private static final long serialVersionUID = 1L;

        Refused(String reason) {
            super(reason, null, false, false);
        }
    }

    private SummaryCacheFile() {
    }

    /**
     * A cache file as read: the entries' ids in order and where each one's stamps and summary sit in the bytes, so
     * that 100,000 entries cost three arrays and a summary is decoded only when its cycle is unchanged.
     */
    static final class Loaded {
        static final Loaded EMPTY = new Loaded(new byte[0], new long[0], new int[0]);

        private final byte[] data;
        private final long[] ids;
        /** Where entry {@code k} starts ({@code k < size}) and ends ({@code starts[k + 1]}): its id, stamps, summary. */
        private final int[] starts;

        private Loaded(byte[] data, long[] ids, int[] starts) {
            this.data = data;
            this.ids = ids;
            this.starts = starts;
        }

        int size() {
            return ids.length;
        }

        /** The position of {@code id}'s entry, or -1; {@code hint} is where the search starts (the last hit + 1). */
        int find(long id, int hint) {
            if (hint >= 0 && hint < ids.length && ids[hint] == id) {
                return hint;
            }
            int k = Arrays.binarySearch(ids, id);
            return k < 0 ? -1 : k;
        }

        boolean hasStamps(int k, long[] stamps) {
            ByteBuffer in = ByteBuffer.wrap(data, starts[k] + Long.BYTES, starts[k + 1] - starts[k] - Long.BYTES);
            if ((in.get() & 0xff) != stamps.length) {
                return false;
            }
            for (long stamp : stamps) {
                if (in.getLong() != stamp) {
                    return false;
                }
            }
            return true;
        }

        CycleSummary summary(int k) {
            ByteBuffer in = ByteBuffer.wrap(data, starts[k], starts[k + 1] - starts[k]);
            long id = in.getLong();
            int stampCount = in.get() & 0xff;
            in.position(in.position() + stampCount * Long.BYTES);
            return readSummary(in, id);
        }

        void copyEntry(int k, DataOutputStream out) throws IOException {
            out.write(data, starts[k], starts[k + 1] - starts[k]);
        }
    }

    /** One entry to write: {@code loadedAt} >= 0 copies that entry of {@code loaded} as it was read. */
    record Kept(long id, Entry computed, int loadedAt) {
    }

    /** The bytes of a cache file holding {@code kept}, in the order given (the cycles' order). */
    static byte[] write(String scratchpad, String rules, List<Kept> kept, Loaded loaded) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(64 + kept.size() * 120);
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeLong(MAGIC);
            writeString(out, rules);
            writeString(out, scratchpad);
            out.writeInt(kept.size());
            for (Kept k : kept) {
                if (k.loadedAt() >= 0) {
                    loaded.copyEntry(k.loadedAt(), out);
                    continue;
                }
                out.writeLong(k.id());
                long[] stamps = k.computed().stamps();
                out.writeByte(stamps.length);
                for (long stamp : stamps) {
                    out.writeLong(stamp);
                }
                writeSummary(out, k.computed().summary());
            }
            out.flush();
            CRC32 crc = new CRC32();
            crc.update(bytes.toByteArray());
            out.writeLong(crc.getValue());
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a byte array does not fail
        }
        return bytes.toByteArray();
    }

    static Loaded load(byte[] data, String scratchpad, String rules) throws Refused {
        if (data.length < 16 || ByteBuffer.wrap(data).getLong() != MAGIC) {
            throw new Refused("not a summary cache file");
        }
        CRC32 crc = new CRC32();
        crc.update(data, 0, data.length - 8);
        if (ByteBuffer.wrap(data, data.length - 8, 8).getLong() != crc.getValue()) {
            throw new Refused("damaged (checksum does not match)");
        }
        // A ByteBuffer, not a DataInputStream: 100,000 entries are read on every look, and a ByteArrayInputStream
        // takes a lock per byte.
        ByteBuffer in = ByteBuffer.wrap(data, 0, data.length - 8);
        in.position(8);
        try {
            if (!rules.equals(readString(in))) {
                return Loaded.EMPTY; // written by another version of the inspector: its summaries may differ
            }
            String owner = readString(in);
            if (!scratchpad.equals(owner)) {
                throw new Refused("belongs to " + owner);
            }
            int count = in.getInt();
            if (count < 0 || count > in.remaining()) {
                throw new IllegalArgumentException("entry count " + count);
            }
            long[] ids = new long[count];
            int[] starts = new int[count + 1];
            for (int k = 0; k < count; k++) {
                starts[k] = in.position();
                ids[k] = in.getLong();
                if (k > 0 && ids[k] <= ids[k - 1]) {
                    throw new IllegalArgumentException("entries out of order");
                }
                int stampCount = in.get() & 0xff;
                in.position(in.position() + stampCount * Long.BYTES);
                skipSummary(in);
            }
            starts[count] = in.position();
            if (in.hasRemaining()) {
                throw new IllegalArgumentException("bytes after the last entry");
            }
            return new Loaded(data, ids, starts);
        } catch (BufferUnderflowException | IndexOutOfBoundsException | IllegalArgumentException e) {
            throw new Refused("damaged (" + e.getClass().getSimpleName() + ")");
        }
    }

    private static void skipSummary(ByteBuffer in) {
        int status = in.get() & 0xff;
        if (status >= STATUSES.length) {
            throw new IllegalArgumentException("status " + status);
        }
        in.position(in.position() + 4 * Integer.BYTES);
        int problemCount = in.getInt();
        if (problemCount < 0 || problemCount > 10_000) {
            throw new IllegalArgumentException("problem count " + problemCount);
        }
        for (int p = 0; p < problemCount; p++) {
            int length = in.getInt();
            if (length < 0 || length > in.remaining()) {
                throw new IllegalArgumentException("string length " + length);
            }
            in.position(in.position() + length);
        }
    }

    private static void writeSummary(DataOutputStream out, CycleSummary s) throws IOException {
        out.writeByte(s.status().ordinal());
        int flags = 0;
        for (CycleFlag flag : s.flags()) {
            flags |= 1 << flag.ordinal();
        }
        out.writeInt(flags);
        out.writeInt(s.toolCalls());
        out.writeInt(s.parseErrors());
        out.writeInt(s.iterations());
        out.writeInt(s.problems().size());
        for (String problem : s.problems()) {
            writeString(out, problem);
        }
    }

    private static CycleSummary readSummary(ByteBuffer in, long id) {
        CycleStatus status = STATUSES[in.get() & 0xff];
        int flagBits = in.getInt();
        Set<CycleFlag> flags = EnumSet.noneOf(CycleFlag.class);
        for (CycleFlag flag : FLAGS) {
            if ((flagBits & 1 << flag.ordinal()) != 0) {
                flags.add(flag);
            }
        }
        int toolCalls = in.getInt();
        int parseErrors = in.getInt();
        int iterations = in.getInt();
        int problemCount = in.getInt();
        if (problemCount < 0 || problemCount > 10_000) {
            throw new IllegalArgumentException("problem count " + problemCount);
        }
        List<String> problems = new ArrayList<>(problemCount);
        for (int p = 0; p < problemCount; p++) {
            problems.add(readString(in));
        }
        return new CycleSummary(new CycleId(id), status, flags, toolCalls, parseErrors, iterations,
                List.copyOf(problems), null);
    }

    private static void writeString(DataOutputStream out, String s) throws IOException {
        byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
        out.writeInt(bytes.length);
        out.write(bytes);
    }

    private static String readString(ByteBuffer in) {
        int length = in.getInt();
        if (length < 0 || length > in.remaining()) {
            throw new IllegalArgumentException("string length " + length);
        }
        String text = new String(in.array(), in.arrayOffset() + in.position(), length, StandardCharsets.UTF_8);
        in.position(in.position() + length);
        return text;
    }
}
