/** The Agent panel: attaching to a live agent, its status, events, in-memory state, and Command-mode steps. */
package org.scratchpadinspector.ui.agent;
