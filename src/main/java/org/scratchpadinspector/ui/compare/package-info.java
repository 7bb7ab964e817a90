/** Tool windows: compare any two snapshots, and one field's history across cycles. */
package org.scratchpadinspector.ui.compare;
