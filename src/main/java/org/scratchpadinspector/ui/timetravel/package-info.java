/** Time travel in the window: restore a past snapshot, fork a run at a cycle, re-run a cycle with an edit. */
package org.scratchpadinspector.ui.timetravel;
