package org.scratchpadinspector.ui.timetravel;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import org.scratchpadinspector.model.UnitId;

/** Where a fork goes unless the operator says otherwise: beside the source root, named after it and the unit. */
final class ForkDestinations {
    private ForkDestinations() {
    }

    /**
     * {@code ROOT-fork-ID} beside {@code root}, or {@code ROOT-fork-ID-2}, {@code -3}... when taken; an id's
     * characters that a folder name should not hold ({@code /}, {@code #}, spaces) become {@code -}. Blocking.
     */
    static Path suggest(Path root, UnitId id) {
        Path parent = root.toAbsolutePath().normalize().getParent();
        String base = (root.getFileName() == null ? "run" : root.getFileName().toString()) + "-fork-"
                + id.text().replaceAll("[^A-Za-z0-9._-]", "-");
        Path candidate = parent == null ? Path.of(base) : parent.resolve(base);
        for (int n = 2; Files.exists(candidate, LinkOption.NOFOLLOW_LINKS) && n < 1000; n++) {
            candidate = candidate.resolveSibling(base + "-" + n);
        }
        return candidate;
    }
}
