package org.scratchpadinspector.pyyaml;

import java.util.Map;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.constructor.AbstractConstruct;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

/** SafeConstructor with PyYAML's safe_load results: timestamps kept as text, collections refused as keys. */
final class YamlConstructor extends SafeConstructor {

    YamlConstructor(LoaderOptions options) {
        super(options);
        yamlConstructors.put(Tag.TIMESTAMP, new AbstractConstruct() {
            @Override
            public Object construct(Node node) {
                String text = ((ScalarNode) node).getValue();
                String invalid = PythonTimestamp.problem(text);
                if (invalid != null) {
                    throw new InvalidValue(node.getStartMark(), "invalid timestamp " + text + ": " + invalid);
                }
                return new YamlTimestamp(text);
            }
        });
    }

    Object constructRoot(Node root) {
        return constructDocument(root);
    }

    /** The value of an untagged plain scalar that the resolver gave this tag, as constructRoot would build it. */
    Object constructPlainScalar(Tag tag, String text) {
        ScalarNode node = new ScalarNode(tag, text, null, null, DumperOptions.ScalarStyle.PLAIN);
        return yamlConstructors.get(tag).construct(node);
    }

    @Override
    protected void constructMapping2ndStep(MappingNode node, Map<Object, Object> mapping) {
        for (NodeTuple tuple : node.getValue()) {
            Node key = tuple.getKeyNode();
            if (key instanceof SequenceNode || key instanceof MappingNode) {
                // Python cannot use a list or dict as a dict key; safe_load fails here too.
                throw new UnhashableKey(node.getStartMark(), key.getStartMark());
            }
        }
        super.constructMapping2ndStep(node, mapping);
    }

    static final class InvalidValue extends MarkedYAMLException {
        private static final long serialVersionUID = 1L;

        InvalidValue(Mark mark, String problem) {
            super(null, null, problem, mark);
        }
    }

    static final class UnhashableKey extends MarkedYAMLException {
        private static final long serialVersionUID = 1L;

        UnhashableKey(Mark mappingStart, Mark keyStart) {
            super("while constructing a mapping", mappingStart,
                    "found unhashable key (a list or mapping cannot be a key)", keyStart);
        }
    }
}
