/**
 * What the inspector keeps between runs in the user's cache folder (never in the agent's directory): unit
 * summaries any format can reuse while the files they were read from are unchanged, and the switch that turns
 * every cache off.
 */
package org.scratchpadinspector.engine.cache;
