package org.scratchpadinspector.pyyaml;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every parse is bounded: a deadline that really stops SnakeYAML, and a size over which nothing is parsed. */
class ParseDeadlineTest {
    private static final Duration GUARD = Duration.ofSeconds(20);

    private static String oneLineFlowStyle(int chars) {
        StringBuilder sb = new StringBuilder("{current_task: analyse, history: [");
        for (int i = 0; sb.length() < chars; i++) {
            sb.append(i == 0 ? "" : ", ").append("{tool: read_file, args: {path: p").append(i).append("}, ok: true}");
        }
        return sb.append("]}\n").toString();
    }

    @Test
    void aFlowStyleParsePastItsDeadlineStopsWithAProblemNamingSizeAndStyle() {
        String text = oneLineFlowStyle(1_000_000);

        YamlProblem problem = assertTimeoutPreemptively(GUARD, () -> catchThrowableOfType(
                () -> YamlReader.parse(text, Duration.ofMillis(50)), YamlProblem.class));

        assertThat(problem).isNotNull();
        assertThat(problem.getMessage())
                .startsWith(YamlReader.TOO_SLOW + " (1.0 MB, flow style): stopped after 50 ms");
    }

    @Test
    void theSameFlowStyleDocumentParsesWhenItHasTime() throws YamlProblem {
        Object value = YamlReader.parse(oneLineFlowStyle(2_000), Duration.ofSeconds(60));

        assertThat(value).isInstanceOf(Map.class);
        assertThat(((Map<?, ?>) value).get("current_task")).isEqualTo("analyse");
    }

    @Test
    void pyYamlBlockStyleIsReadWhateverTheDeadline() throws YamlProblem {
        String block = "goals:\n- a\ncurrent_task: Draft\npending_actions: []\ncompleted_tasks: []\nnotes: ''\n"
                + "last_updated: null\n";

        Object value = YamlReader.parse(block, Duration.ZERO);

        assertThat(value).isInstanceOf(Map.class);
        assertThat(((Map<?, ?>) value).get("current_task")).isEqualTo("Draft");
    }

    @Test
    void aDocumentOverTheSizeBoundIsRefusedWithoutParsing() {
        String huge = "a: " + "x".repeat(YamlReader.MAX_DOCUMENT_CHARS) + "\n";

        YamlProblem problem = assertTimeoutPreemptively(GUARD,
                () -> catchThrowableOfType(() -> YamlReader.parse(huge), YamlProblem.class));

        assertThat(problem.getMessage()).contains("over the 48 MB limit for parsing");
    }

    @Test
    void theStyleOfADocumentTheFastReaderRefusedIsNamed() {
        assertThat(YamlReader.styleOf("# a comment\n{a: 1}")).isEqualTo("flow style");
        assertThat(YamlReader.styleOf("  [1, 2]")).isEqualTo("flow style");
        assertThat(YamlReader.styleOf("a: &x 1\nb: *x\n")).isEqualTo("not PyYAML's block style");
    }
}
