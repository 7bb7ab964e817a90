/**
 * Who changed memory, and how often, in every format with a History: blame for one field and churn per section
 * across a run, attributed to the agent, the inspector (the edit journal) or someone outside. Reads only.
 */
package org.scratchpadinspector.engine.blame;
