package org.scratchpadinspector.pyyaml;

/** Which strings a literal block scalar carries unchanged. */
final class LiteralBlocks {
    private LiteralBlocks() {
    }

    /**
     * Tabs and trailing spaces are fine in a literal block (PyYAML refuses trailing spaces only as a
     * style choice); carriage returns, NEL, LS, PS would be normalised by the reader, and control
     * characters cannot appear unescaped at all.
     */
    static boolean canHold(int[] codePoints) {
        for (int ch : codePoints) {
            boolean ok = ch == '\n' || ch == '\t' || (ch >= 0x20 && ch <= 0x7E)
                    || (ch != 0x85 && ScalarAnalysis.isPrintableNonAscii(ch));
            if (!ok || ch == 0x2028 || ch == 0x2029) {
                return false;
            }
        }
        return true;
    }
}
