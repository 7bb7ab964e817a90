package org.scratchpadinspector.formats.yamlcycles;

import org.scratchpadinspector.engine.edit.SectionOperation;

import org.scratchpadinspector.engine.edit.Hashes;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Whether what an injection wrote is still in a state: the replaced value is the section's value, the
 * appended text is in the section's text (the appended items in its list), a cleared section is empty, and
 * every field of an update holds its value (completed_tasks: holds its items). Later changes around it (more
 * notes appended after it) do not count against it.
 */
final class InjectedValues {
    private InjectedValues() {
    }

    /** The sections of {@code state} that no longer hold what {@code op} with {@code value} wrote. */
    static List<String> missing(SectionOperation op, String section, Object value, Map<String, Object> state) {
        List<String> missing = new ArrayList<>();
        switch (op) {
            case REPLACE -> {
                if (!sameValue(state.get(section), value) || !state.containsKey(section)) {
                    missing.add(section);
                }
            }
            case APPEND -> {
                if (!holdsAppended(state.get(section), value)) {
                    missing.add(section);
                }
            }
            case CLEAR -> {
                if (!isEmpty(state.get(section))) {
                    missing.add(section);
                }
            }
            case UPDATE -> {
                if (value instanceof Map<?, ?> fields) {
                    for (Map.Entry<?, ?> field : fields.entrySet()) {
                        String key = String.valueOf(field.getKey());
                        boolean held = key.equals("completed_tasks") ? holdsItems(state.get(key), field.getValue())
                                : state.containsKey(key) && sameValue(state.get(key), field.getValue());
                        if (!held) {
                            missing.add(key);
                        }
                    }
                }
            }
        }
        missing.sort(null);
        return missing;
    }

    private static boolean sameValue(Object actual, Object expected) {
        return Hashes.fingerprint(actual).equals(Hashes.fingerprint(expected));
    }

    private static boolean holdsAppended(Object actual, Object value) {
        if (actual instanceof String text && value instanceof String addition) {
            return text.contains(addition);
        }
        if (actual instanceof List<?>) {
            return holdsItems(actual, value instanceof List<?> ? value : List.of(value));
        }
        return sameValue(actual, value);
    }

    private static boolean holdsItems(Object actual, Object items) {
        if (!(actual instanceof List<?> list)) {
            return false;
        }
        Set<String> present = new HashSet<>();
        list.forEach(item -> present.add(Hashes.fingerprint(item)));
        Collection<?> wanted = items instanceof Collection<?> c ? c
                : items instanceof String s ? s.codePoints().mapToObj(Character::toString).toList() : List.of(items);
        return wanted.stream().allMatch(item -> present.contains(Hashes.fingerprint(item)));
    }

    private static boolean isEmpty(Object value) {
        return value == null || value instanceof String s && s.isEmpty() || value instanceof Collection<?> c && c.isEmpty()
                || value instanceof Map<?, ?> m && m.isEmpty();
    }
}
