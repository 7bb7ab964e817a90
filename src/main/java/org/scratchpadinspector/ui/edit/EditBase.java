package org.scratchpadinspector.ui.edit;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.scratchpadinspector.agent.protocol.StateView;
import org.scratchpadinspector.engine.edit.EditPlanning;
import org.scratchpadinspector.engine.edit.MemoryVersion;

/**
 * The version an edit is made on: the memory file as read, or (Attached) the agent's in-memory state with the
 * section hashes to send back as base_hash, the optimistic-concurrency check of the protocol; and the format's
 * {@link EditPlanning}, which plans and previews edits on it.
 */
public record EditBase(MemoryVersion version, Map<String, String> sectionHashes, String stateHash,
                       String agentCycle, EditPlanning planning) {

    public static EditBase ofFile(MemoryVersion version, EditPlanning planning) {
        return new EditBase(version, Map.of(), null, null, planning);
    }

    /** The agent's state rendered as the agent would save it, so plans and previews work as for the file. */
    public static EditBase ofAgent(MemoryVersion file, StateView state, EditPlanning planning) {
        byte[] text = planning.valueText(state.state()).getBytes(StandardCharsets.UTF_8);
        return new EditBase(planning.versionOf(file.path(), text),
                state.sections() == null ? Map.of() : state.sections(), state.hash(), state.cycleId(), planning);
    }

    public boolean fromAgent() {
        return stateHash != null;
    }

    /** The base_hash for an injection of {@code section} (null section: update, the whole state's hash). */
    public String baseHashFor(String section) {
        return section == null ? stateHash : sectionHashes.get(section);
    }
}
