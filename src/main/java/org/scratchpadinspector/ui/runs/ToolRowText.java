package org.scratchpadinspector.ui.runs;

import org.scratchpadinspector.engine.timetravel.ToolAlignment;

/**
 * One row of the two aligned tool-call timelines: both calls (empty for a gap) and how they match, in words
 * ("same call", "changed arguments", "only in A", "only in B").
 */
public record ToolRowText(String a, String b, ToolAlignment.Match match) {

    static ToolRowText of(ToolAlignment.Row row) {
        return new ToolRowText(row.a() == null ? "" : row.a().display(), row.b() == null ? "" : row.b().display(),
                row.match());
    }

    public String matchText() {
        return switch (match) {
            case SAME -> "same call";
            case CHANGED_ARGS -> "changed arguments";
            case ONLY_A -> "only in A";
            case ONLY_B -> "only in B";
        };
    }

    /** The style class that colours the row: {@code tool-match-same}, {@code tool-match-changed-args}... */
    public String styleClass() {
        return "tool-match-" + match.key().replace('_', '-');
    }
}
