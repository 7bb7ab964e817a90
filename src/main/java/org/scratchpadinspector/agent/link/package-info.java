/**
 * The Agent panel's link to one agent without any toolkit: finding its control file, attaching, detaching,
 * retrying, and telling stale, refused and dead agents apart; and the iterations an attached agent reports, read
 * from its events into records.
 */
package org.scratchpadinspector.agent.link;
