/**
 * What every screen shares: the task runner (FX thread and inline), status styles, the directory change feed, the
 * row of a search hit list.
 */
package org.scratchpadinspector.ui.common;
