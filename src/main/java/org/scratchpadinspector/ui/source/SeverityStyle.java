package org.scratchpadinspector.ui.source;

import org.scratchpadinspector.model.Severity;

/** How a severity looks: a style class (its colour is a token of the application stylesheet) and a glyph. */
public final class SeverityStyle {
    public static final String OK = "severity-ok";
    public static final String NOTICE = "severity-notice";
    public static final String WARNING = "severity-warning";
    public static final String FAILURE = "severity-failure";
    static final String[] ALL = {OK, NOTICE, WARNING, FAILURE};

    private SeverityStyle() {
    }

    public static String styleClass(Severity severity) {
        return switch (severity) {
            case OK -> OK;
            case NOTICE -> NOTICE;
            case WARNING -> WARNING;
            case FAILURE -> FAILURE;
        };
    }

    /** A glyph so that the status reads without colour too. */
    public static String glyph(Severity severity) {
        return switch (severity) {
            case OK -> "✔";
            case NOTICE -> "●";
            case WARNING -> "▲";
            case FAILURE -> "✖";
        };
    }
}
