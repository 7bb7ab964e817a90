package org.scratchpadinspector.testsupport;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * The Markdown memory samples, generated for real by {@code scratchpad-samples/markdown-memory/generator} (with their
 * git histories) once per test JVM into {@code target/}: a nested {@code .git} cannot be committed, so the samples
 * are made where they are read.
 */
public final class MarkdownMemorySamples {
    public static final Path GENERATOR = Path.of("scratchpad-samples/markdown-memory/generator").toAbsolutePath();
    private static Path generated;

    private MarkdownMemorySamples() {
    }

    public static synchronized Path dir() {
        if (generated == null) {
            Path out = Path.of("target", "markdown-memory-samples", UUID.randomUUID().toString()).toAbsolutePath();
            Python.run("import runpy, sys\nsys.argv = ['make_samples.py', r'" + out + "']\nsys.path.insert(0, r'"
                    + GENERATOR + "')\nrunpy.run_path(r'" + GENERATOR.resolve("make_samples.py") + "', run_name='__main__')\n", "");
            generated = out;
        }
        return generated;
    }

    /** The names of the samples ({@code claude-code}, {@code hermes} ...), from their expected.json files. */
    public static List<String> names() {
        List<String> names = new ArrayList<>();
        try (var files = Files.list(dir())) {
            files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".expected.json")).sorted()
                    .forEach(n -> names.add(n.substring(0, n.length() - ".expected.json".length())));
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        return names;
    }

    public static JsonNode expected(String name) {
        try {
            return new ObjectMapper().readTree(dir().resolve(name + ".expected.json").toFile());
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /** The directory {@code ls} is given for a sample. */
    public static Path memory(String name) {
        return dir().resolve(expected(name).get("dir").asText());
    }

    /**
     * A copy of sample {@code name} (from the top of its git work tree, history included) under {@code into}, whose
     * first memory file by name is replaced by a symbolic link to {@code outside}; returns the copy's memory directory.
     */
    public static Path copyWithLinkOut(String name, Path into, Path outside) throws IOException {
        Path memory = memory(name);
        Path top = memory;
        while (top.getParent() != null && top.startsWith(dir()) && !Files.exists(top.resolve(".git"))) {
            top = top.getParent();
        }
        if (!Files.exists(top.resolve(".git"))) {
            top = memory;
        }
        Path copiedTop = SampleCopy.copy(top, into.resolve("copy"));
        Path copied = copiedTop.resolve(top.relativize(memory).toString());
        Path first;
        try (var files = Files.walk(copied)) {
            first = files.filter(p -> p.getFileName().toString().endsWith(".md") && Files.isRegularFile(p)
                            && !copiedTop.relativize(p).toString().contains(".git"))
                    .sorted().findFirst().orElseThrow(() -> new AssertionError("no memory file in " + copied));
        }
        Files.delete(first);
        Files.createSymbolicLink(first, outside);
        return copied;
    }
}
