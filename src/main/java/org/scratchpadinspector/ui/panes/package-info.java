/** The aligned panes of any unit's states and the memory now: rendering, diff marks, folds, scrolling in step and filling large files a slice at a time. */
package org.scratchpadinspector.ui.panes;
