package org.scratchpadinspector.formats.markdownmemory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.scratchpadinspector.engine.edit.AtomicWriter;
import org.scratchpadinspector.engine.edit.Journal;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.engine.history.DiskFiles;
import org.scratchpadinspector.engine.history.InspectorData;
import org.scratchpadinspector.engine.history.MemoryFiles;
import org.scratchpadinspector.engine.history.Recorder;
import org.scratchpadinspector.engine.history.RecordingRepository;

/**
 * The inspector's writes into a memory directory, through the safe write: each file replaced atomically (temporary
 * file, fsync, rename), the previous content kept, a line in the journal, all outside the agent's directory. Where
 * the history is the inspector's recording (or there is none yet), the memory before the write and after it are
 * recorded as versions, the second by {@code inspector}; where it is the agent's git, nothing is committed there and
 * the replaced files are kept on the recording's {@code refs/inspector/kept}.
 */
final class MemoryWriter {
    private final Path root;
    private final String format;
    private final MemoryFiles filter;
    private final VersionLog log;

    MemoryWriter(Path root, String format, MemoryFiles filter, VersionLog log) {
        this.root = root;
        this.format = format;
        this.filter = filter;
        this.log = log;
    }

    /**
     * Writes {@code files} (relative path → bytes, null to delete) and returns one line saying what was written.
     *
     * @param operation what the journal calls it ({@code replace-section MEMORY.md#Notes})
     */
    String write(Map<String, byte[]> files, String operation, List<String> sections, String hashBefore,
                 String hashAfter, String preview) throws IOException {
        boolean git = log.kind() == VersionLog.Kind.GIT;
        try (RecordingRepository recording = RecordingRepository.openOrCreate(root)) {
            return recording.locked(() -> {
                Instant now = Instant.now();
                String kept;
                if (git) {
                    Map<String, byte[]> replaced = new LinkedHashMap<>();
                    for (String path : files.keySet()) {
                        Path file = root.resolve(path);
                        if (Files.isRegularFile(file)) {
                            replaced.put(path, Files.readAllBytes(file));
                        }
                    }
                    kept = recording.keep(replaced, "kept before " + operation, now);
                    apply(files);
                } else {
                    recording.setFormat(format);
                    recording.record(DiskFiles.read(root, filter).files(), Recorder.UNKNOWN,
                            "recorded before an edit by the inspector", List.of(), now);
                    apply(files);
                    Optional<String> id = recording.record(DiskFiles.read(root, filter).files(), Recorder.INSPECTOR,
                            "inspector: " + operation, List.of(), Instant.now());
                    kept = id.orElse(null);
                }
                new Journal(InspectorData.journalOf(root)).append(JournalEntry.of(now, JournalEntry.How.FILE,
                        JournalEntry.Status.APPLIED, operation, sections).withHashes(hashBefore, hashAfter)
                        .withHistory(kept).withPreview(preview));
                return operation + ": written" + (kept == null ? "" : git
                        ? "; the replaced files are kept in " + recording.location() + " (" + RecordingRepository.KEPT
                        + " " + kept.substring(0, 12) + ")"
                        : "; recorded as " + kept + " by inspector in " + recording.location());
            });
        }
    }

    private void apply(Map<String, byte[]> files) throws IOException {
        for (Map.Entry<String, byte[]> file : files.entrySet()) {
            Path target = root.resolve(file.getKey());
            if (file.getValue() == null) {
                Files.deleteIfExists(target);
            } else {
                Files.createDirectories(target.getParent());
                AtomicWriter.write(target, file.getValue());
            }
        }
    }
}
