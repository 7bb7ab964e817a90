package org.scratchpadinspector.cli;

import org.scratchpadinspector.model.OwnsThreads;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.scratchpadinspector.engine.history.GitHistory;
import org.scratchpadinspector.engine.history.InspectorData;
import org.scratchpadinspector.engine.history.MemoryFiles;
import org.scratchpadinspector.engine.history.Recorder;
import org.scratchpadinspector.engine.watch.DirectoryWatcher;
import org.scratchpadinspector.format.Detection;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "record", description = {
        "Record every settled change of each DIR's memory files as a version, until stopped (Ctrl-C).",
        "The versions are commits of a git repository the inspector keeps in its data folder",
        "($XDG_DATA_HOME/scratchpad-inspector/history/, one per directory); nothing is written beside the",
        "agent. `ls DIR` lists them (r1, r2 ...). Started again later, what changed meanwhile is recorded",
        "as one version flagged gap. A directory whose memory is in a git work tree has its history",
        "there already and is not recorded.",
        "Prints a line per version recorded: DIR ID FILES."})
@OwnsThreads("closes the recorders when the command is stopped")
final class RecordCommand implements Callable<Integer> {
    @Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "DIR", description = "Memory directories to record.")
    List<Path> dirs;

    @Option(names = "--quiet-ms", paramLabel = "MS", description = "A change is settled once no write came for this long (default ${DEFAULT-VALUE}).")
    long quietMs = DirectoryWatcher.DEFAULT_QUIET.toMillis();

    @Override
    public Integer call() throws InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<Recorder> recorders = new ArrayList<>();
        CountDownLatch stopped = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            synchronized (recorders) {
                recorders.forEach(Recorder::close);
                recorders.clear();
            }
            stopped.countDown();
        }, "stop-recording");
        Runtime.getRuntime().addShutdownHook(hook);
        for (Path dir : dirs) {
            try {
                MemoryFiles files = memoryFiles(dir, err);
                Detection detection = Formats.registry().detect(dir);
                Recorder recorder = Recorder.start(dir, detection.found() ? detection.provider().name() : null, files,
                        new Lines(dir, out, err),
                        Duration.ofMillis(quietMs), DirectoryWatcher.DEFAULT_MAX_DELAY.plus(Duration.ofMillis(quietMs)));
                synchronized (recorders) {
                    recorders.add(recorder);
                }
                err.println("recording " + dir + " into " + recorder.repository().location());
                err.flush();
            } catch (IllegalArgumentException | IOException e) {
                err.println(e instanceof IllegalArgumentException ? e.getMessage() : "cannot record " + dir + ": " + e.getMessage());
                err.flush();
            }
        }
        synchronized (recorders) {
            if (recorders.isEmpty()) {
                Runtime.getRuntime().removeShutdownHook(hook);
                return Cli.TROUBLE;
            }
        }
        stopped.await();
        return 0;
    }

    /** The directory's memory files as its format knows them; throws with one line when it is not recorded. */
    private static MemoryFiles memoryFiles(Path dir, PrintWriter err) {
        if (!Files.isDirectory(dir)) {
            throw new IllegalArgumentException("cannot record " + dir + ": " + (Files.exists(dir) ? "not a directory" : "it does not exist"));
        }
        Detection detection = Formats.registry().detect(dir);
        MemoryFiles files = MemoryFiles.ANY_TEXT;
        Path root = dir;
        if (detection.found()) {
            MemorySource source;
            try {
                source = detection.provider().open(detection.recognition(), SourceOptions.NOW, Cancellation.NONE);
            } catch (IOException | RuntimeException e) {
                throw new IllegalArgumentException("cannot record " + dir + ": " + e.getMessage(), e);
            }
            if (source.facet(MemoryFiles.class).isEmpty()) {
                throw new IllegalArgumentException("not recording " + dir + ": it is a " + detection.provider().name()
                        + " memory, which keeps every state itself");
            }
            files = source.facet(MemoryFiles.class).get();
            root = source.directory();
            if (!InspectorData.realPath(root).equals(InspectorData.realPath(dir))) {
                throw new IllegalArgumentException("not recording " + dir + ": its memory is in " + root + "; record that");
            }
        } else {
            err.println("note: " + dir + " is in no known memory format yet: recording every text file in it");
        }
        if (GitHistory.ofWorkTree(dir, files).isPresent()) {
            throw new IllegalArgumentException("not recording " + dir + ": its memory files are in a git work tree, whose"
                    + " commits are its history (uncommitted changes show as the version worktree)");
        }
        return files;
    }

    /** Prints a line per recorded version, escaped; trouble goes to the error stream. */
    private record Lines(Path dir, PrintWriter out, PrintWriter err) implements Recorder.Listener {
        @Override
        public void recorded(String id, List<String> files, boolean gap) {
            synchronized (out) {
                out.println(dir + " " + id + (gap ? " gap" : "") + " " + Escape.text(String.join(", ", files)));
                out.flush();
            }
        }

        @Override
        public void trouble(String message) {
            synchronized (err) {
                err.println(Escape.text(message));
                err.flush();
            }
        }
    }
}
