package org.scratchpadinspector.ui.units;

import java.util.Collection;
import java.util.Set;
import java.util.TreeSet;
import org.scratchpadinspector.formats.yamlcycles.CycleId;

/** The cycles named by changed files: {@code <id>_before.yaml}, {@code <id>_after.yaml}, {@code cycle_<id>.log}. */
final class ChangedCycles {
    private static final String LOG_PREFIX = "cycle_";

    private ChangedCycles() {
    }

    static Set<CycleId> of(Collection<String> names) {
        Set<CycleId> ids = new TreeSet<>();
        for (String name : names) {
            String file = name.substring(name.lastIndexOf('/') + 1);
            String digits = file.startsWith(LOG_PREFIX) ? file.substring(LOG_PREFIX.length()) : file;
            if (digits.length() >= CycleId.LENGTH) {
                CycleId id = CycleId.parse(digits.substring(0, CycleId.LENGTH));
                if (id != null) {
                    ids.add(id);
                }
            }
        }
        return ids;
    }
}
