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
import org.scratchpadinspector.engine.edit.EditPlan;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.engine.edit.PlanResult;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.TimeTravel;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.testformat.TinyFormat;
import org.scratchpadinspector.testformat.TinySource;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.edit.EditModeSignals;
import org.scratchpadinspector.ui.edit.EditSession;
import org.scratchpadinspector.ui.edit.Submission;

/**
 * The window's restore on the test-only format, which offers History, TimeTravel and SectionEditing with no help from
 * seed 000's code: the dialog lists the step's states, shows the diff, writes memory.json through the edit session,
 * journals it and undoes it, in the format's own words.
 */
class RestoreOnAnyFormatTest {
    static final String STEPS = """
            {"id": "s1", "before": {"goal": "draft", "notes": ""}, "after": {"goal": "draft", "notes": "read"}}
            {"id": "s2", "before": {"goal": "draft", "notes": "read"}, "after": {"goal": "review", "notes": "read"}}
            """;
    static final String MEMORY = "{\"goal\": \"review\", \"notes\": \"read\"}\n";

    @TempDir
    Path dir;
    private Path memory;
    private MemorySource source;
    private EditSession session;
    private RestoreViewModel vm;

    @BeforeEach
    void open() throws Exception {
        TinyFormat.write(dir.resolve("run"), STEPS, MEMORY);
        memory = dir.resolve("run").resolve("memory.json");
        InlineTaskRunner runner = new InlineTaskRunner();
        InspectorContext context = new InspectorContext(runner);
        source = new TinySource(dir.resolve("run"));
        context.open(source);
        session = new EditSession(context, new EditModeSignals(new SimpleObjectProperty<ControlClient>(),
                new SimpleBooleanProperty(), new SimpleBooleanProperty()), Clock.systemUTC());
        vm = new RestoreViewModel(source, session, runner, new org.scratchpadinspector.ui.common.HistoryPoints());
    }

    @Test
    void restoringAStepsBeforeListsItsStatesShowsTheDiffWritesTheFileJournalsItAndUndoPutsItBack() throws Exception {
        vm.prepare(UnitId.of("s1"), "before");

        assertThat(vm.titleProperty().get()).isEqualTo("Restore s1:before as memory.json");
        assertThat(vm.choices()).extracting(HistoryPoint::label).containsExactly("s1:before", "s1:after");
        assertThat(vm.changesProperty().get()).isEqualTo("Sections that change: goal, notes");
        assertThat(vm.diffProperty().get().changes()).isNotEmpty();
        assertThat(vm.pathProperty().get()).startsWith("Written now").contains("memory.json");
        assertThat(Files.readString(memory)).isEqualTo(MEMORY);

        vm.apply();

        assertThat(vm.resultProperty().get()).startsWith("Restored: memory.json now holds the snapshot (restore s1:before)");
        assertThat(new com.fasterxml.jackson.databind.ObjectMapper().readTree(memory.toFile()))
                .isEqualTo(new com.fasterxml.jackson.databind.ObjectMapper().readTree("{\"goal\": \"draft\", \"notes\": \"\"}"));
        assertThat(session.editor().journal().read().entries()).last()
                .satisfies(e -> assertThat(e.operation()).isEqualTo("restore s1:before"));
        assertThat(session.edits()).first().satisfies(row -> assertThat(row.status()).isEqualTo("applied"));
        PlanResult[] undo = new PlanResult[1];
        session.planUndo(plan -> undo[0] = plan);
        session.undo((EditPlan) undo[0], outcome -> assertThat(outcome).isInstanceOf(Submission.Written.class));
        assertThat(Files.readString(memory)).isEqualTo(MEMORY);
        assertThat(session.editor().journal().read().entries()).last()
                .satisfies(e -> assertThat(e.status()).isEqualTo(JournalEntry.Status.UNDONE));
    }

    @Test
    void restoringTheStateTheMemoryAlreadyHoldsSaysSoInTheFormatsWords() {
        vm.prepare(UnitId.of("s2"), "after");

        assertThat(vm.changesProperty().get()).isEqualTo("memory.json already holds this snapshot: nothing to restore.");
        assertThat(vm.canApplyProperty().get()).isFalse();
    }

    @Test
    void aStepThatDoesNotExistIsNamedInTheFormatsWordInOneLine() {
        vm.prepare(UnitId.of("s9"), "before");

        assertThat(vm.pathProperty().get()).startsWith("no step s9 in ").doesNotContain("\n");
        assertThat(vm.canApplyProperty().get()).isFalse();
    }

    @Test
    void aForkSaysWhereItWasForkedFrom() throws Exception {
        TimeTravel travel = source.facet(TimeTravel.class).orElseThrow();
        assertThat(travel.forkedFrom()).isEmpty();

        travel.fork(UnitId.of("s2"), dir.resolve("fork"));

        assertThat(new TinySource(dir.resolve("fork")).facet(TimeTravel.class).orElseThrow().forkedFrom())
                .contains(dir.resolve("run").toAbsolutePath());
    }
}
