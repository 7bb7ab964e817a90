/**
 * A source's history. Walking a {@link org.scratchpadinspector.model.History}: its points loaded ahead on every core
 * and handed out in order as consecutive pairs of readable states, with what lies between them (blame, churn, field
 * history and Files mode's watchpoints walk a run this way, for every format; reads only). And the history of a
 * memory directory that keeps none of its own: read from git through JGit when the directory is in a work tree
 * (never written), else from the inspector's own recording, a bare git repository per directory in the user's data
 * folder that the {@link org.scratchpadinspector.engine.history.Recorder} fills as files settle.
 */
package org.scratchpadinspector.engine.history;
