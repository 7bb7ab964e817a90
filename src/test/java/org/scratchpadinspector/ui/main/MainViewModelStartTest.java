package org.scratchpadinspector.ui.main;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;
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

    /** Runs each submitted work, and hands its outcome back, only when the test says, in the order it says. */
    private static final class OrderedRunner implements TaskRunner {
        final java.util.Map<String, java.util.concurrent.Callable<Runnable>> submitted = new java.util.HashMap<>();
        final java.util.Map<String, Runnable> outcomes = new java.util.HashMap<>();

        @Override
        public <T> Cancellation submit(String name, Work<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
            Cancellation cancel = new Cancellation();
            submitted.put(name, () -> {
                try {
                    T result = work.run(cancel);
                    return () -> onSuccess.accept(result);
                } catch (Exception e) {
                    return () -> onFailure.accept(e);
                }
            });
            return cancel;
        }

        @Override
        public void onUiThread(Runnable action) {
            action.run();
        }

        void run(String name) throws Exception {
            outcomes.put(name, submitted.remove(name).call());
        }

        void deliver(String name) {
            outcomes.remove(name).run();
        }
    }

    @Test
    void settingsThatComeBackAfterTheDirectoryKeepTheDirectoryFirstInTheRecentList() throws Exception {
        Path demo = tmp.resolve("demo");
        copy(Path.of("scratchpad-samples/demo"), demo);
        Path older = java.nio.file.Files.createDirectories(tmp.resolve("older"));
        Settings settings = new Settings(tmp.resolve("settings.properties"));
        settings.rememberDirectory(older);
        OrderedRunner runner = new OrderedRunner();
        MainViewModel vm = new MainViewModel(new InspectorContext(runner), settings);

        vm.start(demo);
        // the settings are read before the opening remembers the directory, but their answer arrives last
        runner.run("load settings");
        runner.run("open directory");
        runner.deliver("open directory");
        runner.deliver("load settings");

        assertThat(vm.recentDirectories()).hasSize(2);
        assertThat(vm.recentDirectories().get(0).getFileName().toString()).isEqualTo("demo");
        assertThat(vm.loadingProperty().get()).isFalse();
        vm.close();
    }

    private static void copy(Path from, Path to) throws java.io.IOException {
        try (var files = java.nio.file.Files.walk(from)) {
            for (Path file : (Iterable<Path>) files::iterator) {
                java.nio.file.Files.copy(file, to.resolve(from.relativize(file).toString()));
            }
        }
    }

    @Test
    void withoutADirectoryTheFirstFrameSaysOpening() {
        MainViewModel vm = new MainViewModel(new InspectorContext(new HeldRunner()), new Settings(tmp.resolve("s.properties")));

        vm.start(null);

        assertThat(vm.directoryTextProperty().get()).isEqualTo("Opening…");
        assertThat(vm.loadingProperty().get()).isTrue();
    }
}
