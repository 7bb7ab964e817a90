package org.scratchpadinspector.pyyaml;

import java.util.Locale;

/** PyYAML's write_plain / write_single_quoted / write_double_quoted / write_literal, code point by code point. */
final class ScalarWriter {
    private final BlockEmitter e;
    private final boolean decoded;
    private final boolean allowUnicode;

    ScalarWriter(BlockEmitter emitter, boolean decoded, boolean allowUnicode) {
        this.e = emitter;
        this.decoded = decoded;
        this.allowUnicode = allowUnicode;
    }

    void writePlain(int[] text, boolean split, boolean rootContext) {
        if (rootContext) {
            e.openEnded = true;
        }
        if (text.length == 0) {
            return;
        }
        if (!e.whitespace) {
            e.write(" ");
        }
        e.whitespace = false;
        e.indention = false;
        boolean spaces = false;
        int start = 0;
        for (int end = 0; end <= text.length; end++) {
            int ch = end < text.length ? text[end] : -1;
            if (spaces) {
                if (ch != ' ') {
                    if (start + 1 == end && e.column > e.bestWidth() && split) {
                        e.writeIndent();
                        e.whitespace = false;
                        e.indention = false;
                    } else {
                        e.write(text, start, end);
                    }
                    start = end;
                }
            } else if (ch == -1 || ch == ' ' || ScalarAnalysis.isBreak(ch)) {
                e.write(text, start, end);
                start = end;
            }
            if (ch != -1) {
                spaces = ch == ' ';
            }
        }
    }

    void writeSingleQuoted(int[] text, boolean split) {
        e.writeIndicator("'", true, false, false);
        boolean spaces = false;
        boolean breaks = false;
        int start = 0;
        for (int end = 0; end <= text.length; end++) {
            int ch = end < text.length ? text[end] : -1;
            if (spaces) {
                if (ch != ' ') {
                    if (start + 1 == end && e.column > e.bestWidth() && split && start != 0 && end != text.length) {
                        e.writeIndent();
                    } else {
                        e.write(text, start, end);
                    }
                    start = end;
                }
            } else if (breaks) {
                if (ch == -1 || !ScalarAnalysis.isBreak(ch)) {
                    if (text[start] == '\n') {
                        e.writeLineBreak("\n");
                    }
                    for (int i = start; i < end; i++) {
                        e.writeLineBreak(new String(Character.toChars(text[i])));
                    }
                    e.writeIndent();
                    start = end;
                }
            } else if (ch == -1 || ch == ' ' || ScalarAnalysis.isBreak(ch) || ch == '\'') {
                if (start < end) {
                    e.write(text, start, end);
                    start = end;
                }
            }
            if (ch == '\'') {
                e.write("''");
                start = end + 1;
            }
            if (ch != -1) {
                spaces = ch == ' ';
                breaks = ScalarAnalysis.isBreak(ch);
            }
        }
        e.writeIndicator("'", false, false, false);
    }

    void writeDoubleQuoted(int[] text, boolean split) {
        e.writeIndicator("\"", true, false, false);
        int start = 0;
        for (int end = 0; end <= text.length; end++) {
            int ch = end < text.length ? text[end] : -1;
            if (ch == -1 || needsEscape(ch)) {
                if (start < end) {
                    e.write(text, start, end);
                    start = end;
                }
                if (ch != -1) {
                    e.write(escape(ch));
                    start = end + 1;
                }
            }
            if (0 < end && end < text.length - 1 && (ch == ' ' || start >= end)
                    && e.column + (end - start) > e.bestWidth() && split) {
                if (start < end) {
                    e.write(text, start, end);
                    start = end;
                }
                e.write("\\");
                e.writeIndent();
                e.whitespace = false;
                e.indention = false;
                if (text[start] == ' ') {
                    e.write("\\");
                }
            }
        }
        e.writeIndicator("\"", false, false, false);
    }

    private boolean needsEscape(int ch) {
        if (ch == '"' || ch == '\\' || ch == 0x85 || ch == 0x2028 || ch == 0x2029 || ch == 0xFEFF) {
            return true;
        }
        if (ch >= 0x20 && ch <= 0x7E) {
            return false;
        }
        if (decoded) {
            // PyYAML escapes astral characters even with allow_unicode; the decoded view shows them.
            return !ScalarAnalysis.isPrintableNonAscii(ch);
        }
        return !(allowUnicode && ((ch >= 0xA0 && ch <= 0xD7FF) || (ch >= 0xE000 && ch <= 0xFFFD)));
    }

    private static String escape(int ch) {
        String simple = switch (ch) {
            case 0 -> "0";
            case 0x07 -> "a";
            case 0x08 -> "b";
            case 0x09 -> "t";
            case 0x0A -> "n";
            case 0x0B -> "v";
            case 0x0C -> "f";
            case 0x0D -> "r";
            case 0x1B -> "e";
            case '"' -> "\"";
            case '\\' -> "\\";
            case 0x85 -> "N";
            case 0xA0 -> "_";
            case 0x2028 -> "L";
            case 0x2029 -> "P";
            default -> null;
        };
        if (simple != null) {
            return "\\" + simple;
        }
        if (ch <= 0xFF) {
            return String.format(Locale.ROOT, "\\x%02X", ch);
        }
        if (ch <= 0xFFFF) {
            return String.format(Locale.ROOT, "\\u%04X", ch);
        }
        return String.format(Locale.ROOT, "\\U%08X", ch);
    }

    void writeLiteral(int[] text) {
        String hints = blockHints(text);
        e.writeIndicator("|" + hints, true, false, false);
        if (hints.endsWith("+")) {
            e.openEnded = true;
        }
        e.writeLineBreak("\n");
        boolean breaks = true;
        int start = 0;
        for (int end = 0; end <= text.length; end++) {
            int ch = end < text.length ? text[end] : -1;
            if (breaks) {
                if (ch == -1 || !ScalarAnalysis.isBreak(ch)) {
                    for (int i = start; i < end; i++) {
                        e.writeLineBreak(new String(Character.toChars(text[i])));
                    }
                    if (ch != -1) {
                        e.writeIndent();
                    }
                    start = end;
                }
            } else if (ch == -1 || ScalarAnalysis.isBreak(ch)) {
                e.write(text, start, end);
                if (ch == -1) {
                    e.writeLineBreak("\n");
                }
                start = end;
            }
            if (ch != -1) {
                breaks = ScalarAnalysis.isBreak(ch);
            }
        }
    }

    private String blockHints(int[] text) {
        StringBuilder hints = new StringBuilder();
        if (text.length > 0) {
            if (decoded ? firstContentStartsWithSpace(text) : (text[0] == ' ' || ScalarAnalysis.isBreak(text[0]))) {
                hints.append(2);
            }
            if (!ScalarAnalysis.isBreak(text[text.length - 1])) {
                hints.append('-');
            } else if (text.length == 1 || ScalarAnalysis.isBreak(text[text.length - 2])) {
                hints.append('+');
            }
        }
        return hints.toString();
    }

    /** Leading empty lines do not confuse indentation detection; a first content line with a leading space does. */
    private static boolean firstContentStartsWithSpace(int[] text) {
        for (int ch : text) {
            if (ch != '\n') {
                return ch == ' ';
            }
        }
        return false;
    }
}
