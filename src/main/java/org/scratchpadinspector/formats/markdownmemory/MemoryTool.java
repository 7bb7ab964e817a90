package org.scratchpadinspector.formats.markdownmemory;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.scratchpadinspector.engine.history.FileChange;
import org.scratchpadinspector.format.Recognition;

/**
 * A {@code /memories} directory kept through Anthropic's memory tool (view, create, str_replace, insert, delete,
 * rename), or a managed memory store mounted as one: text files of any name the model edits. A managed store holds
 * at most 100 kB (100,000 bytes) per memory; a file over that breaks the rule.
 */
final class MemoryTool implements Profile {
    static final String NAME = "memory-tool";
    static final int CAP_BYTES = 100_000;

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String describe() {
        return "a memories/ directory of text files edited through Anthropic's memory tool";
    }

    @Override
    public Recognition recognise(Path dir) {
        if (!Folder.dir(dir)) {
            return Recognition.none(dir);
        }
        if (Folder.name(dir).equals("memories")) {
            long files = Folder.names(dir).stream().filter(n -> !n.startsWith(".")).count();
            return files > 0 ? new Recognition(0.6, dir, "memories/ with " + files + " entr" + (files == 1 ? "y" : "ies"))
                    : Recognition.none(dir);
        }
        Path inside = dir.resolve("memories");
        if (Folder.dir(inside) && Folder.names(inside).stream().anyMatch(n -> !n.startsWith("."))) {
            return new Recognition(0.4, inside, "a memories/ folder of files");
        }
        return Recognition.none(dir);
    }

    @Override
    public boolean isMemoryFile(String path) {
        return !Folder.hidden(path) && !path.endsWith("~") && !path.endsWith(".tmp") && !path.endsWith(".lock");
    }

    @Override
    public List<Finding> check(MemoryAt now, List<FileChange> changes) {
        List<Finding> findings = new ArrayList<>();
        for (String path : now.paths()) {
            MemoryFile file = now.file(path);
            if (file.readable()) {
                findings.addAll(file.memo("memorytool.cap", () -> cap(file)));
            }
        }
        return findings;
    }

    private static List<Finding> cap(MemoryFile file) {
        byte[] bytes = file.text().getBytes(StandardCharsets.UTF_8);
        if (bytes.length <= CAP_BYTES) {
            return List.of();
        }
        String within = new String(bytes, 0, CAP_BYTES, StandardCharsets.UTF_8);
        int line = Lines.lineOf(file.text(), within.length());
        return List.of(new Finding(Finding.OVER_CAP, file.path(), line, file.path() + " is " + Lines.number(bytes.length)
                + " bytes, over the 100 kB (" + Lines.number(CAP_BYTES) + " bytes) a memory may hold"));
    }
}
