package org.scratchpadinspector.engine.timetravel;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.format.FormatProvider;
import org.scratchpadinspector.format.FormatRegistry;
import org.scratchpadinspector.format.Recognition;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.Capabilities;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.formats.yamlcycles.YamlCyclesProvider;

class ComparableRunsTest {
    private static final Path DEMO = Path.of("scratchpad-samples/demo");

    @TempDir
    Path tmp;

    /** A second format, recognised by a {@code trace.jsonl}: enough to be detected, never opened here. */
    private static final class TraceFormat implements FormatProvider {
        @Override
        public String name() {
            return "recursivecontext";
        }

        @Override
        public String describe() {
            return "a trace.jsonl";
        }

        @Override
        public Recognition recognise(Path dir) {
            return Files.isRegularFile(dir.resolve("trace.jsonl")) ? new Recognition(0.9, dir, "trace.jsonl with 3 turns")
                    : Recognition.none(dir);
        }

        @Override
        public MemorySource open(Recognition recognition, SourceOptions options, Cancellation cancellation) {
            throw new UnsupportedOperationException("not opened by a comparison");
        }

        @Override
        public Capabilities capabilities() {
            throw new UnsupportedOperationException("not asked by a comparison");
        }
    }

    private final FormatRegistry registry = new FormatRegistry(List.of(new YamlCyclesProvider(), new TraceFormat()));

    @Test
    void twoCycleScratchpadsCompare() {
        assertThat(ComparableRuns.refusal(registry, DEMO, Path.of("scratchpad-samples/healthy"))).isEmpty();
    }

    @Test
    void aRunInAnotherFormatIsRefusedInOneLineNamingItsFormat() throws IOException {
        Path trace = Files.createDirectories(tmp.resolve("trace"));
        Files.writeString(trace.resolve("trace.jsonl"), "{}\n");

        String refusal = ComparableRuns.refusal(registry, trace, DEMO).orElseThrow();

        assertThat(refusal).startsWith("compare works on two seed-000 runs")
                .contains("A is recursivecontext (trace.jsonl with 3 turns)").doesNotContain("B is").doesNotContain("\n");
        assertThat(ComparableRuns.refusal(registry, DEMO, trace).orElseThrow()).contains("B is recursivecontext");
    }

    @Test
    void aFolderInNoKnownFormatIsRefusedWithWhatItHolds() throws IOException {
        Path notes = Files.createDirectories(tmp.resolve("notes"));
        Files.writeString(notes.resolve("a.json"), "{}");

        String refusal = ComparableRuns.refusal(registry, DEMO, notes).orElseThrow();

        assertThat(refusal).startsWith("cannot compare: B (" + notes + "): ").contains("no known memory format")
                .doesNotContain("\n");
    }
}
