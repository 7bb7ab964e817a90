package org.scratchpadinspector.ui.units;

import org.scratchpadinspector.formats.yamlcycles.CycleSearch;
import org.scratchpadinspector.ui.common.HitRowCell;

/**
 * A row of the hit list: "cycle · before/after · line N ·" then the line, starting a little before the first match
 * (so that the match shows in a narrow list), the match emphasised and the rest cut with an ellipsis.
 */
final class SearchHitCell extends HitRowCell<CycleSearch.Hit> {
    private final java.util.function.Supplier<String> query;

    SearchHitCell(java.util.function.Supplier<String> query) {
        this.query = query;
    }

    @Override
    protected void updateItem(CycleSearch.Hit hit, boolean empty) {
        super.updateItem(hit, empty);
        if (empty || hit == null) {
            showNothing();
            return;
        }
        show(SearchHitText.describe(hit) + " · ", SearchHitText.split(hit.text(), query.get()), hit.text(), null);
    }
}
