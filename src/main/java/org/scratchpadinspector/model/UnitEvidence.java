package org.scratchpadinspector.model;

import java.util.List;

/**
 * What {@link Evidence} finds for a unit.
 *
 * @param log        the unit's own log section, or null when it has none
 * @param logMissing why there is no log (where it was looked for), or null
 * @param files      the unit's files, each with whether it is there now
 * @param crash      what its crash said (the traceback's exception, else the agent's own error text), or ""
 */
public record UnitEvidence(UnitLog log, String logMissing, List<UnitFile> files, String crash) {
    public UnitEvidence {
        files = List.copyOf(files);
        crash = crash == null ? "" : crash;
    }
}
