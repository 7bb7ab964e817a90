package org.scratchpadinspector.formats.markdownmemory;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.scratchpadinspector.engine.history.FileChange;
import org.scratchpadinspector.format.Recognition;

/**
 * Claude Code. Two layouts: a project's instructions ({@code CLAUDE.md}, {@code .claude/CLAUDE.md},
 * {@code CLAUDE.local.md}, {@code .claude/rules/**.md}) and the auto memory folder
 * ({@code ~/.claude/projects/<project>/memory/}: {@code MEMORY.md} and topic files with front matter). The rules
 * its loader applies: only the first 200 lines or 25,000 characters of the auto memory's {@code MEMORY.md} are
 * loaded; {@code @path} imports of the instruction files are followed at most five hops deep and a missing target
 * is dropped without a word; front matter must parse.
 */
final class ClaudeCode implements Profile {
    static final String NAME = "claude-code";
    static final int MAX_LINES = 200;
    static final int MAX_CHARS = 25_000;
    static final int MAX_HOPS = 5;
    private static final Set<String> TOP = Set.of("CLAUDE.md", "CLAUDE.local.md", ".claude/CLAUDE.md");
    private static final Set<String> TOPIC_TYPES = Set.of("user", "feedback", "project", "reference");

    private final boolean autoMemory;

    ClaudeCode() {
        this(false);
    }

