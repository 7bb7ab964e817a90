package org.scratchpadinspector.ui.units;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.junit.jupiter.api.Test;

class StretchChangeTest {
    private final ObservableList<String> list = FXCollections.observableArrayList("x", "y", "z");

    @Test
    void aReplacementIsOneStepWithTheRemovedListAsGiven() {
        List<String> old = new ArrayList<>(List.of("a", "b"));
        StretchChange<String> change = new StretchChange<>(list, 0, 3, old);

        assertThat(change.next()).isTrue();
        assertThat(change.wasReplaced()).isTrue();
        assertThat(change.getFrom()).isZero();
        assertThat(change.getTo()).isEqualTo(3);
        assertThat(change.getRemoved()).containsExactly("a", "b");
        assertThat(change.getAddedSubList()).containsExactly("x", "y", "z");
        assertThat(change.wasPermutated()).isFalse();
        assertThat(change.next()).isFalse();
    }

    @Test
    void anAppendIsAnAdditionAndResetStartsOver() {
        StretchChange<String> change = new StretchChange<>(list, 2, 3, List.of());

        assertThat(change.next()).isTrue();
        assertThat(change.wasAdded()).isTrue();
        assertThat(change.wasRemoved()).isFalse();
        assertThat(change.next()).isFalse();
        change.reset();
        assertThat(change.next()).isTrue();
        assertThat(change.getAddedSize()).isEqualTo(1);
    }

    @Test
    void theRemovedListCannotBeChangedByAListenerAndStepsNeedNext() {
        StretchChange<String> change = new StretchChange<>(list, 0, 0, new ArrayList<>(List.of("a")));

        assertThatThrownBy(change::getFrom).isInstanceOf(IllegalStateException.class);
        change.next();
        assertThat(change.wasRemoved()).isTrue();
        assertThatThrownBy(() -> change.getRemoved().clear()).isInstanceOf(UnsupportedOperationException.class);
    }
}
