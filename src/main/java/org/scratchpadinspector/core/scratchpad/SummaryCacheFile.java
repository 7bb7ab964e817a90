package org.scratchpadinspector.core.scratchpad;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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

    static byte[] write(String scratchpad, String rules, Map<Long, Entry> entries) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(64 + entries.size() * 120);
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeLong(MAGIC);
            writeString(out, rules);
            writeString(out, scratchpad);
            out.writeInt(entries.size());
            for (Map.Entry<Long, Entry> e : entries.entrySet()) {
                out.writeLong(e.getKey());
                long[] stamps = e.getValue().stamps();
                out.writeByte(stamps.length);
                for (long stamp : stamps) {
                    out.writeLong(stamp);
                }
                writeSummary(out, e.getValue().summary());
            }
            CRC32 crc = new CRC32();
            crc.update(bytes.toByteArray());
            out.writeLong(crc.getValue());
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a byte array does not fail
        }
        return bytes.toByteArray();
    }

    static Map<Long, Entry> read(byte[] data, String scratchpad, String rules) throws Refused {
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
        ByteBuffer in = ByteBuffer.wrap(data, 8, data.length - 16).slice();
        try {
            if (!rules.equals(readString(in))) {
                return Map.of(); // written by another version of the inspector: its summaries may differ
            }
            String owner = readString(in);
            if (!scratchpad.equals(owner)) {
                throw new Refused("belongs to " + owner);
            }
            int count = in.getInt();
            if (count < 0 || count > in.remaining()) {
                throw new IllegalArgumentException("entry count " + count);
            }
            Map<Long, Entry> entries = new HashMap<>(Math.max(16, count * 4 / 3 + 1));
            for (int i = 0; i < count; i++) {
                long id = in.getLong();
                long[] stamps = new long[in.get() & 0xff];
                for (int s = 0; s < stamps.length; s++) {
                    stamps[s] = in.getLong();
                }
                entries.put(id, new Entry(stamps, readSummary(in, id)));
            }
            return entries;
        } catch (BufferUnderflowException | IndexOutOfBoundsException | IllegalArgumentException e) {
            throw new Refused("damaged (" + e.getClass().getSimpleName() + ")");
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
