/** Watchpoints in the window: the one place to set them, the notification when a new cycle meets one, and pushing them to an attached agent. */
package org.scratchpadinspector.ui.watch;
