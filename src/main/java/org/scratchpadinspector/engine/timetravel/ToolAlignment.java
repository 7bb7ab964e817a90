package org.scratchpadinspector.engine.timetravel;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Two tool-call timelines side by side: a longest common subsequence on the tool names pairs the calls both
 * runs made; a paired call with other arguments is {@code changed_args}; the rest are only in one run.
 */
public final class ToolAlignment {
    /** One call of a timeline. {@code failed}: the call raised ({@code [TOOL ERROR]}), or the tool is unknown. */
    public record ToolCall(String tool, String args, boolean failed) {
        public String display() {
            return tool + "(" + args + ")" + (failed ? " ✗" : "");
        }
    }

    public enum Match {
        SAME, CHANGED_ARGS, ONLY_A, ONLY_B;

        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** One row: {@code a} null for ONLY_B, {@code b} null for ONLY_A. */
    public record Row(ToolCall a, ToolCall b, Match match) {
    }

    private ToolAlignment() {
    }

    public static List<Row> align(List<ToolCall> a, List<ToolCall> b) {
        int n = a.size();
        int m = b.size();
        int[][] lcs = new int[n + 1][m + 1];
        for (int i = n - 1; i >= 0; i--) {
            for (int j = m - 1; j >= 0; j--) {
                lcs[i][j] = a.get(i).tool().equals(b.get(j).tool()) ? lcs[i + 1][j + 1] + 1
                        : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
            }
        }
        List<Row> rows = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < n && j < m) {
            ToolCall x = a.get(i);
            ToolCall y = b.get(j);
            if (x.tool().equals(y.tool())) {
                rows.add(new Row(x, y, x.args().equals(y.args())
                        ? Match.SAME : Match.CHANGED_ARGS));
                i++;
                j++;
            } else if (lcs[i + 1][j] >= lcs[i][j + 1]) {
                rows.add(new Row(x, null, Match.ONLY_A));
                i++;
            } else {
                rows.add(new Row(null, y, Match.ONLY_B));
                j++;
            }
        }
        for (; i < n; i++) {
            rows.add(new Row(a.get(i), null, Match.ONLY_A));
        }
        for (; j < m; j++) {
            rows.add(new Row(null, b.get(j), Match.ONLY_B));
        }
        return rows;
    }
}
