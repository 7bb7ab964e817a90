package org.scratchpadinspector.ui.source;

import java.util.List;
import java.util.function.Supplier;
import org.scratchpadinspector.format.UnitSearch;
import org.scratchpadinspector.ui.common.HitRowCell;

/** A row of the hit list: "unit · state · line N ·" then the line from a little before its match, the match emphasised. */
final class UnitHitCell extends HitRowCell<UnitSearch.Hit> {
    private final Supplier<List<String>> texts;

    UnitHitCell(Supplier<List<String>> texts) {
        this.texts = texts;
    }

    @Override
    protected void updateItem(UnitSearch.Hit hit, boolean empty) {
        super.updateItem(hit, empty);
        if (empty || hit == null) {
            showNothing();
            return;
        }
        String where = UnitHitText.describe(hit);
        show(hit.inState() ? where + " · " : where, UnitHitText.split(hit.text(), texts.get()),
                hit.inState() ? hit.text() : "The search found this unit, but none of its states' lines holds the text",
                hit.inState() ? where + " · " + hit.text() : where);
    }
}
