/** The side-by-side snapshot panes: rendering, diff marks, folds, scrolling in step and filling large files a slice at a time. */
package org.scratchpadinspector.ui.panes;
