package org.scratchpadinspector.formats.yamlcycles;

import java.nio.file.Path;
import org.scratchpadinspector.model.LiveControl;

/**
 * How seed 000's agent is reached: its control file in the scratchpad ({@code .agent/control.json}, attached
 * mode) and its agent root, where a one-cycle command runs (command mode).
 */
final class CycleLiveControl implements LiveControl {
    private final Scratchpad pad;

    CycleLiveControl(Scratchpad pad) {
        this.pad = pad;
    }

    @Override
    public Path controlFile() {
        return pad.location().directory().resolve(".agent").resolve("control.json");
    }

    @Override
    public Path agentRoot() {
        return ScratchpadLocation.agentRootOf(pad.location().directory());
    }

    /** Decoded, as the window shows a snapshot. */
    @Override
    public String render(java.util.Map<String, Object> state) {
        return org.scratchpadinspector.pyyaml.DecodedRenderer.render(state);
    }
}
