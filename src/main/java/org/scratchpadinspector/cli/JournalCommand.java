package org.scratchpadinspector.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.concurrent.Callable;
import java.nio.file.Path;
import java.util.ArrayList;
import org.scratchpadinspector.engine.edit.Journal;
import org.scratchpadinspector.engine.edit.JournalEdit;
import org.scratchpadinspector.engine.edit.JournalEdits;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.engine.edit.JournalFiles;
import org.scratchpadinspector.engine.edit.LostEdit;
import org.scratchpadinspector.engine.edit.LostEdits;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.MemorySource;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "journal", description = {
        "The edit journal (.inspector/journal.jsonl beside the files edited): one row per edit (write, queued",
        "edit, injection, undo, restore, outside write) with what finally became of it, lost edits included",
        "(checked now against the agent's files where the format can; viewing writes nothing).",
        "Exit code 0 when no edit is lost, 1 when one is (and was not written again since), 2 on trouble."})
final class JournalCommand implements Callable<Integer> {
    static final int LOST = 1;

    @Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    DirArgument dir;

    @Option(names = "--json", description = "Print one JSON array: one object per edit, its journal lines under \"lines\".")
    boolean json;

    @Override
    public Integer call() throws IOException {
        MemorySource source = dir.source(SourceOptions.NOW);
        List<Path> files = JournalFiles.under(source.directory());
        Journal journal = new Journal(files.isEmpty() ? JournalFiles.beside(source.directory()) : files.get(0));
        List<JournalEntry> entries = new ArrayList<>();
        int damaged = 0;
        for (Path file : files) {
            Journal.Contents read = new Journal(file).read();
            entries.addAll(read.entries());
            damaged += read.damagedLines();
        }
        entries.sort(java.util.Comparator.comparing(JournalEntry::time));
        List<LostEdit> lostNow = source.facet(LostEdits.class).isPresent()
                ? source.facet(LostEdits.class).get().detect(entries) : List.of();
        List<JournalEdit> edits = JournalEdits.fold(entries, lostNow);
        List<JournalEdit> standing = JournalEdits.outstandingLost(edits);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            ObjectMapper mapper = new ObjectMapper();
            ArrayNode array = mapper.createArrayNode();
            edits.forEach(e -> array.add(toJson(journal, e)));
            out.println(mapper.writerWithDefaultPrettyPrinter().writeValueAsString(array));
            return standing.isEmpty() ? 0 : LOST;
        }
        if (edits.isEmpty()) {
            out.println("no edits journaled in " + journal.path());
        } else {
            String format = "%-24s %-8s %-8s %-32s %-24s %s%n";
            out.printf(format, "TIME", "HOW", "STATUS", "OPERATION", "SECTIONS", "UNIT");
            for (JournalEdit e : edits) {
                JournalEntry first = e.first();
                out.printf(format, first.time().truncatedTo(ChronoUnit.MILLIS), first.how().key(),
                        e.isLost() ? "LOST" : e.status().key(), first.operation(), String.join(",", first.sections()),
                        e.cycle() == null ? "-" : e.cycle());
            }
        }
        if (damaged > 0) {
            out.println("note: " + damaged + " damaged line(s) skipped (a write cut short?)");
        }
        for (JournalEdit e : edits) {
            if (e.isLost()) {
                out.println((standing.contains(e) ? "" : "(written again since) ") + e.lossMessage());
            }
        }
        return standing.isEmpty() ? 0 : LOST;
    }

    private static ObjectNode toJson(Journal journal, JournalEdit e) {
        ObjectNode o = journal.toJson(e.first());
        JournalEntry effect = e.effect();
        if (effect != null && effect != e.first()) {
            ObjectNode applied = journal.toJson(effect);
            for (String field : List.of("hash_before", "hash_after", "history", "written_at", "expect")) {
                if (applied.has(field)) {
                    o.set(field, applied.get(field));
                }
            }
        }
        o.put("status", e.status().key());
        o.put("cycle", e.cycle());
        String nextCycle = e.lostNow() != null ? e.lostNow().nextCycle() : e.last().nextCycle();
        if (nextCycle != null) {
            o.put("next_cycle", nextCycle);
        }
        if (e.isLost()) {
            ArrayNode lostSections = o.putArray("lost_sections");
            e.lostSections().forEach(lostSections::add);
        }
        if (e.message() != null) {
            o.put("message", e.message());
        }
        ArrayNode lines = o.putArray("lines");
        e.lines().forEach(line -> lines.add(journal.toJson(line)));
        return o;
    }
}
