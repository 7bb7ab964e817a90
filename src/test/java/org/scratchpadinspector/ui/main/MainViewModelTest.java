package org.scratchpadinspector.ui.main;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.agent.protocol.AgentStatus;
import org.scratchpadinspector.agent.protocol.ControlClient;
import org.scratchpadinspector.agent.protocol.ControlFile;
import org.scratchpadinspector.testsupport.CycleSources;
import org.scratchpadinspector.ui.common.InlineTaskRunner;
import org.scratchpadinspector.ui.common.InspectorContext;

class MainViewModelTest {
    @TempDir
    Path tmp;
    MainViewModel vm;

    private MainViewModel newViewModel() {
        vm = new MainViewModel(new InspectorContext(new InlineTaskRunner()), new Settings(tmp.resolve("settings.properties")));
        return vm;
    }

    @AfterEach
    void close() {
        if (vm != null) {
            vm.close();
        }
    }

    @Test
    void openingASampleShowsItsDirectoryAndCycleCountAndRemembersIt() {
        newViewModel().open(Path.of("scratchpad-samples/demo"));

        assertThat(CycleSources.scratchpadOf(vm.context())).isNotNull();
        assertThat(vm.directoryTextProperty().get()).endsWith("demo/scratchpad");
        assertThat(vm.cycleCountTextProperty().get()).isEqualTo("12 cycles");
        assertThat(vm.recentDirectories()).containsExactly(Path.of("scratchpad-samples/demo").toAbsolutePath().normalize());
        assertThat(vm.bannerKindProperty().get()).isEqualTo(MainViewModel.BannerKind.NONE);
    }

    @Test
    void openingAFolderOfUnrelatedFilesSaysWhatItHoldsAndThatNoFormatIsKnown() throws Exception {
        Path folder = Files.createDirectory(tmp.resolve("exports"));
        Files.writeString(folder.resolve("a.json"), "{}");
        Files.writeString(folder.resolve("b.json"), "{}");

        newViewModel().open(folder);

        assertThat(vm.bannerKindProperty().get()).isEqualTo(MainViewModel.BannerKind.ERROR);
        assertThat(vm.bannerTextProperty().get()).contains("2 .json files", "no known memory format");
        assertThat(CycleSources.scratchpadOf(vm.context())).isNull();
    }

    @Test
    void openingTheRootOfTheRealAgentShowsItsScratchpadsDirectory() {
        newViewModel().open(Path.of("scratchpad-samples/msa-real"));

        assertThat(vm.directoryTextProperty().get()).endsWith("msa-real/scratchpads");
        assertThat(vm.cycleCountTextProperty().get()).isEqualTo("14 cycles");
    }

    @Test
    void theStaleLimitSettingIsAppliedToTheOpenedDirectory() {
        new Settings(tmp.resolve("settings.properties")).setStaleAfter(java.time.Duration.ofMinutes(2));

        newViewModel().open(Path.of("scratchpad-samples/healthy"));

        assertThat(CycleSources.scratchpadOf(vm.context()).liveness().staleAfter()).isEqualTo(java.time.Duration.ofMinutes(2));
    }

    @Test
    void theLiveDemosUnfinishedCycleReadsInterruptedBecauseItsAgentStartedAfterIt() {
        newViewModel().start(null);

        var cycles = CycleSources.scratchpadOf(vm.context()).summaries(org.scratchpadinspector.model.Cancellation.NONE);
        var newest = cycles.get(cycles.size() - 1);
        assertThat(newest.id().toString()).isEqualTo("20260401_105637");
        assertThat(newest.status()).isEqualTo(org.scratchpadinspector.formats.yamlcycles.CycleStatus.INTERRUPTED);
        assertThat(newest.statusReason()).contains("started after this cycle began");
    }

    @Test
    void startWithoutADirectoryReopensTheLastOne() {
        new Settings(tmp.resolve("settings.properties")).rememberDirectory(Path.of("scratchpad-samples/healthy"));
        newViewModel().start(null);
        assertThat(vm.cycleCountTextProperty().get()).isEqualTo("5 cycles");
    }

    @Test
    void startWithNothingRememberedOpensACopyOfTheDemoServedByAPausedReferenceAgent() throws Exception {
        newViewModel().start(null);
        assertThat(vm.cycleCountTextProperty().get()).isEqualTo("12 cycles");
        Path scratchpad = CycleSources.scratchpadOf(vm.context()).location().directory();
        assertThat(scratchpad.startsWith(Path.of("scratchpad-samples").toAbsolutePath())).isFalse();

        Path control = ControlFile.path(scratchpad);
        assertThat(control).exists();
        try (ControlClient client = new ControlClient(ControlFile.read(control))) {
            AgentStatus status = client.status();
            assertThat(status.state()).isEqualTo(AgentStatus.PAUSED);
            assertThat(status.mode()).isEqualTo(AgentStatus.STEPPED);
        }
        assertThat(vm.recentDirectories()).as("a temporary demo copy is not worth reopening").isEmpty();

        vm.close();
        assertThat(control).as("the demo agent stops with the window").doesNotExist();
    }

    @Test
    void aMissingDirectoryShowsAnErrorBannerAndKeepsWhatWasOpen() {
        newViewModel().open(Path.of("scratchpad-samples/demo"));
        var before = CycleSources.scratchpadOf(vm.context());
        vm.open(tmp.resolve("does-not-exist"));

        assertThat(vm.bannerKindProperty().get()).isEqualTo(MainViewModel.BannerKind.ERROR);
        assertThat(vm.bannerTextProperty().get()).contains("does not exist");
        assertThat(CycleSources.scratchpadOf(vm.context())).isSameAs(before);
    }

    @Test
    void theOpenDialogStartsInTheOpenDirectoryElseTheMostRecentOne() throws Exception {
        Path recent = Files.createDirectory(tmp.resolve("recent"));
        new Settings(tmp.resolve("settings.properties")).rememberDirectory(recent);
        newViewModel();
        vm.recentDirectories().setAll(new Settings(tmp.resolve("settings.properties")).recentDirectories());
        java.util.List<Path> starts = new java.util.ArrayList<>();

        vm.findDialogStart(starts::add);
        vm.open(Path.of("scratchpad-samples/demo"));
        vm.findDialogStart(starts::add);

        assertThat(starts).containsExactly(recent.toAbsolutePath().normalize(),
                Path.of("scratchpad-samples/demo/scratchpad").toAbsolutePath().normalize());
    }

    @Test
    void themeChoiceIsRemembered() {
        newViewModel().toggleTheme();
        assertThat(new Settings(tmp.resolve("settings.properties")).darkTheme()).isTrue();
    }

    @Test
    void aFileThatIsNotADirectoryIsRefusedWithItsReason() throws Exception {
        Path file = Files.writeString(tmp.resolve("plain.txt"), "x");
        newViewModel().open(file);
        assertThat(vm.bannerTextProperty().get()).contains("is not a directory");
    }
}
