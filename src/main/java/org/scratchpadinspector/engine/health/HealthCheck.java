package org.scratchpadinspector.engine.health;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.scratchpadinspector.engine.blame.BreakExplainer;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Unit;

/**
 * The health of a source: its own findings ({@link HealthFindings}) or one line per failing, flagged or warning
 * unit, then every continuity break the edit journal explains turned into a notice naming the edit.
 */
public final class HealthCheck {
    /** The flag a unit carries when its start differs from the previous unit's end. */
    public static final String CONTINUITY_BREAK = "continuity_break";

    /**
     * The report.
     *
     * @param units    how many units the source lists
     * @param findings its lines, problems and notices, in order
     */
    public record Report(int units, List<Finding> findings) {
        /** A unit that fails is one problem, however many lines say why; a finding of no unit is one each. */
        public long problems() {
            return findings.stream().filter(Finding::problem).map(f -> f.unit() == null ? (Object) f : f.unit())
                    .distinct().count();
        }

        public boolean healthy() {
            return problems() == 0;
        }
    }

    private HealthCheck() {
    }

    public static Report of(MemorySource source, Cancellation cancel) {
        List<Unit> units = source.units(cancel, u -> { });
        Optional<HealthFindings> own = source.facet(HealthFindings.class);
        List<Finding> findings = own.isPresent() ? own.get().findings(cancel) : fromUnits(source, units, cancel);
        BreakExplainer breaks = BreakExplainer.of(source);
        List<Finding> out = new ArrayList<>(findings.size());
        for (Finding f : findings) {
            Optional<String> why = CONTINUITY_BREAK.equals(f.flag()) && f.unit() != null
                    ? breaks.explain(f.unit(), cancel) : Optional.empty();
            out.add(why.isEmpty() ? f : new Finding(false, f.unit(), f.flag(),
                    f.unit().text() + " continuity break explained by the journal: " + why.get()));
        }
        return new Report(units.size(), out);
    }

    /** Without findings of its own: failing units are problems; flagged and warning ones notices. */
    private static List<Finding> fromUnits(MemorySource source, List<Unit> units, Cancellation cancel) {
        List<Finding> notes = new ArrayList<>();
        List<Finding> problems = new ArrayList<>();
        for (Unit unit : units) {
            String said = "";
            if (unit.status().severity() == Severity.FAILURE) {
                said = describe(source, unit, cancel);
                problems.add(new Finding(true, unit.id(), null, unit.id() + ": " + unit.status().key() + said));
            }
            String alreadySaid = said;
            unit.problems().stream().filter(problem -> !alreadySaid.contains(problem))
                    .forEach(problem -> problems.add(new Finding(true, unit.id(), null, unit.id() + ": " + problem)));
            if (unit.status().severity() == Severity.WARNING || !unit.flags().isEmpty()) {
                String flag = unit.flags().contains(CONTINUITY_BREAK) ? CONTINUITY_BREAK : null;
                notes.add(new Finding(false, unit.id(), flag, unit.id() + ": " + unit.status().key()
                        + (unit.flags().isEmpty() ? "" : " [" + String.join(", ", unit.flags()) + "]")
                        + describe(source, unit, cancel)));
            }
        }
        source.notes().forEach(line -> notes.add(Finding.note(line)));
        notes.addAll(problems);
        return notes;
    }

    /** Why the unit is flagged: its status reason, its error, else the most severe event of its timeline. */
    private static String describe(MemorySource source, Unit unit, Cancellation cancel) {
        if (unit.status().reason() != null) {
            return ": " + unit.status().reason();
        }
        Object error = unit.fields().get("error");
        if (error != null) {
            return ": " + error;
        }
        return source.detail(unit.id(), cancel)
                .flatMap(d -> d.timeline().stream()
                        .filter(e -> e.severity().compareTo(Severity.WARNING) >= 0)
                        // the most severe, and of those the latest: the event that ended the unit
                        .reduce((a, b) -> b.severity().compareTo(a.severity()) >= 0 ? b : a))
                .map(e -> ": " + oneLine(e.title()))
                .orElse("");
    }

    private static String oneLine(String text) {
        String line = text.replace("\r", "").replace("\n", " ⏎ ");
        return line.length() <= 160 ? line : line.substring(0, 159) + "…";
    }
}
