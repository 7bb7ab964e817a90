/** The cycle list: rows, filters, search, and the timeline strip of statuses. */
package org.scratchpadinspector.ui.units;
