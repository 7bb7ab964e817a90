package org.scratchpadinspector.formats.recursivecontext;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.scratchpadinspector.engine.files.SymlinkCheck;

/**
 * A look at the start of a JSON file without reading it whole: the top-level shape and the field names of the
 * first object (for a list: of its first element), from at most {@link #BYTES} bytes.
 */
final class JsonPeek {
    static final int BYTES = 64 * 1024;
    private static final JsonFactory JSON = new JsonFactory();

    /**
     * @param top    the first token (a list, an object ...), null when the start is not JSON or the file is empty
     * @param fields the field names of the first object seen, in order (possibly cut short by the byte limit)
     * @param empty  the top level is an empty list
     */
    record Shape(JsonToken top, List<String> fields, boolean empty) {
        boolean hasField(String... names) {
            for (String name : names) {
                if (fields.contains(name)) {
                    return true;
                }
            }
            return false;
        }
    }

    private JsonPeek() {
    }

    static Shape of(Path file) {
        if (!Files.isRegularFile(file) || SymlinkCheck.refusal(file) != null) {
            return new Shape(null, List.of(), false);
        }
        byte[] head;
        try (InputStream in = Files.newInputStream(file)) {
            head = in.readNBytes(BYTES);
        } catch (IOException e) {
            return new Shape(null, List.of(), false);
        }
        JsonToken top = null;
        List<String> fields = new ArrayList<>();
        boolean empty = false;
        try (JsonParser parser = JSON.createParser(head)) {
            top = parser.nextToken();
            JsonToken next = top == JsonToken.START_ARRAY ? parser.nextToken() : top;
            empty = top == JsonToken.START_ARRAY && next == JsonToken.END_ARRAY;
            if (next == JsonToken.START_OBJECT) {
                JsonToken token;
                while ((token = parser.nextToken()) != null && token != JsonToken.END_OBJECT) {
                    if (token == JsonToken.FIELD_NAME) {
                        fields.add(parser.currentName());
                    } else if (token.isStructStart()) {
                        parser.skipChildren();
                    }
                }
            }
        } catch (IOException e) {
            // the head ends mid-value or is not JSON: what was seen so far is the evidence
        }
        return new Shape(top, fields, empty);
    }
}
