package org.scratchpadinspector.formats.markdownmemory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.eclipse.jgit.lib.ObjectId;
import org.scratchpadinspector.engine.edit.AtomicWriter;
import org.scratchpadinspector.engine.history.InspectorData;
import org.scratchpadinspector.engine.history.RecordingRepository;

/**
 * A new memory started from a version: the destination gets the files as they were just before that version, and a
 * recorded history (in the inspector's data folder, never beside it) made of the versions before it, with their
 * authors and times, so the fork lists, blames and compares like any memory. Nothing is written to the source.
 */
final class Fork {
    private final Path root;
    private final VersionLog log;
    private final List<Version> versions;

    private final String format;

    Fork(Path root, String format, VersionLog log, List<Version> versions) {
        this.root = root;
        this.format = format;
        this.log = log;
        this.versions = versions;
    }

    String fork(Version at, Path destination) throws IOException {
        if (Files.exists(destination)) {
            try (Stream<Path> entries = Files.list(destination)) {
                if (!Files.isDirectory(destination) || entries.findAny().isPresent()) {
                    throw new IllegalArgumentException("cannot fork into " + destination + ": it exists and is not an empty directory");
                }
            }
        }
        Path real = destination.toAbsolutePath().normalize();
        if (real.startsWith(InspectorData.realPath(root)) || InspectorData.realPath(root).startsWith(real)) {
            throw new IllegalArgumentException("cannot fork " + root + " into " + destination + ": one lies inside the other");
        }
        Files.createDirectories(destination);
        int copied = 0;
        try (RecordingRepository recording = RecordingRepository.openOrCreate(destination)) {
            recording.setFormat(format);
            for (Version v : versions) {
                if (v == at || v.worktree()) {
                    break;
                }
                String author = v.logged().author() == null ? "unknown" : v.logged().author();
                recording.record(bytes(log.filesAt(v)), author, "forked from " + root + " " + v.unitId() + ": "
                        + (v.logged().message() == null ? "" : v.logged().message()), List.of(), time(v));
                copied++;
            }
        }
        Map<String, byte[]> start = bytes(log.filesBefore(at));
        for (Map.Entry<String, byte[]> file : start.entrySet()) {
            Path target = destination.resolve(file.getKey());
            Files.createDirectories(target.getParent());
            AtomicWriter.write(target, file.getValue());
        }
        return "forked " + root + " before " + at.unitId() + " into " + destination + ": " + start.size() + " file"
                + Lines.plural(start.size()) + ", " + copied + " version" + Lines.plural(copied) + " of history recorded in "
                + InspectorData.historyOf(destination);
    }

    private Map<String, byte[]> bytes(Map<String, ObjectId> files) {
        Map<String, byte[]> out = new LinkedHashMap<>();
        files.forEach((path, id) -> {
            byte[] b = log.blobs().bytes(id);
            if (b != null) {
                out.put(path, b);
            }
        });
        return out;
    }

    private static Instant time(Version v) {
        try {
            return v.logged().time() == null ? Instant.now() : OffsetDateTime.parse(v.logged().time()).toInstant();
        } catch (RuntimeException e) {
            return Instant.now();
        }
    }
}
