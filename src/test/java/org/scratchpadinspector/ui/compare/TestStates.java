package org.scratchpadinspector.ui.compare;

import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.ui.common.InspectorContext;

/** States to compare, named as the operator types them: {@code ID:before}, {@code ID:after} or {@code active}. */
final class TestStates {
    private TestStates() {
    }

    static StateChoice state(InspectorContext context, String typed) {
        return new StateChoice(context.source().facet(History.class).orElseThrow().point(typed, Cancellation.NONE));
    }
}
