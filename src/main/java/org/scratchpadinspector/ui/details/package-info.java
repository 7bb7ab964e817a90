/** The details of the selected cycle: field changes, tool-call timeline, log excerpt and file paths. */
package org.scratchpadinspector.ui.details;
