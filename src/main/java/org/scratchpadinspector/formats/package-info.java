/** The memory formats the inspector reads, one package each; this package only lists them. */
package org.scratchpadinspector.formats;
