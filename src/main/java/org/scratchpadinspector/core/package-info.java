/** The heart of the inspector: reading, analysing, diffing, editing and watching memory; imports no JavaFX. */
package org.scratchpadinspector.core;
