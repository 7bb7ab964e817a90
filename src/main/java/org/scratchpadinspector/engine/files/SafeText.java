package org.scratchpadinspector.engine.files;

/**
 * Text from outside (a remote file name, a server's error, a fleet file's name) made safe to print on one line:
 * control characters come out as {@code \x1b}, bidi overrides and other invisible format characters as
 * {@code \u202e}, so that nothing it holds can move the cursor, recolour the terminal or reorder the line.
 */
public final class SafeText {
    private SafeText() {
    }

    public static String of(String text) {
        if (text == null) {
            return "null";
        }
        StringBuilder b = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            String escape = c < 0x20 || c == 0x7f ? String.format("\\x%02x", (int) c)
                    : c >= 0x80 && c < 0xa0 || Character.getType(c) == Character.FORMAT
                            || c == 0x2028 || c == 0x2029 ? String.format("\\u%04x", (int) c) : null;
            if (escape != null && b == null) {
                b = new StringBuilder(text.length() + 8).append(text, 0, i);
            }
            if (b != null) {
                if (escape != null) {
                    b.append(escape);
                } else {
                    b.append(c);
                }
            }
        }
        return b == null ? text : b.toString();
    }
}
