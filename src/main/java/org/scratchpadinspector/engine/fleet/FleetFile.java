package org.scratchpadinspector.engine.fleet;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.scratchpadinspector.format.Untrusted;
import org.scratchpadinspector.engine.remote.RemoteAddress;

/**
 * A fleet file: a YAML or JSON list of {@code {name, dir}} (or a mapping whose {@code agents} is that list). A
 * {@code dir} is a local path, relative to the file's own folder, or an {@code ssh://} address; a missing name is
 * the directory's last part. Anything else is refused with one line that says where.
 */
public final class FleetFile {
    static final long MAX_BYTES = 1024 * 1024;
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    private FleetFile() {
    }

    /** The entries of {@code file}, in its order. @throws IllegalArgumentException one line saying what is wrong */
    public static List<FleetEntry> read(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("fleet file " + file + (Files.exists(file) ? " is not a file" : " does not exist"));
        }
        if (Files.size(file) > MAX_BYTES) {
            throw new IllegalArgumentException("fleet file " + file + " is over 1 MiB: not a list of agents");
        }
        JsonNode root;
        try {
            root = YAML.readTree(Files.readAllBytes(file));
        } catch (IOException e) {
            String message = e.getMessage() == null ? e.toString() : e.getMessage().lines().findFirst().orElse("");
            throw new IllegalArgumentException("fleet file " + file + " is not YAML or JSON: " + Untrusted.line(message));
        }
        if (root != null && root.isObject() && root.has("agents")) {
            root = root.get("agents");
        }
        if (root == null || !root.isArray()) {
            throw new IllegalArgumentException("fleet file " + file + " must be a list of {name, dir} (or agents: that list)");
        }
        Path base = file.toAbsolutePath().getParent();
        List<FleetEntry> entries = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (int i = 0; i < root.size(); i++) {
            JsonNode item = root.get(i);
            String where = "fleet file " + file + " entry " + (i + 1);
            String dir;
            String name;
            if (item.isTextual()) {
                dir = item.asText();
                name = null;
            } else if (item.isObject() && item.path("dir").isTextual()) {
                dir = item.get("dir").asText();
                name = item.path("name").isValueNode() && !item.path("name").isNull() ? item.get("name").asText() : null;
            } else {
                throw new IllegalArgumentException(where + " has no dir: each entry is {name: ..., dir: ...}");
            }
            if (dir.isBlank()) {
                throw new IllegalArgumentException(where + " has an empty dir");
            }
            entries.add(entry(name, dir, base, where, names));
        }
        return entries;
    }

    /** Entries for DIRs given on the command line, named by their last part. */
    public static List<FleetEntry> ofDirs(List<String> dirs) {
        List<FleetEntry> entries = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (String dir : dirs) {
            entries.add(entry(null, dir, null, dir, names));
        }
        return entries;
    }

    private static FleetEntry entry(String name, String dir, Path base, String where, Set<String> names) {
        String resolved = dir;
        if (!RemoteAddress.isRemote(dir)) {
            Path p = Path.of(dir);
            resolved = (base != null && !p.isAbsolute() ? base.resolve(p) : p.toAbsolutePath()).normalize().toString();
        } else {
            RemoteAddress.parse(dir); // a malformed address is the file's fault: said now, with where
        }
        String shown = name == null || name.isBlank() ? lastPart(resolved) : name;
        String unique = shown;
        for (int k = 2; !names.add(unique); k++) {
            unique = shown + " (" + k + ")";
        }
        return new FleetEntry(unique, resolved);
    }

    private static String lastPart(String dir) {
        String trimmed = dir.endsWith("/") && dir.length() > 1 ? dir.substring(0, dir.length() - 1) : dir;
        int slash = trimmed.lastIndexOf('/');
        return slash >= 0 && slash < trimmed.length() - 1 ? trimmed.substring(slash + 1) : trimmed;
    }
}
