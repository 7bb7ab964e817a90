package org.scratchpadinspector.formats.forge;

import java.util.List;

/**
 * One note as the replayed manager holds it.
 *
 * @param id        {@code note_<UnixNano>_<seq>}, as the agent's result named it
 * @param content   its text, or null when the snapshots never showed it (a note written in a part the agent's
 *                  context summarised away)
 * @param tags      lower-cased and trimmed, as the manager stores them; null when never shown
 * @param scratched marked addressed: hidden from {@code list_notes} and {@code list_tags}, not from search
 * @param updated   the replay's clock at its last write: the manager's {@code UpdatedAt} order
 */
record Note(String id, String content, List<String> tags, boolean scratched, long updated) {
    Note {
        tags = tags == null ? null : List.copyOf(tags);
    }

    boolean known() {
        return content != null;
    }

    List<String> tagsOrEmpty() {
        return tags == null ? List.of() : tags;
    }
}
