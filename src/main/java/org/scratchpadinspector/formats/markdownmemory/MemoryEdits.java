package org.scratchpadinspector.formats.markdownmemory;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.eclipse.jgit.lib.ObjectId;
import org.scratchpadinspector.engine.files.SymlinkCheck;
import org.scratchpadinspector.engine.history.DiskFiles;
import org.scratchpadinspector.engine.markdown.EntryFile;
import org.scratchpadinspector.engine.markdown.TextLines;
import org.scratchpadinspector.model.EditPreview;
import org.scratchpadinspector.model.UnitId;

/**
 * The edits of a Markdown memory, previewed on the files as they are now: a section replaced, appended to or cleared
 * by its path ({@code MEMORY.md#Notes}); a {@code §} entry added, replaced or removed; a file or the whole memory
 * restored to a version. Applying checks that the file is still what the preview was computed on, then goes through
 * the {@link MemoryWriter}.
 */
final class MemoryEdits {
    static final String REPLACE = "replace-section";
    static final String APPEND = "append-section";
    static final String CLEAR = "clear-section";
    static final String ADD_ENTRY = "add-entry";
    static final String REPLACE_ENTRY = "replace-entry";
    static final String REMOVE_ENTRY = "remove-entry";
    static final String RESTORE = "restore";
    static final String OVER_CAP_OK = "over_cap_ok";
    private static final long MAX_BYTES = DiskFiles.MAX_FILE_BYTES;

    private final Path root;
    private final Profile profile;

    MemoryEdits(Path root, Profile profile) {
        this.root = root;
        this.profile = profile;
    }

    EditPreview preview(UnitId unit, String action, Map<String, String> args) throws IOException {
        return switch (action) {
            case REPLACE, APPEND, CLEAR -> sectionPreview(unit, action, args);
            case ADD_ENTRY -> entryPreview(unit, action, args, required(args, "file"), -1);
            case REPLACE_ENTRY, REMOVE_ENTRY -> {
                String entry = required(args, "entry");
                int cut = entry.lastIndexOf("#§");
                if (cut < 0 || !entry.substring(cut + 2).matches("\\d{1,6}")) {
                    throw new IllegalArgumentException("name an entry as FILE#§N, e.g. MEMORY.md#§0 (not " + entry + ")");
                }
                yield entryPreview(unit, action, args, entry.substring(0, cut), Integer.parseInt(entry.substring(cut + 2)));
            }
            default -> throw new IllegalArgumentException("unknown edit " + action + " (known: " + REPLACE + ", " + APPEND
                    + ", " + CLEAR + ", " + ADD_ENTRY + ", " + REPLACE_ENTRY + ", " + REMOVE_ENTRY + ")");
        };
    }

    private EditPreview sectionPreview(UnitId unit, String action, Map<String, String> args) throws IOException {
        if (profile.entries("MEMORY.md") && profile instanceof Hermes) {
            throw new IllegalArgumentException(profile.name() + " files are entries: use " + ADD_ENTRY + ", "
                    + REPLACE_ENTRY + " or " + REMOVE_ENTRY);
        }
        String section = required(args, "section");
        int hash = fileEnd(section);
        String file = section.substring(0, hash);
        String key = section.substring(hash + 1);
        checkFile(file);
        Path target = root.resolve(file);
        byte[] bytes = readForEdit(target, file);
        String text = text(bytes, file);
        String result = switch (action) {
            case REPLACE -> SectionText.replace(text, key, required(args, "text"));
            case APPEND -> SectionText.append(text, key, required(args, "text"));
            default -> {
                if (!org.scratchpadinspector.engine.markdown.MarkdownFile.parse(text).byKey().containsKey(key)) {
                    throw new IllegalArgumentException("no section " + section + " to clear");
                }
                yield SectionText.clear(text, key);
            }
        };
        return new EditPreview(unit, action, args, target, MarkdownMemorySource.sha256(bytes), text, result);
    }

