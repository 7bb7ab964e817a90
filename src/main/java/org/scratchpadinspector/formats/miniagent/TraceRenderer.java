package org.scratchpadinspector.formats.miniagent;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.format.Untrusted;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.UnitEvent;
import org.scratchpadinspector.format.LongLines;

/**
 * A correction as text and events. Strings are shown decoded (the file's \\u00eb escape is ë), one item a line,
 * so a line diff of the correction as it started against as it ended shows its steps and its answer.
 */
final class TraceRenderer {
    private TraceRenderer() {
    }

    /** The correction as it started: its input and the facts injected, no steps yet. */
    static String start(Trace t) {
        StringBuilder out = header(t, null);
        lifecycle(out, t.lifecycle().isEmpty() ? List.of() : t.lifecycle().subList(0, 1));
        facts(out, t);
        out.append("steps: none\nfinal_answer: null\n");
        return out.toString();
    }

    /** The correction as the trace ends: every step and the answer. */
    static String end(Trace t) {
        StringBuilder out = header(t, t.finishedAt());
        lifecycle(out, t.lifecycle());
        facts(out, t);
        if (t.steps().isEmpty()) {
            out.append("steps: none\n");
        } else {
            out.append("steps:\n");
            for (int i = 0; i < t.steps().size(); i++) {
                Trace.Step s = t.steps().get(i);
                out.append("  ").append(i + 1).append(". thought: ").append(s.thought().isEmpty() ? "(none)"
                        : oneLine(s.thought())).append('\n');
                out.append("     action: ").append(call(s)).append('\n');
                out.append("     observation: ").append(observation(s)).append('\n');
            }
        }
        out.append("final_answer:");
        if (t.finalAnswer() == null) {
            out.append(" null\n");
        } else {
            out.append('\n');
            value(out, t.finalAnswer(), "  ");
        }
        return out.toString();
    }

