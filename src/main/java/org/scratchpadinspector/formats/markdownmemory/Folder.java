package org.scratchpadinspector.formats.markdownmemory;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** What recognition may look at: names in a folder and the first bytes of a small file; it never writes. */
final class Folder {
    private static final int NAMES_LOOKED_AT = 500;
    private static final int HEAD_BYTES = 4096;

    private Folder() {
    }

    /** The names in {@code dir} (at most a few hundred), sorted; empty when it cannot be listed. */
    static List<String> names(Path dir) {
        List<String> names = new ArrayList<>();
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(dir)) {
            for (Path p : stream) {
                names.add(p.getFileName().toString());
                if (names.size() == NAMES_LOOKED_AT) {
                    break;
                }
            }
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
        names.sort(null);
        return names;
    }

    static boolean file(Path p) {
        return Files.isRegularFile(p);
    }

    static boolean dir(Path p) {
        return Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS) || Files.isDirectory(p);
    }

    /** The first few KiB of a file as text (malformed bytes replaced), or "" when it cannot be read. */
    static String head(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return new String(in.readNBytes(HEAD_BYTES), StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }

    /** The folder's own name, or "" for a root. */
    static String name(Path dir) {
        Path real = dir.toAbsolutePath().normalize();
        return real.getFileName() == null ? "" : real.getFileName().toString();
    }

    /** The names of the folders above {@code dir}, nearest first (from its absolute, normalised path). */
    static List<String> ancestors(Path dir) {
        List<String> names = new ArrayList<>();
        Path p = dir.toAbsolutePath().normalize().getParent();
        while (p != null && p.getFileName() != null) {
            names.add(p.getFileName().toString());
            p = p.getParent();
        }
        return names;
    }

    static boolean hidden(String relativePath) {
        for (String part : relativePath.split("/")) {
            if (part.startsWith(".")) {
                return true;
            }
        }
        return false;
    }
}
