/** Command mode: running an operator's one-cycle command with a timeout and streaming its output. */
package org.scratchpadinspector.agent.command;
