package org.scratchpadinspector.ui.edit;

/** How an edit reaches the agent, chosen from what the window knows about it (README, "Driving a live agent"). */
public enum EditMode {
    /** No agent attached, no command configured: safe writes to active.yaml, queued while a cycle runs. */
    FILES("Files"),
    /** The inspector runs the agent one cycle at a time: written between steps, queued during one. */
    COMMAND("Command"),
    /** An agent speaking the control protocol: section edits are injected and applied at its next safe point. */
    ATTACHED("Attached");

    private final String label;

    EditMode(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
