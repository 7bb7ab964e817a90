package org.scratchpadinspector.ui.watch;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.agent.protocol.ControlClient;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.testsupport.SampleCopy;
import org.scratchpadinspector.testsupport.Sources;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;

/** Files-mode watchpoints on a format other than seed 000: miniagent's corrections, one trace file each. */
class WatchpointsOnAnyFormatTest {
    static final String INCOMPLETE = "traces/20260407T095000Z_ea7b5bf5.json";
    static final String NEW = "traces/20260407T110000Z_0000beef.json";

    @TempDir
    Path tmp;

    InspectorContext context = new InspectorContext(new InlineTaskRunner());
    WatchpointsViewModel vm = new WatchpointsViewModel(context, new SimpleObjectProperty<ControlClient>());

    Path openMiniagentCopy() throws Exception {
        Path experiment = SampleCopy.copy(Path.of("scratchpad-samples/miniagent/32-tutor-demo"), tmp.resolve("exp"));
        context.open(Sources.open(experiment));
        return experiment;
    }

    /** A new correction that ends incomplete: a copy of the sample's incomplete trace under a new id and time. */
    static void writeIncompleteCorrection(Path experiment) throws Exception {
        String trace = Files.readString(experiment.resolve(INCOMPLETE), StandardCharsets.UTF_8)
                .replace("ea7b5bf5", "0000beef").replace("20260407T0950", "20260407T1100");
        Files.writeString(experiment.resolve(NEW), trace, StandardCharsets.UTF_8);
    }

    @Test
    void aNewCorrectionMeetingAWatchpointRaisesANotificationNamingItAndNotTheOlderOnes() throws Exception {
        Path experiment = openMiniagentCopy();
        vm.inputProperty().set("status=incomplete");
        vm.add();
        assertThat(vm.messageProperty().get()).contains("a new correction meets it");

        writeIncompleteCorrection(experiment);
        context.publishChange(new DirectoryChange(Set.of(NEW), false));

        assertThat(vm.notificationProperty().get())
                .startsWith("Watchpoint w1 (status=incomplete) held for correction 0000beef");
        assertThat(vm.hits()).singleElement().satisfies(hit -> assertThat(hit.cycleId()).isEqualTo("0000beef"));
        vm.showNotifiedCycle();
        assertThat(context.selectedUnitProperty().get()).isEqualTo(UnitId.of("0000beef"));
    }

    @Test
    void aChangeThatAddsNoUnitRaisesNothing() throws Exception {
        Path experiment = openMiniagentCopy();
        vm.inputProperty().set("status=incomplete");
        vm.add();

        Files.writeString(experiment.resolve("notes.txt"), "an operator's note", StandardCharsets.UTF_8);
        context.publishChange(new DirectoryChange(Set.of("notes.txt"), false));

        assertThat(vm.notificationProperty().get()).isEmpty();
        assertThat(vm.hits()).isEmpty();
    }
}
