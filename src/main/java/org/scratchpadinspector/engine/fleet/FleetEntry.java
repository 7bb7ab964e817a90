package org.scratchpadinspector.engine.fleet;

/** One agent of a fleet: the name the operator gave it and its DIR as typed (a local path or an ssh:// address). */
public record FleetEntry(String name, String dir) {
}
