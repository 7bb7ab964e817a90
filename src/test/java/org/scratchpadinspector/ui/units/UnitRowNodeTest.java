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
import java.util.LinkedHashMap;
import java.util.Map;
import javafx.beans.property.SimpleDoubleProperty;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.testsupport.FxThread;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

@ExtendWith(ApplicationExtension.class)
class UnitRowNodeTest {
    private final UnitRow row = new UnitRow(UnitId.of("20260401_100637"));
    private UnitRowNode node;
    private StackPane holder;

    @Start
    void start(Stage stage) {
        node = new UnitRowNode(new SimpleDoubleProperty(140));
        holder = new StackPane(node);
        stage.setScene(new Scene(holder, 700, 40));
        stage.show();
    }

    @Test
    void showsTheFlagsChipsInTheUnitsOrderAndItsFieldsWithTheParseErrorCount() throws Exception {
        show(List.of("parse_errors", "notes_lost"), 2);

        assertThat(FxThread.call(node::chipTexts, 10)).containsExactly("parse errors", "notes lost");
        assertThat(FxThread.call(node::fieldsText, 10)).contains("2 parse errors");
    }

    @Test
    void aRowShownAnotherUnitKeepsItsChipNodesAndHidesTheFlagsThatAreGone() throws Exception {
        show(List.of("parse_errors", "notes_lost"), 2);
        List<Node> made = FxThread.call(() -> List.copyOf(node.lookupAll(".cycle-flag-chip")), 10);

        show(List.of(), 0);
        assertThat(FxThread.call(node::chipTexts, 10)).isEmpty();
        show(List.of("parse_errors", "orphan"), 5);

        assertThat(FxThread.call(node::chipTexts, 10)).containsExactly("parse errors", "orphan");
        List<Node> now = FxThread.call(() -> List.copyOf(node.lookupAll(".cycle-flag-chip")), 10);
        assertThat(now).hasSize(3).containsAll(made);
    }

    @Test
    void aFieldsLineTooLongForTheRowGivesWayByWholeFieldsNeverMidWord() throws Exception {
        Map<String, Object> fields = new LinkedHashMap<>();
        for (int i = 1; i <= 12; i++) {
            fields.put("counter_number_" + i, i * 1000);
        }
        Unit unit = new Unit("test", "cycle", row.id(), TestUnits.COMPLETED, List.of(), List.of(), fields,
                List.of("before", "after"));
        FxThread.call(() -> {
            node.show(row, unit);
            holder.applyCss();
            holder.layout();
            return null;
        }, 10);

        String shown = FxThread.call(node::fieldsText, 10);
        String whole = UnitFieldsText.of(unit);
        assertThat(shown).endsWith(" …");
        assertThat(whole).startsWith(shown.substring(0, shown.length() - 2) + " · ");
    }

    private void show(List<String> flags, int parseErrors) throws Exception {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("tool_calls", 1);
        fields.put("parse_errors", parseErrors);
        Unit summary = new Unit("test", "cycle", row.id(), TestUnits.COMPLETED, flags, List.of(), fields,
                List.of("before", "after"));
        FxThread.call(() -> {
            node.show(row, summary);
            holder.applyCss();
            holder.layout();
            return null;
        }, 10);
    }
}