    private ClaudeCode(boolean autoMemory) {
        this.autoMemory = autoMemory;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String fingerprint() {
        return name() + (autoMemory ? ":auto" : ":project");
    }

    @Override
    public String describe() {
        return "Claude Code memory (CLAUDE.md, .claude/CLAUDE.md, CLAUDE.local.md, .claude/rules/*.md, or an auto memory"
                + " folder with MEMORY.md)";
    }

    @Override
    public Profile at(Path root) {
        boolean project = TOP.stream().anyMatch(f -> Files.isRegularFile(root.resolve(f)))
                || Files.isDirectory(root.resolve(".claude/rules"));
        return new ClaudeCode(!project);
    }

    @Override
    public Recognition recognise(Path dir) {
        if (!Folder.dir(dir)) {
            return Recognition.none(dir);
        }
        List<String> found = TOP.stream().filter(f -> Folder.file(dir.resolve(f))).sorted().toList();
        if (!found.isEmpty() || Folder.dir(dir.resolve(".claude/rules"))) {
            return new Recognition(0.9, dir, found.isEmpty() ? ".claude/rules/" : String.join(", ", found));
        }
        Path memory = dir.resolve("memory");
        if (Folder.file(memory.resolve("MEMORY.md")) && Folder.ancestors(memory).contains("projects")
                && Folder.ancestors(memory).contains(".claude")) {
            return new Recognition(0.9, memory, "auto memory folder memory/ with MEMORY.md");
        }
        if (!Folder.file(dir.resolve("MEMORY.md"))) {
            return Recognition.none(dir);
        }
        List<String> ancestors = Folder.ancestors(dir);
        if (Folder.name(dir).equals("memory") && ancestors.contains("projects") && ancestors.contains(".claude")) {
            return new Recognition(0.9, dir, "auto memory folder ~/.claude/projects/<project>/memory with MEMORY.md");
        }
        if (Folder.head(dir.resolve("MEMORY.md")).contains("\n§\n")) {
            return Recognition.none(dir);
        }
        long topics = Folder.names(dir).stream().filter(n -> n.endsWith(".md") && !n.equals("MEMORY.md"))
                .filter(n -> topicType(Folder.head(dir.resolve(n))) != null).count();
        if (topics > 0) {
            return new Recognition(0.85, dir, "MEMORY.md with " + topics + " topic file" + Lines.plural(topics)
                    + " (front matter with type user, feedback, project or reference)");
        }
        if (Folder.name(dir).equals("memory")) {
            return new Recognition(0.55, dir, "a memory/ folder with MEMORY.md");
        }
        return Recognition.none(dir);
    }

    private static String topicType(String head) {
        if (!head.startsWith("---")) {
            return null;
        }
        for (String line : head.split("\n")) {
            if (line.startsWith("type:")) {
                String type = line.substring(5).strip().replace("\"", "").replace("'", "");
                return TOPIC_TYPES.contains(type) ? type : null;
            }
        }
        return null;
    }

    @Override
    public boolean isMemoryFile(String path) {
        if (!path.endsWith(".md")) {
            return false;
        }
        if (autoMemory) {
            return !Folder.hidden(path);
        }
        return TOP.contains(path) || path.startsWith(".claude/rules/");
    }

    @Override
    public boolean mayHoldMemory(String folder) {
        if (autoMemory) {
            return !Folder.hidden(folder);
        }
        return folder.equals(".claude") || folder.equals(".claude/rules") || folder.startsWith(".claude/rules/");
    }

    @Override
    public List<Finding> check(MemoryAt now, List<FileChange> changes) {
        List<Finding> findings = new ArrayList<>();
        if (autoMemory) {
            MemoryFile index = now.file("MEMORY.md");
            if (index != null && index.readable()) {
                findings.addAll(index.memo("claude.truncation", () -> truncation(index)));
            }
        } else {
            findings.addAll(imports(now));
        }
        for (String path : now.paths()) {
            MemoryFile file = now.file(path);
            if (file.readable() && file.frontMatter().present() && !file.frontMatter().valid()) {
                findings.add(new Finding(Finding.FRONT_MATTER, path, 1, file.frontMatter().problem()));
            }
        }
        return findings;
    }

    /** What of {@code MEMORY.md} the loader leaves out: past 200 lines, or past 25,000 characters. */
    static List<Finding> truncation(MemoryFile index) {
        String text = index.text();
        String trimmed = text.strip();
        if (trimmed.isEmpty()) {
            return List.of();
        }
        int lead = Lines.lineOf(text, text.indexOf(trimmed.charAt(0))) - 1;
        String[] lines = trimmed.split("\n", -1);
        boolean tooManyLines = lines.length > MAX_LINES;
        boolean tooLong = trimmed.length() > MAX_CHARS;
        if (!tooManyLines && !tooLong) {
            return List.of();
        }
        String loaded = tooManyLines ? String.join("\n", java.util.Arrays.asList(lines).subList(0, MAX_LINES)) : trimmed;
        int firstOut = tooManyLines ? MAX_LINES + 1 : lines.length + 1;
        if (loaded.length() > MAX_CHARS) {
            int cut = loaded.lastIndexOf('\n', MAX_CHARS);
            firstOut = cut > 0 ? Lines.lineOf(loaded, cut + 1) : 1;
        }
        int total = lines.length;
        String why = tooManyLines && tooLong ? total + " lines and " + Lines.number(trimmed.length()) + " characters"
                : tooManyLines ? total + " lines" : Lines.number(trimmed.length()) + " characters";
        return List.of(new Finding(Finding.NOT_LOADED, index.path(), lead + firstOut,
                "lines " + (lead + firstOut) + "-" + (lead + total) + " are not loaded: MEMORY.md is " + why
                        + " and Claude Code loads the first " + MAX_LINES + " lines or " + Lines.number(MAX_CHARS)
                        + " characters"));
    }

    /** Imports that point nowhere, and files imported deeper than the loader goes. */
    private List<Finding> imports(MemoryAt now) {
        List<Finding> findings = new ArrayList<>();
        Path home = Path.of(System.getProperty("user.home"));
        Map<String, Integer> depth = new HashMap<>();
        Deque<String> queue = new ArrayDeque<>();
        for (String path : now.paths()) {
            if (TOP.contains(path) || path.startsWith(".claude/rules/")) {
                depth.put(path, 0);
                queue.add(path);
            }
        }
        while (!queue.isEmpty()) {
            String path = queue.poll();
            MemoryFile file = now.file(path);
            if (file == null || !file.readable()) {
                continue;
            }
            int hops = depth.get(path) + 1;
            for (Imports.Import imp : file.memo("claude.imports", () -> Imports.of(file, now.root(), home))) {
                Imports.Target target = imp.target();
                boolean exists = target.relative() != null ? now.exists(target.relative()) : Files.exists(target.absolute());
                String where = target.relative() != null ? target.relative() : target.absolute().toString();
                if (!exists) {
                    findings.add(new Finding(Finding.MISSING_IMPORT, path, imp.line(), "@" + imp.written() + " imports "
                            + where + ", which does not exist: Claude Code leaves it out without a word"));
                } else if (hops > MAX_HOPS) {
                    findings.add(new Finding(Finding.NOT_LOADED, path, imp.line(), "@" + imp.written() + " is "
                            + hops + " imports deep: Claude Code follows imports at most " + MAX_HOPS + " hops"));
                } else if (target.relative() != null && now.has(target.relative()) && !depth.containsKey(target.relative())) {
                    depth.put(target.relative(), hops);
                    queue.add(target.relative());
                }
            }
        }
        return findings;
    }
}
