package org.scratchpadinspector.ui.source;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitEvent;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.YamlCyclesSource;
import org.scratchpadinspector.testsupport.SampleCopy;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InlineTaskRunner;

class SourceViewModelTest {
    @TempDir
    Path tmp;
    final SimpleObjectProperty<MemorySource> opened = new SimpleObjectProperty<>();
    final SimpleObjectProperty<DirectoryChange> changes = new SimpleObjectProperty<>();
    final SourceViewModel vm = new SourceViewModel(new InlineTaskRunner(), opened, changes);

    private Path openTestFolder() throws Exception {
        Path dir = JsonUnitsFolder.write(tmp.resolve("units"));
        opened.set(JsonUnitsFolder.open(dir));
        return dir;
    }

    private void select(String id) {
        vm.list().select(vm.list().allUnits().stream().filter(u -> u.id().text().equals(id)).findFirst().orElseThrow());
    }

    @Test
    void everyUnitIsListedWithItsStatusAndSeverityAndTheHeaderNamesTheFormat() throws Exception {
        openTestFolder();

        assertThat(vm.list().shownUnits()).extracting(u -> u.id().text() + " " + u.status().key() + " " + u.status().severity())
                .containsExactly("alpha changed OK", "bravo failed FAILURE", "charlie warning WARNING",
                        "delta unreadable FAILURE");
        assertThat(vm.list().countTextProperty().get()).isEqualTo("4 units, 2 failing");
        assertThat(vm.headerProperty().get()).startsWith("jsonunits · ").endsWith("units");
    }

    @Test
    void atOpenTheNewestFailingUnitIsSelectedAndAReadKeepsTheOperatorsChoice() throws Exception {
        Path dir = openTestFolder();

        assertThat(vm.list().selectedProperty().get().id().text()).isEqualTo("delta");
        select("alpha");
        changes.set(new DirectoryChange(java.util.Set.of("alpha.unit.json"), false));
        assertThat(vm.list().selectedProperty().get().id().text()).isEqualTo("alpha");
        assertThat(dir).exists();
    }

    @Test
    void theFailingFilterKeepsOnlyUnitsWhoseStatusIsAFailure() throws Exception {
        openTestFolder();

        vm.list().failingOnlyProperty().set(true);

        assertThat(vm.list().shownUnits()).extracting(u -> u.id().text()).containsExactly("bravo", "delta");
        assertThat(vm.list().countTextProperty().get()).isEqualTo("2 of 4 units, 2 failing");
        vm.list().failingOnlyProperty().set(false);
        assertThat(vm.list().shownUnits()).hasSize(4);
    }

    @Test
    void aSelectedUnitShowsItsFirstTwoStatesSideBySideWithTheAddedLineMarked() throws Exception {
        openTestFolder();

        select("alpha");

        UnitDetailViewModel detail = vm.detail();
        assertThat(detail.leftStateProperty().get()).isEqualTo("before");
        assertThat(detail.rightStateProperty().get()).isEqualTo("after");
        assertThat(detail.leftLines()).extracting(StateLine::mark).containsOnly(StateLine.Mark.SAME);
        assertThat(detail.rightLines()).extracting(l -> l.text() + " " + l.mark())
                .containsExactly("goal: ship SAME", "notes: one SAME", "notes: two ADDED");
        assertThat(detail.diffSummaryProperty().get()).isEqualTo("−0 +1 lines, before → after");
        assertThat(detail.changes()).containsExactly("after differs from before");
    }

    @Test
    void anyTwoOfAUnitsStatesCanBeComparedAndTheChoiceSurvivesARead() throws Exception {
        Path dir = openTestFolder();
        Files.writeString(dir.resolve("alpha.unit.json"), "{\"status\": \"changed\", \"before\": \"a\\n\", \"after\": \"a\\nb\\n\","
                + " \"active\": \"b\\n\", \"events\": []}");
        vm.reread();
        select("alpha");

        vm.detail().leftStateProperty().set("after");
        vm.detail().rightStateProperty().set("active");

        assertThat(vm.detail().stateNames()).containsExactly("before", "after", "active");
        assertThat(vm.detail().leftLines()).extracting(l -> l.text() + " " + l.mark()).containsExactly("a REMOVED", "b SAME");
        vm.reread();
        vm.detail().reload();
        assertThat(vm.detail().leftStateProperty().get()).isEqualTo("after");
        assertThat(vm.detail().rightStateProperty().get()).isEqualTo("active");
    }

