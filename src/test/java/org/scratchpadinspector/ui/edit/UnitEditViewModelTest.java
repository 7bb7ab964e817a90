package org.scratchpadinspector.ui.edit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.EditAction;
import org.scratchpadinspector.model.Editing;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.testsupport.JsonUnitsFolder;
import org.scratchpadinspector.testsupport.JsonUnitsProvider;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.panes.LineKind;
import org.scratchpadinspector.ui.panes.PaneSide;
import org.scratchpadinspector.ui.panes.PanesViewModel;

/** The one edit dialog's ViewModel on the test-only format: preview as a diff, apply, conflicts, refusals. */
class UnitEditViewModelTest {
    @TempDir
    Path tmp;
    Path dir;
    final InlineTaskRunner runner = new InlineTaskRunner();
    final InspectorContext context = new InspectorContext(runner);
    final PanesViewModel panes = new PanesViewModel(context);
    Editing editing;

    @BeforeEach
    void open() throws Exception {
        dir = JsonUnitsFolder.write(tmp.resolve("units"));
        MemorySource source = JsonUnitsFolder.open(dir);
        context.open(source);
        editing = source.facet(Editing.class).orElseThrow();
    }

    /** The dialog on {@code id}, as Memory → Edit Unit opens it; null when the unit allows no edit. */
    private UnitEditViewModel edit(String id) {
        UnitId unit = UnitId.of(id);
        context.selectedUnitProperty().set(unit);
        List<EditAction> actions = editing.actions(unit);
        return actions.isEmpty() ? null : new UnitEditViewModel(runner, editing, unit, actions,
                () -> context.publishChange(DirectoryChange.EVERYTHING));
    }

    @Test
    void anEditIsOfferedOnlyOnAUnitForWhichTheSourceHasActions() {
        assertThat(context.source().facet(Editing.class)).isPresent();
        assertThat(edit("alpha")).isNotNull();
        assertThat(edit("delta")).isNull();
    }

    @Test
    void anEditIsPreviewedWithTheDiffThenAppliedAndTheUnitIsReadAgain() throws Exception {
        UnitEditViewModel edit = edit("alpha");
        edit.values().get("line").set("notes: three");

        edit.preview();

        assertThat(edit.previewProperty().get()).isNotNull();
        assertThat(edit.diffProperty().get().right().kinds()).containsAnyOf(LineKind.ADDED, LineKind.CHANGED);
        assertThat(edit.diffProperty().get().left().kinds()).containsAnyOf(LineKind.REMOVED, LineKind.CHANGED);
        assertThat(edit.diffProperty().get().right().text()).contains("notes: three");
        assertThat(Files.readString(dir.resolve("alpha.unit.json"))).doesNotContain("three");

        edit.apply();

        assertThat(edit.messageKindProperty().get()).isEqualTo(UnitEditViewModel.MessageKind.DONE);
        assertThat(Files.readString(dir.resolve("alpha.unit.json"))).contains("notes: three");
        assertThat(panes.pane(PaneSide.AFTER).lines()).contains("notes: three");
    }

    @Test
    void aFileChangedSinceThePreviewIsAConflictThatWritesNothingAndKeepsTheValues() throws Exception {
        UnitEditViewModel edit = edit("alpha");
        edit.values().get("line").set("notes: mine");
        edit.preview();
        JsonUnitsProvider.write(dir, "alpha", "changed", "a\n", "theirs\n");
        String theirs = Files.readString(dir.resolve("alpha.unit.json"));

        edit.apply();

        assertThat(edit.messageKindProperty().get()).isEqualTo(UnitEditViewModel.MessageKind.CONFLICT);
        assertThat(edit.messageProperty().get()).contains("alpha.unit.json changed since the preview")
                .doesNotContain("\n");
        assertThat(Files.readString(dir.resolve("alpha.unit.json"))).isEqualTo(theirs);
        assertThat(edit.values().get("line").get()).isEqualTo("notes: mine");
        assertThat(edit.previewProperty().get()).as("apply needs a new preview").isNull();
    }

    @Test
    void aRefusedValueIsSaidOnOneLineAndNothingIsPreviewed() {
        UnitEditViewModel edit = edit("alpha");

        edit.preview();

        assertThat(edit.messageKindProperty().get()).isEqualTo(UnitEditViewModel.MessageKind.ERROR);
        assertThat(edit.messageProperty().get()).isEqualTo("line is empty: nothing to append");
        assertThat(edit.previewProperty().get()).isNull();
    }

    @Test
    void changingAValueAfterThePreviewAsksForANewPreviewBeforeApply() throws Exception {
        UnitEditViewModel edit = edit("alpha");
        edit.values().get("line").set("zulu-1");
        edit.preview();

        edit.values().get("line").set("zulu-2");
        edit.apply();

        assertThat(edit.messageProperty().get()).startsWith("Preview first");
        assertThat(Files.readString(dir.resolve("alpha.unit.json"))).doesNotContain("zulu");
    }
}
