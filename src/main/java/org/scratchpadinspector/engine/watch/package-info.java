/** Directory watching on inotify: debounced batches, rescans after overflow, files judged stable before they are read. */
package org.scratchpadinspector.engine.watch;
