package org.scratchpadinspector.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.scratchpadinspector.engine.blame.LineBlame;
import org.scratchpadinspector.engine.blame.PointBlame;
import org.scratchpadinspector.engine.blame.PointChurn;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.EditPreview;
import org.scratchpadinspector.model.FieldPath;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.SourceEdits;
import org.scratchpadinspector.model.TimeTravel;
import org.scratchpadinspector.model.UnitId;

/**
 * {@code blame}, {@code churn}, {@code restore}, {@code fork} and {@code edit} for a source in any format other than
 * seed 000's, through the facets it offers ({@link History}, {@link TimeTravel}, its edits); a source without the
 * facet a verb needs is told so in one line.
 */
final class FacetVerbs {
    private FacetVerbs() {
    }

    /** A path as typed; a section name holding {@code [} or ending oddly is taken as one key. */
    static FieldPath path(String text) {
        try {
            return FieldPath.parse(text);
        } catch (IllegalArgumentException e) {
            if (text != null && text.contains("#")) {
                return FieldPath.key(text);
            }
            throw e;
        }
    }

    private static History history(MemorySource source, String verb) {
        return source.facet(History.class).orElseThrow(() -> new IllegalArgumentException(source.format()
                + " keeps no history of its states: " + verb + " needs one"));
    }

    static int blame(MemorySource source, String pathText, boolean lines, boolean json, PrintWriter out, PrintWriter err)
            throws IOException {
        History history = history(source, "blame");
        FieldPath path = path(pathText);
        if (lines) {
            List<LineBlame.Line> blamed = LineBlame.of(history, path, Cancellation.NONE);
            if (json) {
                ObjectNode root = new ObjectMapper().createObjectNode();
                root.put("path", path.text());
                ArrayNode array = root.putArray("lines");
                for (LineBlame.Line l : blamed) {
                    ObjectNode o = array.addObject();
                    o.put("line", l.number());
                    o.put("version", l.point().unit() == null ? null : l.point().unit().text());
                    o.put("author", l.point().author());
                    o.put("time", l.point().time());
                    o.put("text", l.text());
                }
                out.println(new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsString(root));
            } else {
                for (LineBlame.Line l : blamed) {
                    out.printf("%-14s %-12s %5d  %s%n", unit(l.point()), Escape.text(shorten(l.point().author(), 12)),
                            l.number(), Escape.text(l.text()));
                }
            }
            if (blamed.isEmpty()) {
                err.println(path + ": no text at that path in any version of " + source.directory());
                return BlameCommand.NEVER_EXISTED;
            }
            return 0;
        }
        PointBlame.Report report = PointBlame.of(history, path, Cancellation.NONE);
        if (json) {
            ObjectMapper mapper = new ObjectMapper();
            ObjectNode root = mapper.createObjectNode();
            root.put("path", path.text());
            ArrayNode changes = root.putArray("changes");
            for (PointBlame.Change c : report.changes()) {
                ObjectNode o = changes.addObject();
                o.put("version", unit(c.point()));
                o.put("author", c.point().author());
                o.put("time", c.point().time());
                o.put("origin", c.point().origin().name().toLowerCase(java.util.Locale.ROOT));
                o.set("old", YamlJson.of(c.before() == FieldPath.ABSENT ? null : c.before()));
                o.set("new", YamlJson.of(c.after() == FieldPath.ABSENT ? null : c.after()));
            }
            out.println(mapper.writerWithDefaultPrettyPrinter().writeValueAsString(root));
        } else {
            out.println(Escape.text(path.text()) + ": " + report.changes().size() + " change"
                    + (report.changes().size() == 1 ? "" : "s") + ", newest first");
            for (PointBlame.Change c : report.changes()) {
                out.printf("%-14s %-25s %-12s %s%n", unit(c.point()), c.point().time() == null ? "-" : c.point().time(),
                        Escape.text(shorten(c.point().author(), 12)), Escape.text(describe(c)));
            }
        }
        report.unreadable().forEach(u -> err.println("unreadable, changes across it are joined: " + Escape.text(u)));
        if (!report.everExisted()) {
            err.println(Escape.text(path.text()) + ": no such section in any version of " + source.directory()
                    + " (a section is FILE#Heading/Sub, FILE# for the text before the first heading, FILE#§N for an entry)");
            return BlameCommand.NEVER_EXISTED;
        }
        return 0;
    }

    private static String unit(HistoryPoint p) {
        return p.unit() == null ? "now" : p.unit().text();
    }

    private static String shorten(String s, int n) {
        String t = s == null ? "-" : s;
        return t.length() <= n ? t : t.substring(0, n - 1) + "…";
    }

