/** The seed-000 cycle scratchpad: where its files are, the cycle index from file names, snapshots, statuses and flags. */
package org.scratchpadinspector.core.scratchpad;
