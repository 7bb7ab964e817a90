/** YAML with safe limits: PyYAML-exact reading, decoded rendering, and writing that PyYAML reads back identically. */
package org.scratchpadinspector.formats.yamlcycles.yaml;
