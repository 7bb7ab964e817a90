/**
 * A format that exists only in the tests: a folder with {@code steps.jsonl} (one line per unit: its id and the
 * memory before and after it) and {@code memory.json} (the memory now). It offers History, SectionEditing and TimeTravel with no
 * help from any real format's code, so an engine feature that works for one format only fails its tests.
 */
package org.scratchpadinspector.testformat;
