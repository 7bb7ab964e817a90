package org.scratchpadinspector.agent.reference;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The cycle ids that have a before or after file, sorted, as sample_agent.py's existing_cycle_ids(). */
final class ExistingCycles {
    private static final Pattern CYCLE_FILE = Pattern.compile("^(\\d{8}_\\d{6})_(before|after)\\.yaml$");

    private ExistingCycles() {
    }

    static List<String> ids(Path scratchpad) {
        TreeSet<String> ids = new TreeSet<>();
        if (!Files.isDirectory(scratchpad)) {
            return List.of();
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(scratchpad)) {
            for (Path file : files) {
                Matcher m = CYCLE_FILE.matcher(file.getFileName().toString());
                if (m.matches()) {
                    ids.add(m.group(1));
                }
            }
        } catch (IOException e) {
            return List.of();
        }
        return new ArrayList<>(ids);
    }
}
