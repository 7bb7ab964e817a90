package org.scratchpadinspector.formats.yamlcycles;

/** Which snapshot of a cycle: the state read at wake, or the state left at the end. */
public enum Side {
    BEFORE("before"), AFTER("after");

    private final String label;

    Side(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    public String fileName(CycleId id) {
        return id + "_" + label + ".yaml";
    }
}
