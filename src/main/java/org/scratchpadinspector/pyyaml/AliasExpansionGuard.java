package org.scratchpadinspector.pyyaml;

import java.util.IdentityHashMap;
import java.util.Map;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Refuses alias bombs ("billion laughs") and self-containing collections. SnakeYAML's alias limit
 * alone lets 9 levels of 9 aliases through: small in memory, but every consumer that walks the
 * value (diff, rendering, equality) would visit 9^9 nodes, or loop forever on a cycle.
 */
final class AliasExpansionGuard {
    /** How many nodes aliases may add beyond those written in the text. */
    static final long EXTRA_NODE_LIMIT = 1_000_000;

    private final Map<Node, Long> expandedSizes = new IdentityHashMap<>();
    private final Map<Node, Boolean> inProgress = new IdentityHashMap<>();

    static void check(Node root) throws YamlProblem {
        AliasExpansionGuard guard = new AliasExpansionGuard();
        long expanded = guard.expandedSize(root);
        long written = guard.expandedSizes.size();
        if (expanded - written > EXTRA_NODE_LIMIT) {
            throw new YamlProblem(0, 0, "aliases expand the document from " + written + " to " + expanded
                    + " nodes: refused as an alias bomb (\"billion laughs\")");
        }
    }

    private long expandedSize(Node node) throws YamlProblem {
        Long known = expandedSizes.get(node);
        if (known != null) {
            return known;
        }
        if (inProgress.containsKey(node)) {
            throw new YamlProblem(node.getStartMark().getLine() + 1, node.getStartMark().getColumn() + 1,
                    "recursive alias: this collection contains itself");
        }
        inProgress.put(node, Boolean.TRUE);
        long size = 1;
        if (node instanceof SequenceNode sequence) {
            for (Node item : sequence.getValue()) {
                size = saturatingAdd(size, expandedSize(item));
            }
        } else if (node instanceof MappingNode mapping) {
            for (NodeTuple tuple : mapping.getValue()) {
                size = saturatingAdd(size, expandedSize(tuple.getKeyNode()));
                size = saturatingAdd(size, expandedSize(tuple.getValueNode()));
            }
        }
        inProgress.remove(node);
        expandedSizes.put(node, size);
        return size;
    }

    private static long saturatingAdd(long a, long b) {
        long sum = a + b;
        return sum < 0 ? Long.MAX_VALUE : sum;
    }
}
