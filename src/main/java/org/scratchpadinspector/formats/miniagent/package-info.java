/** Seed 003: miniagent traces, one JSON file per correction, and the long-term store longterm.json. */
package org.scratchpadinspector.formats.miniagent;
