/**
 * Walking a source's {@link org.scratchpadinspector.model.History}: its points loaded ahead on every core and handed
 * out in order as consecutive pairs of readable states, with what lies between them. Blame, churn, field history
 * and the watchpoints of Files mode all walk a run this way, for every format. Reads only.
 */
package org.scratchpadinspector.engine.history;
