/** The list of any source's units: rows, statuses and flags in the format's words, filters, search and its hits, the timeline strip. */
package org.scratchpadinspector.ui.units;
