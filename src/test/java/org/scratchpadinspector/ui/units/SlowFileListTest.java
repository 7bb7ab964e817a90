package org.scratchpadinspector.ui.units;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.testsupport.FlowStyleFiles;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.common.TaskRunner;

/**
 * The demo with a 20 MB one-line flow-style _after: the list gives every other cycle its status before the
 * cycles that read the large file are tried, and then the slow one is unknown with its reason.
 */
class SlowFileListTest {
    private static final String SLOW = "20260401_101137";
    /** Compares its _before with the slow file (continuity), so it is summarised with it. */
    private static final String NEXT = "20260401_101637";

    /** Runs work at once, except the jobs for cycles with large files, which wait until {@link #runHeld}. */
    private static final class HoldingLargeJobs implements TaskRunner {
        private final InlineTaskRunner inline = new InlineTaskRunner();
        private final List<Runnable> held = new ArrayList<>();

        @Override
        public <T> Cancellation submit(String name, Work<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
            if (!name.contains("large files")) {
                return inline.submit(name, work, onSuccess, onFailure);
            }
            Cancellation cancel = new Cancellation();
            held.add(() -> inline.submit(name, ignored -> work.run(cancel), onSuccess, onFailure));
            return cancel;
        }

        @Override
        public void onUiThread(Runnable action) {
            action.run();
        }

        void runHeld() {
            List<Runnable> now = new ArrayList<>(held);
            held.clear();
            now.forEach(Runnable::run);
        }
    }

    @TempDir
    Path tmp;

    @Test
    void everyOtherCycleHasItsStatusWhileTheSlowOneIsStillToBeTriedAndThenItIsUnknownWithItsReason() throws IOException {
        Path root = DemoSample.copyTo(tmp);
        FlowStyleFiles.writeOneLine(root.resolve("scratchpad").resolve(SLOW + "_after.yaml"), 20_000_000);
        HoldingLargeJobs runner = new HoldingLargeJobs();
        InspectorContext context = new InspectorContext(runner);
        UnitListViewModel model = new UnitListViewModel(context);

        context.open(CycleSources.sourceOf(Scratchpad.open(root)));

        Map<String, String> expected = new TreeMap<>(DemoSample.expectedStatuses());
        expected.put(SLOW, "pending");
        expected.put(NEXT, "pending");
        assertThat(statuses(model)).isEqualTo(expected);

        runner.runHeld();

        expected.put(SLOW, "unknown");
        expected.put(NEXT, DemoSample.expectedStatuses().get(NEXT));
        assertThat(statuses(model)).isEqualTo(expected);
        assertThat(model.find(UnitId.of(SLOW)).summary().problems()).singleElement().asString()
                .contains("too slow to parse in this style (20.0 MB, flow style)");
        assertThat(model.pendingCountProperty().get()).isZero();
    }

    private static Map<String, String> statuses(UnitListViewModel model) {
        Map<String, String> out = new TreeMap<>();
        model.rows().forEach(r -> out.put(r.id().toString(),
                r.summary() == null ? "pending" : r.summary().status().key()));
        return out;
    }
}
