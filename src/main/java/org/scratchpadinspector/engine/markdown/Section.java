package org.scratchpadinspector.engine.markdown;

/**
 * One section of a memory file.
 *
 * @param key       its path inside the file: {@code ""} for the text before the first heading,
 *                  {@code front-matter}, {@code Heading/Sub} for a heading's own text (up to the next heading of
 *                  any level), {@code §N} for an entry
 * @param firstLine the 1-based line where it starts (its heading, or its first line)
 * @param lastLine  the 1-based last line it covers
 * @param text      its text without the heading line and without blank lines at either end
 * @param level     its heading's level (1 to 6), 0 for a section that has no heading
 */
public record Section(String key, int firstLine, int lastLine, String text, int level) {
    public static final String FRONT_MATTER = "front-matter";

    /** {@code file#key}: the path every feature addresses it by. */
    public String path(String file) {
        return file + "#" + key;
    }
}
