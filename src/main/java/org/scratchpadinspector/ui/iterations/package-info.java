/**
 * The Iterations view: what the model saw and did in each iteration of the selected unit, one row per iteration,
 * with the state before and after the selected one side by side and its prompt on demand.
 */
package org.scratchpadinspector.ui.iterations;
