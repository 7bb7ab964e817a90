/**
 * The history of a memory directory that keeps none of its own: read from git through JGit when the directory is in a
 * work tree (never written), else from the inspector's own recording, a bare git repository per directory in the
 * user's data folder that the {@link org.scratchpadinspector.engine.history.Recorder} fills as files settle.
 */
package org.scratchpadinspector.engine.history;
