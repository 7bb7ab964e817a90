/**
 * Watchpoints in the window: the one place to set them, the notification when a new cycle meets one, pushing them
 * to an attached agent, and the list of hits (which watchpoint held, in which cycle and iteration, what it saw).
 */
package org.scratchpadinspector.ui.watch;
