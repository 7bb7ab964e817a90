/** The main window's frame: menus, opening directories, recent list, theme, and the live demo. */
package org.scratchpadinspector.ui.main;
