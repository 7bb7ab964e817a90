package org.scratchpadinspector.formats.yamlcycles;

import java.nio.file.Path;
import java.util.Map;
import org.scratchpadinspector.pyyaml.YamlReader;

/**
 * One YAML file as read from disk: its text and parsed state, or the problem that stopped the parse.
 *
 * <p>When a file that parsed before fails now (typically half-written), {@code state} keeps the last good
 * parse, {@code stale} is true, and {@code problem} says what is wrong with the bytes on disk now.
 */
public record Snapshot(Path path, long size, long modified, String text, Map<String, Object> state,
                       String problem, boolean stale) {

    public boolean isReadable() {
        return state != null;
    }

    /** The parse was stopped at its deadline: the text is there to be shown raw, the state is not. */
    public boolean isTooSlowToParse() {
        return problem != null && problem.startsWith(YamlReader.TOO_SLOW);
    }

    public boolean hasProblem() {
        return problem != null;
    }

    /** "path: problem", for listings and banners. */
    public String describeProblem() {
        return path.getFileName() + ": " + problem;
    }

    public Object field(String key) {
        return state == null ? null : state.get(key);
    }

    static Snapshot failed(Path path, long size, long modified, String text, String problem) {
        return new Snapshot(path, size, modified, text, null, problem, false);
    }
}
