package org.scratchpadinspector.model;

/**
 * A scalar of a parsed state kept as the file spells it (a YAML timestamp, which PyYAML would turn into a
 * datetime): every feature compares, fingerprints and prints it by that text.
 */
public interface VerbatimScalar {
    /** The scalar exactly as written. */
    String text();
}
