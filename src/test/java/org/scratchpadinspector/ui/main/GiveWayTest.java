package org.scratchpadinspector.ui.main;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.beans.property.SimpleBooleanProperty;
import org.junit.jupiter.api.Test;

/** What gives way when the window is narrow (0148): the widths, and the window's choice against the operator's. */
class GiveWayTest {
    private static final double STRIP = 34;
    private static final double PANEL = MainView.PANEL_WIDTH;
    private static final double LIST = MainView.LIST_BESIDE_PANEL;

    @Test
    void at1440PxTheOpenPanelWouldLeaveThreePanesTooNarrowButTheStripLeavesThem350() {
        assertThat(GiveWay.panelStaysOpen(1440, LIST, PANEL, 3)).isFalse();
        assertThat(GiveWay.each(1440 - LIST - STRIP - 2 * GiveWay.DIVIDER, 3)).isGreaterThanOrEqualTo(GiveWay.PANE_GOAL);
        assertThat(GiveWay.activeFits(1440, LIST, STRIP)).isTrue();
    }

    @Test
    void onAWideScreenThePanelStaysOpenBesideThreePanes() {
        assertThat(GiveWay.panelStaysOpen(1920, LIST, PANEL, 3)).isTrue();
        assertThat(GiveWay.activeFits(1920, LIST, PANEL)).isTrue();
    }

    @Test
    void at1024PxTheNowPaneGivesWayEvenBesideTheStrip() {
        assertThat(GiveWay.panelStaysOpen(1024, LIST, PANEL, 2)).isFalse();
        assertThat(GiveWay.activeFits(1024, LIST, STRIP)).isFalse();
    }

    @Test
    void thePartGoesOffWhenTheRoomGoesAndComesBackWithIt() {
        SimpleBooleanProperty shown = new SimpleBooleanProperty(true);
        YieldingChoice choice = new YieldingChoice(shown);

        choice.room(false);
        assertThat(shown.get()).isFalse();
        assertThat(choice.offForRoom()).isTrue();

        choice.room(true);
        assertThat(shown.get()).isTrue();
        assertThat(choice.offForRoom()).isFalse();
    }

    @Test
    void whatTheOperatorTurnsOnInANarrowWindowStaysOnUntilTheRoomChangesAgain() {
        SimpleBooleanProperty shown = new SimpleBooleanProperty(true);
        YieldingChoice choice = new YieldingChoice(shown);
        choice.room(false);

        shown.set(true);
        choice.room(false);

        assertThat(shown.get()).as("the operator's choice").isTrue();
        assertThat(choice.offForRoom()).isFalse();
    }

    @Test
    void whatTheOperatorTurnedOffStaysOffWhenTheRoomComesBack() {
        SimpleBooleanProperty shown = new SimpleBooleanProperty(false);
        YieldingChoice choice = new YieldingChoice(shown);

        choice.room(false);
        choice.room(true);

        assertThat(shown.get()).isFalse();
    }
}
