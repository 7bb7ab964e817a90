package org.scratchpadinspector.formats.mempalace;

import java.util.List;

/**
 * What reading one session file gave.
 *
 * @param id       the session id: the file name without {@code .json}
 * @param fileName the file's name
 * @param session  the session, or null when the file cannot be read as one
 * @param problems every problem, the fatal one first when {@code session} is null
 * @param raw      the start of the file's text as it is (for showing an unreadable file), may be empty
 */
record SessionRead(String id, String fileName, Session session, List<String> problems, String raw) {
    SessionRead {
        problems = List.copyOf(problems);
        raw = raw == null ? "" : raw;
    }

    boolean readable() {
        return session != null;
    }
}
