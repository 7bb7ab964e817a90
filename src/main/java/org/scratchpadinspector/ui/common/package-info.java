/** What every screen shares: the task runner (FX thread and inline), status styles, the directory change feed. */
package org.scratchpadinspector.ui.common;
