package org.scratchpadinspector.formats.yamlcycles;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Keeps the summary cache folder under its size bound: the least recently written files are removed first. */
final class SummaryCacheBound {
    /** A temp file this old was left by a process that died while writing. */
    private static final long LEFTOVER_MILLIS = 60 * 60 * 1000L;

    private record CacheFile(Path path, long size, long modified) {
    }

    private SummaryCacheBound() {
    }

    static void trim(Path folder, long maxBytes, Path keep) throws IOException {
        List<CacheFile> files = new ArrayList<>();
        long now = System.currentTimeMillis();
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(folder)) {
            for (Path p : stream) {
                BasicFileAttributes a = Files.readAttributes(p, BasicFileAttributes.class);
                String name = p.getFileName().toString();
                if (name.endsWith(".tmp") && now - a.lastModifiedTime().toMillis() > LEFTOVER_MILLIS) {
                    Files.deleteIfExists(p);
                } else if (a.isRegularFile()) {
                    files.add(new CacheFile(p, a.size(), a.lastModifiedTime().toMillis()));
                }
            }
        }
        files.sort(Comparator.comparingLong(CacheFile::modified).reversed());
        long total = 0;
        for (CacheFile f : files) {
            total += f.size();
            if (total > maxBytes && !f.path().equals(keep)) {
                Files.deleteIfExists(f.path());
                total -= f.size();
            }
        }
    }
}
