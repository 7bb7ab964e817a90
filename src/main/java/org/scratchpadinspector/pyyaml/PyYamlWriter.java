package org.scratchpadinspector.pyyaml;

/**
 * Writes a value exactly as the agent's {@code yaml.dump(value, default_flow_style=False,
 * sort_keys=False)} would (PyYAML 6: ASCII only, 80 columns, 2-space indent), or, with
 * {@link #dumpAllowUnicode}, as {@code yaml.dump(..., allow_unicode=True)} would.
 *
 * <p>Accepts what {@link YamlReader} returns: Map, List, Set, String, Boolean, Integer, Long,
 * BigInteger, Double, null, {@link YamlTimestamp}, byte[].
 */
public final class PyYamlWriter {
    private PyYamlWriter() {
    }

    /** {@code yaml.dump(value, default_flow_style=False, sort_keys=False)}: non-ASCII escaped in double quotes. */
    public static String dump(Object value) {
        return BlockEmitter.pyYaml(value);
    }

    /**
     * {@code yaml.dump(value, default_flow_style=False, sort_keys=False, allow_unicode=True)}: printable
     * non-ASCII characters as they are (astral ones, such as emoji, still escaped inside double quotes).
     */
    public static String dumpAllowUnicode(Object value) {
        return BlockEmitter.pyYamlUnicode(value);
    }
}
