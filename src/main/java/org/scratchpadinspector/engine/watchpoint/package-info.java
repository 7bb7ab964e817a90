/**
 * Breakpoints and watchpoints on an agent's memory: the conditions (a cycle's status, a tool call, a field that
 * changes, a field's size over a bound, an iteration count), their JSON and short forms, and their evaluation
 * against a finished cycle read from the files. The reference agent evaluates the same conditions live.
 */
package org.scratchpadinspector.engine.watchpoint;
