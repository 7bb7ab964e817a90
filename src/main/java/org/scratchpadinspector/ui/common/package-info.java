/** What every screen shares: the task runner (FX thread and inline), status styles, the directory change feed, a search hit list's row. */
package org.scratchpadinspector.ui.common;
