/** The format-neutral memory model: sources list units; a unit has states, a status with a severity, flags, problems and a timeline. */
package org.scratchpadinspector.model;
