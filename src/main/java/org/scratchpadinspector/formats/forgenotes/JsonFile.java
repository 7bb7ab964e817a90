package org.scratchpadinspector.formats.forgenotes;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import org.scratchpadinspector.engine.files.SymlinkCheck;
import org.scratchpadinspector.format.AgentJson;
import org.scratchpadinspector.format.JsonProblems;
import org.scratchpadinspector.format.Untrusted;

/**
 * One of a session's JSON files, read with bounds: never a directory or a special file (a pipe would block),
 * never a file over 48 MiB, and every failure one line naming the file (line and column for bad JSON).
 *
 * @param node    the parsed document, or null when it could not be read
 * @param problem why not, or null
 * @param fresh   it could not be read because it is empty or ends early and was written within the last minute:
 *                most likely still being written
 */
record JsonFile(JsonNode node, String problem, boolean fresh) {
    static final long MAX_BYTES = AgentJson.MAX_FILE_BYTES;
    static final int RAW_PREVIEW_CHARS = 256 * 1024;
    private static final Duration FRESH = Duration.ofSeconds(60);
    private static final ObjectMapper MAPPER = AgentJson.mapper();

    /** Reads {@code file}, a file of the memory directory {@code root} (a link out of it is not followed). */
    static JsonFile read(Path file, Path root) {
        String name = file.getFileName().toString();
        String unfit = unfit(file, root);
        if (unfit != null) {
            return new JsonFile(null, unfit, false);
        }
        try {
            long size = Files.size(file);
            if (size > MAX_BYTES) {
                return new JsonFile(null, String.format(Locale.ROOT, "%s: %.1f MB, over the 48 MB bound: not parsed",
                        name, size / 1_000_000.0), false);
            }
            if (size == 0) {
                return new JsonFile(null, name + ": empty file", isFresh(file));
            }
            try (InputStream in = Files.newInputStream(file)) {
                JsonNode node = MAPPER.readTree(in);
                return node == null ? new JsonFile(null, name + ": holds only white space", isFresh(file))
                        : new JsonFile(node, null, false);
            }
        } catch (JsonProcessingException e) {
            boolean truncated = e.getOriginalMessage().startsWith("Unexpected end-of-input");
            return new JsonFile(null, JsonProblems.describe(name, e), truncated && isFresh(file));
        } catch (IOException e) {
            return new JsonFile(null, name + ": cannot be read: " + e.getMessage(), false);
        }
    }

    /** The file's first 256 K characters as text, for a pane that shows where it breaks; empty when unfit. */
    static String rawPreview(Path file, Path root) {
        if (unfit(file, root) != null) {
            return "";
        }
        try (InputStream in = Files.newInputStream(file)) {
            String text = new String(in.readNBytes(RAW_PREVIEW_CHARS), StandardCharsets.UTF_8);
            return text.length() > RAW_PREVIEW_CHARS ? text.substring(0, RAW_PREVIEW_CHARS) : text;
        } catch (IOException e) {
            return "";
        }
    }

    private static String unfit(Path file, Path root) {
        String name = Untrusted.line(file.getFileName().toString());
        String link = SymlinkCheck.refusal(file, root);
        if (link != null) {
            return name + ": " + link;
        }
        if (!Files.exists(file)) {
            return Files.exists(file, java.nio.file.LinkOption.NOFOLLOW_LINKS)
                    ? name + ": a symlink whose target does not exist: not read" : "no " + name;
        }
        if (Files.isDirectory(file)) {
            return name + ": a directory, not a file";
        }
        if (!Files.isRegularFile(file)) {
            return name + ": a named pipe or device, not a file: not read";
        }
        return null;
    }

    private static boolean isFresh(Path file) {
        try {
            Instant modified = Files.getLastModifiedTime(file).toInstant();
            return modified.isAfter(Instant.now().minus(FRESH));
        } catch (IOException e) {
            return false;
        }
    }
}
