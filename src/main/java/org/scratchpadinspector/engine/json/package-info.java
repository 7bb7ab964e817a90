/** JSON written byte for byte as Python's json module writes it, for files an agent written in Python reads back. */
package org.scratchpadinspector.engine.json;
