package org.scratchpadinspector.formats.yamlcycles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.pyyaml.YamlProblem;
import org.scratchpadinspector.pyyaml.YamlReader;

/**
 * Finds the scratchpad directory of an agent root, the way the agent itself does: the real agent reads
 * {@code scratchpad_path} (the path of its active.yaml, relative to its working directory, the root) from
 * {@code config/config.yaml}, and defaults to {@code scratchpads/active.yaml}; older versions and the seed use
 * {@code scratchpad/}.
 */
final class AgentRoot {
    static final String CONFIG = "config/config.yaml";
    static final String CONFIG_KEY = "scratchpad_path";
    private static final List<String> NAMES = List.of("scratchpads", "scratchpad");
    private static final long MAX_CONFIG_BYTES = 1024 * 1024;

    private AgentRoot() {
    }

    /**
     * The scratchpad directory for {@code given} (the directory itself when it is one), or null when none is
     * there.
     *
     * @throws IllegalArgumentException when the config names a live file not called active.yaml
     */
    static Path scratchpadOf(Path given) {
        Path configured = configured(given);
        if (configured != null && Files.isDirectory(configured)) {
            return configured;
        }
        if (ScratchpadLocation.hasSnapshots(given)) {
            return given;
        }
        for (String name : NAMES) {
            if (ScratchpadLocation.looksLikeScratchpad(given.resolve(name))) {
                return given.resolve(name);
            }
        }
        if (Files.exists(given.resolve(ScratchpadLocation.ACTIVE))) {
            return given;
        }
        for (String name : NAMES) {
            if (Files.isDirectory(given.resolve(name))) {
                return given.resolve(name);
            }
        }
        Path own = given.getFileName();
        return own != null && NAMES.contains(own.toString()) ? given : null;
    }

    /** The settings of {@code config/config.yaml}, or an empty map when there is no readable one. */
    static Map<String, Object> settings(Path root) {
        Path config = root.resolve(CONFIG);
        try {
            if (!Files.isRegularFile(config) || Files.size(config) > MAX_CONFIG_BYTES) {
                return Map.of();
            }
            return YamlReader.parseMapping(Files.readAllBytes(config));
        } catch (IOException | YamlProblem | RuntimeException e) {
            return Map.of(); // the agent could not start with this config either
        }
    }

    /** The agent's {@code max_iterations}: the config's, else its default, 5. */
    static int maxIterations(Path root) {
        Object value = settings(root).get("max_iterations");
        return value instanceof Integer n && n > 0 ? n : 5;
    }

    /** The agent's rules file: the config's {@code rules_path}, else {@code config/rules.md}, from the root. */
    static Path rules(Path root) {
        Object value = settings(root).get("rules_path");
        String path = value instanceof String text && !text.isBlank() ? text.strip() : "config/rules.md";
        try {
            return root.resolve(path).normalize();
        } catch (InvalidPathException e) {
            return root.resolve("config/rules.md");
        }
    }

    /** The directory {@code config/config.yaml} names, or null when there is no readable setting. */
    private static Path configured(Path root) {
        Object value = settings(root).get(CONFIG_KEY);
        if (!(value instanceof String text) || text.isBlank()) {
            return null;
        }
        Path path;
        try {
            path = root.resolve(text.strip()).normalize();
        } catch (InvalidPathException e) {
            return null;
        }
        if (Files.isDirectory(path)) {
            return path;
        }
        String name = path.getFileName() == null ? "" : path.getFileName().toString();
        if (!name.equals(ScratchpadLocation.ACTIVE)) {
            throw new IllegalArgumentException(root.resolve(CONFIG) + " sets " + CONFIG_KEY + " to " + text.strip()
                    + ": the inspector reads a scratchpad whose live file is named " + ScratchpadLocation.ACTIVE);
        }
        return path.getParent();
    }
}
