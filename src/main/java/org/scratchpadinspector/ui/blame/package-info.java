/** Blame and churn in the window: who changed a field, cycle by cycle, and how often each section changed across the run. */
package org.scratchpadinspector.ui.blame;
