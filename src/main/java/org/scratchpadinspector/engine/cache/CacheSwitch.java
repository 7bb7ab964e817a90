package org.scratchpadinspector.engine.cache;

import java.nio.file.Path;

/**
 * Whether the inspector keeps summaries between runs, and where: the user's cache folder ({@code $XDG_CACHE_HOME}
 * or {@code ~/.cache}, then {@code scratchpad-inspector/}), never the agent's directory. {@code --no-cache} or the
 * environment variable {@value #DISABLE_ENV} turns every cache of the process off.
 */
public final class CacheSwitch {
    /** Set (to anything but empty or 0) to turn the caches off, as {@code --no-cache} does. */
    public static final String DISABLE_ENV = "SCRATCHPAD_INSPECTOR_NO_CACHE";

    private static volatile boolean disabledByOption;

    private CacheSwitch() {
    }

    /** {@code --no-cache}: every cache of this process is off (until reset with false). */
    public static void setDisabledByOption(boolean disabled) {
        disabledByOption = disabled;
    }

    /** Whether caching is off for this process. */
    public static boolean disabled() {
        String off = System.getenv(DISABLE_ENV);
        return disabledByOption || off != null && !off.isEmpty() && !off.equals("0");
    }

    /** {@code <user cache>/scratchpad-inspector/<name>}, or null when the caches are off or there is no home. */
    public static Path folder(String name) {
        if (disabled()) {
            return null;
        }
        Path base = userCacheHome();
        return base == null ? null : base.resolve("scratchpad-inspector").resolve(name);
    }

    static Path userCacheHome() {
        String xdg = System.getenv("XDG_CACHE_HOME");
        if (xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute()) {
            return Path.of(xdg);
        }
        String home = System.getProperty("user.home");
        return home == null || home.isBlank() ? null : Path.of(home, ".cache");
    }
}
