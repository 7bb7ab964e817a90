package org.scratchpadinspector.pyyaml;

import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.Locale;
import java.util.Map;

/** PyYAML's Serializer.anchor_node: a collection reached twice gets an anchor id001, id002, ... */
final class AnchorPlanner {
    private final Map<Object, String> anchors;
    private final Map<Object, Boolean> seen = new IdentityHashMap<>();
    private int lastId;

    AnchorPlanner(Map<Object, String> anchors) {
        this.anchors = anchors;
    }

    void plan(Object node) {
        if (!(node instanceof Map<?, ?> || node instanceof Collection<?>)) {
            return;
        }
        if (seen.containsKey(node)) {
            if (!anchors.containsKey(node)) {
                lastId++;
                anchors.put(node, String.format(Locale.ROOT, "id%03d", lastId));
            }
            return;
        }
        seen.put(node, Boolean.TRUE);
        if (node instanceof Map<?, ?> map) {
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                plan(entry.getKey());
                plan(entry.getValue());
            }
        } else {
            for (Object item : (Collection<?>) node) {
                plan(item);
            }
        }
    }
}
