/**
 * The window for a memory source of any format, seen only through the neutral model: its units with statuses
 * coloured by severity, a unit's states side by side with the line diff, its changes, timeline and problems, and
 * the edits its format offers.
 */
package org.scratchpadinspector.ui.source;
