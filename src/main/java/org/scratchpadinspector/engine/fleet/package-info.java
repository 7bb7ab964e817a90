/** Many agents at once, local or remote, any format: the fleet file, one health row per agent, sorted by trouble. */
package org.scratchpadinspector.engine.fleet;
