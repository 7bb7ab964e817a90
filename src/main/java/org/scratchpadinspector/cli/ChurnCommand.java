package org.scratchpadinspector.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.scratchpadinspector.engine.blame.Churn;
import org.scratchpadinspector.engine.blame.JournalAttribution;
import org.scratchpadinspector.engine.edit.JournalFiles;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.format.SourceOptions;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "churn", description = {
        "Per section, how many times the agent, the inspector and outside changed",
        "it across the run, most changed first; FLIPS counts changes back to a",
        "value the section held earlier (A -> B -> A). A field the agent stamps on",
        "every save (seed 000's last_updated) is left out.",
        "Exit 0."})
final class ChurnCommand implements Callable<Integer> {
    private static final int FLIPS_SHOWN = 5;

    @Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    DirArgument dir;

    @Option(names = "--json", description = "Print the numbers as one JSON object.")
    boolean json;

    @Mixin
    AtOption at;

    @Override
    public Integer call() throws Exception {
        MemorySource other = dir.filesMemory(at.options());
        if (other != null) {
            return FacetVerbs.churn(other, json, spec.commandLine().getOut());
        }
        MemorySource source = dir.source(at.options());
        History history = DirArgument.need(source, History.class);
        JournalAttribution journal = JournalAttribution.read(JournalFiles.under(source.directory()));
        Churn.Report report = Churn.of(history, journal, Cancellation.NONE);
        PrintWriter out = spec.commandLine().getOut();
        String kind = history.unitKind();
        if (json) {
            out.println(new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsString(toJson(report, kind)));
        } else {
            printText(report, kind, out);
        }
        if (report.damagedJournalLines() > 0) {
            spec.commandLine().getErr().println("note: " + report.damagedJournalLines() + " damaged journal line(s) skipped");
        }
        return 0;
    }

    private static void printText(Churn.Report r, String kind, PrintWriter out) {
        out.println(r.units() + " " + (r.units() == 1 ? kind : plural(kind)) + "; changes per section, most first");
        String format = "%-24s %6s %9s %7s %6s  %s%n";
        out.printf(format, "SECTION", "AGENT", "INSPECTOR", "OUTSIDE", "FLIPS", "LAST CHANGED");
        for (Churn.SectionChurn s : r.sections()) {
            out.printf(format, s.section(), s.agent(), s.inspector(), s.outside(), s.flips(), last(s));
        }
        for (Churn.SectionChurn s : r.sections()) {
            if (s.flipsBackAndForth()) {
                out.println(s.section() + " flips back and forth: " + s.flips() + " change" + (s.flips() == 1 ? "" : "s")
                        + " back to an earlier value" + (s.flipUnits().isEmpty() ? "" : ", newest in "
                        + s.flipUnits().stream().limit(FLIPS_SHOWN).map(UnitId::text).collect(Collectors.joining(", "))
                        + (s.flips() > FLIPS_SHOWN ? ", …" : "")));
            }
        }
        for (String u : r.unreadable()) {
            out.println("unreadable, changes across it are joined: " + u);
        }
    }

    private static String last(Churn.SectionChurn s) {
        if (s.uncommitted()) {
            return s.lastChangedAt().label();
        }
        return s.lastChanged() == null ? "-" : s.lastChanged().text();
    }

    /** The unit kind's plural, as the counts and JSON keys say it ({@code cycles}, {@code memories}). */
    static String plural(String kind) {
        return kind.endsWith("y") && !kind.endsWith("ey") ? kind.substring(0, kind.length() - 1) + "ies" : kind + "s";
    }

    static ObjectNode toJson(Churn.Report r, String kind) {
        ObjectNode root = new ObjectMapper().createObjectNode();
        root.put(plural(kind), r.units());
        ArrayNode sections = root.putArray("sections");
        for (Churn.SectionChurn s : r.sections()) {
            ObjectNode o = sections.addObject();
            o.put("section", s.section());
            o.put("agent", s.agent());
            o.put("inspector", s.inspector());
            o.put("outside", s.outside());
            o.put("total", s.total());
            o.put("flips", s.flips());
            ArrayNode units = o.putArray("flip_" + plural(kind));
            s.flipUnits().forEach(u -> units.add(u.text()));
            o.put("last_changed", s.lastChanged() == null ? null : s.lastChanged().text());
            o.put("uncommitted", s.uncommitted());
        }
        ArrayNode unreadable = root.putArray("unreadable");
        r.unreadable().forEach(unreadable::add);
        return root;
    }
}
