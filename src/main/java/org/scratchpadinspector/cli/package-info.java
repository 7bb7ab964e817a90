/** The command line: the window's functions without a display, with JSON output and exit codes that scripts can trust. */
package org.scratchpadinspector.cli;