    private static String describe(PointBlame.Change c) {
        if (c.before() == FieldPath.ABSENT) {
            return "added: " + firstLine(c.after());
        }
        if (c.after() == FieldPath.ABSENT) {
            return "removed (was: " + firstLine(c.before()) + ")";
        }
        return firstLine(c.before()) + " -> " + firstLine(c.after());
    }

    private static String firstLine(Object value) {
        String text = String.valueOf(value).strip();
        int cut = text.indexOf('\n');
        String line = cut < 0 ? text : text.substring(0, cut) + " …";
        return line.length() <= 60 ? line : line.substring(0, 59) + "…";
    }

    static int churn(MemorySource source, boolean json, PrintWriter out) throws IOException {
        PointChurn.Report report = PointChurn.of(history(source, "churn"), Cancellation.NONE);
        if (json) {
            ObjectMapper mapper = new ObjectMapper();
            ObjectNode root = mapper.createObjectNode();
            root.put("versions", report.points());
            ArrayNode keys = root.putArray("sections");
            for (PointChurn.Key k : report.keys()) {
                ObjectNode o = keys.addObject();
                o.put("section", k.key());
                o.put("changes", k.changes());
                o.put("flips", k.flips());
                ObjectNode by = o.putObject("by");
                k.byAuthor().forEach(by::put);
                o.put("last_changed", unit(k.last()));
            }
            out.println(mapper.writerWithDefaultPrettyPrinter().writeValueAsString(root));
            return 0;
        }
        out.println(report.points() + " version" + (report.points() == 1 ? "" : "s") + "; changes per file and section, most first");
        out.printf("%-48s %7s %5s  %-14s %s%n", "SECTION", "CHANGES", "FLIPS", "LAST CHANGED", "BY");
        for (PointChurn.Key k : report.keys()) {
            out.printf("%-48s %7d %5d  %-14s %s%n", Escape.text(k.key()), k.changes(), k.flips(), unit(k.last()),
                    Escape.text(k.byAuthor().toString()));
        }
        return 0;
    }

    static int restore(MemorySource source, String id, String file, boolean before, PrintWriter out, PrintWriter err)
            throws IOException {
        TimeTravel travel = source.facet(TimeTravel.class).orElseThrow(() -> new IllegalArgumentException(
                source.format() + " cannot put a past state back (no time travel): nothing written"));
        UnitId unit = source.find(id).orElseThrow(() -> new IllegalArgumentException("no version " + id + " in "
                + source.directory() + " (`ls` lists them)"));
        String state = file == null ? "memory" : file + (before ? " before" : " after");
        EditPreview preview = travel.restore(new HistoryPoint(unit, state, unit.text(), HistoryPoint.Origin.RECORDED, null, null));
        if (preview.changesNothing()) {
            out.println("unchanged: " + (file == null ? "the memory" : file) + " already is as " + unit + " left it");
            return 0;
        }
        SourceEdits edits = source.edits().orElseThrow(() -> new IllegalArgumentException(source.format() + " is read only"));
        try {
            out.println(Escape.text(edits.apply(preview)));
        } catch (IllegalStateException conflict) {
            err.println("refused: " + conflict.getMessage());
            return 1;
        }
        return 0;
    }

    static int fork(MemorySource source, String id, Path into, PrintWriter out, PrintWriter err) throws IOException {
        TimeTravel travel = source.facet(TimeTravel.class).orElseThrow(() -> new IllegalArgumentException(
                source.format() + " cannot be forked (no time travel)"));
        UnitId unit = source.find(id).orElseThrow(() -> new IllegalArgumentException("no version " + id + " in "
                + source.directory() + " (`ls` lists them)"));
        try {
            out.println(Escape.text(travel.fork(unit, into)));
        } catch (IllegalArgumentException refused) {
            err.println("refused: " + refused.getMessage());
            err.println("nothing was created");
            return 1;
        }
        out.println("compare it: compare " + source.directory() + " " + into);
        return 0;
    }

    static int edit(MemorySource source, String action, Map<String, String> args, PrintWriter out, PrintWriter err)
            throws IOException {
        Optional<SourceEdits> edits = source.edits();
        if (edits.isEmpty()) {
            throw new IllegalArgumentException(source.format() + " is read only: nothing written");
        }
        EditPreview preview;
        try {
            preview = edits.get().preview(null, action, args);
        } catch (IllegalArgumentException refused) {
            err.println("refused: " + refused.getMessage());
            err.println("nothing was written");
            return 1;
        }
        if (preview.changesNothing()) {
            out.println("unchanged: " + preview.target().getFileName() + " already reads so");
            return 0;
        }
        try {
            out.println(Escape.text(edits.get().apply(preview)));
        } catch (IllegalStateException conflict) {
            err.println("refused: " + conflict.getMessage());
            return 1;
        }
        return 0;
    }
}
