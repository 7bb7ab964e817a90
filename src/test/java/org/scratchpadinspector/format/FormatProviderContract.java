package org.scratchpadinspector.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.formats.Formats;

/**
 * What every format provider promises, run against a sample folder of its format. Each provider's test extends
 * this and names its provider and a sample directory (a fresh copy or a freshly generated one).
 */
public abstract class FormatProviderContract {
    @TempDir
    protected Path contractTemp;

    protected abstract FormatProvider provider();

    /** A folder in this format with at least one unit; the contract may read it but never writes into it. */
    protected abstract Path sample() throws Exception;

    @Test
    void recognisesItsOwnSample() throws Exception {
        Recognition r = provider().recognise(sample());
        assertThat(r.recognised()).as("recognition of %s", sample()).isTrue();
        assertThat(r.evidence()).isNotBlank();
    }

    @Test
    void theRegistryDetectsItsSampleAsThisFormat() throws Exception {
        Detection d = Formats.registry().detect(sample());
        assertThat(d.found()).as(d.message()).isTrue();
        assertThat(d.provider().name()).isEqualTo(provider().name());
    }

    @Test
    void isRegisteredUnderItsName() {
        assertThat(Formats.registry().byName(provider().name())).isNotNull();
    }

    @Test
    void doesNotRecogniseAFolderOfUnrelatedFiles() throws IOException {
        Path unrelated = Files.createDirectories(contractTemp.resolve("unrelated"));
        Files.writeString(unrelated.resolve("a.json"), "{\"hello\": [1, 2, 3]}");
        Files.writeString(unrelated.resolve("notes.txt"), "nothing here\n");
        Files.writeString(unrelated.resolve("config.yaml"), "name: x\n");
        Files.createDirectories(unrelated.resolve("sub")).resolve("b.json");
        Files.writeString(unrelated.resolve("sub/b.json"), "[]");
        assertThat(provider().recognise(unrelated).recognised()).isFalse();
    }

    @Test
    void doesNotRecogniseAnEmptyFolder() throws IOException {
        Path empty = Files.createDirectories(contractTemp.resolve("empty"));
        assertThat(provider().recognise(empty).recognised()).isFalse();
    }

    @Test
    void everyUnitCarriesTheFormatAKindAndAUniqueIdInOrder() throws Exception {
        List<Unit> units = open().units();
        assertThat(units).isNotEmpty();
        List<UnitId> ids = new ArrayList<>();
        for (Unit unit : units) {
            assertThat(unit.format()).isEqualTo(provider().name());
            assertThat(unit.kind()).isNotBlank();
            assertThat(unit.status().key()).isNotBlank();
            ids.add(unit.id());
        }
        assertThat(ids).doesNotHaveDuplicates().isSorted();
    }

    @Test
    void unitsAreHandedOutAsTheyAreSummarisedInTheOrderReturned() throws Exception {
        List<Unit> handed = new ArrayList<>();
        List<Unit> returned = open().units(Cancellation.NONE, handed::add);
        assertThat(handed).isEqualTo(returned);
    }

    @Test
    void everyUnitHasADetailWithTheStatesItDeclares() throws Exception {
        MemorySource source = open();
        for (Unit unit : source.units()) {
            UnitDetail detail = source.detail(unit.id(), Cancellation.NONE).orElseThrow(
                    () -> new AssertionError("no detail for " + unit.id()));
            assertThat(detail.unit().id()).isEqualTo(unit.id());
            assertThat(detail.states().stream().map(s -> s.name()).toList()).isEqualTo(unit.states());
        }
    }

    @Test
    void anIdThatNoUnitHasHasNoDetail() throws Exception {
        assertThat(open().detail(UnitId.of("no-such-unit#999"), Cancellation.NONE)).isEmpty();
    }

    @Test
    void findTakesTheIdAsTyped() throws Exception {
        MemorySource source = open();
        Unit first = source.units().get(0);
        assertThat(source.find(first.id().text())).contains(first.id());
    }

    @Test
    void readingNeverWritesIntoTheDirectory() throws Exception {
        Path dir = sample();
        Map<String, Long> before = tree(dir);
        MemorySource source = open();
        for (Unit unit : source.units()) {
            source.detail(unit.id(), Cancellation.NONE);
        }
        source.search("a", Cancellation.NONE);
        assertThat(tree(dir)).isEqualTo(before);
    }

    @Test
    void eachUnitPrintsAsJsonWithTheCommonFieldsFirst() throws Exception {
        Unit unit = open().units().get(0);
        List<String> names = new ArrayList<>();
        UnitJson.toJson(unit).fieldNames().forEachRemaining(names::add);
        assertThat(names).containsSubsequence("format", "kind", "id", "status", "flags", "problems");
    }

    /**
     * Replaces one of the memory's own files in {@code sample} (a fresh copy of the sample) by a symbolic link to
     * {@code outside}, a file elsewhere on the disk, as a hostile or careless folder would hold it.
     */
    protected abstract void plantLinkOutside(Path sample, Path outside) throws Exception;

    /** A file's content no sample holds: found anywhere in what the source gives, it was read through the link. */
    private static final String SECRET = "SECRETKEY4242";

    @Test
    void aFileLinkedOutOfTheDirectoryIsNamedWithItsTargetAndItsBytesAreNeverShown() throws Exception {
        Path outside = Files.createDirectories(contractTemp.resolve("elsewhere")).resolve("id_rsa");
        Files.writeString(outside, SECRET + "\n");
        plantLinkOutside(sample(), outside);

        MemorySource source = open();
        List<String> said = new ArrayList<>(source.notes());
        for (Unit unit : source.units()) {
            said.addAll(unit.problems());
            if (unit.status().reason() != null) {
                said.add(unit.status().reason());
            }
            UnitDetail detail = source.detail(unit.id(), Cancellation.NONE).orElseThrow();
            for (var state : detail.states()) {
                assertThat(state.text()).as("state %s of %s", state.name(), unit.id()).doesNotContain(SECRET);
                assertThat(state.problems()).as("problems of %s", unit.id()).noneMatch(p -> p.contains(SECRET));
                if (state.raw() != null) {
                    assertThat(new String(state.raw(), java.nio.charset.StandardCharsets.ISO_8859_1)).doesNotContain(SECRET);
                }
            }
            assertThat(detail.changes()).noneMatch(c -> c.contains(SECRET));
            assertThat(detail.timeline()).noneMatch(e -> (e.title() + e.detail()).contains(SECRET));
        }
        assertThat(said).noneMatch(line -> line.contains(SECRET));
        String target = outside.toRealPath().toString();
        assertThat(said).as("a line names the link's target").anyMatch(line -> line.contains(target));
        assertThat(source.search(SECRET, Cancellation.NONE)).isEmpty();
    }

    /** The options the contract opens the sample with; a format judged by time names its sample's time. */
    protected SourceOptions options() {
        return SourceOptions.NOW;
    }

    protected MemorySource open() throws Exception {
        return provider().open(provider().recognise(sample()), options(), Cancellation.NONE);
    }

    private static Map<String, Long> tree(Path dir) throws IOException {
        Map<String, Long> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.toList()) {
                files.put(dir.relativize(p).toString(), Files.isDirectory(p) ? -1 : Files.getLastModifiedTime(p).toMillis() * 31 + Files.size(p));
            }
        }
        return files;
    }
}
