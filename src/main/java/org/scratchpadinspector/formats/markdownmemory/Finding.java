package org.scratchpadinspector.formats.markdownmemory;

/**
 * A version breaking one of its system's rules: the flag, the file and line it is about, and the reason.
 *
 * @param flag   {@code not_loaded}, {@code over_cap}, {@code missing_import}, {@code front_matter}, {@code rewritten},
 *               {@code missing_core_file}
 * @param file   the file's path relative to the memory directory
 * @param line   1-based, or 0 when the finding is about the whole file (or a file that is gone)
 * @param reason one sentence
 */
record Finding(String flag, String file, int line, String reason) {
    static final String NOT_LOADED = "not_loaded";
    static final String OVER_CAP = "over_cap";
    static final String MISSING_IMPORT = "missing_import";
    static final String FRONT_MATTER = "front_matter";
    static final String REWRITTEN = "rewritten";
    static final String MISSING_CORE_FILE = "missing_core_file";

    /** The line {@code ls} prints in problems: {@code MEMORY.md:201: not_loaded: reason}. */
    String problem() {
        return file + (line > 0 ? ":" + line : "") + ": " + flag + ": " + reason;
    }
}
