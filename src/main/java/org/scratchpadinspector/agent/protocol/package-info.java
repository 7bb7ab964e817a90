/** The control protocol over HTTP on loopback: server, client, events (SSE), discovery through control.json. */
package org.scratchpadinspector.agent.protocol;
