/**
 * Command mode: running an operator's one-cycle command with a timeout and streaming its output, and running it
 * until a watchpoint holds for a unit it added, in whichever format the directory holds.
 */
package org.scratchpadinspector.agent.command;
