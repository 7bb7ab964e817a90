/** Time travel: restore a past snapshot, fork a run from a cycle, compare two runs cycle by cycle. */
package org.scratchpadinspector.engine.timetravel;
