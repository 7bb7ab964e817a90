package org.scratchpadinspector.formats.forgenotes;

import org.scratchpadinspector.engine.files.Locations;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.scratchpadinspector.engine.files.SymlinkCheck;
import org.scratchpadinspector.format.Untrusted;

/**
 * Where the sessions are: DIR is one session folder (it holds {@code conversation.json} or {@code notes.json}), a
 * folder of session folders, or a folder holding {@code sessions/}. Recognising reads names and at most the first
 * 4 KiB of a few files, never a whole file. Listing looks at every entry: nothing is left out unsaid.
 */
final class SessionFolders {
    static final String SESSIONS = "sessions";
    private static final int STRAY_EXAMPLES = 3;
    /** Names that end like a file (a snapshot, a log, a JSON file): no session folder is looked for there. */
    private static final Pattern FILE_NAME = Pattern.compile("\\.(ya?ml|json|jsonl|log|txt|md)$", Pattern.CASE_INSENSITIVE);
    private static final int MAX_PEEKED = 3;
    private static final int HEAD_BYTES = 4096;
    private static final Pattern CONVERSATION_HEAD =
            Pattern.compile("^\\uFEFF?\\s*\\[\\s*(]|\\{\\s*(}|\"(Metadata|Content|Timestamp|Role)\"\\s*:))");
    private static final Pattern EXPORT_HEAD =
            Pattern.compile("^\\uFEFF?\\s*\\{\\s*\"(version|session_id|exported_at|notes)\"\\s*:");
    private static final Pattern SOME_OTHER_JSON = Pattern.compile("^\\uFEFF?\\s*(\\{|\\[\\s*\\{\\s*\"|\\[\\s*[^\\s{\\]])");

    /** How strongly the files look like this format: 0 not at all, 0.3 by name only, up to 0.9 by their shape. */
    record Evidence(double confidence, Path root, String words) {
    }

    private SessionFolders() {
    }

    static Evidence recognise(Path dir) {
        if (isSession(dir)) {
            double c = confidence(dir, dir);
            return new Evidence(c, dir, c == 0 ? "" : "a session folder (" + describe(c) + ")");
        }
        for (Path root : List.of(dir, dir.resolve(SESSIONS))) {
            List<Path> sessions = candidates(root);
            double best = 0;
            for (Path session : sessions) {
                best = Math.max(best, confidence(session, root));
            }
            if (best > 0) {
                return new Evidence(best, root, "session folder(s) with " + Conversation.FILE
                        + " or " + NotesExport.FILE + " (" + describe(best) + ")");
            }
        }
        return new Evidence(0, dir, "");
    }

    /** Whether the folder holds a session's files itself. */
    static boolean isSession(Path dir) {
        return Files.isRegularFile(dir.resolve(Conversation.FILE)) || Files.isRegularFile(dir.resolve(NotesExport.FILE))
                || Files.exists(dir.resolve(Conversation.FILE), LinkOption.NOFOLLOW_LINKS);
    }

    /**
     * What a folder of sessions holds, every entry looked at: the session folders by name, and lines for what is not
     * read (a session folder that is a link leaving the folder, a folder that cannot be searched, the entries that
     * are no session, counted).
     */
    record Listing(List<Path> sessions, List<String> notes) {
        Listing {
            sessions = List.copyOf(sessions);
            notes = List.copyOf(notes);
        }
    }

