package org.scratchpadinspector.formats.forgenotes;

import java.nio.file.Path;
import java.util.List;
import org.scratchpadinspector.model.UnitStatus;

/**
 * One session folder as read now.
 *
 * @param name       the session id: the folder's name
 * @param folder     where its files are
 * @param steps      its calls with the notes before and after each
 * @param fileStatus the status of the session's own unit, or null when its files need no unit of their own
 * @param flags      the session unit's flags ({@code export_mismatch})
 * @param problems   the session unit's problem lines
 */
record Session(String name, Path folder, List<NotesReplay.Step> steps, UnitStatus fileStatus, List<String> flags,
               List<String> problems) {
    Session {
        steps = List.copyOf(steps);
        flags = List.copyOf(flags);
        problems = List.copyOf(problems);
    }

    Path conversationFile() {
        return folder.resolve(Conversation.FILE);
    }
}
