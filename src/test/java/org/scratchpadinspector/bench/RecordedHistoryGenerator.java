package org.scratchpadinspector.bench;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.engine.history.RecordingRepository;

/**
 * Writes a recorded history of {@code COUNT} versions for the recording benchmark ({@code scripts/bench.sh record}):
 * a Claude Code auto memory folder whose {@code MEMORY.md} gains or changes a line in each version and whose topic
 * files change every tenth, committed straight into the inspector's recording (in {@code -Dinspector.data}), one
 * minute apart, as a recorder running for a week would have left it. The folder holds the newest files.
 *
 * <pre>java -Dinspector.data=DATA -cp ... RecordedHistoryGenerator DIR COUNT</pre>
 */
public final class RecordedHistoryGenerator {
    private RecordedHistoryGenerator() {
    }

    public static void main(String[] args) throws Exception {
        Path dir = Files.createDirectories(Path.of(args[0]));
        int count = Integer.parseInt(args[1]);
        Map<String, byte[]> files = new LinkedHashMap<>();
        StringBuilder index = new StringBuilder("# Memory\n\n");
        Instant t = Instant.parse("2026-03-01T00:00:00Z");
        try (RecordingRepository recording = RecordingRepository.openOrCreate(dir)) {
            recording.setFormat("claude-code");
            for (int i = 1; i <= count; i++) {
                if (i % 3 == 0 || index.length() > 12_000) {
                    index = new StringBuilder("# Memory\n\n- [Note " + i + "](note.md) — restarted the index\n");
                } else {
                    index.append("- [Note ").append(i).append("](note_").append(i % 50).append(".md) — learned on ").append(i).append('\n');
                }
                files.put("MEMORY.md", index.toString().getBytes(StandardCharsets.UTF_8));
                if (i % 10 == 0) {
                    files.put("note_" + (i % 50) + ".md", ("---\nname: Note\ndescription: a note\ntype: project\n---\n\n# Note\n\nversion "
                            + i + "\n").getBytes(StandardCharsets.UTF_8));
                }
                recording.record(files, "unknown", "recorded: MEMORY.md", List.of(), t.plusSeconds(60L * i));
            }
        }
        for (Map.Entry<String, byte[]> file : files.entrySet()) {
            Files.write(dir.resolve(file.getKey()), file.getValue());
        }
        System.out.println("recorded " + count + " versions of " + dir);
    }
}
