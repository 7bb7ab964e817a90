/** File-system rules every format shares: which links a read may follow. */
package org.scratchpadinspector.engine.files;
