package org.scratchpadinspector.formats.markdownmemory;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.jgit.lib.ObjectId;
import org.scratchpadinspector.engine.markdown.Section;
import org.scratchpadinspector.model.UnitState;

/**
 * The whole memory at a version as one state: the files one after another under a rule naming each, and a value
 * tree whose keys are the paths every feature addresses: {@code MEMORY.md} (the whole file), {@code MEMORY.md#}
 * (the text before its first heading), {@code MEMORY.md#Heading/Sub}, {@code MEMORY.md#front-matter} (the parsed
 * mapping, or its text when it does not parse) and {@code MEMORY.md#§N} for an entry.
 */
final class MemoryState {
    static final String NAME = "memory";

    private MemoryState() {
    }

    static UnitState of(MemoryAt memory, String name) {
        StringBuilder text = new StringBuilder();
        Map<String, Object> value = new LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        for (Map.Entry<String, ObjectId> entry : memory.files().entrySet()) {
            MemoryFile file = memory.file(entry.getKey());
            if (text.length() > 0) {
                text.append('\n');
            }
            text.append("── ").append(entry.getKey()).append(" ──\n");
            if (!file.readable()) {
                text.append("(").append(file.problem()).append(")\n");
                problems.add(entry.getKey() + ": " + file.problem());
                continue;
            }
            text.append(file.text());
            if (!file.text().endsWith("\n")) {
                text.append('\n');
            }
            putFile(value, file);
        }
        return new UnitState(name, text.toString(), value, null, problems);
    }

    static void putFile(Map<String, Object> value, MemoryFile file) {
        value.put(file.path(), file.text());
        for (Section section : file.sections()) {
            Object v = section.key().equals(Section.FRONT_MATTER) && file.frontMatter().valid()
                    ? file.frontMatter().value() : section.text();
            value.put(section.path(file.path()), v);
        }
    }

    /** One file's state: its text, its sections as the value, its bytes; a file that is not there is empty. */
    static UnitState file(String name, MemoryFile file, byte[] raw) {
        if (file == null) {
            return new UnitState(name, "", Map.of(), null, List.of());
        }
        if (!file.readable()) {
            return new UnitState(name, "", null, raw, List.of(file.path() + ": " + file.problem()));
        }
        Map<String, Object> value = new LinkedHashMap<>();
        putFile(value, file);
        return new UnitState(name, file.text(), value, raw, List.of());
    }
}
