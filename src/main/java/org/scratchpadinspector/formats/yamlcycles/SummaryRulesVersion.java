package org.scratchpadinspector.formats.yamlcycles;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What a cached summary was computed by: a format number of the summary itself plus the size and time of the
 * code (the jar, or the compiled status rules when run from classes), so that a new build never shows summaries
 * computed by an older one.
 */
final class SummaryRulesVersion {
    /** Raise when a summary's fields or their meaning change. */
    private static final int SUMMARY_FORMAT = 2;

    private SummaryRulesVersion() {
    }

    static String current() {
        return "summary " + SUMMARY_FORMAT + "; code " + codeStamp();
    }

    private static String codeStamp() {
        try {
            Path code = Path.of(CycleAnalyzer.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            Path file = Files.isDirectory(code)
                    ? code.resolve(CycleAnalyzer.class.getName().replace('.', '/') + ".class") : code;
            return file + " " + Files.size(file) + " " + Files.getLastModifiedTime(file).toMillis();
        } catch (Exception e) {
            return "unknown";
        }
    }
}