    /** Where the file part of {@code FILE#KEY} ends: at the first {@code #} after a {@code .md}-like name. */
    private static int fileEnd(String section) {
        int hash = section.indexOf('#');
        if (hash <= 0) {
            throw new IllegalArgumentException("name a section as FILE#Heading/Sub, e.g. MEMORY.md#Notes (or MEMORY.md#"
                    + " for the text before the first heading), not " + section);
        }
        return hash;
    }

    private EditPreview entryPreview(UnitId unit, String action, Map<String, String> args, String file, int index)
            throws IOException {
        if (!profile.entries(file)) {
            throw new IllegalArgumentException(file + " holds Markdown sections, not § entries: use " + REPLACE + ", "
                    + APPEND + " or " + CLEAR);
        }
        checkFile(file);
        Path target = root.resolve(file);
        byte[] bytes = readForEdit(target, file);
        String text = text(bytes, file);
        String result = switch (action) {
            case ADD_ENTRY -> SectionText.addEntry(text, required(args, "text"));
            case REPLACE_ENTRY -> SectionText.replaceEntry(text, index, required(args, "text"));
            default -> SectionText.removeEntry(text, index);
        };
        if (profile instanceof Hermes hermes && !"true".equalsIgnoreCase(args.getOrDefault(OVER_CAP_OK, ""))) {
            int after = EntryFile.parse(result).characters();
            int before = EntryFile.parse(text).characters();
            if (after > hermes.cap(file) && after > before) {
                throw new IllegalArgumentException(file + " would hold " + Lines.number(after) + " characters, over its cap"
                        + " of " + Lines.number(hermes.cap(file)) + " (the memory tool refuses that); " + OVER_CAP_OK
                        + "=true writes it anyway");
            }
        }
        return new EditPreview(unit, action, args, target, MarkdownMemorySource.sha256(bytes), text, result);
    }

    private void checkFile(String file) {
        if (file.contains("..") || file.startsWith("/") || !profile.isMemoryFile(file)) {
            throw new IllegalArgumentException(file + " is not a memory file of this " + profile.name() + " memory");
        }
    }

    private static byte[] readForEdit(Path target, String name) throws IOException {
        String refusal = SymlinkCheck.refusal(target);
        if (refusal != null) {
            throw new IllegalArgumentException(name + ": " + refusal.replace(": not read", ": not edited"));
        }
        if (!Files.exists(target)) {
            return new byte[0];
        }
        if (!Files.isRegularFile(target)) {
            throw new IllegalArgumentException(name + ": not a regular file: not edited");
        }
        if (Files.size(target) > MAX_BYTES) {
            throw new IllegalArgumentException(name + ": over the " + (MAX_BYTES >> 20) + " MiB bound: not edited");
        }
        return Files.readAllBytes(target);
    }

    private static String text(byte[] bytes, String name) {
        String text = TextLines.decode(bytes);
        if (text == null || TextLines.binary(bytes)) {
            throw new IllegalArgumentException(name + " is not UTF-8 text: not edited");
        }
        return new String(bytes, StandardCharsets.UTF_8).startsWith("\uFEFF") ? "\uFEFF" + text : text;
    }

    private static String required(Map<String, String> args, String name) {
        String value = args.get(name);
        if (value == null) {
            throw new IllegalArgumentException("a value for " + name + " is needed");
        }
        return value;
    }

    /** What restoring a version's file, or its whole memory ({@code state} {@code memory}), would write. */
    EditPreview restore(Version v, String state, VersionLog log) throws IOException {
        Map<String, String> args = new LinkedHashMap<>(Map.of("version", v.unitId().text(), "state", state));
        if (state.equals(MemoryState.NAME)) {
            String now = MemoryState.of(log.view(current()), MemoryState.NAME).text();
            String then = MemoryState.of(log.view(log.filesAt(v)), MemoryState.NAME).text();
            return new EditPreview(v.unitId(), RESTORE, args, root, MarkdownMemorySource.sha256(now), now, then);
        }
        boolean before = state.endsWith(MarkdownMemorySource.BEFORE);
        String file = state.substring(0, state.length() - (before ? MarkdownMemorySource.BEFORE : MarkdownMemorySource.AFTER).length());
        checkFile(file);
        Map<String, ObjectId> files = before ? log.filesBefore(v) : log.filesAt(v);
        ObjectId id = files.get(file);
        Path target = root.resolve(file);
        byte[] bytes = readForEdit(target, file);
        String then = id == null ? "" : new String(log.blobs().bytes(id), StandardCharsets.UTF_8);
        if (id == null) {
            args.put("absent", "true");
        }
        return new EditPreview(v.unitId(), RESTORE, args, target, MarkdownMemorySource.sha256(bytes),
                new String(bytes, StandardCharsets.UTF_8), then);
    }

