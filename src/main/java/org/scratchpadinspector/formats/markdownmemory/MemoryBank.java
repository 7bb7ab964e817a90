package org.scratchpadinspector.formats.markdownmemory;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.scratchpadinspector.engine.history.FileChange;
import org.scratchpadinspector.format.Recognition;

/**
 * Cline's (and Roo Code's) Memory Bank: {@code memory-bank/} with its six core files, which the agent reads at the
 * start of every task, and any further files it adds. A version without one of the core files breaks the rule.
 */
final class MemoryBank implements Profile {
    static final String NAME = "memory-bank";
    static final List<String> CORE = List.of("projectbrief.md", "productContext.md", "activeContext.md",
            "systemPatterns.md", "techContext.md", "progress.md");

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String describe() {
        return "Cline / Roo Memory Bank (memory-bank/ with projectbrief.md, productContext.md, activeContext.md,"
                + " systemPatterns.md, techContext.md, progress.md)";
    }

    @Override
    public Recognition recognise(Path dir) {
        if (!Folder.dir(dir)) {
            return Recognition.none(dir);
        }
        Path inside = dir.resolve("memory-bank");
        if (Folder.dir(inside)) {
            return new Recognition(0.95, inside, "memory-bank/ with " + core(inside) + " of the six core files");
        }
        long core = core(dir);
        if (Folder.name(dir).equals("memory-bank")) {
            return new Recognition(0.95, dir, "memory-bank/ with " + core + " of the six core files");
        }
        return core >= 2 ? new Recognition(0.8, dir, core + " of the six Memory Bank core files") : Recognition.none(dir);
    }

    private static long core(Path dir) {
        return CORE.stream().filter(f -> Folder.file(dir.resolve(f))).count();
    }

    @Override
    public boolean isMemoryFile(String path) {
        return path.endsWith(".md") && !Folder.hidden(path);
    }

    @Override
    public List<Finding> check(MemoryAt now, List<FileChange> changes) {
        List<Finding> findings = new ArrayList<>();
        for (String core : CORE) {
            if (!now.has(core)) {
                findings.add(new Finding(Finding.MISSING_CORE_FILE, core, 0, core + " is missing: the Memory Bank's six"
                        + " core files are read at the start of every task"));
            }
        }
        return findings;
    }
}
