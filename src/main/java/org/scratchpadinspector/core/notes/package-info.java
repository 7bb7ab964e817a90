/** The notes log of a cycle: its entries (tool calls, parse errors, completions, failures) and what a cycle added. */
package org.scratchpadinspector.core.notes;
