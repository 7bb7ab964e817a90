package org.scratchpadinspector.formats.markdownmemory;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.scratchpadinspector.format.Detection;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.format.UnitJson;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.testsupport.MarkdownMemorySamples;

/**
 * Each system's sample, generated with its git history, lists exactly the versions its generator scripted: the
 * same ids in the same order, and for each its time, author, message, files_changed, sections_changed, status and
 * flags (and a Forge memory's own fields), as {@code ls --json} prints them.
 */
class MarkdownMemorySamplesTest {
    static List<String> samples() {
        return MarkdownMemorySamples.names();
    }

    @ParameterizedTest
    @MethodSource("samples")
    void everyVersionPrintsAsTheGeneratorScriptedIt(String sample) throws Exception {
        JsonNode expected = MarkdownMemorySamples.expected(sample);
        Path dir = MarkdownMemorySamples.memory(sample);
        Detection detection = Formats.registry().detect(dir);
        assertThat(detection.found()).as(detection.message()).isTrue();
        assertThat(detection.provider().name()).isEqualTo(expected.get("format").asText());
        MemorySource source = detection.provider().open(detection.recognition(), SourceOptions.NOW, Cancellation.NONE);
        List<JsonNode> printed = source.units().stream().map(u -> (JsonNode) UnitJson.toJson(u)).toList();
        List<String> printedIds = printed.stream().map(u -> u.get("id").asText()).toList();
        List<String> expectedIds = new ArrayList<>();
        expected.get("units").forEach(u -> expectedIds.add(u.get("id").asText()));
        assertThat(printedIds).isEqualTo(expectedIds);
        for (int i = 0; i < printed.size(); i++) {
            JsonNode want = expected.get("units").get(i);
            for (Iterator<Map.Entry<String, JsonNode>> it = want.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> field = it.next();
                assertThat(printed.get(i).get(field.getKey())).as("%s %s %s", sample, want.get("id").asText(), field.getKey())
                        .isEqualTo(field.getValue());
            }
            assertThat(printed.get(i).get("problems").size()).as("one problem line per rule broken in %s",
                    want.get("id").asText()).isGreaterThanOrEqualTo(want.get("flags").size());
        }
    }

    @ParameterizedTest
    @MethodSource("samples")
    void aSecondListingFromTheCacheOfEarlierWalksPrintsTheSame(String sample) throws Exception {
        Path dir = MarkdownMemorySamples.memory(sample);
        Detection detection = Formats.registry().detect(dir);
        List<JsonNode> first = detection.provider().open(detection.recognition(), SourceOptions.NOW, Cancellation.NONE)
                .units().stream().map(u -> (JsonNode) UnitJson.toJson(u)).toList();
        List<JsonNode> again = detection.provider().open(detection.recognition(), SourceOptions.NOW, Cancellation.NONE)
                .units().stream().map(u -> (JsonNode) UnitJson.toJson(u)).toList();
        assertThat(again).isEqualTo(first);
    }
}
