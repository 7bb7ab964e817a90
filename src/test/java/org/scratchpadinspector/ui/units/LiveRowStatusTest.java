package org.scratchpadinspector.ui.units;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.common.TaskRunner;

/**
 * A live change adds or touches a unit or two: their statuses come with the list itself, not behind whatever other
 * work the window queued meanwhile (here: summary jobs held back until the test lets them run).
 */
class LiveRowStatusTest {
    /** Runs everything at once, except summary jobs, which wait until {@link #release()}. */
    private static final class HoldingSummaries implements TaskRunner {
        private final InlineTaskRunner inline = new InlineTaskRunner();
        private final List<Runnable> held = new ArrayList<>();
        private boolean holding;

        @Override
        public <T> Cancellation submit(String name, Work<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
            if (holding && name.startsWith("summarize")) {
                Cancellation cancel = new Cancellation();
                held.add(() -> inline.submit(name, work, onSuccess, onFailure));
                return cancel;
            }
            return inline.submit(name, work, onSuccess, onFailure);
        }

        @Override
        public void onUiThread(Runnable action) {
            action.run();
        }

        void release() {
            holding = false;
            List<Runnable> now = new ArrayList<>(held);
            held.clear();
            now.forEach(Runnable::run);
        }
    }

    @TempDir
    Path tmp;

    @Test
    void aNewCycleAndTheOneItEndsHaveTheirStatusesWithTheListNotBehindOtherWork() throws IOException {
        HoldingSummaries runner = new HoldingSummaries();
        InspectorContext context = new InspectorContext(runner);
        UnitListViewModel model = new UnitListViewModel(context);
        Path root = DemoSample.copyTo(tmp);
        context.open(CycleSources.sourceOf(Scratchpad.open(root)));
        Scratchpad pad = CycleSources.scratchpadOf(context);
        Path scratch = root.resolve("scratchpad");
        String before = Files.readString(scratch.resolve("20260401_105637_before.yaml"));
        runner.holding = true;

        Files.writeString(scratch.resolve("20260401_110137_before.yaml"), before, StandardCharsets.UTF_8);
        pad.rescan(Cancellation.NONE, n -> { });
        context.publishChange(new DirectoryChange(Set.of("20260401_110137_before.yaml"), false));

        assertThat(model.find(UnitId.of("20260401_110137")).status().key()).isEqualTo("running");
        assertThat(model.find(UnitId.of("20260401_105637")).status().key()).isEqualTo("interrupted");
        assertThat(runner.held).isEmpty();

        Files.writeString(scratch.resolve("20260401_110137_after.yaml"),
                before.replace("current_task: Archive the week-14 notes", "current_task: Plan week 15"),
                StandardCharsets.UTF_8);
        pad.rescan(Cancellation.NONE, n -> { });
        context.publishChange(new DirectoryChange(Set.of("20260401_110137_after.yaml"), false));

        assertThat(model.find(UnitId.of("20260401_110137")).status().key()).isEqualTo("completed");
        runner.release();
        assertThat(model.find(UnitId.of("20260401_110137")).status().key()).isEqualTo("completed");
        assertThat(model.pendingCountProperty().get()).isZero();
    }

    @Test
    void aCycleWrittenWhileTheListIsStillSummarisedDoesNotKeepTheFirstSelectionFromHappening() throws IOException {
        HoldingSummaries runner = new HoldingSummaries();
        runner.holding = true;
        InspectorContext context = new InspectorContext(runner);
        UnitListViewModel model = new UnitListViewModel(context);
        Path root = DemoSample.copyTo(tmp);
        context.open(CycleSources.sourceOf(Scratchpad.open(root)));
        Scratchpad pad = CycleSources.scratchpadOf(context);
        Path scratch = root.resolve("scratchpad");
        Files.writeString(scratch.resolve("20260401_110137_before.yaml"),
                Files.readString(scratch.resolve("20260401_105637_before.yaml")), StandardCharsets.UTF_8);
        pad.rescan(Cancellation.NONE, n -> { });
        context.publishChange(new DirectoryChange(Set.of("20260401_110137_before.yaml"), false));
        assertThat(context.selectedUnitProperty().get()).isNull();

        runner.release();

        assertThat(model.pendingCountProperty().get()).isZero();
        assertThat(context.selectedUnitProperty().get()).isNotNull();
    }

    @Test
    void aChangeTouchingManyUnitsStillGoesThroughTheSummaryJobs() throws IOException {
        HoldingSummaries runner = new HoldingSummaries();
        InspectorContext context = new InspectorContext(runner);
        UnitListViewModel model = new UnitListViewModel(context);
        context.open(CycleSources.sourceOf(Scratchpad.open(DemoSample.copyTo(tmp))));
        runner.holding = true;

        context.publishChange(DirectoryChange.EVERYTHING);

        assertThat(runner.held).isNotEmpty();
        runner.release();
        assertThat(model.pendingCountProperty().get()).isZero();
        assertThat(model.rows()).hasSize(12);
    }
}
