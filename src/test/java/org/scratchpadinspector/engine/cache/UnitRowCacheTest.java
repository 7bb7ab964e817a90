package org.scratchpadinspector.engine.cache;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitStatus;

class UnitRowCacheTest {
    @TempDir
    Path dir;

    private static Unit row(String id) {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("learner", "zo\u00eb \u202e");
        fields.put("steps", 3);
        fields.put("tools", List.of("lookup", "parse_error"));
        fields.put("finished", null);
        fields.put("ratio", 0.5);
        fields.put("big", 12_345_678_901L);
        fields.put("ok", true);
        return new Unit("testformat", "correction", new UnitId(id, "1 " + id),
                new UnitStatus("incomplete", Severity.WARNING, null), List.of("continuity_break"),
                List.of(id + ".json: line 3, column 1: the file ends before the JSON is complete"), fields,
                List.of("before", "after"));
    }

    @Test
    void aRowSavedByOneRunIsGivenBackWholeToTheNextWhileItsFileIsUnchanged() throws Exception {
        Path trace = Files.writeString(dir.resolve("a.json"), "{}");
        long[] stamp = UnitRowCache.stamp(trace);
        UnitRowCache first = UnitRowCache.open("testformat", "1", dir);
        assertThat(first.get("a.json", stamp)).isNull();
        first.put("a.json", stamp, row("a"));
        first.save(dir, "testformat");

        UnitRowCache again = UnitRowCache.open("testformat", "1", dir);
        assertThat(again.get("a.json", stamp)).isEqualTo(row("a"));
        assertThat(again.get("a.json", new long[] {stamp[0] + 1, stamp[1]})).as("another size").isNull();
        assertThat(again.get("a.json", new long[] {stamp[0], stamp[1] + 1})).as("another time").isNull();
        assertThat(UnitRowCache.open("testformat", "2", dir).get("a.json", stamp)).as("other rules").isNull();
        assertThat(UnitRowCache.open("otherformat", "1", dir).get("a.json", stamp)).as("other format").isNull();
    }

    @Test
    void rowsNoRunAskedForAreDroppedSoTheCacheFollowsTheFolder() throws Exception {
        long[] a = UnitRowCache.stamp(Files.writeString(dir.resolve("a.json"), "{}"));
        long[] b = UnitRowCache.stamp(Files.writeString(dir.resolve("b.json"), "{}"));
        UnitRowCache first = UnitRowCache.open("testformat", "1", dir);
        first.put("a.json", a, row("a"));
        first.put("b.json", b, row("b"));
        first.save(dir, "testformat");
        UnitRowCache second = UnitRowCache.open("testformat", "1", dir);
        assertThat(second.get("a.json", a)).isNotNull();
        second.save(dir, "testformat");
        UnitRowCache third = UnitRowCache.open("testformat", "1", dir);
        assertThat(third.get("a.json", a)).isEqualTo(row("a"));
        assertThat(third.get("b.json", b)).isNull();
    }

    @Test
    void aLinkOrAFolderHasNoStampAndIsNeverCached() throws Exception {
        Path target = Files.writeString(dir.resolve("t.json"), "{}");
        Path link = Files.createSymbolicLink(dir.resolve("l.json"), target);
        assertThat(UnitRowCache.stamp(link)).isNull();
        assertThat(UnitRowCache.stamp(dir)).isNull();
        assertThat(UnitRowCache.stamp(dir.resolve("absent.json"))).isNull();
        UnitRowCache cache = UnitRowCache.open("testformat", "1", dir);
        cache.put("l.json", null, row("l"));
        assertThat(cache.get("l.json", null)).isNull();
    }

    @Test
    void aTornOrForeignCacheFileIsIgnoredAndReplaced() throws Exception {
        long[] a = UnitRowCache.stamp(Files.writeString(dir.resolve("a.json"), "{}"));
        UnitRowCache first = UnitRowCache.open("testformat", "1", dir);
        first.put("a.json", a, row("a"));
        first.save(dir, "testformat");
        List<Path> files = new ArrayList<>();
        try (var stream = Files.list(CacheSwitch.folder("units"))) {
            stream.filter(p -> p.getFileName().toString().startsWith("testformat-")).forEach(files::add);
        }
        for (Path file : files) {
            byte[] bytes = Files.readAllBytes(file);
            Files.write(file, Arrays.copyOf(bytes, bytes.length / 2));
        }
        UnitRowCache torn = UnitRowCache.open("testformat", "1", dir);
        assertThat(torn.get("a.json", a)).isNull();
        torn.put("a.json", a, row("a"));
        torn.save(dir, "testformat");
        assertThat(UnitRowCache.open("testformat", "1", dir).get("a.json", a)).isEqualTo(row("a"));
    }

    @Test
    void withCachingOffNothingIsKeptBetweenRuns() throws Exception {
        long[] a = UnitRowCache.stamp(Files.writeString(dir.resolve("a.json"), "{}"));
        CacheSwitch.setDisabledByOption(true);
        try {
            UnitRowCache off = UnitRowCache.open("testformat", "1", dir);
            off.put("a.json", a, row("a"));
            off.save(dir, "testformat");
            assertThat(off.get("a.json", a)).isNull();
        } finally {
            CacheSwitch.setDisabledByOption(false);
        }
        assertThat(UnitRowCache.open("testformat", "1", dir).get("a.json", a)).isNull();
    }
}
