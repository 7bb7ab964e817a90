package org.scratchpadinspector.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Step;
import org.scratchpadinspector.model.Steps;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitSteps;

/**
 * What every source offering {@link Steps} promises, run against a sample of its format with a unit of at least
 * two steps. Each provider of the facet has a test that extends this.
 */
public abstract class StepsContract {
    /** A source over a sample; only read. */
    protected abstract MemorySource source() throws Exception;

    /** The id, as typed, of a unit of the sample with at least two steps. */
    protected abstract String unitWithSteps();

    private Steps steps(MemorySource source) {
        return source.facet(Steps.class).orElseThrow(() -> new AssertionError("no Steps facet"));
    }

    private UnitSteps sample(MemorySource source) {
        UnitId unit = source.find(unitWithSteps()).orElseThrow(() -> new AssertionError("no unit " + unitWithSteps()));
        return steps(source).steps(unit, Cancellation.NONE);
    }

    @Test
    void stepsAreNumberedFromOneInOrderWithATitleAndAKnownProvenance() throws Exception {
        List<Step> steps = sample(source()).steps();

        assertThat(steps).hasSizeGreaterThanOrEqualTo(2);
        for (int i = 0; i < steps.size(); i++) {
            Step step = steps.get(i);
            assertThat(step.n()).isEqualTo(i + 1);
            assertThat(step.title()).isNotBlank().doesNotContain("\n");
            assertThat(step.provenance()).isIn("rebuilt", "recorded", "reported");
            assertThat(step.lines()).allSatisfy(line -> assertThat(line.label()).matches("[a-z_]+"));
        }
    }

    @Test
    void eachStepStartsWhereTheOneBeforeItEnded() throws Exception {
        List<Step> steps = sample(source()).steps();

        for (int i = 1; i < steps.size(); i++) {
            assertThat(steps.get(i).before().text()).as("before of step %d", i + 1)
                    .isEqualTo(steps.get(i - 1).after().text());
        }
        assertThat(steps).allSatisfy(step -> {
            assertThat(step.before().name()).isEqualTo("before");
            assertThat(step.after().name()).isEqualTo("after");
        });
    }

    @Test
    void aStepThatChangedPathsChangedItsState() throws Exception {
        for (Step step : sample(source()).steps()) {
            if (!step.changed().isEmpty() && step.before().readable() && step.after().readable()) {
                assertThat(step.after().text()).as("after of step %d", step.n()).isNotEqualTo(step.before().text());
            }
        }
    }

    @Test
    void theOutcomeSpeaksTheSharedVocabularyAndTheKindsAreOneWordEach() throws Exception {
        MemorySource source = source();
        UnitSteps all = sample(source);

        assertThat(all.outcome()).matches("ok|mismatch: .+|partial: \\d+ of \\d+|crashed at \\d+");
        assertThat(all.describe()).isNotBlank();
        assertThat(steps(source).unitKind()).matches("[a-z]+");
        assertThat(steps(source).stepKind()).matches("[a-z]+");
    }

    @Test
    void aUnitTheSourceDoesNotHoldHasNoStepsAndSaysWhy() throws Exception {
        UnitSteps none = steps(source()).steps(UnitId.of("no-such-unit"), Cancellation.NONE);

        assertThat(none.steps()).isEmpty();
        assertThat(none.whyNone()).isNotBlank().doesNotContain("\n");
    }

    @Test
    void readingTheStepsWritesNothing() throws Exception {
        MemorySource source = source();
        Map<String, Long> before = tree(source.directory());
        sample(source);
        Steps steps = steps(source);
        if (steps.rebuildsPrompts()) {
            UnitId unit = source.find(unitWithSteps()).orElseThrow();
            assertThat(steps.prompt(unit, 1)).isPresent();
            assertThat(steps.prompt(unit, 10_000)).isEmpty();
        }

        assertThat(tree(source.directory())).isEqualTo(before);
    }

    private static Map<String, Long> tree(Path dir) throws IOException {
        Map<String, Long> files = new LinkedHashMap<>();
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted().toList()) {
                files.put(dir.relativize(p).toString(), Files.isRegularFile(p)
                        ? Files.size(p) + Files.getLastModifiedTime(p).toMillis() : -1L);
            }
        }
        return files;
    }
}
