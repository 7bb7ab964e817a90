package org.scratchpadinspector.formats.miniagent;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.scratchpadinspector.engine.edit.Hashes;

/** Reads {@code longterm.json}: the store, or the lines saying why it cannot be read. */
final class StoreFile {
    private StoreFile() {
    }

    /**
     * @param store    the store, null when it cannot be read
     * @param bytes    the file's bytes as read, null when they could not be read
     * @param problems every problem line; with a store, only about values inside its tables
     */
    record Read(Path file, Store store, byte[] bytes, List<String> problems) {
        String hash() {
            return bytes == null ? null : Hashes.sha256(bytes);
        }
    }

    static Read read(Path file) {
        return read(file, file.toAbsolutePath().getParent());
    }

    /** Reads the store {@code file} of the memory directory {@code root}. */
    static Read read(Path file, Path root) {
        String name = file.getFileName().toString();
        JsonFileReader.Result result = JsonFileReader.read(file, root);
        if (!result.ok()) {
            return new Read(file, null, result.bytes(), List.of(result.problem()));
        }
        List<String> fatal = new ArrayList<>();
        Store store = Store.of(name, result.value(), fatal);
        return store == null ? new Read(file, null, result.bytes(), fatal)
                : new Read(file, store, result.bytes(), store.problems());
    }
}
