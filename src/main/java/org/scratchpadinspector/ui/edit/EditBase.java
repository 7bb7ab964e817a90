package org.scratchpadinspector.ui.edit;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.scratchpadinspector.agent.protocol.StateView;
import org.scratchpadinspector.formats.yamlcycles.ActiveVersion;
import org.scratchpadinspector.formats.yamlcycles.yaml.PyYamlWriter;

/**
 * The version an edit is made on: active.yaml as read, or (Attached) the agent's in-memory state with the
 * section hashes to send back as base_hash, the optimistic-concurrency check of the protocol.
 */
public record EditBase(ActiveVersion version, Map<String, String> sectionHashes, String stateHash,
                       String agentCycle) {

    public static EditBase ofFile(ActiveVersion version) {
        return new EditBase(version, Map.of(), null, null);
    }

    /** The agent's state rendered as PyYAML would dump it, so plans and previews work as for the file. */
    public static EditBase ofAgent(ActiveVersion file, StateView state) {
        byte[] text = PyYamlWriter.dump(state.state()).getBytes(StandardCharsets.UTF_8);
        return new EditBase(ActiveVersion.of(file.path(), text), state.sections() == null ? Map.of() : state.sections(),
                state.hash(), state.cycleId());
    }

    public boolean fromAgent() {
        return stateHash != null;
    }

    /** The base_hash for an injection of {@code section} (null section: update, the whole state's hash). */
    public String baseHashFor(String section) {
        return section == null ? stateHash : sectionHashes.get(section);
    }
}
