/** The bundled reference agent: the seed's cycle lifecycle with a scripted or remote model, behind the control protocol. */
package org.scratchpadinspector.agent.reference;
