package org.scratchpadinspector.ui.timetravel;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.agent.protocol.ControlClient;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.testsupport.SampleCopy;
import org.scratchpadinspector.testsupport.Sources;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.edit.EditModeSignals;
import org.scratchpadinspector.ui.edit.EditSession;

/**
 * The window's restore on a source without the section editor (a copy of the recursive-context sample): planned by
 * TimeTravel, written by the format's Editing facet and journaled beside the run; a file changed since the preview is
 * refused with nothing written.
 */
class RestoreThroughEditingTest {
    private static final UnitId TURN = UnitId.of("pr-review-restored#4");

    @TempDir
    Path tmp;
    private Path saved;
    private RestoreViewModel vm;

    @BeforeEach
    void open() throws Exception {
        Path runs = SampleCopy.copy(Path.of("scratchpad-samples/recursive-context/runs"), tmp.resolve("runs"));
        saved = runs.resolve("pr-review-restored").resolve("agent_state.json");
        Files.writeString(saved, Files.readString(saved).replace("Waiting for the PR link", "Reviewing PR 7"));
        InlineTaskRunner runner = new InlineTaskRunner();
        InspectorContext context = new InspectorContext(runner);
        context.open(Sources.open(runs));
        EditSession session = new EditSession(context, new EditModeSignals(new SimpleObjectProperty<ControlClient>(),
                new SimpleBooleanProperty(), new SimpleBooleanProperty()), Clock.systemUTC());
        vm = new RestoreViewModel(context.source(), session, runner, context.historyPoints());
    }

    @Test
    void aTurnsBeforeIsWrittenByTheFormatAndJournaledBesideTheRun() throws Exception {
        vm.prepare(TURN, "before");

        assertThat(vm.choices()).extracting(p -> p.state()).containsExactly("before", "after");
        assertThat(vm.changesProperty().get()).startsWith("Lines that change: +");
        assertThat(vm.pathProperty().get()).contains("undo ");
        assertThat(vm.canWriteAgentStoppedProperty().get()).isFalse();

        vm.apply();

        assertThat(vm.doneProperty().get()).isTrue();
        assertThat(vm.resultProperty().get()).startsWith("Restored: ").doesNotContain("\n");
        assertThat(Files.readString(saved)).contains("Waiting for the PR link");
        assertThat(Files.readString(saved.resolveSibling(".inspector").resolve("journal.jsonl")))
                .contains("restore pr-review-restored#4:before");
    }

    @Test
    void aSavedStateChangedSinceThePreviewIsNotOverwritten() throws Exception {
        vm.prepare(TURN, "before");
        String changed = Files.readString(saved).replace("Reviewing PR 7", "Reviewing PR 8");
        Files.writeString(saved, changed);

        vm.apply();

        assertThat(vm.doneProperty().get()).isFalse();
        assertThat(vm.resultProperty().get()).startsWith("Not restored: ").contains("nothing was written");
        assertThat(Files.readString(saved)).isEqualTo(changed);
    }
}
