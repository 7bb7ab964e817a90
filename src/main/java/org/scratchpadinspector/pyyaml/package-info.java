/**
 * PyYAML's safe_load and dump in Java (with YAML timestamps kept as written and CPython's float repr): reading with
 * safe limits, PyYAML-exact fast reading, decoded rendering, and writing that PyYAML reads back identically; a
 * library for any format or agent that reads or writes YAML, naming nothing of ours but the model.
 */
package org.scratchpadinspector.pyyaml;
