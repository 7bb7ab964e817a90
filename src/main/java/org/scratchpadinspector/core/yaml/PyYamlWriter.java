package org.scratchpadinspector.core.yaml;

/**
 * Writes a value exactly as the agent's {@code yaml.dump(value, default_flow_style=False,
 * sort_keys=False)} would (PyYAML 6: ASCII only, 80 columns, 2-space indent).
 *
 * <p>Accepts what {@link YamlReader} returns: Map, List, Set, String, Boolean, Integer, Long,
 * BigInteger, Double, null, {@link YamlTimestamp}, byte[].
 */
public final class PyYamlWriter {
    private PyYamlWriter() {
    }

    public static String dump(Object value) {
        return BlockEmitter.pyYaml(value);
    }
}
