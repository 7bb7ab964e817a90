package org.scratchpadinspector.formats.mempalace;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.scratchpadinspector.engine.files.SymlinkCheck;
import org.scratchpadinspector.format.Untrusted;

/**
 * The folder of session files ({@code session_scratchpad/}): which files are sessions (every {@code *.json}
 * whose name does not start with a dot, as the agent's glob sees them, in file-name order) and reading one
 * within bounds: a file over {@link #MAX_BYTES} is not parsed, a link is followed only inside the folder, a
 * directory or a pipe is never opened.
 */
final class SessionFolder {
    static final long MAX_BYTES = 48L << 20;
    static final int RAW_SHOWN_BYTES = 256 << 10;
    private static final int STRAY_EXAMPLES = 3;

    private final Path directory;

    SessionFolder(Path directory) {
        this.directory = directory;
    }

    Path directory() {
        return directory;
    }

    Path file(String id) {
        return directory.resolve(id + ".json");
    }

    /** The session files' names, sorted. */
    List<String> sessionFiles() {
        List<String> names = new ArrayList<>();
        for (String name : names()) {
            if (isSessionName(name)) {
                names.add(name);
            }
        }
        names.sort(null);
        return names;
    }

    static boolean isSessionName(String name) {
        return name.endsWith(".json") && !name.startsWith(".") && name.length() > ".json".length();
    }

    /** The id of a listed session, when {@code typed} is one. */
    Optional<String> find(String typed) {
        if (typed.isEmpty() || typed.contains("/") || typed.contains("\\") || typed.startsWith(".")) {
            return Optional.empty();
        }
        return Files.exists(file(typed), LinkOption.NOFOLLOW_LINKS) ? Optional.of(typed) : Optional.empty();
    }

    /**
     * "2 stray files (not session files), e.g. notes.txt, a.yaml": what is not a session and not hidden; and a
     * folder that cannot be listed, said so.
     */
    List<String> strayNotes() {
        List<String> notes = new ArrayList<>();
        String unlisted = listingProblem();
        if (unlisted != null) {
            notes.add(unlisted);
        }
        List<String> strays = names().stream().filter(n -> !isSessionName(n) && !n.startsWith(".")).sorted().toList();
        if (strays.isEmpty()) {
            return notes;
        }
        String examples = String.join(", ", strays.subList(0, Math.min(STRAY_EXAMPLES, strays.size())));
        notes.add(String.format("%,d stray %s (not session files), e.g. %s", strays.size(),
                strays.size() == 1 ? "file" : "files", Untrusted.line(examples)));
        return notes;
    }

    /** Why the folder cannot be listed, or null when it can (or is gone: the provider said what it found). */
    private String listingProblem() {
        if (!Files.isDirectory(directory)) {
            return null;
        }
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(directory)) {
            return null;
        } catch (java.nio.file.AccessDeniedException e) {
            return Untrusted.line(directory.toString()) + ": cannot be listed (permission denied): no session read";
        } catch (IOException e) {
            return Untrusted.line(directory.toString()) + ": cannot be listed (" + Untrusted.line(String.valueOf(
                    e.getMessage())) + "): no session read";
        }
    }

    SessionRead read(String id) {
        BasicFileAttributes plain = plainFile(file(id));
        return read(id, plain == null ? null : new long[] {plain.size(), 0});
    }

    /**
     * Reads session {@code id}, whose file was just seen to be a regular file and no link when {@code stamp} (its
     * {size, ...}, as the summary cache stamps it) is given: the usual case, told by that one look (a file of the
     * folder itself, no link, no pipe).
     */
    SessionRead read(String id, long[] stamp) {
        String name = Untrusted.line(id + ".json");
        Path file = file(id);
        if (stamp != null && stamp[0] <= MAX_BYTES) {
            try {
                return parse(id, Files.readAllBytes(file));
            } catch (IOException e) {
                // changed since that look: the checks below say what it is now
            }
        }
        String refusal = SymlinkCheck.refusal(file, directory);
        if (refusal != null) {
            return unreadable(id, name + ": " + refusal, "");
        }
        if (Files.isDirectory(file)) {
            return unreadable(id, name + ": a directory, not a file", "");
        }
        if (!Files.isRegularFile(file)) {
            return unreadable(id, name + (Files.exists(file, LinkOption.NOFOLLOW_LINKS)
                    ? ": not a regular file (a pipe or a device): not opened" : ": gone (deleted since it was listed)"), "");
        }
        try {
            long size = Files.size(file);
            if (size > MAX_BYTES) {
                return unreadable(id, String.format("%s: %.1f MB, over the %d MiB bound: not parsed", name,
                        size / 1e6, MAX_BYTES >> 20), prefix(file));
            }
            return parse(id, Files.readAllBytes(file));
        } catch (IOException e) {
            return unreadable(id, name + ": cannot be read (" + e.getClass().getSimpleName() + ": " + e.getMessage() + ")", "");
        }
    }

    /** The attributes of {@code file} when it is a regular file and no link (it lies in the folder itself), else null. */
    private static BasicFileAttributes plainFile(Path file) {
        try {
            BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            return a.isRegularFile() ? a : null;
        } catch (IOException e) {
            return null;
        }
    }

    /** The bytes of a session file (already read) as a session. */
    static SessionRead parse(String id, byte[] bytes) {
        String name = Untrusted.line(id + ".json");
        SessionJson.Parsed parsed = SessionJson.parse(name, bytes);
        if (parsed.problem() != null) {
            return unreadable(id, parsed.problem(), rawShown(bytes));
        }
        SessionShape.Checked checked = SessionShape.check(name, id, parsed.value());
        if (checked.fatal() != null) {
            return unreadable(id, checked.fatal(), rawShown(bytes));
        }
        // the text as it is is shown only for a file that does not read as a session
        return new SessionRead(id, name, checked.session(), checked.session().problems(), "");
    }

    private static String rawShown(byte[] bytes) {
        return new String(bytes, 0, Math.min(bytes.length, RAW_SHOWN_BYTES), StandardCharsets.UTF_8);
    }

    private static SessionRead unreadable(String id, String problem, String raw) {
        return new SessionRead(id, id + ".json", null, List.of(problem), raw);
    }

    private static String prefix(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return new String(in.readNBytes(RAW_SHOWN_BYTES), StandardCharsets.UTF_8);
        }
    }

    private List<String> names() {
        List<String> names = new ArrayList<>();
        if (!Files.isDirectory(directory)) {
            return names;
        }
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(directory)) {
            for (Path p : stream) {
                names.add(p.getFileName().toString());
            }
        } catch (IOException e) {
            // an unlistable folder lists no sessions; the provider said what it found when it recognised it
        }
        return names;
    }
}
