package org.scratchpadinspector.engine.edit;

import org.scratchpadinspector.model.TextProblem;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A format's grammar of an editable state, which the engine's edit types and the window's editor need but cannot
 * know: how a request is planned on a version (validated, and the exact text it would write), how the operator's
 * value text is read, how a state is shown decoded for a diff, and which sections differ. Pure: reads and writes
 * nothing.
 */
public interface EditPlanning {
    /** The plan of {@code request} on {@code base}, or the reason it is refused. */
    PlanResult plan(EditRequest request, MemoryVersion base);

    /**
     * A section operation whose value is the operator's {@code valueText} in the format's value syntax, planned on
     * {@code state} (the state as the agent loads it; null when unknown).
     *
     * @throws TextProblem when the value does not read (with its line and column)
     */
    EditRequest.Section sectionRequest(Map<String, Object> state, SectionOperation op, String section,
                                       String valueText) throws TextProblem;

    /** The version {@code bytes} make, as if read from {@code path} (e.g. a live agent's state as it would save it). */
    MemoryVersion versionOf(Path path, byte[] bytes);

    /** {@code value} as the agent writes it to the file: what the operator starts from when replacing a section. */
    String valueText(Object value);

    /** The state as a reader wants it (real characters, multi-line text as blocks): a side of a readable diff. */
    String decoded(Map<String, Object> state);

    /** The sections whose values differ between two states, in the order an operator reads them. */
    List<String> changedSections(Map<String, Object> base, Map<String, Object> result);
}
