package org.scratchpadinspector.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.formats.Formats;

/** The search as hits on the committed samples of the four formats other than seed 000's. */
class UnitSearchTest {
    private static MemorySource open(String sample) throws Exception {
        return Formats.registry().open(Path.of("scratchpad-samples", sample), SourceOptions.NOW, Cancellation.NONE);
    }

    @Test
    void eachFormatNamesTheTextsOfItsQueryAndLeavesItsFiltersOut() throws Exception {
        assertThat(open("forge-notes").searchTexts("tag:ci tag:flaky timeout")).containsExactly("timeout");
        assertThat(open("forge-notes").searchTexts("tag:flaky")).isEmpty();
        assertThat(open("recursive-context/runs").searchTexts("TRAJECTORY/Now: Publish")).containsExactly("publish");
        assertThat(open("miniagent").searchTexts("learner:zoë status:answered \"went to\" tool:lookup_irregular_verb"))
                .containsExactly("zoë", "went to", "lookup_irregular_verb");
        assertThat(open("mempalace/demo").searchTexts("key:rate_limit")).containsExactly("rate_limit");
    }

    @Test
    void theHitsAreTheLinesOfTheFoundUnitsStatesThatHoldTheText() throws Exception {
        UnitSearch.Result result = UnitSearch.search(open("forge-notes"), "tag:ci tag:flaky timeout", Cancellation.NONE);

        assertThat(result.units()).extracting(id -> id.text()).containsExactly("flaky-ci#3");
        assertThat(result.hits()).extracting(h -> h.unit().text() + " " + h.state() + " " + h.line())
                .containsExactly("flaky-ci#3 after 2");
        assertThat(result.hits().get(0).text()).contains("<timeout>");
        assertThat(result.totalHits()).isEqualTo(1);
    }

    @Test
    void aUnitFoundOutsideItsStatesIsOneHitWithoutALine() throws Exception {
        UnitSearch.Result result = UnitSearch.search(open("forge-notes"), "tag:flaky", Cancellation.NONE);

        assertThat(result.hits()).singleElement().satisfies(hit -> {
            assertThat(hit.inState()).isFalse();
            assertThat(hit.line()).isZero();
        });
    }

    @Test
    void matchesAreFoundIgnoringCaseWithoutOverlapTheLongestTextFirst() {
        assertThat(UnitSearch.matches("Runner-7 and runner-7s", List.of("runner-7"))).containsExactly(0, 8, 13, 21);
        assertThat(UnitSearch.matches("went to school", List.of("went", "went to"))).containsExactly(0, 7);
        assertThat(UnitSearch.matches("nothing here", List.of("zoë"))).isEmpty();
    }
}
