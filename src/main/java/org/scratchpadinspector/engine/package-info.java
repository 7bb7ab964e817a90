/**
 * The engine: what the inspector does with any source's facets (diff, edit, blame, history, health, time travel,
 * watchpoints, remote directories and fleets), importing no format and no toolkit.
 */
package org.scratchpadinspector.engine;
