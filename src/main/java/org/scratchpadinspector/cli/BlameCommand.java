package org.scratchpadinspector.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.scratchpadinspector.engine.blame.Blame;
import org.scratchpadinspector.engine.blame.FieldChangeRecord;
import org.scratchpadinspector.engine.blame.JournalAttribution;
import org.scratchpadinspector.engine.edit.JournalFiles;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.FieldPath;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.format.SourceOptions;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "blame", description = {
        "Every change of one field across the run, newest first: the unit (cycle,",
        "turn, call ...), who made it (agent, inspector, outside), old -> new, and",
        "where the log, the notes or the edit journal show it.",
        "PATH: a section, then .key into a mapping and [n] into a list (goals,",
        "goals[0], completed_tasks[1].task), or a section path (TRAJECTORY/Now).",
        "A Markdown memory: PATH is FILE#Heading/Sub (FILE# the text before the first",
        "heading, FILE#front-matter, FILE#§N an entry) or FILE; each change names",
        "its version, author and time. --lines FILE: the version of each line.",
        "Exit 0 the field exists or existed, 1 it never existed, 2 trouble."})
final class BlameCommand implements Callable<Integer> {
    static final int NEVER_EXISTED = 1;

    @Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    DirArgument dir;

    @Parameters(index = "1", paramLabel = "PATH", description = "The field: goals, goals[0], completed_tasks[1].task, TRAJECTORY/Now.")
    String path;

    @Option(names = "--json", description = "Print {\"path\", \"changes\": [{UNIT, \"by\", \"old\", \"new\", \"detail\"}]}, UNIT the unit's kind (\"cycle\": its id).")
    boolean json;

    @Mixin
    AtOption at;

    @Option(names = "--lines", description = "A memory file (not seed 000): which version last changed each line of PATH.")
    boolean lines;

    @Override
    public Integer call() throws Exception {
        MemorySource other = dir.filesMemory(at.options());
        if (other != null) {
            return FacetVerbs.blame(other, path, lines, json, spec.commandLine().getOut(), spec.commandLine().getErr());
        }
        FieldPath field = FieldPath.parse(path);
        MemorySource source = dir.source(at.options());
        History history = DirArgument.need(source, History.class);
        JournalAttribution journal = JournalAttribution.read(JournalFiles.under(source.directory()));
        Blame.Report report = Blame.of(history, journal, field, Cancellation.NONE);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (json) {
            out.println(new ObjectMapper().writerWithDefaultPrettyPrinter()
                    .writeValueAsString(toJson(report, history.unitKind())));
            report.unreadable().forEach(u -> err.println("unreadable, changes across it are joined: " + u));
        } else {
            new BlameText(out, history.unitKind()).print(report);
        }
        if (report.damagedJournalLines() > 0) {
            err.println("note: " + report.damagedJournalLines() + " damaged journal line(s) skipped");
        }
        if (!report.everExisted()) {
            err.println(field.text() + ": no such field in any readable snapshot of " + source.directory()
                    + (field.isSection() ? "" : " (check the section name, keys and list indexes)"));
            return NEVER_EXISTED;
        }
        return 0;
    }

    static ObjectNode toJson(Blame.Report report, String kind) {
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode root = mapper.createObjectNode();
        root.put("path", report.path().toString());
        ArrayNode changes = root.putArray("changes");
        for (FieldChangeRecord c : report.changes()) {
            ObjectNode o = changes.addObject();
            o.put(kind, c.unit() == null ? null : c.unit().text());
            o.put("by", c.by().key());
            o.set("old", YamlJson.of(c.oldValue()));
            o.set("new", YamlJson.of(c.newValue()));
            o.put("detail", c.detail());
        }
        return root;
    }

    static String where(FieldChangeRecord c, String kind) {
        return c.unit() == null ? c.point().label() + " (not read by a " + kind + " yet)" : kind + " " + c.unit().text();
    }
}