    @Test
    void theTimelineMarksFailedEventsAndShowsTheSelectedOnesDetail() throws Exception {
        openTestFolder();
        select("alpha");

        assertThat(vm.detail().timeline()).extracting(UnitEvent::title, UnitEvent::severity)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("read_file ok", Severity.OK),
                        org.assertj.core.groups.Tuple.tuple("shell exit 1", Severity.FAILURE));
        vm.detail().selectedEventProperty().set(vm.detail().timeline().get(1));

        assertThat(vm.detail().eventDetailProperty().get()).contains("failed", "shell exit 1", "detail of !shell exit 1");
    }

    @Test
    void theSelectedEventStaysOnARereadButNotOnAnotherUnit() throws Exception {
        openTestFolder();
        select("alpha");
        vm.detail().selectedEventProperty().set(vm.detail().timeline().get(1));

        vm.reread();
        vm.detail().reload();
        assertThat(vm.detail().selectedEventProperty().get().title()).isEqualTo("shell exit 1");
        select("bravo");

        assertThat(vm.detail().selectedEventProperty().get()).isNull();
        assertThat(vm.detail().eventDetailProperty().get()).isEmpty();
    }

    @Test
    void searchKeepsTheUnitsWhoseStatesMatchAndAnEmptyQueryShowsAllAgain() throws Exception {
        openTestFolder();

        vm.list().queryProperty().set("DEPLOY");
        vm.list().search();

        assertThat(vm.list().shownUnits()).extracting(u -> u.id().text()).containsExactly("bravo");
        assertThat(vm.list().searchStatusProperty().get()).isEqualTo("1 unit matches “DEPLOY”");
        vm.list().clearSearch();
        assertThat(vm.list().shownUnits()).hasSize(4);
    }

    @Test
    void anUnreadableUnitShowsItsProblemOnOneLineWithLineAndColumnAndIsNeverReadAsUnchanged() throws Exception {
        openTestFolder();

        select("delta");

        assertThat(vm.detail().problemProperty().get()).startsWith("delta.unit.json: line ").contains("column")
                .doesNotContain("\n");
        assertThat(vm.detail().diffSummaryProperty().get()).isEqualTo("before cannot be read: not compared");
        assertThat(vm.detail().leftLines()).extracting(StateLine::mark).containsExactly(StateLine.Mark.PROBLEM);
        select("alpha");
        assertThat(vm.detail().problemProperty().get()).isEmpty();
    }

    @Test
    void aChangeInTheDirectoryReadsTheUnitsAgainAndKeepsTheSelection() throws Exception {
        Path dir = openTestFolder();
        select("bravo");

        JsonUnitsProvider.write(dir, "echo", "ok", "", "");
        JsonUnitsProvider.write(dir, "bravo", "failed", "goal: deploy\n", "goal: deploy\nerror: refused twice\n");
        changes.set(new DirectoryChange(java.util.Set.of("echo.unit.json", "bravo.unit.json"), false));

        assertThat(vm.list().allUnits()).extracting(u -> u.id().text()).contains("echo");
        assertThat(vm.list().selectedProperty().get().id().text()).isEqualTo("bravo");
        assertThat(vm.detail().rightLines()).extracting(StateLine::text).contains("error: refused twice");
    }

    @Test
    void theSeed000DemoOpenedThroughTheNeutralModelListsItsCyclesWithTheirStates() throws Exception {
        Path root = SampleCopy.copy(Path.of("scratchpad-samples/demo"), tmp.resolve("demo"));
        opened.set(new YamlCyclesSource(Scratchpad.open(root)));

        assertThat(vm.list().allUnits()).hasSize(12);
        assertThat(vm.list().allUnits()).extracting(Unit::kind).containsOnly("cycle");
        assertThat(vm.list().allUnits()).anyMatch(Unit::failing);
        assertThat(vm.editableProperty().get()).as("seed 000 edits through the Editing facet like any format").isTrue();
        select(vm.list().allUnits().get(0).id().text());
        assertThat(vm.detail().stateNames()).containsExactly("before", "after");
        assertThat(vm.detail().rightLines()).isNotEmpty();
    }

    @Test
    void aShownSearchRunsAgainWhenTheDirectoryChangesSoANewUnitHoldingTheTextIsListed() throws Exception {
        Path dir = openTestFolder();
        vm.list().queryProperty().set("DEPLOY");
        vm.list().search();
        vm.list().queryProperty().set("something typed but not searched");

        JsonUnitsProvider.write(dir, "echo", "ok", "goal: deploy the fix\n", "goal: deploy the fix\n");
        changes.set(new DirectoryChange(java.util.Set.of("echo.unit.json"), false));

        assertThat(vm.list().shownUnits()).extracting(u -> u.id().text()).containsExactly("bravo", "echo");
        assertThat(vm.list().searchStatusProperty().get()).isEqualTo("2 units match “DEPLOY”");
    }
}
