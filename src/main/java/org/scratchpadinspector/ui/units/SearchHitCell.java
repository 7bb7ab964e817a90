package org.scratchpadinspector.ui.units;

import org.scratchpadinspector.format.UnitSearch;
import org.scratchpadinspector.ui.common.HitRowCell;

/**
 * A row of the hit list: "unit · state · line N ·" then the line, starting a little before the first match
 * (so that the match shows in a narrow list), the match emphasised and the rest cut with an ellipsis.
 */
final class SearchHitCell extends HitRowCell<UnitSearch.Hit> {
    private final java.util.function.Supplier<java.util.List<String>> texts;

    SearchHitCell(java.util.function.Supplier<java.util.List<String>> texts) {
        this.texts = texts;
    }

    @Override
    protected void updateItem(UnitSearch.Hit hit, boolean empty) {
        super.updateItem(hit, empty);
        if (empty || hit == null) {
            showNothing();
            return;
        }
        show(SearchHitText.describe(hit) + " · ", SearchHitText.split(hit.text(), texts.get()), hit.text(), null);
    }
}
