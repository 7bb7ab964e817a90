package org.scratchpadinspector.ui.source;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InlineTaskRunner;

class SourceEditViewModelTest {
    @TempDir
    Path tmp;
    Path dir;
    final SimpleObjectProperty<MemorySource> opened = new SimpleObjectProperty<>();
    final SourceViewModel vm = new SourceViewModel(new InlineTaskRunner(), opened, new SimpleObjectProperty<DirectoryChange>());

    @BeforeEach
    void open() throws Exception {
        dir = JsonUnitsFolder.write(tmp.resolve("units"));
        opened.set(JsonUnitsFolder.open(dir));
    }

    private void select(String id) {
        vm.list().select(vm.list().allUnits().stream().filter(u -> u.id().text().equals(id)).findFirst().orElseThrow());
    }

    @Test
    void anEditIsOfferedOnlyOnAUnitForWhichTheSourceHasActions() {
        assertThat(vm.editableProperty().get()).isTrue();
        select("alpha");
        assertThat(vm.canEditSelectedProperty().get()).isTrue();
        select("delta");
        assertThat(vm.canEditSelectedProperty().get()).isFalse();
        assertThat(vm.editSelected()).isNull();
    }

    @Test
    void anEditIsPreviewedWithTheDiffThenAppliedAndTheUnitIsReadAgain() throws Exception {
        select("alpha");
        SourceEditViewModel edit = vm.editSelected();
        edit.values().get("line").set("notes: three");

        edit.preview();

        assertThat(edit.previewProperty().get()).isNotNull();
        assertThat(edit.newLines()).filteredOn(l -> l.mark() == StateLine.Mark.ADDED).isNotEmpty();
        assertThat(edit.oldLines()).filteredOn(l -> l.mark() == StateLine.Mark.REMOVED).isNotEmpty();
        assertThat(Files.readString(dir.resolve("alpha.unit.json"))).doesNotContain("three");

        edit.apply();

        assertThat(edit.messageKindProperty().get()).isEqualTo(SourceEditViewModel.MessageKind.DONE);
        assertThat(Files.readString(dir.resolve("alpha.unit.json"))).contains("notes: three");
        assertThat(vm.detail().rightLines()).extracting(StateLine::text).contains("notes: three");
    }

    @Test
    void aFileChangedSinceThePreviewIsAConflictThatWritesNothingAndKeepsTheValues() throws Exception {
        select("alpha");
        SourceEditViewModel edit = vm.editSelected();
        edit.values().get("line").set("notes: mine");
        edit.preview();
        JsonUnitsProvider.write(dir, "alpha", "changed", "a\n", "theirs\n");
        String theirs = Files.readString(dir.resolve("alpha.unit.json"));

        edit.apply();

        assertThat(edit.messageKindProperty().get()).isEqualTo(SourceEditViewModel.MessageKind.CONFLICT);
        assertThat(edit.messageProperty().get()).contains("alpha.unit.json changed since the preview").doesNotContain("\n");
        assertThat(Files.readString(dir.resolve("alpha.unit.json"))).isEqualTo(theirs);
        assertThat(edit.values().get("line").get()).isEqualTo("notes: mine");
        assertThat(edit.previewProperty().get()).as("apply needs a new preview").isNull();
    }

    @Test
    void aRefusedValueIsSaidOnOneLineAndNothingIsPreviewed() {
        select("alpha");
        SourceEditViewModel edit = vm.editSelected();

        edit.preview();

        assertThat(edit.messageKindProperty().get()).isEqualTo(SourceEditViewModel.MessageKind.ERROR);
        assertThat(edit.messageProperty().get()).isEqualTo("line is empty: nothing to append");
        assertThat(edit.previewProperty().get()).isNull();
    }

    @Test
    void changingAValueAfterThePreviewAsksForANewPreviewBeforeApply() throws Exception {
        select("alpha");
        SourceEditViewModel edit = vm.editSelected();
        edit.values().get("line").set("zulu-1");
        edit.preview();

        edit.values().get("line").set("zulu-2");
        edit.apply();

        assertThat(edit.messageProperty().get()).startsWith("Preview first");
        assertThat(Files.readString(dir.resolve("alpha.unit.json"))).doesNotContain("zulu");
    }
}
