package org.scratchpadinspector.formats.markdownmemory;

import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.scratchpadinspector.engine.history.FileChange;
import org.scratchpadinspector.format.Recognition;

/**
 * OpenClaw's agent workspace ({@code ~/.openclaw/workspace/}): the bootstrap files it injects into every session
 * ({@code AGENTS.md}, {@code SOUL.md}, {@code TOOLS.md}, {@code IDENTITY.md}, {@code USER.md}, {@code HEARTBEAT.md},
 * {@code BOOTSTRAP.md}, {@code MEMORY.md}), {@code DREAMS.md}, and {@code memory/}, where the daily logs
 * {@code YYYY-MM-DD.md} are append-only (today's and yesterday's are read at a session's start). A bootstrap file
 * longer than {@code agents.defaults.bootstrapMaxChars} (12,000 characters unless {@code openclaw.json} beside the
 * workspace says otherwise) is injected with its middle cut out: the first 70 % and the last 20 % are kept.
 */
final class OpenClaw implements Profile {
    static final String NAME = "openclaw";
    static final int DEFAULT_MAX_CHARS = 12_000;
    static final Set<String> BOOTSTRAP = Set.of("AGENTS.md", "SOUL.md", "TOOLS.md", "IDENTITY.md", "USER.md",
            "HEARTBEAT.md", "BOOTSTRAP.md", "MEMORY.md", "memory.md");
    private static final Set<String> OWN = Set.of("SOUL.md", "IDENTITY.md", "HEARTBEAT.md", "BOOTSTRAP.md", "DREAMS.md");
    static final Pattern DAILY = Pattern.compile("memory/\\d{4}-\\d{2}-\\d{2}\\.md");

    private final int maxChars;

    OpenClaw() {
        this(DEFAULT_MAX_CHARS);
    }

    private OpenClaw(int maxChars) {
        this.maxChars = maxChars;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String fingerprint() {
        return name() + ":" + maxChars;
    }

    @Override
    public String describe() {
        return "OpenClaw workspace (MEMORY.md, USER.md, DREAMS.md, SOUL.md, memory/YYYY-MM-DD.md)";
    }

    @Override
    public Profile at(Path root) {
        return new OpenClaw(configuredMaxChars(root));
    }

    /** {@code agents.defaults.bootstrapMaxChars} of the {@code openclaw.json} beside the workspace, if any. */
    static int configuredMaxChars(Path root) {
        Path parent = root.toAbsolutePath().normalize().getParent();
        Path config = parent == null ? null : parent.resolve("openclaw.json");
        if (config == null || !Files.isRegularFile(config)) {
            return DEFAULT_MAX_CHARS;
        }
        try {
            JsonMapper json5 = JsonMapper.builder().enable(JsonReadFeature.ALLOW_JAVA_COMMENTS,
                    JsonReadFeature.ALLOW_UNQUOTED_FIELD_NAMES, JsonReadFeature.ALLOW_TRAILING_COMMA,
                    JsonReadFeature.ALLOW_SINGLE_QUOTES).build();
            JsonNode max = json5.readTree(config.toFile()).path("agents").path("defaults").path("bootstrapMaxChars");
            return max.isNumber() && max.asDouble() > 0 ? (int) Math.floor(max.asDouble()) : DEFAULT_MAX_CHARS;
        } catch (java.io.IOException | RuntimeException e) {
            return DEFAULT_MAX_CHARS;
        }
    }

    @Override
    public Recognition recognise(Path dir) {
        if (!Folder.dir(dir)) {
            return Recognition.none(dir);
        }
        Path workspace = dir.resolve("workspace");
        if (Folder.name(dir).equals(".openclaw") && Folder.dir(workspace)) {
            return new Recognition(0.9, workspace, "~/.openclaw/workspace");
        }
        List<String> names = Folder.names(dir);
        List<String> own = names.stream().filter(OWN::contains).toList();
        long daily = Folder.dir(dir.resolve("memory")) ? Folder.names(dir.resolve("memory")).stream()
                .filter(n -> DAILY.matcher("memory/" + n).matches()).count() : 0;
        boolean memory = names.contains("MEMORY.md") || names.contains("memory.md");
        if (daily > 0 && (memory || !own.isEmpty() || names.contains("AGENTS.md"))) {
            return new Recognition(0.92, dir, daily + " daily log" + Lines.plural(daily) + " in memory/"
                    + (memory ? " and MEMORY.md" : ""));
        }
        if (!own.isEmpty()) {
            return new Recognition(0.88, dir, "OpenClaw workspace files " + String.join(", ", own));
        }
        if (daily > 0) {
            return new Recognition(0.7, dir, daily + " daily log" + Lines.plural(daily) + " in memory/");
        }
        if (Folder.name(dir).equals("workspace") && Folder.ancestors(dir).contains(".openclaw")) {
            return new Recognition(0.9, dir, "~/.openclaw/workspace");
        }
        if (memory && names.contains("AGENTS.md") && names.contains("USER.md")) {
            return new Recognition(0.6, dir, "MEMORY.md, AGENTS.md and USER.md");
        }
        return Recognition.none(dir);
    }

    @Override
    public boolean isMemoryFile(String path) {
        return BOOTSTRAP.contains(path) || path.equals("DREAMS.md")
                || path.startsWith("memory/") && path.endsWith(".md") && !Folder.hidden(path);
    }

    @Override
    public boolean mayHoldMemory(String folder) {
        return folder.equals("memory") || folder.startsWith("memory/") && !Folder.hidden(folder);
    }

    @Override
    public List<Finding> check(MemoryAt now, List<FileChange> changes) {
        List<Finding> findings = new ArrayList<>();
        for (String path : now.paths()) {
            MemoryFile file = now.file(path);
            if (BOOTSTRAP.contains(path) && file.readable()) {
                findings.addAll(file.memo("openclaw.cap." + maxChars, () -> truncation(file, maxChars)));
            }
        }
        for (FileChange change : changes) {
            if (DAILY.matcher(change.path()).matches() && change.before() != null) {
                MemoryFile before = now.content(change.path(), change.before());
                MemoryFile after = now.content(change.path(), change.after());
                if (before != null && before.readable() && (after == null || after.readable()
                        && !after.text().startsWith(before.text()))) {
                    int line = after == null ? 0 : Math.max(1, Lines.firstDifference(before.lines(), after.lines()));
                    findings.add(new Finding(Finding.REWRITTEN, change.path(), line, after == null
                            ? "the daily log was deleted; OpenClaw's daily logs are append-only"
                            : "the daily log changed other than by appending; OpenClaw's daily logs are append-only"));
                }
            }
        }
        return findings;
    }

    /** The middle OpenClaw cuts out of a bootstrap file over the cap (it keeps the first 70 % and the last 20 %). */
    static List<Finding> truncation(MemoryFile file, int maxChars) {
        String text = file.text().stripTrailing();
        if (text.length() <= maxChars) {
            return List.of();
        }
        int head = (int) Math.floor(maxChars * 0.7);
        int tail = (int) Math.floor(maxChars * 0.2);
        int from = Lines.lineOf(text, head);
        int to = Lines.lineOf(text, text.length() - tail);
        return List.of(new Finding(Finding.NOT_LOADED, file.path(), from, "lines " + from + "-" + to + " are cut from"
                + " what OpenClaw injects: " + file.path() + " is " + Lines.number(text.length()) + " characters, over"
                + " bootstrapMaxChars " + Lines.number(maxChars) + " (it keeps the first " + Lines.number(head)
                + " and the last " + Lines.number(tail) + ")"));
    }
}
