package org.scratchpadinspector.ui.iterations;

import org.scratchpadinspector.ui.common.Words;
import java.util.List;
import org.scratchpadinspector.format.Untrusted;

/**
 * One step of a unit as the view shows it, in no format's terms: what was done, what the format says of it (the
 * model's response, a result, a thought, log records), how it went, and the state before and after as text.
 *
 * @param n          1-based
 * @param action     the step in one line ({@code shell {'command': 'uptime'}}, "parse error: …", "reflect: …")
 * @param details    what a person reads under it, in order (the view gives the label the unit's steps share its own
 *                   column, the rest one column after it)
 * @param outcome    how it went, for the row's mark and colour
 * @param provenance how it is known: rebuilt, recorded or reported
 * @param before     the state the step started from, rendered
 * @param after      the state it left, rendered
 * @param changed    the paths it changed
 */
public record IterationRecord(int n, String action, List<Detail> details, Outcome outcome, String provenance,
                              String before, String after, List<String> changed) {

    public IterationRecord {
        details = List.copyOf(details);
        changed = List.copyOf(changed);
    }

    /**
     * One line under a step.
     *
     * @param label a short word ({@code response}, {@code result}, {@code log})
     * @param text  from the agent's files or events
     * @param mark  the format's note on it ({@code cut at 200 characters by the agent's log}), or null
     */
    public record Detail(String label, String text, String mark) {
        public Detail {
            text = text == null ? "" : text;
        }
    }

    /** How a step went, for its mark and colour. */
    public enum Outcome {
        OK("✓", "ok"), WARNED("⚠", "worth a look"), FAILED("✖", "failed"), UNKNOWN("?", "unknown tool"),
        PARSE_ERROR("⚠", "parse error"), CRASHED("✖", "crashed");

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

    /** The action on one line, escaped. */
    public String actionLine() {
        return Untrusted.line(action);
    }

    /**
     * The detail labelled {@code label} on one line, escaped (the model's response, a thought: the column the steps
     * of the unit share), or "" when this step has none.
     */
    public String detailLine(String label) {
        return details.stream().filter(d -> d.label().equalsIgnoreCase(label)).findFirst()
                .map(IterationRecord::oneLine).orElse("");
    }

    /** The details other than the one labelled {@code label}, on one line, each after its label. */
    public String otherDetailsLine(String label) {
        boolean[] skipped = {false};
        return String.join("  ·  ", details.stream().filter(d -> {
            if (!skipped[0] && d.label().equalsIgnoreCase(label)) {
                skipped[0] = true;
                return false;
            }
            return true;
        }).map(d -> d.label() + ": " + oneLine(d)).toList());
    }

    public String changedText() {
        return changed.isEmpty() ? "nothing" : Untrusted.line(String.join(", ", changed));
    }

    /** Everything about the step, for its tooltip: the details whole, with their marks. */
    public String describe() {
        StringBuilder text = new StringBuilder(Words.capitalised(provenance.isEmpty() ? "step" : provenance) + ", step " + n
                + " (" + outcome.label() + ")\n\n" + Untrusted.text(action));
        for (Detail d : details) {
            text.append("\n\n").append(Words.capitalised(d.label())).append(d.mark() == null ? "" : " (" + d.mark() + ")")
                    .append(":\n").append(Untrusted.text(d.text()));
        }
        return text.append("\n\nChanged: ").append(changedText()).toString();
    }

    private static String oneLine(Detail d) {
        return Untrusted.line(d.text().replace("\r", "").replace('\n', '⏎')) + (d.mark() == null ? "" : " …");
    }

}