    /** The session folders directly in {@code root}, by name, and what was left out and why. */
    static Listing list(Path root) {
        List<Path> sessions = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        if (!Files.isDirectory(root)) {
            return new Listing(sessions, notes);
        }
        java.util.TreeSet<String> strays = new java.util.TreeSet<>();
        int strayCount = 0;
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(root)) {
            for (Path entry : entries) {
                String name = entry.getFileName().toString();
                if (name.startsWith(".")) {
                    continue;
                }
                if (Files.isSymbolicLink(entry) && Files.isDirectory(entry)) {
                    String refused = SymlinkCheck.refusal(entry, root);
                    if (refused != null) {
                        notes.add(Untrusted.line(name) + ": a session folder that is a " + refused);
                        continue;
                    }
                }
                if (Files.isDirectory(entry) && (isSession(entry) || !searchable(entry))) {
                    sessions.add(entry);
                } else {
                    strayCount++;
                    strays.add(name);
                    if (strays.size() > STRAY_EXAMPLES) {
                        strays.pollLast();
                    }
                }
            }
        } catch (IOException | java.nio.file.DirectoryIteratorException e) {
            notes.add(Untrusted.line(root.toString()) + ": cannot be listed (" + Untrusted.line(reason(e))
                    + "): the sessions in it are not read");
        }
        if (strayCount > 0) {
            notes.add(String.format(Locale.ROOT, "%,d %s in %s %s not a session folder, e.g. %s", strayCount,
                    strayCount == 1 ? "entry" : "entries", Untrusted.line(String.valueOf(root.getFileName())),
                    strayCount == 1 ? "is" : "are", Untrusted.line(String.join(", ", strays))));
        }
        sessions.sort(java.util.Comparator.comparing(p -> p.getFileName().toString()));
        return new Listing(sessions, notes);
    }

    /** The session folders directly in {@code root}, by name. */
    static List<Path> sessions(Path root) {
        return list(root).sessions();
    }

    /** A folder whose entries cannot be looked at (no read or search permission): listed, to say so. */
    static boolean searchable(Path folder) {
        return Locations.listable(folder);
    }

    /**
     * The first few session folders of {@code root} for recognising it, found cheaply: every name is read, but only
     * names that do not end like a file of another format ({@code .yaml}, {@code .json} ...) are looked at, so a
     * folder of 100,000 snapshots costs no 100,000 look-ups.
     */
    private static List<Path> candidates(Path root) {
        List<Path> found = new ArrayList<>();
        if (!Files.isDirectory(root)) {
            return found;
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(root)) {
            for (Path entry : entries) {
                String name = entry.getFileName().toString();
                if (name.startsWith(".") || FILE_NAME.matcher(name).find()) {
                    continue;
                }
                if (Files.isDirectory(entry) && isSession(entry) && SymlinkCheck.refusal(entry, root) == null) {
                    found.add(entry);
                    if (found.size() == MAX_PEEKED) {
                        break;
                    }
                }
            }
        } catch (IOException | java.nio.file.DirectoryIteratorException e) {
            return found;
        }
        return found;
    }

    private static String reason(Exception e) {
        Throwable cause = e instanceof java.nio.file.DirectoryIteratorException d ? d.getCause() : e;
        if (cause instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        return cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
    }

    private static double confidence(Path session, Path root) {
        String conversation = head(session.resolve(Conversation.FILE), root);
        String export = head(session.resolve(NotesExport.FILE), root);
        if (conversation != null && CONVERSATION_HEAD.matcher(conversation).find()) {
            return 0.9;
        }
        if (export != null && EXPORT_HEAD.matcher(export).find()) {
            return 0.6;
        }
        boolean foreign = (conversation != null && SOME_OTHER_JSON.matcher(conversation).find())
                || (conversation == null && export != null);
        return foreign ? 0 : 0.3;
    }

    private static String describe(double confidence) {
        return confidence >= 0.9 ? "its messages are Go's {Metadata, Content, Timestamp, Role}"
                : confidence >= 0.6 ? "a notes export" : "by the file names only: the files do not read yet";
    }

    /** The first 4 KiB of a regular file as text, or null when it is not one or a link out of {@code root}. */
    private static String head(Path file, Path root) {
        if (!Files.isRegularFile(file) || SymlinkCheck.refusal(file, root) != null) {
            return null;
        }
        try (InputStream in = Files.newInputStream(file)) {
            return new String(in.readNBytes(HEAD_BYTES), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return null;
        }
    }
}
