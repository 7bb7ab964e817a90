/** Line diffs (histogram, bounded), intra-line highlights and per-field differences between two states. */
package org.scratchpadinspector.engine.diff;
