package org.scratchpadinspector.ui.main;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.core.Cancellation;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.common.TaskRunner;

class MainViewModelStartTest {
    @TempDir
    Path tmp;

    /** Holds the submitted work, as a busy machine would before the first frame: nothing has run yet. */
    private static final class HeldRunner implements TaskRunner {
        final List<String> submitted = new ArrayList<>();

        @Override
        public <T> Cancellation submit(String name, Work<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
            submitted.add(name);
            return new Cancellation();
        }

        @Override
        public void onUiThread(Runnable action) {
            action.run();
        }
    }

    @Test
    void theFirstFrameSaysTheDirectoryIsBeingOpenedNotThatNoneIsOpen() {
        HeldRunner runner = new HeldRunner();
        MainViewModel vm = new MainViewModel(new InspectorContext(runner), new Settings(tmp.resolve("settings.properties")));

        vm.start(Path.of("scratchpad-samples/demo"));

        assertThat(vm.directoryTextProperty().get()).isEqualTo("Opening scratchpad-samples/demo…");
        assertThat(vm.loadingProperty().get()).isTrue();
    }

    @Test
    void aNamedDirectoryIsReadAtOnceNotAfterTheSettings() {
        HeldRunner runner = new HeldRunner();
        MainViewModel vm = new MainViewModel(new InspectorContext(runner), new Settings(tmp.resolve("settings.properties")));

        vm.start(Path.of("scratchpad-samples/demo"));

        // both are under way before either has come back: the directory does not wait for the settings' round trip
        assertThat(runner.submitted).containsExactly("open directory", "load settings");
    }

    @Test
    void withoutADirectoryOnlyTheSettingsAreReadFirst() {
        HeldRunner runner = new HeldRunner();
        MainViewModel vm = new MainViewModel(new InspectorContext(runner), new Settings(tmp.resolve("settings.properties")));

        vm.start(null);

        assertThat(runner.submitted).containsExactly("load settings");
    }

    @Test
    void withoutADirectoryTheFirstFrameSaysOpening() {
        MainViewModel vm = new MainViewModel(new InspectorContext(new HeldRunner()), new Settings(tmp.resolve("s.properties")));

        vm.start(null);

        assertThat(vm.directoryTextProperty().get()).isEqualTo("Opening…");
        assertThat(vm.loadingProperty().get()).isTrue();
    }
}
