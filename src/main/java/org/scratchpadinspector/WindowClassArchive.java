package org.scratchpadinspector;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Optional;
import java.util.zip.CRC32;

/**
 * The class archive of the window's JVM (decision 0039): a CDS archive of the classes the window loaded, which
 * that JVM maps instead of loading, verifying and linking them again (about half the time to the first window).
 * JDK 17 does not create it by itself: the first window's JVM writes it when it exits
 * ({@code -XX:ArchiveClassesAtExit}, to a file of its own, moved into place by the waiting JVM), every later one
 * maps it ({@code -XX:SharedArchiveFile}). Its name holds a hash of the JVM and of the class path's files, so a
 * new jar or JDK gets a new archive and the old ones are removed. CDS's own log lines are off: a stale or
 * unusable archive is skipped silently, as the JVM then starts without it.
 *
 * <p>Where: {@code $XDG_CACHE_HOME/scratchpad-inspector/}, else {@code ~/.cache/scratchpad-inspector/};
 * {@code -Dinspector.classArchive=false} turns it off.
 */
final class WindowClassArchive {
    static final String OPT_OUT = "inspector.classArchive";
    private static final String PREFIX = "window-";
    private static final String SUFFIX = ".jsa";

    private final Path archive;
    private final Path pending;

    private WindowClassArchive(Path archive, Path pending) {
        this.archive = archive;
        this.pending = pending;
    }

    /** The archive for this class path in {@code cacheDir}, or empty when the class path cannot be read. */
    static Optional<WindowClassArchive> in(Path cacheDir, String classPath, String jvmIdentity) {
        try {
            // CRC-32 and String's hash, not a MessageDigest: its security providers cost the start tens of ms, and a
            // name that collided would only make the JVM refuse the archive, which it checks against the class path
            StringBuilder stamps = new StringBuilder(jvmIdentity).append('\n');
            for (String entry : classPath.split(java.io.File.pathSeparator)) {
                Path file = Path.of(entry).toAbsolutePath();
                stamps.append(file).append('|').append(Files.size(file)).append('|')
                        .append(Files.getLastModifiedTime(file).toMillis()).append('\n');
            }
            CRC32 crc = new CRC32();
            crc.update(stamps.toString().getBytes(StandardCharsets.UTF_8));
            String name = PREFIX + Long.toHexString(crc.getValue()) + Integer.toHexString(stamps.toString().hashCode());
            return Optional.of(new WindowClassArchive(cacheDir.resolve(name + SUFFIX),
                    cacheDir.resolve(name + "." + ProcessHandle.current().pid() + ".tmp")));
        } catch (IOException | RuntimeException unreadable) {
            return Optional.empty();
        }
    }

    /** This JVM's: empty when opted out or when the cache directory cannot be made. */
    static Optional<WindowClassArchive> forThisJvm() {
        if ("false".equals(System.getProperty(OPT_OUT))) {
            return Optional.empty();
        }
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
        Path dir = base.resolve("scratchpad-inspector");
        try {
            Files.createDirectories(dir);
        } catch (IOException | RuntimeException cannot) {
            return Optional.empty();
        }
        String jvm = System.getProperty("java.home") + "|" + System.getProperty("java.vm.version");
        return in(dir, System.getProperty("java.class.path", ""), jvm);
    }

    /**
     * The child JVM's options: map the archive, or write it at exit when there is none yet. A JVM that crashes writes
     * its report beside the archive, not into the directory the window was started from (often the agent's memory,
     * where a stray hs_err file would be listed): JDK 17 can crash while it writes the archive at exit if the window is
     * ended by a signal while classes are still loading (decision 0079).
     */
    List<String> options() {
        String use = Files.isRegularFile(archive) ? "-XX:SharedArchiveFile=" + archive
                : "-XX:ArchiveClassesAtExit=" + pending;
        return List.of(use, "-Xlog:cds*=off", "-Xlog:class+path=off", "-XX:ErrorFile=" + crashReport());
    }

    /** Where the window's JVM writes a crash report ({@code %p}: its process id). */
    Path crashReport() {
        return archive.resolveSibling("window-crash-%p.log");
    }

    /**
     * After the child ended: the archive it wrote replaces the older ones if it ended well; one written by a JVM that
     * failed holds only the classes of its failure and is dropped. Failures leave things as they were.
     */
    void settle(boolean endedWell) {
        try {
            if (!Files.isRegularFile(pending)) {
                return;
            }
            if (!endedWell || Files.size(pending) == 0) {
                Files.deleteIfExists(pending);
                return;
            }
            Files.move(pending, archive, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            try (DirectoryStream<Path> old = Files.newDirectoryStream(archive.getParent(), PREFIX + "*" + SUFFIX)) {
                for (Path other : old) {
                    if (!other.equals(archive)) {
                        Files.deleteIfExists(other);
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            // the next window simply writes it again
        }
    }

    Path archive() {
        return archive;
    }

    Path pending() {
        return pending;
    }
}
