package org.scratchpadinspector.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.format.Untrusted;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.FieldPath;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Step;
import org.scratchpadinspector.model.StepPrompt;
import org.scratchpadinspector.model.Steps;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitSteps;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "iterations", description = {
        "The sub-steps of unit ID, each with what it did and the fields it changed: a cycle's iterations",
        "(seed 000: replayed from the cycle's _before and its own log section: the response as logged, its",
        "first 200 characters; the action and its result; whether the replay ends at _after, last_updated",
        "aside: ok, mismatch: PATH (the first field that differs), partial: K of N (the log has K of N",
        "iterations) or crashed at K), a correction's steps (seed 003), a turn's phases (seed 001).",
        "--prompt N prints the prompt of step N where the format rebuilds it (seed 000: state, tool list,",
        "instructions; the system turn is the root's rules file).",
        "--json: {\"<unit kind>\": ID, \"iterations\": [{\"n\", the format's fields (seed 000: \"response\",",
        "\"response_truncated\", \"action\": {\"tool\", \"args\"} | null, \"result\", \"failed\", \"unknown\",",
        "\"parse_error\"), \"changed\": [paths]}], \"replay\"}.",
        "Exit code 0 when the steps reach the unit's end or end at its crash, 1 on a mismatch or a partial",
        "log, 2 on trouble (no such unit, no step N, a format without steps)."})
final class IterationsCommand implements Callable<Integer> {
    @Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    DirArgument dir;

    @Parameters(index = "1", paramLabel = "ID", description = "The unit (seed 000: the cycle, YYYYMMDD_HHMMSS).")
    String id;

    @Option(names = "--json", description = "Print the steps as one JSON object.")
    boolean json;

    @Option(names = "--prompt", paramLabel = "N", description = "Print the rebuilt prompt (system and user turns) of step N.")
    Integer prompt;

    @Override
    public Integer call() throws Exception {
        MemorySource source = dir.source(SourceOptions.NOW);
        Steps steps = DirArgument.need(source, Steps.class);
        Optional<UnitId> unit = source.find(id);
        if (unit.isEmpty()) {
            spec.commandLine().getErr().println("no " + steps.unitKind() + " " + Untrusted.line(id) + " in "
                    + Untrusted.line(source.directory().toString()));
            return Cli.TROUBLE;
        }
        UnitSteps all = steps.steps(unit.get(), Cancellation.NONE);
        PrintWriter out = spec.commandLine().getOut();
        if (prompt != null) {
            return printPrompt(steps, unit.get(), all, out);
        }
        if (json) {
            out.println(TerminalText.json().writerWithDefaultPrettyPrinter()
                    .writeValueAsString(toJson(steps, unit.get(), all)));
        } else {
            printText(steps, unit.get(), all, out);
        }
        return all.agrees() ? 0 : 1;
    }

    private int printPrompt(Steps steps, UnitId unit, UnitSteps all, PrintWriter out) throws Exception {
        if (!steps.rebuildsPrompts()) {
            spec.commandLine().getErr().println(steps.unitKind() + " " + Untrusted.line(unit.text())
                    + ": this format keeps no prompt of its " + steps.stepKind() + "s to rebuild");
            return Cli.TROUBLE;
        }
        Optional<StepPrompt> rebuilt = steps.prompt(unit, prompt);
        if (rebuilt.isEmpty()) {
            spec.commandLine().getErr().println(steps.unitKind() + " " + Untrusted.line(unit.text()) + " has no "
                    + steps.stepKind() + " " + prompt + " to rebuild"
                    + (all.steps().isEmpty() ? ": " + all.whyNone()
                    : " (" + steps.stepKind() + "s 1 to " + all.steps().size() + ")"));
            return Cli.TROUBLE;
        }
        StepPrompt p = rebuilt.get();
        if (json) {
            ObjectMapper mapper = TerminalText.json();
            ObjectNode node = mapper.createObjectNode();
            node.put(steps.unitKind(), unit.text());
            node.put("n", prompt);
            node.put("rebuilt", p.provenance().equals("rebuilt"));
            node.put("system", p.system());
            node.put("system_source", p.systemSource());
            node.put("user", p.user());
            out.println(mapper.writerWithDefaultPrettyPrinter().writeValueAsString(node));
            return 0;
        }
        out.println("# prompt of " + steps.stepKind() + " " + prompt + " of " + steps.unitKind() + " "
                + TerminalText.line(unit.text()) + ", " + p.how());
        out.println("# system turn: " + TerminalText.line(p.systemSource()));
        out.println(TerminalText.block(p.system()));
        out.println("# user turn:");
        out.println(TerminalText.block(p.user()));
        return 0;
    }

    static ObjectNode toJson(Steps steps, UnitId unit, UnitSteps all) {
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode root = mapper.createObjectNode();
        root.put(steps.unitKind(), unit.text());
        ArrayNode iterations = root.putArray("iterations");
        for (Step step : all.steps()) {
            ObjectNode n = iterations.addObject();
            n.put("n", step.n());
            step.fields().forEach((name, value) -> n.set(name, mapper.valueToTree(value)));
            ArrayNode changed = n.putArray("changed");
            step.changed().forEach(path -> changed.add(path.text()));
        }
        root.put("replay", all.outcome());
        return root;
    }

    private static void printText(Steps steps, UnitId unit, UnitSteps all, PrintWriter out) {
        String kinds = steps.stepKind() + "s";
        out.println(steps.unitKind() + " " + TerminalText.line(unit.text()) + "  ·  " + all.steps().size()
                + (all.bound() > 0 ? " of at most " + all.bound() : "") + " " + kinds
                + (all.origin().isEmpty() ? "" : "  ·  " + all.origin()));
        out.println("replay: " + all.outcome() + "  (" + all.describe() + ")");
        if (all.steps().isEmpty()) {
            out.println("no " + kinds + ": " + all.whyNone());
        }
        for (Step step : all.steps()) {
            out.println();
            out.println("#" + step.n() + "  " + TerminalText.line(step.title()));
            for (Step.Line line : step.lines()) {
                out.println("    " + label(line.label()) + TerminalText.line(line.text())
                        + (line.mark() == null ? "" : "  [" + line.mark() + "]"));
            }
            out.println("    " + label("changed") + (step.changed().isEmpty() ? "nothing"
                    : TerminalText.line(String.join(", ", step.changed().stream().map(FieldPath::text).toList()))));
        }
        if (!all.steps().isEmpty() && steps.rebuildsPrompts()) {
            out.println();
            out.println("the prompt of " + steps.stepKind() + " N: iterations DIR " + TerminalText.line(unit.text())
                    + " --prompt N");
        }
    }

    private static String label(String word) {
        return word + " ".repeat(Math.max(2, 10 - word.length()));
    }
}
