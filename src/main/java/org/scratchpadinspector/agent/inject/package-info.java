/** Edits injected into an attached agent, journaled and judged like every other write. */
package org.scratchpadinspector.agent.inject;
