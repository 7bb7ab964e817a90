/**
 * The Agent panel's link to one agent without any toolkit: finding its control file, attaching, detaching,
 * retrying, and telling stale, refused and dead agents apart.
 */
package org.scratchpadinspector.agent.link;
