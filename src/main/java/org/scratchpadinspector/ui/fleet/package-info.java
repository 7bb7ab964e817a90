/** The Fleet view: every agent of a fleet file, live, most trouble first; an agent opens in a window of its own. */
package org.scratchpadinspector.ui.fleet;
