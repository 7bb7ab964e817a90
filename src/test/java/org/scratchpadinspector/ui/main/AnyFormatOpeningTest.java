package org.scratchpadinspector.ui.main;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.testsupport.JsonUnitsFolder;
import org.scratchpadinspector.testsupport.SampleCopy;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;

/** Opening a folder: in whichever format it is in, into the one window; in none, one line naming every format. */
class AnyFormatOpeningTest {
    @TempDir
    Path tmp;
    MainViewModel vm;

    private MainViewModel newViewModel() {
        vm = new MainViewModel(new InspectorContext(new InlineTaskRunner()), new Settings(tmp.resolve("s.properties")),
                JsonUnitsFolder.registry());
        return vm;
    }

    @AfterEach
    void close() {
        if (vm != null) {
            vm.close();
        }
    }

    @Test
    void aFolderInAnotherFormatOpensAsASourceNamingItsFormatAndNoScratchpad() throws Exception {
        Path dir = JsonUnitsFolder.write(tmp.resolve("units"));

        newViewModel().open(dir);

        assertThat(vm.context().source()).isNotNull();
        assertThat(vm.context().source().format()).isEqualTo("jsonunits");
        assertThat(vm.formatNameProperty().get()).isEqualTo("jsonunits");
        assertThat(CycleSources.scratchpadOf(vm.context())).isNull();
        assertThat(vm.bannerKindProperty().get()).isEqualTo(MainViewModel.BannerKind.NONE);
        assertThat(vm.recentDirectories()).contains(dir.toAbsolutePath().normalize());
    }

    @Test
    void aSeed000FolderOpensAsItsScratchpadAfterAnotherFormat() throws Exception {
        newViewModel().open(JsonUnitsFolder.write(tmp.resolve("units")));

        vm.open(SampleCopy.copy(Path.of("scratchpad-samples/demo"), tmp.resolve("demo")));

        assertThat(vm.context().source().format()).isEqualTo("yamlcycles");
        assertThat(CycleSources.scratchpadOf(vm.context())).isNotNull();
        assertThat(vm.formatNameProperty().get()).isEqualTo("yamlcycles");
        assertThat(vm.cycleCountTextProperty().get()).isEqualTo("12 cycles");
    }

    @Test
    void aFolderInNoFormatSaysWhatItHoldsAndNamesEveryKnownFormat() throws Exception {
        Path folder = Files.createDirectory(tmp.resolve("exports"));
        Files.writeString(folder.resolve("a.json"), "{}");
        Files.writeString(folder.resolve("notes.txt"), "x");

        newViewModel().open(folder);

        assertThat(vm.bannerKindProperty().get()).isEqualTo(MainViewModel.BannerKind.ERROR);
        assertThat(vm.bannerTextProperty().get()).contains("1 .json file", "1 .txt file", "no known memory format",
                "seed-000 cycle scratchpad", "test units (NAME.unit.json)").doesNotContain("\n");
        assertThat(vm.context().source()).isNull();
    }
}
