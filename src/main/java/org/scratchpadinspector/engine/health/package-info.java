/**
 * The health report of any source ({@code check}): the format's own findings where it has them, else one line per
 * failing, flagged or warning unit, with every continuity break the edit journal explains turned into a notice that
 * names the edit. Reads only.
 */
package org.scratchpadinspector.engine.health;
