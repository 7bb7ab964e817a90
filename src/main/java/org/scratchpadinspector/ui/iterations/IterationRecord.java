package org.scratchpadinspector.ui.iterations;

import java.util.List;

/**
 * One iteration as the view shows it, in no format's terms: what the model answered, what was done, what came of
 * it, and the state before and after as text.
 *
 * @param n            1-based
 * @param action       the action in a few words ({@code shell {'command': 'uptime'}}, "parse error", "done …")
 * @param response     the model's response as recorded, or "" when there is none
 * @param responseCut  the response was recorded cut short
 * @param result       what the action gave (a result, a tool's error), or ""
 * @param resultCut    the result was recorded cut short
 * @param outcome      one word for the row's mark: ok, failed, unknown, parse error, done, crashed
 * @param before       the state the iteration started from, rendered
 * @param after        the state it left, rendered
 * @param changed      the paths it changed
 */
public record IterationRecord(int n, String action, String response, boolean responseCut, String result,
                              boolean resultCut, Outcome outcome, String before, String after, List<String> changed) {

    public IterationRecord {
        changed = List.copyOf(changed);
    }

    /** How an iteration went, for its mark and colour. */
    public enum Outcome {
        OK("✓", "ok"), FAILED("✖", "failed"), UNKNOWN("?", "unknown tool"), PARSE_ERROR("⚠", "parse error"),
        DONE("✔", "done"), CRASHED("✖", "crashed"), NONE("·", "nothing");

        private final String glyph;
        private final String label;

        Outcome(String glyph, String label) {
            this.glyph = glyph;
            this.label = label;
        }

        public String glyph() {
            return glyph;
        }

        public String label() {
            return label;
        }
    }

    /** The response on one line, for the table. */
    public String responseLine() {
        return oneLine(response) + (responseCut ? " …" : "");
    }

    public String resultLine() {
        return oneLine(result) + (resultCut ? " …" : "");
    }

    public String changedText() {
        return changed.isEmpty() ? "nothing" : String.join(", ", changed);
    }

    private static String oneLine(String text) {
        return text.replace("\r", "").replace('\n', '⏎');
    }
}
