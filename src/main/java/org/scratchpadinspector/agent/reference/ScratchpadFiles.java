package org.scratchpadinspector.agent.reference;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Map;
import org.scratchpadinspector.pyyaml.PyYamlWriter;
import org.scratchpadinspector.pyyaml.YamlProblem;
import org.scratchpadinspector.pyyaml.YamlReader;

/**
 * The seed's scratchpad.py: {@code load} (active.yaml with DEFAULT_SCHEMA defaults), {@code snapshot}
 * ({@code <id>_<label>.yaml}, never mutating the state) and {@code save} (stamps last_updated, then writes
 * active.yaml). Every file is written whole to a temporary file and renamed, so a reader never sees half.
 */
public final class ScratchpadFiles {
    private final ScratchpadDirectory location;

    public ScratchpadFiles(ScratchpadDirectory location) {
        this.location = location;
    }

    public ScratchpadDirectory location() {
        return location;
    }

    /** A fresh DEFAULT_SCHEMA mapping. */
    public static Map<String, Object> defaults() {
        Map<String, Object> state = new LinkedHashMap<>();
        state.put("goals", new ArrayList<>());
        state.put("current_task", null);
        state.put("pending_actions", new ArrayList<>());
        state.put("completed_tasks", new ArrayList<>());
        state.put("notes", "");
        state.put("last_updated", null);
        return state;
    }

    /** {@code Scratchpad.load()}: a mapping the caller may mutate. */
    @SuppressWarnings("unchecked")
    public Map<String, Object> load() throws IOException, WakeFailure {
        Path active = location.active();
        if (!Files.exists(active)) {
            return defaults();
        }
        Object data;
        try {
            data = YamlReader.parse(Files.readAllBytes(active));
        } catch (YamlProblem e) {
            throw new WakeFailure("active.yaml cannot be read: " + e.getMessage());
        }
        if (!PythonText.truthy(data)) {
            data = new LinkedHashMap<String, Object>();
        }
        if (!(data instanceof Map<?, ?>)) {
            throw new WakeFailure("'" + PythonText.typeName(data) + "' object has no attribute 'setdefault'");
        }
        Map<String, Object> state = (Map<String, Object>) data;
        for (Map.Entry<String, Object> entry : defaults().entrySet()) {
            if (!state.containsKey(entry.getKey())) {
                state.put(entry.getKey(), entry.getValue());
            }
        }
        return state;
    }

    /** {@code Scratchpad.snapshot(state, cycle_id, label)}. */
    public Path snapshot(Map<String, Object> state, String cycleId, String label) throws IOException {
        Path path = location.snapshot(cycleId, label);
        write(path, PyYamlWriter.dump(state));
        return path;
    }

    /** {@code Scratchpad.save(state)}: mutates last_updated, as the seed does. */
    public Path save(Map<String, Object> state, String lastUpdated) throws IOException {
        state.put("last_updated", lastUpdated);
        write(location.active(), PyYamlWriter.dump(state));
        return location.active();
    }

    static void write(Path path, String text) throws IOException {
        Files.createDirectories(path.getParent());
        Path tmp = path.resolveSibling("." + path.getFileName() + ".tmp");
        Files.writeString(tmp, text, StandardCharsets.UTF_8);
        try {
            Files.move(tmp, path, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, path, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** The seed's wake failed outside run_cycle's try: no _before is written. */
    public static final class WakeFailure extends Exception {
        public WakeFailure(String message) {
            super(message);
        }
    }
}
