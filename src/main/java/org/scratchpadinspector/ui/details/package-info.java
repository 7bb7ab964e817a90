/**
 * The details of the selected unit: field changes, timeline, log excerpt, file paths, and its steps (the Iterations
 * tab, over the source's Steps facet).
 */
package org.scratchpadinspector.ui.details;
