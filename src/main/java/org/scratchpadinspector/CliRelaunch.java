package org.scratchpadinspector;

import org.scratchpadinspector.model.OwnsThreads;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Runs a subcommand of a plain {@code java -jar} in a JVM tuned for a one-shot command (decision 0073): the C1
 * compiler alone and the serial collector, with the jar's class archive when the build left one beside it. On two
 * cores the optimising compiler's thread took a third of the CPU of listing 100,000 cycles, and loading and
 * verifying a thousand classes from the jar took most of a small listing. A JAR cannot choose its JVM's options,
 * so this JVM starts that one with the same arguments, passes it its terminal, and exits with its code; that JVM
 * ends when this one is gone ({@link ParentWatch}).
 *
 * <p>Left alone: a JVM given options of its own (on its command line or in {@code JDK_JAVA_OPTIONS}), a class path
 * that is not one jar, no {@code java} beside this JVM, and {@code -Dinspector.relaunch=false}.
 */
@OwnsThreads("relays the child JVM's output while it runs")
final class CliRelaunch {
    /**
     * C1 and the serial collector (decision 0073); up to half the memory for the heap, not a quarter: a command
     * reads one directory and exits, and a 50 MB value read and shown needs about 400 MB (decision 0096).
     */
    static final List<String> TUNING = List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-XX:MaxRAMPercentage=50");
    /**
     * Where Linux says whether a program may ask for transparent huge pages ({@code [always]} or {@code [madvise]}
     * selected). A listing allocates hundreds of MB of short-lived values, and the heap's first touches of its
     * young generation were page faults; with 2 MB pages the kernel takes 512 times fewer (decision 0179).
     */
    static final Path HUGE_PAGES_SETTING = Path.of("/sys/kernel/mm/transparent_hugepage/enabled");
    /** The class archive written by the build beside the jar ({@code scratchpad-inspector.jar} → {@code .jsa}). */
    static final String ARCHIVE_SUFFIX = ".jsa";

    private CliRelaunch() {
    }

    /** The command that runs {@code args} in a tuned JVM, or empty when this JVM should run them. */
    static Optional<List<String>> childCommand(String[] args) {
        if ("false".equals(System.getProperty(CollectorRelaunch.OPT_OUT)) || System.getenv("JDK_JAVA_OPTIONS") != null) {
            return Optional.empty();
        }
        // no lambda or method reference on this path: linking the first one costs a JVM that only starts another
        String[] own = ProcessHandle.current().info().arguments().orElse(null);
        List<String> ownArguments = own == null ? List.of() : List.of(own);
        String classPath = System.getProperty("java.class.path", "");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        return childCommand(ownArguments, classPath, java, args, HUGE_PAGES_SETTING);
    }

    static Optional<List<String>> childCommand(List<String> ownArguments, String classPath, Path java, String[] args) {
        return childCommand(ownArguments, classPath, java, args, null);
    }

    /** {@code hugePagesSetting}: the file saying whether transparent huge pages may be asked for, or null. */
    static Optional<List<String>> childCommand(List<String> ownArguments, String classPath, Path java, String[] args,
            Path hugePagesSetting) {
        // "java -jar X.jar ...": the arguments start with -jar, so no JVM option was chosen by the operator
        if (ownArguments.isEmpty() || !ownArguments.get(0).equals("-jar") || classPath.isBlank()
                || classPath.contains(File.pathSeparator) || !classPath.endsWith(".jar")
                || !Files.isExecutable(java)) {
            return Optional.empty();
        }
        List<String> command = new ArrayList<>();
        command.add(java.toString());
        command.addAll(TUNING);
        if (hugePagesSetting != null && hugePagesOffered(hugePagesSetting)) {
            // asked for only where offered: elsewhere the JVM would print a warning into the command's output
            command.add("-XX:+UseTransparentHugePages");
        }
        Path archive = Path.of(classPath.substring(0, classPath.length() - ".jar".length()) + ARCHIVE_SUFFIX).toAbsolutePath();
        if (Files.isRegularFile(archive)) {
            // the JVM checks the archive against the jar itself and starts without it when they do not match
            command.add("-XX:SharedArchiveFile=" + archive);
            command.add("-Xlog:cds*=off");
            command.add("-Xlog:class+path=off");
        }
        command.add("-D" + CollectorRelaunch.OPT_OUT + "=false");
        command.add(ParentWatch.option());
        command.add("-cp");
        command.add(Path.of(classPath).toAbsolutePath().toString());
        command.add(Launcher.class.getName());
        command.addAll(List.of(args));
        return Optional.of(command);
    }

    /** Whether the kernel's setting ({@code always [madvise] never}) lets a program ask for huge pages. */
    static boolean hugePagesOffered(Path setting) {
        try {
            String selected = Files.readString(setting);
            return selected.contains("[always]") || selected.contains("[madvise]");
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** Runs the command with this process's terminal: its exit code, or empty when it could not be started. */
    static Optional<Integer> run(List<String> command) {
        Process child;
        try {
            child = new ProcessBuilder(command).inheritIO().start();
        } catch (IOException e) {
            return Optional.empty();
        }
        Thread stopChild = new Thread(new StopChild(child), "stop-command-jvm");
        Runtime.getRuntime().addShutdownHook(stopChild);
        int code;
        while (true) {
            try {
                code = child.waitFor();
                break;
            } catch (InterruptedException e) {
                child.destroy();
            }
        }
        try {
            Runtime.getRuntime().removeShutdownHook(stopChild);
        } catch (IllegalStateException shuttingDown) {
            // this JVM is being stopped too: the hook has stopped the command, whose code is passed on
        }
        return Optional.of(code);
    }

    /** Stops the command's JVM when this one is stopped (a class, not a method reference: see childCommand). */
    private record StopChild(Process child) implements Runnable {
        @Override
        public void run() {
            child.destroy();
        }
    }
}
