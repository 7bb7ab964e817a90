package org.scratchpadinspector.engine.blame;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.engine.edit.Hashes;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.FieldPath;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.testformat.TinyFormat;
import org.scratchpadinspector.testformat.TinySource;

/** Blame and churn on the test-only format: the rules hold for any History, not for one format's files. */
class BlameOverAnyHistoryTest {
    @TempDir
    Path dir;

    /**
     * s1: the agent sets the goal. Between s1 and s2 the goal changes (a hand edit), and so does saved_at, which
     * this agent stamps itself. Between s2 and s3 the inspector's journaled edit sets notes. After s3 the memory now
     * differs in goal.
     */
    static final String STEPS = """
            {"id": "s1", "before": {"goal": "draft", "notes": "", "saved_at": 1}, "after": {"goal": "write", "notes": "", "saved_at": 1}}
            {"id": "s2", "before": {"goal": "ship", "notes": "", "saved_at": 2}, "after": {"goal": "ship", "notes": "", "saved_at": 2}}
            {"id": "s3", "before": {"goal": "ship", "notes": "ask", "saved_at": 3}, "after": {"goal": "ship", "notes": "ask", "saved_at": 3}}
            """;

    /** The tiny agent stamps saved_at when it saves, as seed 000's stamps last_updated. */
    static final class StampingSource extends TinySource {
        StampingSource(Path dir) {
            super(dir);
        }

        @Override
        public boolean agentWritesBetweenUnits(FieldPath path) {
            return path.section().equals("saved_at");
        }
    }

    JournalAttribution journal() {
        JournalEntry edit = JournalEntry.of(Instant.parse("2026-04-01T10:00:00Z"), JournalEntry.How.FILE,
                        JournalEntry.Status.APPLIED, "replace notes", List.of("notes"))
                .withCycle("s2", false).withHashes("a", "b").withWritten(Instant.parse("2026-04-01T10:00:00Z"),
                        Map.of("notes", Hashes.fingerprint("ask")));
        return JournalAttribution.of(List.of(edit));
    }

    @Test
    void theAgentTheInspectorAndOutsideAreToldApartByTheirPlaceInTheHistoryAndTheJournal() throws Exception {
        TinySource source = new StampingSource(TinyFormat.write(dir, STEPS,
                "{\"goal\": \"celebrate\", \"notes\": \"ask\", \"saved_at\": 3}"));

        Blame.Report goal = Blame.of(source, journal(), FieldPath.parse("goal"), Cancellation.NONE);
        Blame.Report notes = Blame.of(source, journal(), FieldPath.parse("notes"), Cancellation.NONE);
        Blame.Report stamp = Blame.of(source, journal(), FieldPath.parse("saved_at"), Cancellation.NONE);

        assertThat(goal.changes()).extracting(FieldChangeRecord::unit, FieldChangeRecord::by).containsExactly(
                tuple(null, Attribution.OUTSIDE), tuple(UnitId.of("s2"), Attribution.OUTSIDE),
                tuple(UnitId.of("s1"), Attribution.AGENT));
        assertThat(goal.changes().get(0).detail()).isEqualTo("memory.json differs from the newest step's end; no step has read it yet");
        assertThat(goal.changes().get(1).detail()).isEqualTo("continuity break: differs from the previous step's end");
        assertThat(notes.changes()).singleElement().extracting(FieldChangeRecord::by).isEqualTo(Attribution.INSPECTOR);
        assertThat(stamp.changes()).extracting(FieldChangeRecord::by).containsOnly(Attribution.AGENT).hasSize(2);
        assertThat(goal.firstPoint().label()).isEqualTo("s1:before");
    }

    @Test
    void churnLeavesOutTheFieldTheAgentStampsAndCountsEachWriterApart() throws Exception {
        TinySource source = new StampingSource(TinyFormat.write(dir, STEPS, null));

        Churn.Report report = Churn.of(source, journal(), Cancellation.NONE);

        assertThat(report.units()).isEqualTo(3);
        assertThat(report.sections()).extracting(Churn.SectionChurn::section).containsExactly("goal", "notes");
        assertThat(report.sections().get(0)).extracting(Churn.SectionChurn::agent, Churn.SectionChurn::outside)
                .containsExactly(1, 1);
        assertThat(report.sections().get(1).inspector()).isEqualTo(1);
    }
}
