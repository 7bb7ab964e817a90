/** Two runs side by side: the comparison of a run and its fork (or a re-run), cycle pair by cycle pair. */
package org.scratchpadinspector.ui.runs;
