package org.scratchpadinspector.formats.miniagent;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitState;
import org.scratchpadinspector.testsupport.SampleCopy;

/**
 * A listed (or found) correction is read from the trace its id names, without listing the traces again; an id typed
 * bare is looked up among the names, and both give the same detail.
 */
class CorrectionLookupTest {
    private static final String FIRST = "20260407T093000Z_21636369.json";
    /** A later trace of the same correction: listed under its file's name, as the agent's folder can hold it. */
    private static final String REPEATED = "20260407T235959Z_21636369.json";

    @TempDir
    Path temp;

    private static MemorySource open(Path dir) throws Exception {
        MiniagentProvider provider = new MiniagentProvider();
        return provider.open(provider.recognise(dir), SourceOptions.NOW, Cancellation.NONE);
    }

    private static String shown(Optional<UnitDetail> detail) {
        UnitDetail d = detail.orElseThrow();
        StringBuilder out = new StringBuilder(d.unit().toString());
        for (UnitState s : d.states()) {
            out.append('\n').append(s.name()).append(": ").append(s.text()).append(s.problems());
        }
        d.timeline().forEach(e -> out.append('\n').append(e.time()).append(' ').append(e.title()));
        return out.toString();
    }

    private Path sampleWithARepeatedCorrection() throws Exception {
        Path dir = SampleCopy.copy(MiniagentProviderTest.COMMITTED, temp.resolve("32-tutor-demo"));
        Files.copy(dir.resolve("traces").resolve(FIRST), dir.resolve("traces").resolve(REPEATED));
        return dir;
    }

    @Test
    void everyCorrectionShowsTheSameByItsListedIdItsFoundIdAndItsTypedText() throws Exception {
        MemorySource source = open(sampleWithARepeatedCorrection());
        List<Unit> corrections = source.units().stream().filter(u -> u.kind().equals("correction")).toList();
        assertThat(corrections).hasSize(10);
        assertThat(corrections).extracting(u -> u.id().text()).contains("21636369", "20260407T235959Z_21636369");
        for (Unit unit : corrections) {
            String listed = shown(source.detail(unit.id(), Cancellation.NONE));
            UnitId found = source.find(unit.id().text()).orElseThrow();
            assertThat(found.sortKey()).isEqualTo(unit.id().sortKey());
            assertThat(shown(source.detail(found, Cancellation.NONE))).isEqualTo(listed);
            assertThat(shown(source.detail(UnitId.of(unit.id().text()), Cancellation.NONE))).isEqualTo(listed);
            assertThat(listed).startsWith(unit.toString());
        }
    }

    @Test
    void aListedCorrectionIsReadFromItsOwnTraceWhateverTheOtherTracesHold() throws Exception {
        Path dir = sampleWithARepeatedCorrection();
        MemorySource source = open(dir);
        Unit repeated = source.units().stream().filter(u -> u.id().text().equals("20260407T235959Z_21636369"))
                .findFirst().orElseThrow();
        String before = shown(source.detail(repeated.id(), Cancellation.NONE));
        try (var traces = Files.list(dir.resolve("traces"))) {
            for (Path other : traces.filter(p -> !p.getFileName().toString().equals(REPEATED)).toList()) {
                Files.writeString(other, "not a trace {", StandardCharsets.UTF_8);
            }
        }
        assertThat(shown(open(dir).detail(repeated.id(), Cancellation.NONE))).isEqualTo(before);
    }

    @Test
    void aListedIdReadsTheTraceItNamesNotTheOneItsTextWouldFindInTheFolderNow() throws Exception {
        Path dir = SampleCopy.copy(MiniagentProviderTest.COMMITTED, temp.resolve("32-tutor-demo"));
        MemorySource source = open(dir);
        UnitId listed = source.find("21636369").orElseThrow();
        String shown = shown(source.detail(listed, Cancellation.NONE));
        // an earlier trace of the same correction appears after the listing: by the names, the bare id is now its
        Path earlier = dir.resolve("traces").resolve("20260101T000000Z_21636369.json");
        Files.writeString(earlier, "not a trace {", StandardCharsets.UTF_8);
        assertThat(shown(source.detail(listed, Cancellation.NONE))).isEqualTo(shown);
        assertThat(source.detail(UnitId.of("21636369"), Cancellation.NONE).orElseThrow().unit().status().key())
                .isEqualTo("unreadable");
        assertThat(source.find("21636369").orElseThrow().sortKey()).isEqualTo("1 20260101T000000Z_21636369.json");
    }

    @Test
    void anIdWhoseTraceIsGoneIsLookedUpByItsTextAndAnIdTheNamesDoNotGiveIsNone() throws Exception {
        Path dir = sampleWithARepeatedCorrection();
        MemorySource source = open(dir);
        UnitId repeated = source.find("20260407T235959Z_21636369").orElseThrow();
        Files.delete(dir.resolve("traces").resolve(REPEATED));
        assertThat(source.detail(repeated, Cancellation.NONE)).isEmpty();
        // the first trace's id, with a sort key naming a file that gives another id: found by its text
        UnitId mismatched = new UnitId("21636369", "1 20260407T094000Z_5eb561a4.json");
        assertThat(source.detail(mismatched, Cancellation.NONE).orElseThrow().unit().id().sortKey())
                .isEqualTo("1 " + FIRST);
        assertThat(source.detail(new UnitId("no-such-correction", "1 " + FIRST), Cancellation.NONE)).isEmpty();
    }
}
