package org.scratchpadinspector.ui.panes;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.function.ToDoubleFunction;
import org.junit.jupiter.api.Test;

class FileNameElisionTest {
    /** Seven units a character, as a monospaced font. */
    private static final ToDoubleFunction<String> MONO = s -> s.length() * 7.0;

    @Test
    void aNameThatFitsIsShownWhole() {
        assertThat(FileNameElision.fit("20260401_103637_before.yaml", 27 * 7.0, MONO))
                .isEqualTo("20260401_103637_before.yaml");
    }

    @Test
    void aNameTooWideLosesTheMiddleOfItsIdAndKeepsItsSideAndExtension() {
        String shown = FileNameElision.fit("20260401_103637_before.yaml", 22 * 7.0, MONO);

        assertThat(shown).isEqualTo("20260…3637_before.yaml");
    }

    @Test
    void withRoomForTheSideAloneOnlyTheEllipsisStandsForTheId() {
        assertThat(FileNameElision.fit("20260401_103637_after.yaml", 12 * 7.0, MONO)).isEqualTo("…_after.yaml");
    }

    @Test
    void aNameWithoutAnUnderscoreKeepsItsExtension() {
        assertThat(FileNameElision.fit("conversation.json", 11 * 7.0, MONO)).isEqualTo("con…on.json");
    }
}