    /** The steps one by one: {@code step N: action(args) -> ok: output} or {@code -> error: ...}. */
    static List<String> changes(Trace t) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < t.steps().size(); i++) {
            Trace.Step s = t.steps().get(i);
            out.add("step " + (i + 1) + ": " + call(s) + " -> " + observation(s));
        }
        if (t.finalAnswer() != null) {
            out.add("answer: " + oneLine(t.finalAnswer().path("corrected").asText(t.finalAnswer().toString())));
        }
        return out;
    }

    /** Lifecycle states with their times, and thought → action → observation per step between them. */
    static List<UnitEvent> timeline(Trace t) {
        List<UnitEvent> out = new ArrayList<>();
        int stepsAfter = 0;
        for (int i = 0; i < t.lifecycle().size(); i++) {
            if (Trace.ACCUMULATING.equals(t.lifecycle().get(i).state())) {
                stepsAfter = i;
                break;
            }
        }
        for (int i = 0; i < t.lifecycle().size(); i++) {
            Trace.LifecycleEntry e = t.lifecycle().get(i);
            out.add(new UnitEvent("lifecycle", e.at(), e.state(), "", Severity.OK));
            if (i == stepsAfter) {
                steps(t, out);
            }
        }
        if (t.lifecycle().isEmpty()) {
            steps(t, out);
        }
        if (t.finalAnswer() != null) {
            StringBuilder detail = new StringBuilder();
            value(detail, t.finalAnswer(), "");
            out.add(new UnitEvent("answer", t.finishedAt(), "answer: "
                    + oneLine(t.finalAnswer().path("corrected").asText("")), detail.toString(), Severity.OK));
        }
        if (!t.reached(Trace.DISCARDED)) {
            out.add(new UnitEvent("stopped", null, "the trace stops here: no DISCARDED and no finished_at (the"
                    + " process died mid-correction, or it still runs)", "", Severity.WARNING));
        } else if (t.gaveUp()) {
            out.add(new UnitEvent("gave_up", t.finishedAt(), "discarded without an answer after "
                    + t.steps().size() + " steps: the store was not saved", "", Severity.FAILURE));
        }
        return out;
    }

    private static void steps(Trace t, List<UnitEvent> out) {
        for (int i = 0; i < t.steps().size(); i++) {
            Trace.Step s = t.steps().get(i);
            String n = "step " + (i + 1) + " ";
            if (s.failure() == Trace.Failure.PARSE) {
                out.add(new UnitEvent("action", null, n + "parse failure: " + oneLine(s.error()),
                        "raw planner output:\n" + s.args().path("raw").asText(s.args().toString()), Severity.FAILURE));
                continue;
            }
            out.add(new UnitEvent("thought", null, n + "thought: " + oneLine(s.thought()), s.thought(), Severity.OK));
            out.add(new UnitEvent("action", null, n + "action: " + call(s), s.args().toString(), Severity.OK,
                    s.action(), s.args().toString()));
            Severity severity = s.ok() ? Severity.OK : Severity.FAILURE;
            String label = s.ok() ? "observation: " : s.failure().label() + ": ";
            out.add(new UnitEvent("observation", null, n + label + oneLine(s.ok() ? s.output() : s.error()),
                    s.ok() ? nonNull(s.output()) : nonNull(s.error()), severity));
        }
    }

    static String call(Trace.Step s) {
        StringBuilder out = new StringBuilder(Untrusted.line(String.valueOf(s.action()))).append('(');
        JsonNode args = s.args();
        if (args.isObject()) {
            Iterator<Map.Entry<String, JsonNode>> it = args.fields();
            while (it.hasNext()) {
                Map.Entry<String, JsonNode> e = it.next();
                out.append(Untrusted.line(e.getKey())).append('=').append(inline(e.getValue()));
                if (it.hasNext()) {
                    out.append(", ");
                }
            }
        } else if (!args.isMissingNode()) {
            out.append(inline(args));
        }
        return out.append(')').toString();
    }

    static String observation(Trace.Step s) {
        return s.ok() ? "ok: " + oneLine(s.output()) : "error: " + oneLine(s.error());
    }

    private static StringBuilder header(Trace t, String finished) {
        StringBuilder out = new StringBuilder();
        out.append("correction: ").append(Untrusted.line(t.correctionId())).append('\n');
        out.append("learner: ").append(Untrusted.line(String.valueOf(t.learner()))).append('\n');
        out.append("sentence: ").append(oneLine(t.sentence())).append('\n');
        out.append("started_at: ").append(Untrusted.line(String.valueOf(t.startedAt()))).append('\n');
        out.append("finished_at: ").append(Untrusted.line(String.valueOf(finished))).append('\n');
        return out;
    }

    private static void lifecycle(StringBuilder out, List<Trace.LifecycleEntry> entries) {
        out.append("lifecycle:\n");
        entries.forEach(e -> out.append("  ").append(Untrusted.line(String.valueOf(e.state()))).append(" at ")
                .append(Untrusted.line(String.valueOf(e.at()))).append('\n'));
    }

    private static void facts(StringBuilder out, Trace t) {
        out.append(t.injectedFacts().isEmpty() ? "injected_facts: none\n" : "injected_facts:\n");
        t.injectedFacts().forEach(f -> out.append("  - ").append(oneLine(f)).append('\n'));
    }

    /** An object or list as indented lines, scalars decoded; multi-line text continues indented. */
    static void value(StringBuilder out, JsonNode v, String indent) {
        if (v.isObject()) {
            v.fields().forEachRemaining(e -> {
                if (e.getValue().isContainerNode() && !e.getValue().isEmpty()) {
                    out.append(indent).append(Untrusted.line(e.getKey())).append(":\n");
                    value(out, e.getValue(), indent + "  ");
                } else {
                    out.append(indent).append(Untrusted.line(e.getKey())).append(": ").append(scalar(e.getValue(), indent))
                            .append('\n');
                }
            });
        } else if (v.isArray()) {
            for (JsonNode item : v) {
                if (item.isObject() && !item.isEmpty()) {
                    StringBuilder inner = new StringBuilder();
                    value(inner, item, indent + "  ");
                    out.append(indent).append("- ").append(inner.substring(indent.length() + 2));
                } else {
                    out.append(indent).append("- ").append(scalar(item, indent)).append('\n');
                }
            }
        } else {
            out.append(indent).append(scalar(v, indent)).append('\n');
        }
    }

    private static String scalar(JsonNode v, String indent) {
        if (v.isTextual()) {
            return LongLines.clip(v.asText().replace("\r\n", "\n").replace("\n", "\n" + indent + "  "));
        }
        return v.toString();
    }

    private static String inline(JsonNode v) {
        return v.isTextual() ? "\"" + v.asText().replace("\\", "\\\\").replace("\"", "\\\"")
                .replace("\n", "\\n") + "\"" : v.toString();
    }

    static String oneLine(String s) {
        return s == null ? "null" : Untrusted.line(LongLines.clipLine(s.replace("\r\n", " ⏎ ").replace("\n", " ⏎ ")));
    }

    private static String nonNull(String s) {
        return s == null ? "" : LongLines.clip(s);
    }
}
