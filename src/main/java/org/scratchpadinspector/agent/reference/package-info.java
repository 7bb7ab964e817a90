/**
 * The bundled reference agent: the seed's cycle lifecycle with a scripted or remote model, behind the control
 * protocol; it writes the seed's files itself and names no format.
 */
package org.scratchpadinspector.agent.reference;
