package org.scratchpadinspector.ui.units;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.scratchpadinspector.formats.yamlcycles.CycleFlag;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.CycleStatus;
import org.scratchpadinspector.formats.yamlcycles.CycleSummary;
import org.scratchpadinspector.testsupport.FxThread;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

@ExtendWith(ApplicationExtension.class)
class UnitRowNodeTest {
    private final UnitRow row = new UnitRow(CycleId.parse("20260401_100637"));
    private UnitRowNode node;

    @Start
    void start(Stage stage) {
        node = new UnitRowNode(new SimpleBooleanProperty(true));
        stage.setScene(new Scene(new StackPane(node), 700, 40));
        stage.show();
    }

    @Test
    void showsTheFlagsChipsInTheFlagsOrderWithTheParseErrorCount() throws Exception {
        show(Set.of(CycleFlag.NOTES_LOST, CycleFlag.PARSE_ERRORS), 2);

        assertThat(FxThread.call(node::chipTexts, 10)).containsExactly("parse errors ×2", "notes lost");
    }

    @Test
    void aRowShownAnotherCycleKeepsItsChipNodesAndHidesTheFlagsThatAreGone() throws Exception {
        show(Set.of(CycleFlag.NOTES_LOST, CycleFlag.PARSE_ERRORS), 2);
        List<Node> made = FxThread.call(() -> List.copyOf(node.lookupAll(".cycle-flag-chip")), 10);

        show(Set.of(), 0);
        assertThat(FxThread.call(node::chipTexts, 10)).isEmpty();
        show(Set.of(CycleFlag.ORPHAN, CycleFlag.PARSE_ERRORS), 5);

        assertThat(FxThread.call(node::chipTexts, 10)).containsExactly("parse errors ×5", "orphan");
        List<Node> now = FxThread.call(() -> List.copyOf(node.lookupAll(".cycle-flag-chip")), 10);
        assertThat(now).hasSize(3).containsAll(made);
    }

    private void show(Set<CycleFlag> flags, int parseErrors) throws Exception {
        CycleSummary summary = new CycleSummary(row.id(), CycleStatus.COMPLETED, flags, 1, parseErrors, 0, List.of());
        FxThread.call(() -> {
            node.show(row, summary);
            return null;
        }, 10);
    }
}
