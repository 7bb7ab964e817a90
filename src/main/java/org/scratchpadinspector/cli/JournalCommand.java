package org.scratchpadinspector.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.scratchpadinspector.core.edit.Journal;
import org.scratchpadinspector.core.edit.JournalEntry;
import org.scratchpadinspector.core.edit.LostEdit;
import org.scratchpadinspector.core.edit.LostEditDetector;
import org.scratchpadinspector.core.edit.MemoryEditor;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "journal", description = {
        "The edit journal (.inspector/journal.jsonl): every write, queued edit, injection and undo, and the",
        "edits lost since (checked now against each next cycle's _before; viewing writes nothing)."})
final class JournalCommand implements Callable<Integer> {
    @Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    DirArgument dir;

    @Option(names = "--json", description = "Print one JSON array: the journal lines, then the lost edits found now.")
    boolean json;

    @Override
    public Integer call() throws IOException {
        MemoryEditor editor = MemoryEditor.open(dir.dir);
        Journal journal = editor.journal();
        Journal.Contents contents = journal.read();
        List<LostEdit> lost = LostEditDetector.detect(editor.location(), contents.entries());
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            ObjectMapper mapper = new ObjectMapper();
            ArrayNode array = mapper.createArrayNode();
            contents.entries().forEach(e -> array.add(journal.toJson(e)));
            for (LostEdit l : lost) {
                ObjectNode o = journal.toJson(l.edit());
                o.put("status", JournalEntry.Status.LOST.key());
                o.put("ref", l.edit().id());
                o.put("cycle", l.overwrittenBy() == null ? null : l.overwrittenBy().toString());
                o.put("next_cycle", l.nextCycle().toString());
                o.put("message", l.message());
                array.add(o);
            }
            out.println(mapper.writerWithDefaultPrettyPrinter().writeValueAsString(array));
            return 0;
        }
        if (contents.entries().isEmpty()) {
            out.println("no edits journaled in " + journal.path());
        } else {
            String format = "%-24s %-8s %-8s %-32s %-24s %s%n";
            out.printf(format, "TIME", "HOW", "STATUS", "OPERATION", "SECTIONS", "CYCLE");
            for (JournalEntry e : contents.entries()) {
                out.printf(format, e.time().truncatedTo(java.time.temporal.ChronoUnit.MILLIS), e.how().key(), e.status().key(), e.operation(),
                        String.join(",", e.sections()), e.cycle() == null ? "-" : e.cycle());
            }
            for (LostEdit l : lost) {
                out.printf(format, l.edit().time().truncatedTo(java.time.temporal.ChronoUnit.MILLIS), l.edit().how().key(), "LOST", l.edit().operation(),
                        String.join(",", l.sections()), l.overwrittenBy() == null ? "-" : l.overwrittenBy());
            }
        }
        if (contents.damagedLines() > 0) {
            out.println("note: " + contents.damagedLines() + " damaged line(s) skipped (a write cut short?)");
        }
        for (LostEdit l : lost) {
            out.println(l.message());
        }
        return 0;
    }
}
