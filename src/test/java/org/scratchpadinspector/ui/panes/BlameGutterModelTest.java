package org.scratchpadinspector.ui.panes;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.testsupport.SampleCopy;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;

class BlameGutterModelTest {
    private final InspectorContext context = new InspectorContext(new InlineTaskRunner());
    private final BlameGutterModel model = new PanesViewModel(context).activeBlame();

    @Test
    void selectingAnotherCycleKeepsTheBlameReadForTheDirectory(@TempDir Path dir) throws Exception {
        open(dir);
        Map<String, KeyBlame> read = model.keysProperty().get();
        assertThat(read.get("current_task").label()).isEqualTo("agent · 102137");

        context.selectedUnitProperty().set(CycleSources.unit("20260401_100637"));

        assertThat(model.keysProperty().get()).as("not read again: active.yaml and the run are the same").isSameAs(read);
    }

    @Test
    void aHandEditOfActiveYamlIsBlamedOnSomeoneOutsideAfterTheDirectoryChange(@TempDir Path dir) throws Exception {
        Path pad = open(dir);
        Path active = pad.resolve("active.yaml");
        Files.writeString(active, Files.readString(active).replace("current_task: null", "current_task: Ship 1.5"));

        context.publishChange(new DirectoryChange(Set.of("active.yaml"), false));

        KeyBlame task = model.keysProperty().get().get("current_task");
        assertThat(task.label()).isEqualTo("outside · active");
        assertThat(task.tooltip()).contains("null\n→ Ship 1.5");
    }

    @Test
    void nothingIsReadWhileTheGutterIsOffAndTurningItOnReadsTheChangeMeanwhile(@TempDir Path dir) throws Exception {
        Path pad = open(dir);
        model.shownProperty().set(false);
        Map<String, KeyBlame> before = model.keysProperty().get();
        Path active = pad.resolve("active.yaml");
        Files.writeString(active, Files.readString(active).replace("current_task: null", "current_task: Ship 1.5"));
        context.publishChange(new DirectoryChange(Set.of("active.yaml"), false));

        assertThat(model.keysProperty().get()).isSameAs(before);

        model.shownProperty().set(true);
        assertThat(model.keysProperty().get().get("current_task").label()).isEqualTo("outside · active");
    }

    @Test
    void aRunLongerThanTheBoundIsNotBlamedByTheGutterAndSaysWhereToBlameInstead(@TempDir Path dir) throws Exception {
        Path root = org.scratchpadinspector.testsupport.GeneratedScratchpad.write(dir.resolve("long"),
                BlameGutterModel.MAX_UNITS + 1);
        context.open(CycleSources.sourceOf(Scratchpad.open(root)));

        assertThat(model.keysProperty().get()).isEmpty();
        assertThat(model.problemProperty().get()).startsWith("The blame gutter reads runs of up to 1000 cycles")
                .contains("Tools → Blame and Churn");
    }

    private Path open(Path dir) throws Exception {
        Path root = SampleCopy.copy(Path.of("scratchpad-samples/healthy"), dir.resolve("agent"));
        Path pad = root.resolve("scratchpad");
        Scratchpad opened = Scratchpad.open(pad);
        context.open(CycleSources.sourceOf(opened));
        context.selectedUnitProperty().set(CycleSources.unit("20260401_102137"));
        return pad;
    }
}
