package org.scratchpadinspector.formats.forgenotes;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Where the sessions are: DIR is one session folder (it holds {@code conversation.json} or {@code notes.json}), a
 * folder of session folders, or a folder holding {@code sessions/}. Recognising reads names and at most the first
 * 4 KiB of a few files, never a whole file.
 */
final class SessionFolders {
    static final String SESSIONS = "sessions";
    private static final int MAX_LISTED = 10_000;
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
            double c = confidence(dir);
            return new Evidence(c, dir, c == 0 ? "" : "a session folder (" + describe(c) + ")");
        }
        for (Path root : List.of(dir, dir.resolve(SESSIONS))) {
            List<Path> sessions = sessions(root);
            double best = 0;
            for (Path session : sessions.subList(0, Math.min(MAX_PEEKED, sessions.size()))) {
                best = Math.max(best, confidence(session));
            }
            if (best > 0) {
                return new Evidence(best, root, sessions.size() + " session folder(s) with " + Conversation.FILE
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

    /** The session folders directly in {@code root}, by name; at most 10,000 entries are looked at. */
    static List<Path> sessions(Path root) {
        List<Path> sessions = new ArrayList<>();
        if (!Files.isDirectory(root)) {
            return sessions;
        }
        int seen = 0;
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(root)) {
            for (Path entry : entries) {
                if (++seen > MAX_LISTED) {
                    break;
                }
                if (!entry.getFileName().toString().startsWith(".") && Files.isDirectory(entry) && isSession(entry)) {
                    sessions.add(entry);
                }
            }
        } catch (IOException | java.nio.file.DirectoryIteratorException e) {
            return sessions;
        }
        sessions.sort(java.util.Comparator.comparing(p -> p.getFileName().toString()));
        return sessions;
    }

    private static double confidence(Path session) {
        String conversation = head(session.resolve(Conversation.FILE));
        String export = head(session.resolve(NotesExport.FILE));
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

    /** The first 4 KiB of a regular file as text, or null when it is not one. */
    private static String head(Path file) {
        if (!Files.isRegularFile(file)) {
            return null;
        }
        try (InputStream in = Files.newInputStream(file)) {
            return new String(in.readNBytes(HEAD_BYTES), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return null;
        }
    }
}
