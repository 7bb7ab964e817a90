/** Editing memory in the window: the section editor, conflicts, the edit queue, the journal, undo and the lost-edit bar. */
package org.scratchpadinspector.ui.edit;
