package org.scratchpadinspector.ui.edit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.engine.edit.SectionOperation;
import org.scratchpadinspector.pyyaml.YamlReader;
import org.scratchpadinspector.ui.common.InlineTaskRunner;

/** The window's section editor, no toolkit: an append to a section that holds text takes the typed value as text. */
class SectionEditorTextAppendTest {
    @TempDir
    Path tmp;
    private EditWindowFixture fx;

    @BeforeEach
    void open() {
        fx = new EditWindowFixture(tmp, new InlineTaskRunner());
    }

    private SectionEditorViewModel edit(String section, SectionOperation op, String value) {
        SectionEditorViewModel vm = fx.editor(SectionEditorViewModel.Target.SECTION);
        vm.sectionProperty().set(section);
        vm.operationProperty().set(op);
        vm.textProperty().set(value);
        return vm;
    }

    @Test
    void appendingWhatLooksLikeYamlToTheNotesAddsItAsTypedOnNewLines() throws Exception {
        String notesBefore = (String) YamlReader.parseMapping(fx.activeText()).get("notes");
        SectionEditorViewModel vm = edit("notes", SectionOperation.APPEND, "operator: checked ✓ — ok\n- second line");

        assertThat(vm.problemProperty().get()).isNull();
        vm.apply();

        String expected = (notesBefore == null || notesBefore.isEmpty() ? "" : notesBefore + "\n")
                + "operator: checked ✓ — ok\n- second line";
        assertThat(YamlReader.parseMapping(fx.activeText()).get("notes")).isEqualTo(expected);
    }

    @Test
    void appendingToAListStillReadsTheValueAsYaml() throws Exception {
        SectionEditorViewModel vm = edit("goals", SectionOperation.APPEND, "[one, two]");
        vm.apply();

        assertThat(YamlReader.parseMapping(fx.activeText()).get("goals")).asList().endsWith("one", "two");
    }
}
