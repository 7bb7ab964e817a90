/** Seed 001's recursive-context agent (a markdown scratchpad, debug.json traces, agent_state.json) as a format provider. */
package org.scratchpadinspector.formats.recursivecontext;
