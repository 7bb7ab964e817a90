package org.scratchpadinspector.formats.markdownmemory;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.scratchpadinspector.engine.history.FileChange;
import org.scratchpadinspector.engine.markdown.FrontMatter;
import org.scratchpadinspector.format.Recognition;

/**
 * Letta Code's memory filesystem ({@code ~/.letta/agents/<agent-id>/memory/}), a git repository the harness clones
 * and the agent commits to: {@code system/} (always in the prompt), {@code reference/} and other folders (read on
 * demand), {@code skills/<name>/SKILL.md}. Its pre-commit hook is the rule: a memory file under {@code system/} or
 * {@code reference/} starts with front matter holding a non-empty {@code description} and only the keys
 * {@code description}, {@code read_only} and {@code limit}; a file marked {@code read_only: true} is never changed.
 * In the newer layout (a {@code MEMORY.md} at the root) every Markdown file outside {@code skills/} needs
 * {@code name} and {@code description} and {@code MEMORY.md} has none. A block's {@code limit}, where a file still
 * carries one, caps its text.
 */
final class LettaMemfs implements Profile {
    static final String NAME = "letta-memfs";
    private static final Set<String> LEGACY_KEYS = Set.of("description", "read_only", "limit");
    private static final Set<String> V2_KEYS = Set.of("name", "description");

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String describe() {
        return "Letta Code memory filesystem (~/.letta/agents/<agent-id>/memory: system/*.md with description front matter)";
    }

    @Override
    public Recognition recognise(Path dir) {
        if (!Folder.dir(dir)) {
            return Recognition.none(dir);
        }
        Path memory = dir.resolve("memory");
        if (Folder.dir(memory.resolve("system")) && Folder.ancestors(memory).contains(".letta")) {
            return new Recognition(0.95, memory, "~/.letta/agents/<agent-id>/memory with system/");
        }
        Path system = dir.resolve("system");
        if (!Folder.dir(system)) {
            return Recognition.none(dir);
        }
        if (Folder.ancestors(dir).contains(".letta") || Folder.ancestors(dir).contains("agents")
                && Folder.name(dir).equals("memory")) {
            return new Recognition(0.95, dir, "a Letta memory folder with system/");
        }
        long described = Folder.names(system).stream().filter(n -> n.endsWith(".md"))
                .filter(n -> Folder.head(system.resolve(n)).startsWith("---")
                        && Folder.head(system.resolve(n)).contains("description:")).count();
        if (described > 0) {
            return new Recognition(0.9, dir, "system/ with " + described + " file" + Lines.plural(described)
                    + " whose front matter has a description");
        }
        return Folder.dir(dir.resolve(".git")) ? new Recognition(0.5, dir, "a git repository with system/")
                : Recognition.none(dir);
    }

    @Override
    public boolean isMemoryFile(String path) {
        return path.endsWith(".md") && !Folder.hidden(path) && !path.equals("memory_filesystem.md");
    }

    @Override
    public List<Finding> check(MemoryAt now, List<FileChange> changes) {
        List<Finding> findings = new ArrayList<>();
        boolean v2 = now.has("MEMORY.md");
        for (String path : now.paths()) {
            MemoryFile file = now.file(path);
            if (!file.readable()) {
                continue;
            }
            if (v2) {
                findings.addAll(file.memo("letta.v2", () -> v2Rules(file, projected(now, path))));
            } else if (legacyChecked(path)) {
                findings.addAll(file.memo("letta.legacy", () -> legacyRules(file)));
            }
            findings.addAll(file.memo("letta.limit", () -> limit(file)));
        }
        for (FileChange change : changes) {
            MemoryFile before = now.content(change.path(), change.before());
            if (before != null && before.readable() && "true".equals(before.frontMatter().text("read_only"))) {
                findings.add(new Finding(Finding.REWRITTEN, change.path(), 1, change.after() == null
                        ? "a read_only memory file was deleted" : "a read_only memory file was changed"));
            }
        }
        return findings;
    }

    private static boolean legacyChecked(String path) {
        String p = path.startsWith("memory/") ? path.substring("memory/".length()) : path;
        return p.startsWith("system/") || p.startsWith("reference/");
    }

