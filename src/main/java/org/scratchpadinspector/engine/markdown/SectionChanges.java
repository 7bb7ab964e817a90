package org.scratchpadinspector.engine.markdown;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Which sections of a file differ between two versions, as the keys that name them. */
public final class SectionChanges {
    private SectionChanges() {
    }

    /**
     * Sections whose text differs, or that exist on one side only: those of the new version in its order, then those
     * gone, in the old version's order. Either side may be null (the file added or removed).
     */
    public static List<String> between(List<Section> old, List<Section> now) {
        Map<String, String> before = texts(old);
        Map<String, String> after = texts(now);
        List<String> changed = new ArrayList<>();
        after.forEach((key, text) -> {
            if (!text.equals(before.get(key))) {
                changed.add(key);
            }
        });
        before.keySet().stream().filter(key -> !after.containsKey(key)).forEach(changed::add);
        return changed;
    }

    /** Entries by longest common subsequence: {@code §N} as {@link EntryAlignment} names them. */
    public static List<String> betweenEntries(List<String> old, List<String> now) {
        return EntryAlignment.changes(old == null ? List.of() : old, now == null ? List.of() : now).stream()
                .map(c -> "§" + c.index()).distinct().toList();
    }

    private static Map<String, String> texts(List<Section> sections) {
        Map<String, String> map = new LinkedHashMap<>();
        if (sections != null) {
            sections.forEach(s -> map.put(s.key(), s.text()));
        }
        return map;
    }
}
