package org.scratchpadinspector.formats.markdownmemory;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.scratchpadinspector.engine.history.FileChange;
import org.scratchpadinspector.engine.markdown.FrontMatter;
import org.scratchpadinspector.format.Recognition;

/**
 * Forge's long-term memory ({@code <workspace>/.forge/memories/} and {@code ~/.forge/memories/}): one file
 * {@code <id>.md} per memory, {@code id} {@code mem_<uuid4>}, YAML front matter ({@code id}, {@code created_at},
 * {@code updated_at}, {@code version}, {@code scope}, {@code category}, {@code supersedes}, {@code related},
 * {@code session_id}, {@code trigger}) then the Markdown body. A memory is written once (the store refuses an id
 * that exists); a new version is a new file that supersedes its predecessor. The store skips a file whose front
 * matter is missing, unclosed, or lacks id, scope, category, session_id, trigger or a positive version.
 */
final class ForgeMemories implements Profile {
    static final String NAME = "forge-memories";
    static final Pattern ID = Pattern.compile("mem_[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}");
    private static final Pattern FILE = Pattern.compile("mem_[^/]*\\.md");
    static final List<String> REQUIRED = List.of("id", "scope", "category", "session_id", "trigger");
    static final Set<String> SCOPES = Set.of("repo", "user");

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String describe() {
        return "Forge long-term memories (.forge/memories/<mem_id>.md with YAML front matter)";
    }

    @Override
    public String unitKind() {
        return "memory";
    }

    @Override
    public Recognition recognise(Path dir) {
        if (!Folder.dir(dir)) {
            return Recognition.none(dir);
        }
        if (Folder.name(dir).equals(".forge") && Folder.dir(dir.resolve("memories"))) {
            return new Recognition(0.9, dir.resolve("memories"), ".forge/memories");
        }
        Path nested = dir.resolve(".forge").resolve("memories");
        if (Folder.dir(nested) && memories(nested) > 0) {
            return new Recognition(0.5, nested, ".forge/memories with " + memories(nested) + " memor"
                    + (memories(nested) == 1 ? "y" : "ies"));
        }
        long found = memories(dir);
        if (found > 0) {
            return new Recognition(0.95, dir, found + " memory file" + Lines.plural(found) + " mem_<uuid>.md");
        }
        if (Folder.name(dir).equals("memories") && Folder.ancestors(dir).size() > 0
                && Folder.ancestors(dir).get(0).equals(".forge")) {
            return new Recognition(0.6, dir, "an empty .forge/memories");
        }
        return Recognition.none(dir);
    }

    private static long memories(Path dir) {
        return Folder.names(dir).stream().filter(n -> FILE.matcher(n).matches())
                .filter(n -> Folder.head(dir.resolve(n)).startsWith("---")).count();
    }

    @Override
    public boolean isMemoryFile(String path) {
        return !path.contains("/") && path.endsWith(".md") && !path.startsWith(".");
    }

    @Override
    public boolean mayHoldMemory(String folder) {
        return false;
    }

    @Override
    public List<Finding> check(MemoryAt now, List<FileChange> changes) {
        List<Finding> findings = new ArrayList<>();
        for (String path : now.paths()) {
            MemoryFile file = now.file(path);
            if (file.readable()) {
                findings.addAll(file.memo("forge.front", () -> frontMatter(file)));
            }
        }
        for (FileChange change : changes) {
            if (change.before() != null) {
                findings.add(new Finding(Finding.REWRITTEN, change.path(), 1, change.after() == null
                        ? "a memory was deleted; Forge writes each memory once and supersedes it with a new one"
                        : "a memory changed after it was written; Forge writes each memory once and supersedes it with a new one"));
            }
        }
        return findings;
    }

    /** What Forge's parser and validation refuse (the store then skips the file as corrupt). */
    static List<Finding> frontMatter(MemoryFile file) {
        FrontMatter front = file.frontMatter();
        String path = file.path();
        if (!file.text().startsWith("---")) {
            return List.of(finding(path, 1, "missing front matter: Forge skips the file"));
        }
        if (!front.closed()) {
            return List.of(finding(path, 1, "front matter never closed: Forge skips the file"));
        }
        if (front.value() == null) {
            return List.of(finding(path, 1, front.problem() + ": Forge skips the file"));
        }
        List<Finding> findings = new ArrayList<>();
        for (String key : REQUIRED) {
            if (front.text(key) == null) {
                findings.add(finding(path, 1, "missing " + key + ": Forge skips the file"));
            }
        }
        String version = front.text("version");
        if (version == null || !version.matches("\\d{1,9}") || Integer.parseInt(version) <= 0) {
            findings.add(finding(path, 1, "version must be a positive number (it is " + version + "): Forge skips the file"));
        }
        String id = front.text("id");
        String stem = path.substring(0, path.length() - ".md".length());
        if (id != null && !id.equals(stem)) {
            findings.add(finding(path, 1, "id " + id + " is not the file's name " + stem));
        }
        String scope = front.text("scope");
        if (scope != null && !SCOPES.contains(scope)) {
            findings.add(finding(path, 1, "unknown scope " + scope + " (repo or user)"));
        }
        return findings;
    }

    private static Finding finding(String path, int line, String reason) {
        return new Finding(Finding.FRONT_MATTER, path, line, reason);
    }
}
