package org.scratchpadinspector.pyyaml;

import static org.scratchpadinspector.pyyaml.YamlValues.list;
import static org.scratchpadinspector.pyyaml.YamlValues.map;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Varied values of the kinds an agent's state holds, for comparisons with real PyYAML. */
final class YamlCorpus {
    private YamlCorpus() {
    }

    static final String NOTES = "\n[TOOL] echo({'message': 'Hi \u2192 \u00e9'}) \u2192 ECHO: Hi \u2192 \u00e9"
            + "\n[TOOL] shell({'command': 'date -u'}) \u2192 Wed Apr 1 15:01:45 UTC 2026\n"
            + "\n[COMPLETED] done";

    static Map<Object, Object> seedState() {
        return map(
                "goals", list("Demonstrate the wake/run/sleep cycle", "Write hello.txt"),
                "current_task", "Run the echo tool with a hello message",
                "pending_actions", list("Write hello.txt", "Signal done"),
                "completed_tasks", list(map("task", "Say hi", "summary", "Said hi \u2192 ok")),
                "notes", NOTES,
                "last_updated", "2026-04-01T15:01:54.203841");
    }

    static List<String> awkwardStrings() {
        List<String> strings = new ArrayList<>(List.of(
                "yes", "No", "on", "OFF", "true", "False", "null", "Null", "~", "", "123", "-7", "0x1F", "0o17",
                "017", "0b101", "1_000", "1e5", "1.0e+5", "1.5", "-.5", ".5", ".inf", "-.Inf", ".NaN", "=", "<<",
                "190:20:30", "2026-04-01T15:01:54.203841", "2026-04-01", "2026-4-1 10:00:00", "y", "n",
                " lead", "trail ", "a: b", "a:b", "a #b", "a#b", "#x", "- x", "-x", "? x", "?x", ":x", "x:",
                "---", "...", "--- x", "@x", "`x", "!x", "&x", "*x", "|x", ">x", "'x", "\"x", "%x", "a,b", "[x]",
                "{x}", "it's", "say \"hi\"", "back\\slash", "tab\there", "cr\r\nlf", "nul\u0000", "bell\u0007",
                "esc\u001b[0m", "del\u007f", "nel\u0085", "ls\u2028ps\u2029", "bom\ufeff", "nbsp\u00a0",
                "caf\u00e9", "arrow \u2192", "emoji \uD83D\uDE00", "\u4e2d\u6587", "\u00e9",
                "a\nb", "a\n\nb", "\n", "\n\n", "a\n", "a\n\n", "\na", "a \nb", "a\n b", " a\nb", "a\tb\nc",
                "multi \u2192 line\nsecond", "  ", " ", "x".repeat(300)));
        strings.add(("lorem ipsum dolor sit amet ").repeat(12).trim());
        strings.add(" " + ("lorem ipsum dolor sit amet ").repeat(12).trim());
        strings.add(("lorem \u2192 ipsum ").repeat(15).trim());
        strings.add(("word  double  space ").repeat(10));
        strings.add("\u00e9".repeat(90));
        strings.add(NOTES.repeat(3));
        strings.add(("line with it's quote\n").repeat(5));
        return strings;
    }

