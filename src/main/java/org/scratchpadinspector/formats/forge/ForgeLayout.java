package org.scratchpadinspector.formats.forge;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Where a Forge workspace keeps what reaches disk: {@code <workspace>/.forge/context/} (the TUI's snapshots),
 * {@code .forge/memories/} (long-term memory, another format's to read) and {@code .forge/artifacts/execution.json}
 * (a headless run's report). DIR may be the workspace, its {@code .forge}, or a folder of snapshots. Recognising
 * reads names and the first 4 KiB of at most the three newest snapshots.
 */
final class ForgeLayout {
    static final Pattern SNAPSHOT = Pattern.compile("\\d{8}-\\d{6}-context\\.json");
    private static final Pattern HEAD = Pattern.compile("^\\uFEFF?\\s*\\{\\s*\"(exported_at|workspace|token_summary|messages)\"\\s*:");
    private static final int MAX_LISTED = 10_000;
    /**
     * Snapshots known by their names only (none of the newest three opens like one yet): as sure as the long-term
     * memories' look at a workspace, and asked first, so the broken snapshots are shown rather than hidden.
     */
    private static final double NAMES_ONLY = 0.5;

    /**
     * What was found.
     *
     * @param context    the folder of snapshots
     * @param forge      the {@code .forge} folder, or null when DIR is a bare folder of snapshots
     * @param confidence 0 to 1
     * @param words      the evidence
     */
    record Found(Path context, Path forge, double confidence, String words) {
        List<Path> companions() {
            return forge != null && Files.isDirectory(forge.resolve("memories")) ? List.of(forge.resolve("memories"))
                    : List.of();
        }
    }

    private ForgeLayout() {
    }

    static Found find(Path dir) {
        List<Found> candidates = List.of(
                new Found(dir.resolve(".forge").resolve("context"), dir.resolve(".forge"), 0.95, "a Forge workspace"),
                new Found(dir.resolve("context"), dir, 0.95, "a .forge folder"),
                new Found(dir, isForge(dir.getParent()) && "context".equals(name(dir)) ? dir.getParent() : null, 0.9,
                        "a folder of context snapshots"));
        for (Found c : candidates) {
            List<Path> snapshots = snapshots(c.context());
            if (snapshots.isEmpty()) {
                continue;
            }
            boolean shaped = false;
            for (int i = snapshots.size() - 1; i >= Math.max(0, snapshots.size() - 3) && !shaped; i--) {
                String head = head(snapshots.get(i));
                shaped = head != null && HEAD.matcher(head).find();
            }
            return new Found(c.context(), c.forge(), shaped ? c.confidence() : NAMES_ONLY, c.words() + " with "
                    + snapshots.size() + " context snapshot(s)" + (shaped ? "" : " (by their names only)"));
        }
        return null;
    }

    /** The snapshot files directly in the folder, by name (their time stamps); at most 10,000 entries looked at. */
    static List<Path> snapshots(Path folder) {
        List<Path> found = new ArrayList<>();
        if (!Files.isDirectory(folder)) {
            return found;
        }
        int seen = 0;
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder)) {
            for (Path p : entries) {
                if (++seen > MAX_LISTED) {
                    break;
                }
                if (SNAPSHOT.matcher(p.getFileName().toString()).matches()) {
                    found.add(p);
                }
            }
        } catch (IOException | java.nio.file.DirectoryIteratorException e) {
            return found;
        }
        found.sort(java.util.Comparator.comparing(p -> p.getFileName().toString()));
        return found;
    }

    /** Entries of the folder that are not snapshots (counted, not read). */
    static long strays(Path folder) {
        try (var entries = Files.list(folder)) {
            return entries.limit(MAX_LISTED).filter(p -> !SNAPSHOT.matcher(p.getFileName().toString()).matches())
                    .count();
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }

    private static boolean isForge(Path p) {
        return p != null && ".forge".equals(name(p));
    }

    private static String name(Path p) {
        return p == null || p.getFileName() == null ? "" : p.getFileName().toString();
    }

    private static String head(Path file) {
        if (!Files.isRegularFile(file) || Files.isSymbolicLink(file)) {
            return null;
        }
        try (InputStream in = Files.newInputStream(file)) {
            return new String(in.readNBytes(4096), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return null;
        }
    }
}
