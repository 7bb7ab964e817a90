package org.scratchpadinspector.formats.markdownmemory;

import java.nio.file.Path;
import java.util.List;
import org.scratchpadinspector.engine.history.FileChange;
import org.scratchpadinspector.engine.history.MemoryFiles;
import org.scratchpadinspector.format.Recognition;

/**
 * One memory system: its name, where its files are, how a directory of it is recognised, which files hold
 * {@code §} entries, and the rules the agent relies on, checked on every version.
 */
interface Profile extends MemoryFiles {
    /** What {@code ls --json} prints as {@code format}. */
    String name();

    /** One phrase for the "known:" list. */
    String describe();

    /** Looks at names and a few small files only; never writes. */
    Recognition recognise(Path dir);

    /** The profile for the memory at {@code root} (a system with two layouts picks the one found there). */
    default Profile at(Path root) {
        return this;
    }

    /** What, besides its name, decides the rules' outcome here (a layout, a configured cap): part of cache keys. */
    default String fingerprint() {
        return name();
    }

    /** What a unit of this system is: {@code version}, or {@code memory} for a system whose files are written once. */
    default String unitKind() {
        return "version";
    }

    /** Whether the file holds {@code §}-separated entries rather than Markdown sections. */
    default boolean entries(String path) {
        return false;
    }

    /**
     * The rules broken by the memory as it is at a version ({@code now}), and by the change that led to it
     * ({@code changes}; each names the content before, which {@link MemoryAt#content} reads).
     */
    List<Finding> check(MemoryAt now, List<FileChange> changes);
}
