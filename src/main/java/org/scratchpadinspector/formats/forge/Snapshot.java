package org.scratchpadinspector.formats.forge;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.scratchpadinspector.format.JsonProblems;

/**
 * One {@code YYYYMMDD-HHMMSS-context.json}, as the TUI's {@code /snapshot} writes it ({@code json.MarshalIndent}:
 * {@code {exported_at, workspace, token_summary, messages: [{index, role, content, tokens, is_summarized, …}]}},
 * message 0 the system prompt). Read with bounds; a message that cannot be read is left out with a problem line.
 *
 * @param file      where it is
 * @param exportedAt its {@code exported_at}, or null
 * @param messages  the conversation after the system prompt, in order
 * @param problem   why the file cannot be read at all, or null
 * @param problems  what was malformed in a file that was read, one line each
 * @param fresh     it could not be read and was written within the last minute: most likely being written
 */
record Snapshot(Path file, String exportedAt, List<Message> messages, String problem, List<String> problems,
                boolean fresh) {
    static final String SUFFIX = "-context.json";
    static final long MAX_BYTES = 48L * 1024 * 1024;
    private static final Duration FRESH = Duration.ofSeconds(60);
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    /**
     * One message.
     *
     * @param index      its {@code index} in the snapshot
     * @param role       {@code user}, {@code assistant}, {@code tool}
     * @param content    its text
     * @param summarized a summary the agent's context manager put in place of older messages
     */
    record Message(int index, String role, String content, boolean summarized) {
        boolean sameAs(Message other) {
            return role.equals(other.role) && content.equals(other.content) && summarized == other.summarized;
        }
    }

    Snapshot {
        messages = List.copyOf(messages);
        problems = List.copyOf(problems);
    }

    String name() {
        return file.getFileName().toString();
    }

    /** {@code YYYYMMDD-HHMMSS}: the name without {@code -context.json}. */
    String stamp() {
        String n = name();
        return n.endsWith(SUFFIX) ? n.substring(0, n.length() - SUFFIX.length()) : n;
    }

    boolean readable() {
        return problem == null;
    }

    /** Reads {@code file}, a snapshot in the folder {@code root}; a link out of the folder is named, not read. */
    static Snapshot read(Path file, Path folder) {
        String name = file.getFileName().toString();
        String refused = org.scratchpadinspector.engine.files.SymlinkCheck.refusal(file, folder);
        if (refused != null) {
            return broken(file, org.scratchpadinspector.format.Untrusted.line(name) + ": " + refused + ": not read", false);
        }
        String unfit = unfit(file, name);
        if (unfit != null) {
            return broken(file, unfit, false);
        }
        JsonNode root;
        try {
            long size = Files.size(file);
            if (size > MAX_BYTES) {
                return broken(file, String.format(Locale.ROOT, "%s: %.1f MB, over the 48 MB bound: not parsed", name,
                        size / 1_000_000.0), false);
            }
            if (size == 0) {
                return broken(file, name + ": empty file", isFresh(file));
            }
            try (InputStream in = Files.newInputStream(file)) {
                root = MAPPER.readTree(in);
            }
        } catch (JsonProcessingException e) {
            boolean truncated = e.getOriginalMessage().startsWith("Unexpected end-of-input");
            return broken(file, JsonProblems.describe(name, e), truncated && isFresh(file));
        } catch (IOException e) {
            return broken(file, name + ": cannot be read: " + e.getMessage(), false);
        }
        if (root == null || !root.isObject()) {
            return broken(file, name + ": the top level is " + describe(root) + ", not a context snapshot object",
                    false);
        }
        JsonNode messages = root.get("messages");
        if (messages == null || !messages.isArray()) {
            return broken(file, name + ": messages is " + (messages == null ? "missing" : describe(messages))
                    + ", not a list", false);
        }
        List<String> problems = new ArrayList<>();
        List<Message> read = new ArrayList<>();
        for (int i = 0; i < messages.size(); i++) {
            JsonNode m = messages.get(i);
            String where = name + ": message " + i;
            if (!m.isObject()) {
                problems.add(where + " is " + describe(m) + ", not an object: skipped");
                continue;
            }
            JsonNode role = m.get("role");
            JsonNode content = m.get("content");
            if (role == null || !role.isTextual() || content == null || !content.isTextual()) {
                String field = role == null || !role.isTextual() ? "role" : "content";
                JsonNode bad = m.get(field);
                problems.add(where + ": " + field + (bad == null ? " is missing" : " is " + describe(bad) + ", not text")
                        + ": skipped");
                continue;
            }
            if ("system".equals(role.asText()) && read.isEmpty() && i == 0) {
                continue;
            }
            JsonNode index = m.get("index");
            JsonNode summarized = m.get("is_summarized");
            JsonNode summaryType = m.get("summary_type");
            read.add(new Message(index != null && index.canConvertToInt() ? index.asInt() : i, role.asText(),
                    content.asText(), (summarized != null && summarized.asBoolean(false))
                    || (summaryType != null && summaryType.isTextual() && !summaryType.asText().isEmpty())));
        }
        JsonNode exported = root.get("exported_at");
        return new Snapshot(file, exported != null && exported.isTextual() ? exported.asText() : null, read, null,
                problems, false);
    }

    private static Snapshot broken(Path file, String problem, boolean fresh) {
        return new Snapshot(file, null, List.of(), problem, List.of(), fresh);
    }

    static String describe(JsonNode node) {
        if (node == null || node.isNull()) {
            return "null";
        }
        return node.isObject() ? "an object" : node.isArray() ? "a list" : node.isTextual() ? "text"
                : node.isBoolean() ? "a boolean" : node.isNumber() ? "a number" : node.getNodeType().toString();
    }

    private static String unfit(Path file, String name) {
        if (!Files.exists(file)) {
            return Files.exists(file, LinkOption.NOFOLLOW_LINKS) ? name + ": a symlink whose target does not exist:"
                    + " not read" : name + ": gone (deleted while read)";
        }
        if (Files.isDirectory(file)) {
            return name + ": a directory, not a file";
        }
        if (!Files.isRegularFile(file)) {
            return name + ": a named pipe or device, not a file: not read";
        }
        if (!Files.isReadable(file)) {
            return name + ": cannot be read: permission denied";
        }
        return null;
    }

    private static boolean isFresh(Path file) {
        try {
            return Files.getLastModifiedTime(file).toInstant().isAfter(Instant.now().minus(FRESH));
        } catch (IOException e) {
            return false;
        }
    }
}
