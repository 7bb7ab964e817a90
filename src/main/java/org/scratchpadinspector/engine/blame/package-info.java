/**
 * Who changed memory, and how often: blame for one field and churn per section across a cycle scratchpad's
 * run, attributed to the agent, the inspector (the edit journal) or someone outside. Reads only.
 */
package org.scratchpadinspector.engine.blame;