    /** In the newer layout a file in a folder is checked when every folder above it has a MEMORY.md. */
    private static boolean projected(MemoryAt now, String path) {
        if (path.startsWith("skills/")) {
            return false;
        }
        String dir = path.contains("/") ? path.substring(0, path.lastIndexOf('/')) : "";
        while (!dir.isEmpty()) {
            if (!now.has(dir + "/MEMORY.md")) {
                return false;
            }
            dir = dir.contains("/") ? dir.substring(0, dir.lastIndexOf('/')) : "";
        }
        return true;
    }

    private static List<Finding> legacyRules(MemoryFile file) {
        FrontMatter front = file.frontMatter();
        String path = file.path();
        if (!front.present()) {
            return List.of(new Finding(Finding.FRONT_MATTER, path, 1, "no front matter (must start with ---): the"
                    + " memory's pre-commit hook refuses it"));
        }
        if (!front.closed()) {
            return List.of(new Finding(Finding.FRONT_MATTER, path, 1, "front matter opened but never closed (missing"
                    + " closing ---)"));
        }
        if (front.value() == null) {
            return List.of(new Finding(Finding.FRONT_MATTER, path, 1, front.problem()));
        }
        List<Finding> findings = new ArrayList<>();
        for (String key : front.value().keySet()) {
            if (!LEGACY_KEYS.contains(key)) {
                findings.add(new Finding(Finding.FRONT_MATTER, path, keyLine(file, key), "unknown front matter key '"
                        + key + "' (allowed: description read_only limit)"));
            }
        }
        if (!front.value().containsKey("description")) {
            findings.add(new Finding(Finding.FRONT_MATTER, path, 1, "missing required field 'description'"));
        } else if (front.text("description") == null) {
            findings.add(new Finding(Finding.FRONT_MATTER, path, keyLine(file, "description"), "'description' must not be empty"));
        }
        return findings;
    }

    private static List<Finding> v2Rules(MemoryFile file, boolean projected) {
        FrontMatter front = file.frontMatter();
        String path = file.path();
        if (path.equals("MEMORY.md") || path.endsWith("/MEMORY.md")) {
            return front.present() ? List.of(new Finding(Finding.FRONT_MATTER, path, 1, "MEMORY.md must not have front matter"))
                    : List.of();
        }
        if (!projected) {
            return List.of();
        }
        if (!front.present() || !front.closed() || front.value() == null) {
            String why = !front.present() ? "missing front matter (must start with ---)"
                    : !front.closed() ? "front matter opened but never closed (missing closing ---)" : front.problem();
            return List.of(new Finding(Finding.FRONT_MATTER, path, 1, why));
        }
        List<Finding> findings = new ArrayList<>();
        for (String key : front.value().keySet()) {
            if (!V2_KEYS.contains(key)) {
                findings.add(new Finding(Finding.FRONT_MATTER, path, keyLine(file, key), "unknown front matter key '"
                        + key + "' (allowed: name description)"));
            }
        }
        for (String key : List.of("name", "description")) {
            if (!front.value().containsKey(key)) {
                findings.add(new Finding(Finding.FRONT_MATTER, path, 1, "missing required field '" + key + "'"));
            } else if (front.text(key) == null) {
                findings.add(new Finding(Finding.FRONT_MATTER, path, keyLine(file, key), "'" + key + "' must not be empty"));
            }
        }
        return findings;
    }

    /** A block's legacy {@code limit}: its text (after the front matter) over that many characters. */
    private static List<Finding> limit(MemoryFile file) {
        String limit = file.frontMatter().text("limit");
        if (limit == null || !limit.matches("\\d{1,9}")) {
            return List.of();
        }
        int cap = Integer.parseInt(limit);
        List<String> lines = file.lines();
        String body = String.join("\n", lines.subList(Math.min(file.frontMatter().endLine(), lines.size()), lines.size())).strip();
        if (body.length() <= cap) {
            return List.of();
        }
        return List.of(new Finding(Finding.OVER_CAP, file.path(), keyLine(file, "limit"), "the block's text is "
                + Lines.number(body.length()) + " characters, over its limit of " + Lines.number(cap)));
    }

    private static int keyLine(MemoryFile file, String key) {
        List<String> lines = file.lines();
        for (int i = 1; i < Math.min(lines.size(), file.frontMatter().endLine()); i++) {
            if (lines.get(i).startsWith(key + ":")) {
                return i + 1;
            }
        }
        return 1;
    }
}
