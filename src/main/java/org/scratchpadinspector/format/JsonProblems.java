package org.scratchpadinspector.format;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One line for a JSON file that does not parse: the file, line and column, and what is wrong, in our words. The
 * parser's hints about its own settings ("enable `JsonReadFeature...`", "from
 * `StreamReadConstraints.getMaxStringLength()`") say nothing to an operator and are left out.
 */
public final class JsonProblems {
    private static final Pattern CONSTRAINT = Pattern.compile(
            "^(String value|Number value|Name) length \\((\\d+)\\) exceeds the maximum allowed \\((\\d+).*|"
                    + "^Document nesting depth \\((\\d+)\\) exceeds the maximum allowed \\((\\d+).*|"
                    + "^Document length \\((\\d+)\\) exceeds the maximum allowed \\((\\d+).*", Pattern.DOTALL);
    /** A parenthesised aside about the parser's own features or settings. */
    private static final Pattern PARSER_ASIDE = Pattern.compile("\\s*\\((?:[^()]*(?:Feature|`|enabled for parser)[^()]*)\\)");
    private static final Pattern ENABLE_HINT = Pattern.compile(":?\\s*(?:enable|not allowed as per) `[^`]*`(?: to allow)?");

    private JsonProblems() {
    }

    public static String describe(String fileName, JsonProcessingException e) {
        JsonLocation at = e.getLocation();
        String what = e.getOriginalMessage();
        int cut = what.indexOf('\n');
        if (cut >= 0) {
            what = what.substring(0, cut);
        }
        what = e instanceof StreamConstraintsException ? overBound(what) : withoutParserAsides(what);
        if (what.startsWith("Unexpected end-of-input")) {
            what = "the file ends before its JSON does (being written, or truncated): " + what;
        }
        return at == null || at.getLineNr() < 0
                ? fileName + ": " + what
                : fileName + ": line " + at.getLineNr() + ", column " + at.getColumnNr() + ": " + what;
    }

    /** A value past one of the reader's bounds, said as what it is and where the bound comes from. */
    static String overBound(String message) {
        Matcher m = CONSTRAINT.matcher(message);
        if (!m.matches()) {
            return withoutParserAsides(message);
        }
        if (m.group(1) != null) {
            long length = Long.parseLong(m.group(2));
            long bound = Long.parseLong(m.group(3));
            return switch (m.group(1)) {
                case "Number value" -> String.format(Locale.ROOT, "a number of %,d digits, over the %,d that Python's"
                        + " int() reads: not read", length, bound);
                case "Name" -> String.format(Locale.ROOT, "a key of %,d characters, over the bound of %,d: not read",
                        length, bound);
                default -> String.format(Locale.ROOT, "a string of %,d characters, over the bound of %,d: not read",
                        length, bound);
            };
        }
        if (m.group(4) != null) {
            return String.format(Locale.ROOT, "values nested %,d deep, over the %,d levels Python's json reads: not read",
                    Long.parseLong(m.group(4)), Long.parseLong(m.group(5)));
        }
        return String.format(Locale.ROOT, "a document of %,d characters, over the bound of %,d: not read",
                Long.parseLong(m.group(6)), Long.parseLong(m.group(7)));
    }

    static String withoutParserAsides(String message) {
        String plain = ENABLE_HINT.matcher(PARSER_ASIDE.matcher(message).replaceAll("")).replaceAll("");
        return plain.isBlank() ? message : plain.strip();
    }
}
