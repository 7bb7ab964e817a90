package org.scratchpadinspector.ui.units;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/** The committed demo sample and what it was scripted to produce. */
final class DemoSample {
    static final Path ROOT = Path.of("scratchpad-samples/demo");

    private DemoSample() {
    }

    /** id → status key, from expected.json. */
    static Map<String, String> expectedStatuses() {
        try {
            JsonNode cycles = new ObjectMapper().readTree(ROOT.resolve("expected.json").toFile()).get("cycles");
            Map<String, String> out = new TreeMap<>();
            cycles.forEach(c -> out.put(c.get("id").asText(), c.get("status").asText()));
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A copy of the demo under {@code dir} whose running cycle shows a sign of life now. */
    static Path liveCopyTo(Path dir) throws IOException {
        return org.scratchpadinspector.testsupport.SampleCopy.live(ROOT, dir);
    }

    /** A copy of the demo agent root under {@code dir}. */
    static Path copyTo(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(ROOT)) {
            for (Path source : (Iterable<Path>) files::iterator) {
                Path target = dir.resolve(ROOT.relativize(source).toString());
                if (Files.isDirectory(source)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(source, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
        return dir;
    }
}
