package org.scratchpadinspector.formats.forgenotes;

import java.util.List;

/**
 * One note as the replay holds it.
 *
 * @param id      {@code note_} + the Unix milliseconds of its creation
 * @param content its text
 * @param tags    its tags as written, or null for Go's nil slice (a scratch note, an add without tags)
 * @param written the number of the call that last wrote it, the replay's measure of recency
 */
record Note(String id, String content, List<String> tags, int written) {
    Note {
        tags = tags == null ? null : List.copyOf(tags);
    }

    List<String> tagsOrEmpty() {
        return tags == null ? List.of() : tags;
    }
}