    private Map<String, ObjectId> current() throws IOException {
        Map<String, ObjectId> files = new TreeMap<>();
        DiskFiles.read(root, profile).files().forEach((path, bytes) -> files.put(path, org.scratchpadinspector.engine.history.GitHistory.blobId(bytes)));
        return files;
    }

    String apply(EditPreview preview, MemoryWriter writer, MarkdownMemorySource source) throws IOException {
        if (preview.action().equals(RESTORE) && preview.target().equals(root)) {
            return applyWholeRestore(preview, writer, source);
        }
        String file = root.relativize(preview.target()).toString().replace('\\', '/');
        checkFile(file);
        byte[] bytes = readForEdit(preview.target(), file);
        String hash = MarkdownMemorySource.sha256(bytes);
        if (!hash.equals(preview.baseHash())) {
            throw new IllegalStateException(file + " changed since the preview (was " + preview.baseHash().substring(0, 12)
                    + ", now " + hash.substring(0, 12) + "): nothing written; preview again");
        }
        if (preview.changesNothing()) {
            return file + ": " + preview.action() + " changes nothing: nothing written";
        }
        byte[] written = preview.newText().getBytes(StandardCharsets.UTF_8);
        boolean delete = preview.action().equals(RESTORE) && "true".equals(preview.args().get("absent"));
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put(file, delete ? null : written);
        return writer.write(files, operation(preview, file), List.of(describe(preview, file)), hash,
                MarkdownMemorySource.sha256(written), oneLine(preview));
    }

    private String applyWholeRestore(EditPreview preview, MemoryWriter writer, MarkdownMemorySource source)
            throws IOException {
        VersionLog log = source.log();
        String now = MemoryState.of(log.view(current()), MemoryState.NAME).text();
        String hash = MarkdownMemorySource.sha256(now);
        if (!hash.equals(preview.baseHash())) {
            throw new IllegalStateException("the memory changed since the preview: nothing written; preview again");
        }
        Version v = source.version(preview.unit(), org.scratchpadinspector.model.Cancellation.NONE)
                .orElseThrow(() -> new IllegalArgumentException("no version " + preview.unit()));
        Map<String, ObjectId> then = log.filesAt(v);
        Map<String, ObjectId> current = current();
        Map<String, byte[]> files = new LinkedHashMap<>();
        for (Map.Entry<String, ObjectId> file : then.entrySet()) {
            if (!file.getValue().equals(current.get(file.getKey()))) {
                files.put(file.getKey(), log.blobs().bytes(file.getValue()));
            }
        }
        for (String path : current.keySet()) {
            if (!then.containsKey(path)) {
                files.put(path, null);
            }
        }
        if (files.isEmpty()) {
            return "the memory already is as " + v.unitId() + " left it: nothing written";
        }
        return writer.write(files, "restore " + v.unitId() + " (" + String.join(", ", files.keySet()) + ")",
                List.copyOf(files.keySet()), hash, MarkdownMemorySource.sha256(preview.newText()),
                "the whole memory as " + v.unitId() + " left it");
    }

    private static String operation(EditPreview p, String file) {
        return p.action().equals(RESTORE) ? "restore " + file + " from " + p.args().get("version")
                : p.action() + " " + describe(p, file);
    }

    private static String describe(EditPreview p, String file) {
        return p.args().getOrDefault("section", p.args().getOrDefault("entry", file));
    }

    private static String oneLine(EditPreview p) {
        String text = p.args().getOrDefault("text", "");
        String line = text.replace("\n", " ⏎ ");
        return line.length() <= 120 ? line : line.substring(0, 119) + "…";
    }
}
