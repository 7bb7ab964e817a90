package org.scratchpadinspector.pyyaml;

/**
 * The human-readable "decoded" rendering (README, "The format it reads"): block style, key order kept,
 * real Unicode, multi-line strings as literal blocks, no wrapping. Always valid YAML that
 * {@link YamlReader} reads back to an equal value.
 */
public final class DecodedRenderer {
    private DecodedRenderer() {
    }

    public static String render(Object value) {
        return BlockEmitter.decoded(value);
    }
}
