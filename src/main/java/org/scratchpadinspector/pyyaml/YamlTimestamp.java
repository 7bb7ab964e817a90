package org.scratchpadinspector.pyyaml;

import java.util.Objects;

/**
 * An unquoted YAML 1.1 timestamp, kept as its original text so it can be re-emitted unchanged
 * (PyYAML would load it as a datetime; converting would lose the exact spelling).
 */
public record YamlTimestamp(String text) implements org.scratchpadinspector.model.VerbatimScalar {
    public YamlTimestamp {
        Objects.requireNonNull(text, "text");
    }

    @Override
    public String toString() {
        return text;
    }
}
