package org.scratchpadinspector.formats.markdownmemory;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.engine.history.FileChange;
import org.scratchpadinspector.engine.markdown.EntryFile;
import org.scratchpadinspector.engine.markdown.FrontMatter;
import org.scratchpadinspector.engine.markdown.Section;
import org.scratchpadinspector.format.Recognition;

/**
 * The Hermes agent's memory tool ({@code ~/.hermes/memories/}): {@code MEMORY.md} (the agent's notes) and
 * {@code USER.md} (what it knows of the user), each a list of entries separated by a line holding {@code §}. The
 * tool refuses to grow a file past its cap, counted in characters of the entries joined by the separator: 2,200 for
 * {@code MEMORY.md}, 1,375 for {@code USER.md}, unless {@code memory.memory_char_limit} /
 * {@code memory.user_char_limit} in the {@code config.yaml} beside {@code memories/} say otherwise. A file grown
 * past the cap by another writer is shown to the model with its middle cut out once it passes twice the cap (at
 * least 4,000 characters): the first 70 % and the last 20 % of that are kept.
 */
final class Hermes implements Profile {
    static final String NAME = "hermes";
    static final int MEMORY_CAP = 2_200;
    static final int USER_CAP = 1_375;

    private final int memoryCap;
    private final int userCap;

    Hermes() {
        this(MEMORY_CAP, USER_CAP);
    }

    private Hermes(int memoryCap, int userCap) {
        this.memoryCap = memoryCap;
        this.userCap = userCap;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String fingerprint() {
        return name() + ":" + memoryCap + ":" + userCap;
    }

    @Override
    public String describe() {
        return "Hermes agent memories (~/.hermes/memories/MEMORY.md and USER.md, entries separated by §)";
    }

    @Override
    public Profile at(Path root) {
        Path parent = root.toAbsolutePath().normalize().getParent();
        Path config = parent == null ? null : parent.resolve("config.yaml");
        if (config == null || !Files.isRegularFile(config)) {
            return this;
        }
        try {
            String text = Files.readString(config);
            FrontMatter parsed = FrontMatter.of(List.of("---", text, "---"));
            Object memory = parsed.value() == null ? null : parsed.value().get("memory");
            if (memory instanceof Map<?, ?> m) {
                return new Hermes(limit(m.get("memory_char_limit"), MEMORY_CAP), limit(m.get("user_char_limit"), USER_CAP));
            }
        } catch (java.io.IOException | RuntimeException e) {
            // the agent falls back to its defaults when its config cannot be read; so do we
        }
        return this;
    }

    private static int limit(Object value, int fallback) {
        try {
            return value == null ? fallback : Integer.parseInt(String.valueOf(value).strip());
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    @Override
    public Recognition recognise(Path dir) {
        if (!Folder.dir(dir)) {
            return Recognition.none(dir);
        }
        Path memories = dir.resolve("memories");
        if (Folder.dir(memories) && (Folder.name(dir).equals(".hermes") || holdsEntries(memories))) {
            return new Recognition(0.95, memories, "memories/ with MEMORY.md / USER.md entries");
        }
        List<String> names = Folder.names(dir);
        boolean memory = names.contains("MEMORY.md");
        boolean user = names.contains("USER.md");
        if (!memory && !user) {
            return Recognition.none(dir);
        }
        if (holdsEntries(dir)) {
            return new Recognition(0.95, dir, "MEMORY.md / USER.md holding entries separated by §");
        }
        if (Folder.name(dir).equals("memories") && Folder.ancestors(dir).contains(".hermes")) {
            return new Recognition(0.95, dir, "~/.hermes/memories");
        }
        boolean onlyStores = names.stream().allMatch(n -> n.equals("MEMORY.md") || n.equals("USER.md")
                || n.endsWith(".lock") || n.contains(".bak.") || n.startsWith("."));
        if (Folder.name(dir).equals("memories") && onlyStores) {
            return new Recognition(0.75, dir, "memories/ holding only MEMORY.md / USER.md");
        }
        return Recognition.none(dir);
    }

    private static boolean holdsEntries(Path dir) {
        return Folder.head(dir.resolve("MEMORY.md")).contains("\n§\n") || Folder.head(dir.resolve("USER.md")).contains("\n§\n");
    }

    @Override
    public boolean isMemoryFile(String path) {
        return path.equals("MEMORY.md") || path.equals("USER.md");
    }

    @Override
    public boolean mayHoldMemory(String folder) {
        return false;
    }

    @Override
    public boolean entries(String path) {
        return true;
    }

    int cap(String path) {
        return path.equals("USER.md") ? userCap : memoryCap;
    }

    @Override
    public List<Finding> check(MemoryAt now, List<FileChange> changes) {
        List<Finding> findings = new ArrayList<>();
        for (String path : now.paths()) {
            MemoryFile file = now.file(path);
            if (file.readable()) {
                findings.addAll(file.memo("hermes.cap." + cap(path), () -> caps(file, cap(path))));
            }
        }
        return findings;
    }

    /** The cap the file passes (with the entry that passes it), and the middle cut from what the model sees. */
    static List<Finding> caps(MemoryFile file, int cap) {
        EntryFile entries = file.entryFile();
        int total = entries.characters();
        if (total <= cap) {
            return List.of();
        }
        List<Finding> findings = new ArrayList<>();
        int count = 0;
        Section crossing = entries.entries().get(0);
        for (Section entry : entries.entries()) {
            count += (count == 0 ? 0 : 3) + entry.text().codePointCount(0, entry.text().length());
            if (count > cap) {
                crossing = entry;
                break;
            }
        }
        findings.add(new Finding(Finding.OVER_CAP, file.path(), crossing.firstLine(), file.path() + " holds "
                + Lines.number(total) + " characters, over its cap of " + Lines.number(cap) + " (entry "
                + crossing.key() + " passes it); the memory tool refuses to add to it"));
        int renderCap = Math.max(cap * 2, 4000);
        if (total > renderCap) {
            String joined = EntryFile.join(entries.texts());
            int head = (int) (renderCap * 0.7);
            int tail = (int) (renderCap * 0.2);
            int from = lineInFile(entries, joined, head);
            int to = lineInFile(entries, joined, joined.length() - tail);
            findings.add(new Finding(Finding.NOT_LOADED, file.path(), from, "lines " + from + "-" + to + " are cut from"
                    + " the system prompt: over " + Lines.number(renderCap) + " characters Hermes keeps the first "
                    + Lines.number(head) + " and the last " + Lines.number(tail)));
        }
        return findings;
    }

    /** The file line of the {@code offset}-th character of the joined entries. */
    private static int lineInFile(EntryFile entries, String joined, int offset) {
        int at = 0;
        for (Section entry : entries.entries()) {
            int end = at + entry.text().length();
            if (offset < end) {
                return entry.firstLine() + Lines.lineOf(entry.text(), offset - at) - 1;
            }
            at = end + EntryFile.DELIMITER.length();
            if (offset < at) {
                return entry.lastLine() + 1;
            }
        }
        return entries.entries().get(entries.entries().size() - 1).lastLine();
    }
}
