package org.scratchpadinspector.format;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;

/** One line for a JSON file that does not parse: the file, line and column, and what the parser said. */
public final class JsonProblems {
    private JsonProblems() {
    }

    public static String describe(String fileName, JsonProcessingException e) {
        JsonLocation at = e.getLocation();
        String what = e.getOriginalMessage();
        int cut = what.indexOf('\n');
        if (cut >= 0) {
            what = what.substring(0, cut);
        }
        if (what.startsWith("Unexpected end-of-input")) {
            what = "the file ends before its JSON does (being written, or truncated): " + what;
        }
        return at == null || at.getLineNr() < 0
                ? fileName + ": " + what
                : fileName + ": line " + at.getLineNr() + ", column " + at.getColumnNr() + ": " + what;
    }
}
