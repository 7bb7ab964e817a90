package org.scratchpadinspector.ui.panes;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.common.TaskRunner;

/** A MemPalace session holding a 50 MB string, in the one window's panes: read, shown cut, never "Loading…" for good. */
class LargeValuePanesTest {
    private static final int FIFTY_MB = 50_000_000;

    @TempDir
    Path tmp;

    private MemorySource sessionWithALargeValue() throws Exception {
        Path folder = Files.createDirectories(tmp.resolve("session_scratchpad"));
        StringBuilder json = new StringBuilder(FIFTY_MB + 400);
        json.append("{\"session_id\": \"big\", \"created\": \"2026-04-07T17:00:00Z\", \"ttl\": 3600, \"entries\": [")
                .append("{\"key\": \"a\", \"value\": \"small\", \"tool_origin\": \"t\", \"timestamp\": \"2026-04-07T17:01:00Z\"}, ")
                .append("{\"key\": \"blob\", \"value\": \"");
        for (int i = 0; i < FIFTY_MB; i++) {
            json.append((char) ('a' + i % 26));
        }
        json.append("\", \"tool_origin\": \"t\", \"timestamp\": \"2026-04-07T17:02:00Z\"}]}");
        Files.writeString(folder.resolve("big.json"), json);
        return Formats.registry().open(folder, new SourceOptions(Instant.parse("2026-04-07T17:30:00Z")), Cancellation.NONE);
    }

    @Test
    void aFiftyMegabyteValueIsReadAndShownCutToOneMarkedLine() throws Exception {
        InspectorContext context = new InspectorContext(new InlineTaskRunner());
        PanesViewModel vm = new PanesViewModel(context);
        MemorySource source = sessionWithALargeValue();
        context.open(source);

        context.selectedUnitProperty().set(source.find("big").orElseThrow());

        PaneModel after = vm.pane(PaneSide.AFTER);
        assertThat(vm.loadErrorProperty().get()).isNull();
        assertThat(after.placeholder()).isNull();
        // the format cuts the line with a marker; the pane shows long lines in pieces, the marker whole in one
        assertThat(after.lines()).anySatisfy(line -> assertThat(line)
                .contains("more characters not shown: this line has 50,000,000, sha-256 "));
        assertThat(after.lines()).allSatisfy(line -> assertThat(line.length()).isLessThan(70_000));
        assertThat(after.changeSummary()).contains("+");
    }

    @Test
    void aLoadThatFailsSaysSoInThePanesInsteadOfLoadingForever() throws Exception {
        TaskRunner failingLoad = new TaskRunner() {
            private final InlineTaskRunner inline = new InlineTaskRunner();

            @Override
            public <T> Cancellation submit(String name, Work<T> work, Consumer<T> onSuccess,
                                           Consumer<Throwable> onFailure) {
                if (name.startsWith("panes of ")) {
                    onFailure.accept(new OutOfMemoryError("Java heap space"));
                    return new Cancellation();
                }
                return inline.submit(name, work, onSuccess, onFailure);
            }

            @Override
            public void onUiThread(Runnable action) {
                action.run();
            }
        };
        InspectorContext context = new InspectorContext(failingLoad);
        PanesViewModel vm = new PanesViewModel(context);
        MemorySource source = sessionWithALargeValue();
        context.open(source);

        context.selectedUnitProperty().set(source.find("big").orElseThrow());

        assertThat(vm.pane(PaneSide.AFTER).placeholder()).contains("not enough memory (this window may use at most ");
        assertThat(vm.pane(PaneSide.BEFORE).hasLines()).isFalse();
        assertThat(vm.changePositionProperty().get()).startsWith("Could not show ");
        assertThat(vm.loadingProperty().get()).isFalse();
    }
}
