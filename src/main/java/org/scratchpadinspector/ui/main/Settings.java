package org.scratchpadinspector.ui.main;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.scratchpadinspector.engine.files.Locations;

/**
 * The few things the window remembers between runs (recent directories, theme), in a properties file:
 * {@code $XDG_CONFIG_HOME/scratchpad-inspector/settings.properties}, or the path in {@code -Dinspector.settings}.
 * Blocking I/O: call it through the task runner.
 */
public final class Settings {
    private static final int MAX_RECENT = 10;
    private final Path file;

    public Settings(Path file) {
        this.file = file;
    }

    public static Settings standard() {
        String override = System.getProperty("inspector.settings");
        if (override != null) {
            return new Settings(Path.of(override));
        }
        String xdg = System.getenv("XDG_CONFIG_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".config");
        return new Settings(base.resolve("scratchpad-inspector").resolve("settings.properties"));
    }

    public synchronized List<Path> recentDirectories() {
        Properties p = load();
        List<Path> recent = new ArrayList<>();
        for (int i = 0; i < MAX_RECENT; i++) {
            String value = p.getProperty("recent." + i);
            if (value != null) {
                recent.add(Path.of(value));
            }
        }
        return recent;
    }

    /** Moves {@code dir} to the front of the recent list and returns the new list (a remote one goes to its own). */
    public synchronized List<Path> rememberDirectory(Path dir) {
        if (!Locations.isLocal(dir)) {
            rememberRemote(Locations.display(dir.toAbsolutePath().normalize()));
            return recentDirectories();
        }
        List<Path> recent = new ArrayList<>(recentDirectories());
        Path normalized = dir.toAbsolutePath().normalize();
        recent.remove(normalized);
        recent.add(0, normalized);
        Properties p = load();
        for (int i = 0; i < MAX_RECENT; i++) {
            if (i < recent.size()) {
                p.setProperty("recent." + i, recent.get(i).toString());
            } else {
                p.remove("recent." + i);
            }
        }
        store(p);
        return recent.subList(0, Math.min(MAX_RECENT, recent.size()));
    }

    /** The ssh:// directories opened lately, newest first. */
    public synchronized List<String> recentRemote() {
        Properties p = load();
        List<String> recent = new ArrayList<>();
        for (int i = 0; i < MAX_RECENT; i++) {
            String value = p.getProperty("recent.remote." + i);
            if (value != null) {
                recent.add(value);
            }
        }
        return recent;
    }

    /** Moves {@code address} to the front of the remote list and returns the new list. */
    public synchronized List<String> rememberRemote(String address) {
        List<String> recent = new ArrayList<>(recentRemote());
        recent.remove(address);
        recent.add(0, address);
        Properties p = load();
        for (int i = 0; i < MAX_RECENT; i++) {
            if (i < recent.size()) {
                p.setProperty("recent.remote." + i, recent.get(i));
            } else {
                p.remove("recent.remote." + i);
            }
        }
        store(p);
        return recent.subList(0, Math.min(MAX_RECENT, recent.size()));
    }

    /** How often a directory on another machine is listed to see what changed (default 2 s, at least 200 ms). */
    public synchronized java.time.Duration remotePollInterval() {
        try {
            long millis = Long.parseLong(load().getProperty("remote.poll_millis", "2000").trim());
            return java.time.Duration.ofMillis(Math.max(200, millis));
        } catch (NumberFormatException e) {
            return org.scratchpadinspector.engine.watch.PollingWatcher.DEFAULT_INTERVAL;
        }
    }

    public synchronized void setRemotePollInterval(java.time.Duration interval) {
        Properties p = load();
        p.setProperty("remote.poll_millis", Long.toString(interval.toMillis()));
        store(p);
    }

    public synchronized boolean darkTheme() {
        return Boolean.parseBoolean(load().getProperty("theme.dark", "false"));
    }

    public synchronized void setDarkTheme(boolean dark) {
        Properties p = load();
        p.setProperty("theme.dark", Boolean.toString(dark));
        store(p);
    }

    /** The window's remembered layout: split positions and shown panes, by name ("split.main.2" → "0.25"). */
    public synchronized java.util.Map<String, String> layout() {
        java.util.Map<String, String> layout = new java.util.HashMap<>();
        Properties p = load();
        for (String key : p.stringPropertyNames()) {
            if (key.startsWith("layout.")) {
                layout.put(key.substring("layout.".length()), p.getProperty(key));
            }
        }
        return layout;
    }

    public synchronized void setLayout(String name, String value) {
        Properties p = load();
        p.setProperty("layout." + name, value);
        store(p);
    }

    /** How long a cycle without _after may show no sign of life and still count as running (default 15 min). */
    public synchronized java.time.Duration staleAfter() {
        try {
            return org.scratchpadinspector.format.SourceOptions.parseStaleLimit(load().getProperty("liveness.stale_after", "15m"));
        } catch (IllegalArgumentException e) {
            return org.scratchpadinspector.format.SourceOptions.DEFAULT_STALE_AFTER;
        }
    }

    public synchronized void setStaleAfter(java.time.Duration limit) {
        Properties p = load();
        p.setProperty("liveness.stale_after", org.scratchpadinspector.format.SourceOptions.describeStaleLimit(limit));
        store(p);
    }

    /** The one-cycle command remembered for a scratchpad directory (Command mode), if any. */
    public synchronized java.util.Optional<CycleCommandSetting> cycleCommand(Path dir) {
        Properties p = load();
        String key = commandKey(dir);
        String line = p.getProperty(key + ".line");
        if (line == null) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(new CycleCommandSetting(line, p.getProperty(key + ".workdir", ""),
                parseSeconds(p.getProperty(key + ".timeout"))));
    }

    public synchronized void rememberCycleCommand(Path dir, CycleCommandSetting setting) {
        Properties p = load();
        String key = commandKey(dir);
        p.setProperty(key + ".line", setting.commandLine());
        p.setProperty(key + ".workdir", setting.workingDirectory());
        p.setProperty(key + ".timeout", Long.toString(setting.timeoutSeconds()));
        store(p);
    }

    /** The command the last re-run used to run one cycle in a fork ("Re-run this cycle with an edit"), if any. */
    public synchronized java.util.Optional<String> rerunCommand() {
        return java.util.Optional.ofNullable(load().getProperty("rerun.command"));
    }

    public synchronized void rememberRerunCommand(String commandLine) {
        Properties p = load();
        p.setProperty("rerun.command", commandLine);
        store(p);
    }

    /** A remembered one-cycle command: the command line, its working directory and its timeout. */
    public record CycleCommandSetting(String commandLine, String workingDirectory, long timeoutSeconds) {
    }

    private static String commandKey(Path dir) {
        return "command." + dir.toAbsolutePath().normalize();
    }

    private static long parseSeconds(String text) {
        try {
            return text == null ? 300 : Math.max(1, Long.parseLong(text.trim()));
        } catch (NumberFormatException e) {
            return 300;
        }
    }

    private Properties load() {
        Properties p = new Properties();
        if (Files.isRegularFile(file)) {
            try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                p.load(r);
            } catch (IOException | IllegalArgumentException e) {
                // unreadable settings are not worth an error: start from defaults
            }
        }
        return p;
    }

    private void store(Properties p) {
        try {
            Files.createDirectories(file.getParent());
            Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
            try (Writer w = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
                p.store(w, "Scratchpad Inspector");
            }
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            // settings are a convenience; failing to save them must not disturb the operator
        }
    }
}
