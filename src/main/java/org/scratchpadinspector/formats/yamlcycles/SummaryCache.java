package org.scratchpadinspector.formats.yamlcycles;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.scratchpadinspector.engine.files.Locations;

/**
 * Cycle summaries kept between runs in the user's cache folder ({@code $XDG_CACHE_HOME} or {@code ~/.cache},
 * then {@code scratchpad-inspector/summaries/}), one file per scratchpad, so that listing cycles nobody touched
 * since the last look reads no snapshot again. Nothing is ever written into the agent's directory.
 *
 * <p>A summary is reused only while every file it was computed from is unchanged (same size and modification
 * time): the cycle's {@code _before}, {@code _after} and log, and the previous cycle's file it was compared
 * with. Whether a cycle without {@code _after} is running or interrupted is judged again at every read; summaries
 * that depend on this process (a parse stopped at its deadline, a last good read kept for a half-written file, a symlink, a file modified in the last two seconds)
 * are never stored. A scratchpad on another machine is keyed by its host and path. A damaged or foreign cache file is ignored with one line at most; the folder is bounded in
 * size; files are replaced by an atomic rename, so two processes at once never leave a torn file.
 */
public final class SummaryCache {
    /** Set (to anything but empty or 0) to turn the cache off, as {@code --no-cache} does. */
    public static final String DISABLE_ENV = org.scratchpadinspector.engine.cache.CacheSwitch.DISABLE_ENV;
    public static final long DEFAULT_MAX_BYTES = 64L * 1024 * 1024;
    /** Off for every session of this cache. */
    public static final SummaryCache DISABLED = new SummaryCache(null, 0, s -> { });

    private final Path folder;
    private final long maxBytes;
    private final Consumer<String> warnings;
    private final AtomicBoolean warned = new AtomicBoolean();
    private final String rules = SummaryRulesVersion.current();

    /**
     * @param folder   where the cache files go; null turns the cache off
     * @param maxBytes the bound of the folder's size: the least recently written files go first
     * @param warnings receives at most one line (a damaged cache file, a folder that cannot be written)
     */
    public SummaryCache(Path folder, long maxBytes, Consumer<String> warnings) {
        this.folder = folder == null ? null : folder.toAbsolutePath().normalize();
        this.maxBytes = maxBytes;
        this.warnings = warnings;
    }

    /** The user's cache, or {@link #DISABLED} when {@code --no-cache}, the environment or no home says so. */
    public static SummaryCache forUser() {
        Path folder = org.scratchpadinspector.engine.cache.CacheSwitch.folder("summaries");
        return folder == null ? DISABLED : new SummaryCache(folder, DEFAULT_MAX_BYTES,
                line -> System.err.println("note: " + line));
    }

    /** {@code --no-cache}: every later {@link #forUser()} of this process is off (until reset with false). */
    public static void setDisabledByOption(boolean disabled) {
        org.scratchpadinspector.engine.cache.CacheSwitch.setDisabledByOption(disabled);
    }

    static Path userCacheHome() {
        String xdg = System.getenv("XDG_CACHE_HOME");
        if (xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute()) {
            return Path.of(xdg);
        }
        String home = System.getProperty("user.home");
        return home == null || home.isBlank() ? null : Path.of(home, ".cache");
    }

    public boolean isEnabled() {
        return folder != null;
    }

    /** The file that holds {@code location}'s summaries, or null when the cache is off for it. */
    Path fileFor(ScratchpadLocation location) {
        if (folder == null) {
            return null;
        }
        Path dir = location.directory().toAbsolutePath().normalize();
        Path root = location.logsDirectory() == null ? dir : location.logsDirectory().toAbsolutePath().normalize().getParent();
        if (folder.startsWith(dir) || root != null && folder.startsWith(root)) {
            return null; // viewing never writes into the agent's directory
        }
        return folder.resolve(nameOf(owner(location)) + ".bin");
    }

    /** What a cache file belongs to: the scratchpad directory and where its logs are read from. */
    static String owner(ScratchpadLocation location) {
        Path logs = location.logsDirectory();
        return Locations.key(location.directory()) + "\nlogs: " + (logs == null ? "none" : Locations.key(logs));
    }

    /** A session for one pass over {@code index}, loaded from this scratchpad's cache file. */
    public SummaryCacheSession open(ScratchpadLocation location, CycleIndex index) {
        Path file = fileFor(location);
        if (file == null) {
            return SummaryCacheSession.off(location, index);
        }
        String owner = owner(location);
        SummaryCacheFile.Loaded entries = SummaryCacheFile.Loaded.EMPTY;
        try {
            if (Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                entries = SummaryCacheFile.load(Files.readAllBytes(file), owner, rules);
            }
        } catch (SummaryCacheFile.Refused e) {
            warnOnce("summary cache " + file + " ignored: " + e.getMessage());
        } catch (IOException e) {
            warnOnce("summary cache " + file + " ignored: " + e.getMessage());
        }
        return new SummaryCacheSession(this, file, owner, location, index, entries);
    }

    /** Writes {@code kept} as {@code file} by temp file and atomic rename, then trims the folder. */
    void save(Path file, String owner, List<SummaryCacheFile.Kept> kept, SummaryCacheFile.Loaded loaded) {
        byte[] bytes = SummaryCacheFile.write(owner, rules, kept, loaded);
        if (bytes.length > maxBytes) {
            return;
        }
        Path temp = null;
        try {
            Files.createDirectories(folder);
            temp = Files.createTempFile(folder, file.getFileName().toString(), ".tmp");
            Files.write(temp, bytes);
            Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            temp = null;
            SummaryCacheBound.trim(folder, maxBytes, file);
        } catch (IOException | RuntimeException e) {
            warnOnce("summary cache not saved in " + folder + ": " + e.getMessage());
        } finally {
            if (temp != null) {
                try {
                    Files.deleteIfExists(temp);
                } catch (IOException ignored) {
                    // a leftover temp file is removed by a later trim
                }
            }
        }
    }

    String rules() {
        return rules;
    }

    private void warnOnce(String line) {
        if (warned.compareAndSet(false, true)) {
            warnings.accept(line);
        }
    }

    /** {size, modified nanos} of a regular file (not followed when a link), {-1, -1} when absent, null otherwise. */
    static long[] stamp(Path file) {
        try {
            BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            if (!a.isRegularFile()) {
                return null;
            }
            return new long[] {a.size(), a.lastModifiedTime().to(TimeUnit.NANOSECONDS)};
        } catch (java.nio.file.NoSuchFileException e) {
            return new long[] {-1, -1};
        } catch (IOException e) {
            return null;
        }
    }

    static boolean isRacy(long modifiedNanos, long nowNanos) {
        return modifiedNanos > nowNanos - RegularFiles.RACY_NANOS;
    }

    /**
     * 32 hex digits from two 64-bit hashes of {@code owner} (FNV-1a and a multiplicative one): a name per
     * scratchpad without the start-up of a message digest. Two owners under one name would only miss: the file
     * names its owner, and a pass over another's file reads nothing from it.
     */
    static String nameOf(String owner) {
        byte[] bytes = owner.getBytes(StandardCharsets.UTF_8);
        long fnv = 0xcbf29ce484222325L;
        long mul = 0x9E3779B97F4A7C15L;
        for (byte b : bytes) {
            fnv = (fnv ^ (b & 0xff)) * 0x100000001b3L;
            mul = (mul + (b & 0xff)) * 0xBF58476D1CE4E5B9L;
            mul ^= mul >>> 31;
        }
        return HexFormat.of().toHexDigits(fnv) + HexFormat.of().toHexDigits(mul);
    }
}
