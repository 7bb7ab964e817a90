package org.scratchpadinspector.formats.mempalace;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The agent reads its file with Python's {@code json}: a parse error is said in that module's words (and at
 * its position: Python points at the start of a bad token, Jackson just past it), so the line the operator sees
 * is the one the agent's traceback and the sample's checker print. A message with no known counterpart stays
 * as the parser wrote it.
 */
final class PythonJsonErrors {
    private static final Pattern LOCATED = Pattern.compile("^(.*: line (\\d+), column )(\\d+)(: )(.*)$", Pattern.DOTALL);
    private static final Pattern BAD_TOKEN = Pattern.compile("^Unrecognized token '([^']*)'.*", Pattern.DOTALL);
    private static final List<Map.Entry<String, String>> WORDING = List.of(
            Map.entry("was expecting comma to separate", "Expecting ',' delimiter"),
            Map.entry("was expecting double-quote to start field name", "Expecting property name enclosed in double quotes"),
            Map.entry("was expecting a colon to separate field name and value", "Expecting ':' delimiter"),
            Map.entry("expected a value", "Expecting value"),
            Map.entry("expected a valid value", "Expecting value"),
            Map.entry("Illegal unquoted character", "Invalid control character at"),
            Map.entry("Unrecognized character escape", "Invalid \\escape"),
            Map.entry("Trailing token", "Extra data"));

    private PythonJsonErrors() {
    }

    /** {@code file: line L, column C: Jackson's words} as Python's json would say it. */
    static String reword(String line) {
        Matcher m = LOCATED.matcher(line);
        if (!m.matches()) {
            return line;
        }
        String what = m.group(5);
        int column = Integer.parseInt(m.group(3));
        Matcher token = BAD_TOKEN.matcher(what);
        if (token.matches()) {
            return m.group(1) + Math.max(1, column - token.group(1).codePointCount(0, token.group(1).length()))
                    + m.group(4) + "Expecting value";
        }
        for (Map.Entry<String, String> w : WORDING) {
            if (what.contains(w.getKey())) {
                return m.group(1) + column + m.group(4) + w.getValue();
            }
        }
        return line;
    }
}