    static List<Object> values() {
        List<Object> values = new ArrayList<>();
        values.add(seedState());
        Map<Object, Object> strings = new LinkedHashMap<>();
        List<String> awkward = awkwardStrings();
        for (int i = 0; i < awkward.size(); i++) {
            strings.put("s" + i, awkward.get(i));
        }
        values.add(strings);
        values.add(list(awkward.toArray()));
        Map<Object, Object> keys = new LinkedHashMap<>();
        for (String s : awkward) {
            keys.put(s, 1);
        }
        values.add(keys);
        values.add(map("ints", list(0, -1, 42, Integer.MAX_VALUE, Integer.MIN_VALUE, 123456789012L,
                new BigInteger("123456789012345678901234567890"))));
        values.add(map("floats", list(0.0, -0.0, 1.5, 0.1, 1e16, 1e15, 1e-5, 1e-4, 123456789.123, Double.NaN,
                Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 1e300, 5e-324, 2.5e-5, 100.0, 1.0 / 3,
                1e22, 1e23, 2e23, -3.14, 9007199254740993.0, 0.3)));
        values.add(map("bools", list(true, false), "none", null));
        values.add(map("empty_list", list(), "empty_map", map(), "list_of_empties", list(list(), map())));
        values.add(list(list(1, 2), list(list("a", "b"), "c"), map("k", list(1, map("x", "y")))));
        values.add(map("deep", nest(12)));
        values.add(map(1, "one", 2.5, "two and a half", null, "none", false, "no"));
        values.add(map("k".repeat(130), "long key", "x".repeat(120), "key just under the limit",
                "x".repeat(123), "at the limit", "", "empty key"));
        values.add(map("binary", new byte[] {0, 1, 2, (byte) 0xFF}, "big", bytes(200), "none", new byte[0]));
        values.add("top-level string");
        values.add(42);
        values.add(null);
        values.add("");
        values.add("a\nb");
        values.add(list());
        values.add(map());
        values.add(1.5);
        values.add(true);
        values.add("yes");
        values.add("\n[TOOL] x");
        values.add(list("- x", map("a", list("b", list("c")))));
        values.add(map("nested", map("list", list(map("a", 1, "b", list(2, 3)), map()))));
        values.add(map("long_list", list(nest(3), nest(2), "x".repeat(100))));
        values.add(map("notes", "Cycle 20260401_100137 failed: KeyError: 'goals'"));
        values.add(map("a", "x".repeat(78), "bb", "y".repeat(77) + " z"));
        values.add(map("sentence", ("aaaa bbbb cccc ").repeat(20), "q", "'" + "w ".repeat(60)));
        values.add(map("ascii_controls", "\u0001\u0002\u0003\u0004\u0005\u0006\u000b\u000c\u000e\u001f"));
        values.add(map("spaces_at_wrap", ("\u00e9" + " ".repeat(5)).repeat(30)));
        values.add(list(("x ").repeat(50), " ".repeat(100), "a" + " ".repeat(100) + "b"));
        values.add(map("goals", list(), "current_task", null, "pending_actions", list(), "completed_tasks", list(),
                "notes", "", "last_updated", null));
        String toolLine = "\n[TOOL] shell({'command': 'ls -la'}) \u2192 total 0\tdrwxr-xr-x  \u00e9 ";
        values.add(map("notes", toolLine.repeat(40)));
        values.add(map("key with: colon", "v", "yes", "quoted key", "123", "int-like key", "a\nb", "multi-line key"));
        values.add(list(map("task", "t1", "summary", "s1"), map("task", list("nested", "task"), "summary", null)));
        values.add(map("crashed", "Cycle 20260401_100137 failed: 'NoneType' object is not subscriptable"));
        values.add(map("windows_path", "C:\\Users\\agent\\notes.txt", "url", "https://example.com/a?b=c#d"));
        values.add(map("json_in_string", "{\"tool\": \"shell\", \"args\": {\"command\": \"date -u\"}}"));
        values.add(list(-0.0, 1e-7, 123e10, 0.5, 7.0, -2.5e-300));
        values.add(map("unicode_key_\u00e9\u2192", "v", "\uD83D\uDE00", list("\uD83D\uDE00 \u00e9")));
        values.add(map("trailing_newlines", "log\n\n\n", "only_spaces_lines", "a\n   \nb"));
        return values;
    }

    private static Object nest(int depth) {
        Object value = "bottom";
        for (int i = 0; i < depth; i++) {
            value = i % 2 == 0 ? list(value, i) : map("level" + i, value);
        }
        return value;
    }

    private static byte[] bytes(int n) {
        byte[] bytes = new byte[n];
        for (int i = 0; i < n; i++) {
            bytes[i] = (byte) (i * 7);
        }
        return bytes;
    }
}
