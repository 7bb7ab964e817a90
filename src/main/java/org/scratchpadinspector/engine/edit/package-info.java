/** Safe writes to active.yaml: section operations, plans, optimistic concurrency, history, the journal and lost-edit detection. */
package org.scratchpadinspector.engine.edit;
