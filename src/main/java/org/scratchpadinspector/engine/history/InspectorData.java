package org.scratchpadinspector.engine.history;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * The inspector's own data folder, never the agent's directory: {@code -Dinspector.data}, else
 * {@code $XDG_DATA_HOME/scratchpad-inspector}, else {@code ~/.local/share/scratchpad-inspector}. A directory's
 * recorded history lives in {@code history/<name>-<16 hex digits of the SHA-256 of its real path>}.
 */
public final class InspectorData {
    public static final String PROPERTY = "inspector.data";

    private InspectorData() {
    }

    public static Path root() {
        String override = System.getProperty(PROPERTY);
        if (override != null && !override.isBlank()) {
            return Path.of(override);
        }
        String xdg = System.getenv("XDG_DATA_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".local", "share");
        return base.resolve("scratchpad-inspector");
    }

    /** The journal of the inspector's writes into {@code dir} (edits, restores), one JSON object a line. */
    public static Path journalOf(Path dir) {
        return root().resolve("journal").resolve(historyOf(dir).getFileName() + ".jsonl");
    }

    /** The folder of {@code dir}'s recorded history (it may not exist). */
    public static Path historyOf(Path dir) {
        Path real = realPath(dir);
        String name = real.getFileName() == null ? "root" : real.getFileName().toString()
                .replaceAll("[^A-Za-z0-9._-]", "_").toLowerCase(Locale.ROOT);
        if (name.length() > 40) {
            name = name.substring(0, 40);
        }
        String hash = sha256(real.toString()).substring(0, 16);
        return root().resolve("history").resolve(name + "-" + hash);
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this Java runtime", e);
        }
    }

    /** The directory's real path, or its normalised absolute path when it cannot be resolved. */
    public static Path realPath(Path dir) {
        try {
            return dir.toRealPath();
        } catch (IOException e) {
            return dir.toAbsolutePath().normalize();
        }
    }

    /** Whether {@code path} lies inside the inspector's data folder (a directory must never record itself). */
    public static boolean isInside(Path path) {
        Path data = realPath(root());
        return Files.exists(data) && realPath(path).startsWith(data);
    }
}
