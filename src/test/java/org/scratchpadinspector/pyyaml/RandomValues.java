package org.scratchpadinspector.pyyaml;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/** Seeded random agent states: nested dicts and lists of awkward strings and scalars. */
final class RandomValues {
    private static final String[] FRAGMENTS = {
        "a", "word", "goal", " ", "  ", ": ", ":", " #", "#", "- ", "-", "? ", "'", "''", "\"", "\\", "\\n",
        "\n", "\n\n", "\t", "\r\n", "\u0000", "\u0007", "\u001b", "\u007f", "\u00a0", "\ufeff", "caf\u00e9", "\u2192", "\u65e5\u672c\u8a9e", "\uD83D\uDE00", "yes", "No", "null", "~",
        "true", "1", "-7", "0x1F", "1e5", "1.5", ".inf", "2026-04-01", "2026-04-01 10:00:00", "190:20:30",
        "[x]", "{y}", "&a", "*b", "!c", "|", ">", "%", "@", "`", ",", "...", "---", "=", "<<",
        "[TOOL] read_file({'path': 'data/part-1.csv'}) \u2192 rows=7", "status=ok, p95 39\u201357 min",
    };

    /** YAML 1.1 line breaks: PyYAML writes them raw in single quotes, and the fast path leaves them to SnakeYAML. */
    private static final String[] RARE_FRAGMENTS = {"\u0085", "\u2028", "\u2029", "a\u2028b", "\r"};

    private final Random random;

    RandomValues(long seed) {
        random = new Random(seed);
    }

    /** A state mapping like an agent's memory, with some nesting. */
    Map<Object, Object> state() {
        Map<Object, Object> state = new LinkedHashMap<>();
        int keys = 1 + random.nextInt(6);
        for (int i = 0; i < keys; i++) {
            state.put(key(), value(0));
        }
        return state;
    }

    Object value(int depth) {
        int kind = random.nextInt(depth > 4 ? 6 : 10);
        switch (kind) {
            case 0:
            case 1:
            case 2:
                return string();
            case 3:
                return scalar();
            case 4:
                return random.nextInt(8) == 0 ? "" : words();
            case 5:
                return longText();
            case 6:
            case 7: {
                List<Object> list = new ArrayList<>();
                int size = random.nextInt(5);
                for (int i = 0; i < size; i++) {
                    list.add(value(depth + 1));
                }
                return list;
            }
            default: {
                Map<Object, Object> map = new LinkedHashMap<>();
                int size = random.nextInt(5);
                for (int i = 0; i < size; i++) {
                    map.put(key(), value(depth + 1));
                }
                return map;
            }
        }
    }

    private Object key() {
        switch (random.nextInt(12)) {
            case 0:
                return random.nextInt(100);
            case 1:
                return random.nextBoolean();
            case 2:
                return string();
            case 3:
                return words(); // may be longer than 128 characters: PyYAML writes "? key"
            default:
                return "k" + random.nextInt(10_000);
        }
    }

    private Object scalar() {
        switch (random.nextInt(9)) {
            case 0:
                return random.nextInt();
            case 1:
                return random.nextLong();
            case 2:
                return new BigInteger(100, random);
            case 3:
                return random.nextDouble() * Math.pow(10, random.nextInt(40) - 20);
            case 4:
                return random.nextBoolean();
            case 5:
                return null;
            case 6:
                return (double) random.nextInt(1000);
            case 7:
                return -random.nextDouble();
            default:
                return FRAGMENTS[random.nextInt(FRAGMENTS.length)].trim();
        }
    }

    private String string() {
        StringBuilder text = new StringBuilder();
        int parts = 1 + random.nextInt(8);
        for (int i = 0; i < parts; i++) {
            text.append(random.nextInt(300) == 0 ? RARE_FRAGMENTS[random.nextInt(RARE_FRAGMENTS.length)]
                    : FRAGMENTS[random.nextInt(FRAGMENTS.length)]);
        }
        return text.toString();
    }

    private String words() {
        StringBuilder text = new StringBuilder();
        int count = 1 + random.nextInt(6);
        for (int i = 0; i < count; i++) {
            if (i > 0) {
                text.append(' ');
            }
            text.append(random.nextInt(10) == 0 ? "x".repeat(90 + random.nextInt(60)) : "w" + random.nextInt(1000));
        }
        return text.toString();
    }

    /** Long enough for PyYAML to wrap it at 80 columns, plain or quoted. */
    private String longText() {
        StringBuilder text = new StringBuilder();
        int lines = 1 + random.nextInt(4);
        for (int i = 0; i < lines; i++) {
            int words = 10 + random.nextInt(30);
            for (int w = 0; w < words; w++) {
                text.append(random.nextInt(6) == 0 ? string() : "lorem").append(random.nextInt(15) == 0 ? "  " : " ");
            }
            if (random.nextBoolean()) {
                text.append(random.nextBoolean() ? "\n" : "\n\n");
            }
        }
        return random.nextBoolean() ? text.toString().trim() : text.toString();
    }
}
