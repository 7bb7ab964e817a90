/** Entry points: the launcher that picks the window or the command line, and its one-time restart on ZGC. */
package org.scratchpadinspector;
