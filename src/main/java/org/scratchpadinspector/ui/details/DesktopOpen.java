package org.scratchpadinspector.ui.details;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Hands a file or folder to the desktop's default application through its opener command ({@code xdg-open}, else
 * {@code gio open}). Blocking (it starts a process and waits for its verdict): call it through the task runner.
 */
final class DesktopOpen {
    /** Openers that start the application and exit report by then; one still running has started a viewer it waits on. */
    private static final long VERDICT_SECONDS = 10;
    private final List<String> command;

    /** @param command the opener and its leading arguments (the path is added last); empty: the desktop has none */
    DesktopOpen(List<String> command) {
        this.command = List.copyOf(command);
    }

    /** The opener found on {@code PATH}: xdg-open, else gio open, else none. */
    static DesktopOpen standard() {
        String path = System.getenv("PATH");
        for (String dir : (path == null ? "" : path).split(File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, "xdg-open"))) {
                return new DesktopOpen(List.of("xdg-open"));
            }
        }
        for (String dir : (path == null ? "" : path).split(File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, "gio"))) {
                return new DesktopOpen(List.of("gio", "open"));
            }
        }
        return new DesktopOpen(List.of());
    }

    /** Opens {@code target}; null when the desktop took it, else why not, in one line. */
    String open(Path target) throws InterruptedException {
        if (command.isEmpty()) {
            return "this desktop has no opener (install xdg-utils for xdg-open)";
        }
        List<String> line = new ArrayList<>(command);
        line.add(target.toString());
        Path output = null;
        try {
            output = Files.createTempFile("inspector-open-", ".txt");
            Process process = new ProcessBuilder(line).redirectErrorStream(true)
                    .redirectOutput(output.toFile()).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                    .start();
            if (!process.waitFor(VERDICT_SECONDS, TimeUnit.SECONDS)) {
                return null; // still running: it waits on the viewer it started
            }
            if (process.exitValue() == 0) {
                return null;
            }
            String said = firstLine(output);
            return command.get(0) + " failed (exit " + process.exitValue() + ")" + (said.isEmpty() ? "" : ": " + said);
        } catch (IOException e) {
            return command.get(0) + " could not be started: " + e.getMessage();
        } finally {
            if (output != null) {
                try {
                    Files.deleteIfExists(output);
                } catch (IOException ignored) {
                    // a temporary file of a few bytes left behind
                }
            }
        }
    }

    private static String firstLine(Path output) throws IOException {
        for (String text : Files.readAllLines(output, StandardCharsets.UTF_8)) {
            if (!text.isBlank()) {
                return text.strip().length() > 200 ? text.strip().substring(0, 200) + "…" : text.strip();
            }
        }
        return "";
    }
}
