package org.scratchpadinspector.formats.miniagent;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns a trace file into a {@link Trace}. What the listing cannot do without (the lifecycle, the steps and
 * their actions and observations) must have its written shape, else the trace is unreadable; a field it can
 * show anyway (the learner, the sentence, the answer) of the wrong type is one problem line.
 */
final class TraceParser {
    static final List<String> FIELDS = List.of("correction_id", "learner_id", "sentence", "started_at",
            "finished_at", "lifecycle", "injected_facts", "scratchpad", "final_answer");

    private TraceParser() {
    }

    static String correctionIdOf(String fileName) {
        String stem = fileName.endsWith(".json") ? fileName.substring(0, fileName.length() - 5) : fileName;
        int cut = stem.indexOf('_');
        return cut >= 0 ? stem.substring(cut + 1) : stem;
    }

    /** Reads the trace {@code file} of the memory directory {@code root}. */
    static Trace read(Path file, Path root) {
        return read(file, root, null);
    }

    /** Reads the trace {@code file}, which the listing just stamped ({@link JsonFileReader#read(Path, Path, long[])}). */
    static Trace read(Path file, Path root, long[] stamp) {
        String name = file.getFileName().toString();
        String id = correctionIdOf(name);
        JsonFileReader.Result result = JsonFileReader.read(file, root, stamp);
        if (!result.ok()) {
            return Trace.unreadable(name, id, List.of(result.problem()));
        }
        return parse(name, id, result.value());
    }

    static Trace parse(String name, String id, JsonNode trace) {
        List<String> missing = FIELDS.stream().filter(f -> !trace.has(f)).toList();
        if (!missing.isEmpty()) {
            return Trace.unreadable(name, id, List.of(name + ": not a trace: it lacks " + String.join(", ", missing)));
        }
        List<String> fatal = new ArrayList<>();
        List<Trace.LifecycleEntry> lifecycle = lifecycle(name, trace.get("lifecycle"), fatal);
        List<Trace.Step> steps = steps(name, trace.get("scratchpad"), fatal);
        if (!fatal.isEmpty()) {
            return Trace.unreadable(name, id, fatal);
        }
        List<String> problems = new ArrayList<>();
        String written = text(name, trace, "correction_id", problems);
        if (written != null && !written.equals(id)) {
            problems.add(name + ": correction_id is '" + written + "', the file name says '" + id + "'");
        }
        String learner = text(name, trace, "learner_id", problems);
        String sentence = text(name, trace, "sentence", problems);
        String started = text(name, trace, "started_at", problems);
        String finished = text(name, trace, "finished_at", problems);
        JsonNode answer = trace.get("final_answer");
        if (!answer.isNull() && !answer.isObject()) {
            problems.add(name + ": final_answer is " + JsonShapes.describe(answer) + ", not an object or null");
        }
        return new Trace(name, id, true, problems, learner, sentence, started, finished, lifecycle,
                facts(name, trace.get("injected_facts"), problems), steps, answer.isNull() ? null : answer);
    }

    private static String text(String name, JsonNode trace, String field, List<String> problems) {
        JsonNode v = trace.get(field);
        if (v.isNull()) {
            return null;
        }
        if (!v.isTextual()) {
            problems.add(name + ": " + field + " is " + JsonShapes.describe(v) + ", not text");
            return v.toString();
        }
        return v.asText();
    }

    private static List<String> facts(String name, JsonNode facts, List<String> problems) {
        List<String> out = new ArrayList<>();
        if (!facts.isArray()) {
            problems.add(name + ": injected_facts is " + JsonShapes.describe(facts) + ", not a list");
            return out;
        }
        facts.forEach(f -> out.add(f.isTextual() ? f.asText() : f.toString()));
        return out;
    }

    private static List<Trace.LifecycleEntry> lifecycle(String name, JsonNode lifecycle, List<String> fatal) {
        List<Trace.LifecycleEntry> out = new ArrayList<>();
        if (!lifecycle.isArray()) {
            fatal.add(name + ": lifecycle is " + JsonShapes.describe(lifecycle) + ", not a list");
            return out;
        }
        for (JsonNode entry : lifecycle) {
            if (!entry.isObject() || !entry.path("state").isTextual()) {
                fatal.add(name + ": lifecycle entry " + (out.size() + 1) + " is not {state, at}");
                return out;
            }
            JsonNode at = entry.path("at");
            out.add(new Trace.LifecycleEntry(entry.get("state").asText(), at.isTextual() ? at.asText() : null));
        }
        return out;
    }

    private static List<Trace.Step> steps(String name, JsonNode scratchpad, List<String> fatal) {
        List<Trace.Step> out = new ArrayList<>();
        JsonNode steps = scratchpad.path("steps");
        if (!scratchpad.isObject() || !steps.isArray()) {
            fatal.add(name + ": scratchpad is " + JsonShapes.describe(scratchpad) + ", not {steps: [...]}");
            return out;
        }
        for (JsonNode step : steps) {
            int number = out.size() + 1;
            JsonNode action = step.path("action");
            JsonNode observation = step.path("observation");
            if (!step.isObject() || !action.isObject() || !observation.isObject()) {
                fatal.add(name + ": step " + number + " is not {thought_summary, action, observation}");
                return out;
            }
            if (!observation.path("ok").isBoolean()) {
                fatal.add(name + ": step " + number + ": observation.ok is "
                        + JsonShapes.describe(observation.path("ok")) + ", not true or false");
                return out;
            }
            JsonNode thought = step.path("thought_summary");
            JsonNode toolName = action.path("name");
            out.add(new Trace.Step(thought.isTextual() ? thought.asText() : "",
                    textOrJson(toolName),
                    action.path("args"), observation.get("ok").asBoolean(), textOrJson(observation.path("output")),
                    textOrJson(observation.path("error"))));
        }
        return out;
    }

    private static String textOrJson(JsonNode v) {
        if (v.isMissingNode() || v.isNull()) {
            return null;
        }
        return v.isTextual() ? v.asText() : v.toString();
    }
}
