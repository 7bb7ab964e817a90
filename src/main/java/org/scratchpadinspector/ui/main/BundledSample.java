package org.scratchpadinspector.ui.main;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The demo agent root shipped inside the jar ({@code /samples/demo/…}), copied to a fresh temporary directory so
 * that opening it never touches the original and live writes into the copy are possible.
 */
public final class BundledSample {
    private static final String MARKER = "/samples/demo/expected.json";
    private static final String PREFIX = "scratchpad-demo-";

    private BundledSample() {
    }

    public static Path extract() throws IOException {
        URL marker = BundledSample.class.getResource(MARKER);
        if (marker == null) {
            throw new IOException("the bundled demo sample is missing from this build");
        }
        Path target = Files.createTempDirectory(PREFIX);
        try {
            URI uri = marker.toURI();
            if ("jar".equals(uri.getScheme())) {
                try (FileSystem jar = FileSystems.newFileSystem(uri, Map.of())) {
                    copyTree(jar.getPath(MARKER).getParent(), target);
                }
            } else {
                copyTree(Path.of(uri).getParent(), target);
            }
        } catch (URISyntaxException e) {
            throw new IOException(e);
        }
        return target.resolve("demo");
    }

    /** Whether {@code dir} is inside a copy made by {@link #extract()}. */
    public static boolean isCopy(Path dir) {
        Path tmp = Path.of(System.getProperty("java.io.tmpdir")).toAbsolutePath().normalize();
        Path given = dir.toAbsolutePath().normalize();
        return given.startsWith(tmp) && given.getNameCount() > tmp.getNameCount()
                && given.getName(tmp.getNameCount()).toString().startsWith(PREFIX);
    }

    private static void copyTree(Path source, Path targetParent) throws IOException {
        Path target = targetParent.resolve("demo");
        try (Stream<Path> files = Files.walk(source)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                Path out = target.resolve(source.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(out);
                } else {
                    Files.copy(p, out);
                }
            }
        }
    }
}
