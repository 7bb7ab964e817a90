/** The agent side: the control protocol, the bundled reference agent, Command mode and injections; imports no JavaFX. */
package org.scratchpadinspector.agent;
