package org.scratchpadinspector.ui.units;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.formats.yamlcycles.CycleFlag;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.formats.yamlcycles.CycleStatus;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.common.StatusStyle;

/** The cycle list tells the operator about stray names (counted) and unreadable snapshots (their own flag). */
class UnitListBadInputTest {
    private static final String BROKEN = "20260401_103637";

    private final InspectorContext context = new InspectorContext(new InlineTaskRunner());
    private final UnitListViewModel model = new UnitListViewModel(context);

    @Test
    void strayFilesAreOneCountedLineAndAnUnreadableAfterHasItsOwnFlag(@TempDir Path dir) throws IOException {
        Path root = DemoSample.copyTo(dir);
        Path scratch = root.resolve("scratchpad");
        for (int i = 0; i < 2000; i++) {
            Files.createFile(scratch.resolve("core." + i));
        }
        Files.writeString(scratch.resolve(BROKEN + "_after.yaml"), "goals: [unclosed\n");

        context.open(CycleSources.sourceOf(Scratchpad.open(root)));

        assertThat(model.strayTextProperty().get())
                .isEqualTo("2,000 stray files (not the agent's), e.g. core.0, core.1, core.10, core.100, core.1000");
        UnitRow broken = model.find(UnitId.of(BROKEN));
        assertThat(broken.status().key()).isEqualTo("unknown");
        assertThat(broken.flags()).contains("unreadable").doesNotContain("orphan");
        assertThat(model.flagCount("unreadable")).isEqualTo(1);
        assertThat(model.flagCount("orphan")).isEqualTo(1);
        assertThat(StatusStyle.label("unreadable")).isEqualTo("unreadable");

        model.flagFilter().add("unreadable");

        assertThat(model.visibleRows()).extracting(row -> row.id().toString()).containsExactly(BROKEN);
    }

    @Test
    void aMisnamedFileThatAppearsLaterIsAnnouncedWithItsReason(@TempDir Path dir) throws IOException {
        Path root = DemoSample.copyTo(dir);
        context.open(CycleSources.sourceOf(Scratchpad.open(root)));
        assertThat(model.strayTextProperty().get()).isEmpty();

        Files.writeString(root.resolve("scratchpad").resolve("20260401_110137_AFTER.yaml"), "goals: []\n");
        CycleSources.scratchpadOf(context).rescan(Cancellation.NONE, n -> { });
        context.publishChange(new DirectoryChange(Set.of("20260401_110137_AFTER.yaml"), false));

        assertThat(model.strayTextProperty().get()).isEqualTo("20260401_110137_AFTER.yaml looks like a cycle file"
                + " but is not: letter case: the agent writes _after.yaml");
        assertThat(model.rows()).hasSize(12);
    }
}
