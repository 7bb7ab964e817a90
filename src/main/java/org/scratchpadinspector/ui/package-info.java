/** The JavaFX application and its main window. */
package org.scratchpadinspector.ui;
