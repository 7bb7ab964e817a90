/**
 * Safe writes to a memory file, for every format: section operations, requests, plans and their outcomes, optimistic
 * concurrency by hash, the held queue, history, undo, the journal and lost-edit detection; and the SectionEditing
 * facet through which a format offers its section editor (its own syntax behind {@link
 * org.scratchpadinspector.engine.edit.EditPlanning}).
 */
package org.scratchpadinspector.engine.edit;
