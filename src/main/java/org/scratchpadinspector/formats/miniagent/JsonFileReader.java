package org.scratchpadinspector.formats.miniagent;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Arrays;
import org.scratchpadinspector.engine.files.SymlinkCheck;
import org.scratchpadinspector.format.AgentJson;
import org.scratchpadinspector.format.JsonProblems;
import org.scratchpadinspector.format.Untrusted;

/**
 * Reads one JSON file of an experiment folder with bounds: a file over {@link #LIMIT} is not parsed, and
 * anything that does not parse becomes one line naming the file (line and column for bad JSON).
 */
final class JsonFileReader {
    static final long LIMIT = AgentJson.MAX_FILE_BYTES;
    private static final ObjectMapper MAPPER = AgentJson.mapper();
    private static final int WHOLE_DECODE_BYTES = 1 << 20;

    /** The parsed value and the bytes it came from, or the one-line reason it could not be read. */
    record Result(JsonNode value, byte[] bytes, String problem) {
        boolean ok() {
            return problem == null;
        }
    }

    private JsonFileReader() {
    }

    static Result read(Path file) {
        return read(file, file.toAbsolutePath().getParent());
    }

    /** Reads {@code file} of the memory directory {@code root}: a link out of {@code root} is not followed. */
    static Result read(Path file, Path root) {
        return read(file, root, null);
    }

    /**
     * Like {@link #read(Path, Path)}; {@code stamp} (the file's {size, modified} as the summary cache stamps it, or
     * null) says the listing just saw a regular file and no link, in a folder it checked: then that one look is
     * enough, and the file is read at once.
     */
    static Result read(Path file, Path root, long[] stamp) {
        String name = Untrusted.line(file.getFileName().toString());
        if (stamp != null && stamp[0] <= LIMIT) {
            try {
                return readWhole(name, file);
            } catch (IOException e) {
                // changed since that look: the checks below say what it is now
            }
        }
        try {
            String link = SymlinkCheck.refusal(file, root);
            if (link != null) {
                return failed(name + ": " + link);
            }
            if (Files.isDirectory(file)) {
                return failed(name + ": a directory, not a file");
            }
            if (!Files.isRegularFile(file)) {
                return failed(name + ": not a regular file (a pipe or a device): not read");
            }
            long size = Files.size(file);
            if (size > LIMIT) {
                return failed(String.format("%s: %.1f MB, over the 48 MiB limit: not parsed", name, size / 1e6));
            }
            return readWhole(name, file);
        } catch (IOException e) {
            return failed(name + ": cannot be read: " + e.getMessage());
        }
    }

    private static Result readWhole(String name, Path file) throws IOException {
        Result first = parse(name, Files.readAllBytes(file));
        if (first.ok() || !first.problem().contains("the file ends before")) {
            return first;
        }
        // the agent rewrites a trace after every step: a cut-short read may be a write in progress
        byte[] again = Files.readAllBytes(file);
        return Arrays.equals(again, first.bytes()) ? first : parse(name, again);
    }

    static Result parse(String name, byte[] bytes) {
        if (bytes.length == 0) {
            return new Result(null, bytes, name + ": empty file");
        }
        if (!isUtf8(bytes)) {
            return new Result(null, bytes, name + ": not UTF-8 text (binary or another encoding)");
        }
        try {
            JsonNode value = MAPPER.readTree(bytes);
            if (value == null || value.isMissingNode()) {
                return new Result(null, bytes, name + ": holds only white space, no JSON");
            }
            if (!value.isObject()) {
                return new Result(null, bytes, name + ": the top level is " + JsonShapes.describe(value)
                        + ", not an object");
            }
            return new Result(value, bytes, null);
        } catch (JsonProcessingException e) {
            return new Result(null, bytes, JsonProblems.describe(name, e));
        } catch (IOException e) {
            return new Result(null, bytes, name + ": cannot be read: " + e.getMessage());
        }
    }

    /**
     * Strict UTF-8. The JDK's own decoding is many times quicker than a reporting decoder and puts U+FFFD for each
     * bad sequence: text without one was well-formed; only text with one (or a large file, not copied whole) is
     * decoded again strictly.
     */
    private static boolean isUtf8(byte[] bytes) {
        if (bytes.length <= WHOLE_DECODE_BYTES && new String(bytes, StandardCharsets.UTF_8).indexOf('\uFFFD') < 0) {
            return true;
        }
        try {
            StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes));
            return true;
        } catch (CharacterCodingException e) {
            return false;
        }
    }

    private static Result failed(String problem) {
        return new Result(null, null, problem);
    }
}
