/** Seed 000's cycle scratchpad (active.yaml and per-cycle before/after YAML snapshots) as a format provider. */
package org.scratchpadinspector.formats.yamlcycles;
