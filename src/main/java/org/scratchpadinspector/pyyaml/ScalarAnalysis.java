package org.scratchpadinspector.pyyaml;

/** PyYAML's {@code Emitter.analyze_scalar}: which scalar styles can carry a string unchanged. */
record ScalarAnalysis(
        int[] codePoints,
        boolean empty,
        boolean multiline,
        boolean allowFlowPlain,
        boolean allowBlockPlain,
        boolean allowSingleQuoted,
        boolean allowBlock) {

    static boolean isBreak(int ch) {
        return ch == '\n' || ch == 0x85 || ch == 0x2028 || ch == 0x2029;
    }

    private static boolean isWhitespaceOrEnd(int ch) {
        return ch == 0 || ch == ' ' || ch == '\t' || ch == '\r' || isBreak(ch);
    }

    static boolean isPrintableNonAscii(int ch) {
        return (ch == 0x85 || (ch >= 0xA0 && ch <= 0xD7FF) || (ch >= 0xE000 && ch <= 0xFFFD)
                || (ch >= 0x10000 && ch < 0x10FFFF)) && ch != 0xFEFF;
    }

    /** The scalar's code points in one exact array: a stream's buffers cost three times a notes field's size. */
    private static int[] codePoints(String scalar) {
        int[] cps = new int[scalar.codePointCount(0, scalar.length())];
        for (int i = 0, at = 0; at < cps.length; at++) {
            int cp = scalar.codePointAt(i);
            cps[at] = cp;
            i += Character.charCount(cp);
        }
        return cps;
    }

    /**
     * @param allowUnicode PyYAML's allow_unicode: printable non-ASCII characters need no quoting
     * @param escapeBreaks whether NEL, LS and PS still count as special (the decoded view), unlike PyYAML
     */
    static ScalarAnalysis of(String scalar, boolean allowUnicode, boolean escapeBreaks) {
        int[] cps = codePoints(scalar);
        int n = cps.length;
        if (n == 0) {
            return new ScalarAnalysis(cps, true, false, false, true, true, false);
        }
        boolean blockIndicators = false;
        boolean flowIndicators = false;
        boolean lineBreaks = false;
        boolean specialCharacters = false;
        boolean leadingSpace = false;
        boolean leadingBreak = false;
        boolean trailingSpace = false;
        boolean trailingBreak = false;
        boolean breakSpace = false;
        boolean spaceBreak = false;
        if (scalar.startsWith("---") || scalar.startsWith("...")) {
            blockIndicators = true;
            flowIndicators = true;
        }
        boolean precededByWhitespace = true;
        boolean followedByWhitespace = n == 1 || isWhitespaceOrEnd(cps[1]);
        boolean previousSpace = false;
        boolean previousBreak = false;
        for (int index = 0; index < n; index++) {
            int ch = cps[index];
            if (index == 0) {
                if ("#,[]{}&*!|>'\"%@`".indexOf(ch) >= 0) {
                    flowIndicators = true;
                    blockIndicators = true;
                }
                if (ch == '?' || ch == ':') {
                    flowIndicators = true;
                    if (followedByWhitespace) {
                        blockIndicators = true;
                    }
                }
                if (ch == '-' && followedByWhitespace) {
                    flowIndicators = true;
                    blockIndicators = true;
                }
            } else {
                if (",?[]{}".indexOf(ch) >= 0) {
                    flowIndicators = true;
                }
                if (ch == ':') {
                    flowIndicators = true;
                    if (followedByWhitespace) {
                        blockIndicators = true;
                    }
                }
                if (ch == '#' && precededByWhitespace) {
                    flowIndicators = true;
                    blockIndicators = true;
                }
            }
            if (isBreak(ch)) {
                lineBreaks = true;
            }
            if (!(ch == '\n' || (ch >= 0x20 && ch <= 0x7E))) {
                // NEL, LS, PS are printable to PyYAML but read back as line breaks: always escape them.
                if (!isPrintableNonAscii(ch) || !allowUnicode || (escapeBreaks && isBreak(ch))) {
                    specialCharacters = true;
                }
            }
            if (ch == ' ') {
                leadingSpace |= index == 0;
                trailingSpace |= index == n - 1;
                breakSpace |= previousBreak;
                previousSpace = true;
                previousBreak = false;
            } else if (isBreak(ch)) {
                leadingBreak |= index == 0;
                trailingBreak |= index == n - 1;
                spaceBreak |= previousSpace;
                previousSpace = false;
                previousBreak = true;
            } else {
                previousSpace = false;
                previousBreak = false;
            }
            precededByWhitespace = isWhitespaceOrEnd(ch);
            followedByWhitespace = index + 2 >= n || isWhitespaceOrEnd(cps[index + 2]);
        }
        boolean flowPlain = true;
        boolean blockPlain = true;
        boolean singleQuoted = true;
        boolean block = true;
        if (leadingSpace || leadingBreak || trailingSpace || trailingBreak) {
            flowPlain = blockPlain = false;
        }
        if (trailingSpace) {
            block = false;
        }
        if (breakSpace) {
            flowPlain = blockPlain = singleQuoted = false;
        }
        if (spaceBreak || specialCharacters) {
            flowPlain = blockPlain = singleQuoted = block = false;
        }
        if (lineBreaks) {
            flowPlain = blockPlain = false;
        }
        if (flowIndicators) {
            flowPlain = false;
        }
        if (blockIndicators) {
            blockPlain = false;
        }
        return new ScalarAnalysis(cps, false, lineBreaks, flowPlain, blockPlain, singleQuoted, block);
    }
}
