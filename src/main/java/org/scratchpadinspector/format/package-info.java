/** Format providers: how a directory is recognised, opened as a memory source and which format it is in. */
package org.scratchpadinspector.format;
