package org.scratchpadinspector.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Stepping through a search's hits, the position line, and the place kept across the same search run again. */
class HitCursorTest {
    private final HitCursor<String> cursor = new HitCursor<>();

    @Test
    void stepsWrapAroundAndFromNoPlaceGoToTheFirstOrTheLast() {
        cursor.show("osaka", List.of("a", "b", "c"), false);

        assertThat(cursor.target(+1)).isZero();
        assertThat(cursor.target(-1)).isEqualTo(2);
        cursor.moveTo(2);
        assertThat(cursor.target(+1)).isZero();
        assertThat(cursor.positionProperty().get()).isEqualTo("3 of 3");
    }

    @Test
    void aSearchStoppedAtItsLimitSaysSoInThePosition() {
        cursor.show("runner", List.of("a", "b"), true);
        cursor.moveTo(0);

        assertThat(cursor.positionProperty().get()).isEqualTo("1 of the first 2");
    }

    @Test
    void theSameQueryKeepsThePlaceWhereItsHitStillIsAndAnotherQueryStartsAgain() {
        cursor.show("osaka", List.of("a", "b", "c"), false);
        cursor.moveTo(1);

        assertThat(cursor.show("osaka", List.of("new", "a", "b", "c"), false)).isTrue();
        assertThat(cursor.currentProperty().get()).isEqualTo(2);
        assertThat(cursor.positionProperty().get()).isEqualTo("3 of 4");

        assertThat(cursor.show("osaka", List.of("a", "c"), false)).as("its hit is gone").isFalse();
        assertThat(cursor.currentProperty().get()).isEqualTo(-1);
        assertThat(cursor.positionProperty().get()).isEmpty();

        cursor.moveTo(0);
        assertThat(cursor.show("kyoto", List.of("a", "c"), false)).isFalse();
        assertThat(cursor.query()).isEqualTo("kyoto");
    }

    @Test
    void noSearchListsNothingAndNoStepGoesAnywhere() {
        cursor.show("osaka", List.of("a"), false);

        cursor.show(null, List.of(), false);

        assertThat(cursor.hits()).isEmpty();
        assertThat(cursor.query()).isEmpty();
        assertThat(cursor.target(+1)).isEqualTo(-1);
    }
}
