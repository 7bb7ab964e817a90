package org.scratchpadinspector.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * {@code ls --json}'s output: one pretty-printed JSON array, written and flushed element by element as each is
 * produced, so a reader of the stream sees the first units while a slow file is still being read.
 */
final class JsonArrayStream {
    /** jackson-core alone for the generator: the seed-000 listing never needs the object mapper's start-up. */
    private static final JsonFactory JSON = new JsonFactory();

    /** For the formats whose units are trees; built on first use. */
    private static final class Trees {
        static final ObjectMapper MAPPER = new ObjectMapper();
    }

    private JsonArrayStream() {
    }

    /** Writes one tree element on a generator of {@link #writeEach}. */
    static void writeTree(JsonGenerator json, JsonNode element) throws IOException {
        Trees.MAPPER.writeTree(json, element);
    }

    /** Runs {@code produce}, which hands each element to the consumer it is given, inside one array. */
    static void write(PrintWriter out, Consumer<Consumer<JsonNode>> produce) throws IOException {
        writeEach(out, (json, flush) -> produce.accept(element -> {
            try {
                Trees.MAPPER.writeTree(json, element);
                flush.run();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }));
    }

    /**
     * Runs {@code produce}, which writes each element itself on the generator it is given (no tree per element)
     * and runs the flush it is given whenever it is about to wait for the next element, inside one array.
     */
    static void writeEach(PrintWriter out, BiConsumer<JsonGenerator, Runnable> produce) throws IOException {
        try (JsonGenerator json = JSON.createGenerator(out)) {
            json.configure(JsonGenerator.Feature.AUTO_CLOSE_TARGET, false);
            json.setPrettyPrinter(new DefaultPrettyPrinter());
            json.writeStartArray();
            produce.accept(json, () -> {
                try {
                    json.flush();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
            json.writeEndArray();
        }
        out.println();
        out.flush();
    }
}
