package org.scratchpadinspector.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.scratchpadinspector.formats.yamlcycles.CycleHistory;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.CycleIterations;
import org.scratchpadinspector.formats.yamlcycles.CycleReplay;
import org.scratchpadinspector.formats.yamlcycles.IterationPrompt;
import org.scratchpadinspector.formats.yamlcycles.ReplayedIteration;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "iterations", description = {
        "What the model saw and did in each iteration of cycle ID of the real agent, replayed from the",
        "cycle's _before and its own log section: the response (as logged: its first 200 characters), the",
        "action and its result, the fields each iteration changed, and whether the replay ends at _after",
        "(last_updated aside): ok, mismatch: PATH (the first field that differs), partial: K of N (the log",
        "has K of N iterations) or crashed at K. --prompt N prints the prompt of iteration N, rebuilt as",
        "the agent builds it (state, tool list, instructions; the system turn is the root's rules file).",
        "--json: {\"cycle\", \"iterations\": [{\"n\", \"response\", \"response_truncated\", \"action\": {\"tool\",",
        "\"args\"} | null, \"result\", \"failed\", \"unknown\", \"parse_error\", \"changed\": [paths]}], \"replay\"}.",
        "Exit code 0 when the replay is ok or ends at the crash, 1 on a mismatch or a partial log, 2 on",
        "trouble (no such cycle, no iteration N)."})
final class IterationsCommand implements Callable<Integer> {
    @Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    DirArgument dir;

    @Parameters(index = "1", paramLabel = "ID", description = "The cycle, YYYYMMDD_HHMMSS.")
    String id;

    @Option(names = "--json", description = "Print the iterations as one JSON object.")
    boolean json;

    @Option(names = "--prompt", paramLabel = "N", description = "Print the rebuilt prompt (system and user turns) of iteration N.")
    Integer prompt;

    @Override
    public Integer call() throws Exception {
        CycleId cycle = CycleHistory.parseId(id, false);
        Scratchpad pad = Scratchpad.open(dir.path());
        CycleReplay replay = CycleIterations.replay(pad, cycle);
        if (replay == null) {
            spec.commandLine().getErr().println("no cycle " + cycle + " in " + pad.location().directory());
            return Cli.TROUBLE;
        }
        PrintWriter out = spec.commandLine().getOut();
        if (prompt != null) {
            return printPrompt(pad, replay, out);
        }
        if (json) {
            out.println(TerminalText.json().writerWithDefaultPrettyPrinter().writeValueAsString(toJson(replay)));
        } else {
            printText(replay, out);
        }
        return agrees(replay) ? 0 : 1;
    }

    private static boolean agrees(CycleReplay replay) {
        return replay.verdict().kind() == CycleReplay.Verdict.Kind.OK
                || replay.verdict().kind() == CycleReplay.Verdict.Kind.CRASHED;
    }

    private int printPrompt(Scratchpad pad, CycleReplay replay, PrintWriter out) throws Exception {
        ReplayedIteration it = replay.iterations().stream().filter(i -> i.n() == prompt).findFirst().orElse(null);
        if (it == null) {
            spec.commandLine().getErr().println("cycle " + replay.cycle() + " has no iteration " + prompt + " to rebuild"
                    + (replay.iterations().isEmpty() ? ": its log names none in the real agent's format"
                    : " (iterations 1 to " + replay.iterations().size() + ")"));
            return Cli.TROUBLE;
        }
        IterationPrompt p = CycleIterations.prompt(pad, it);
        if (json) {
            ObjectMapper mapper = TerminalText.json();
            ObjectNode node = mapper.createObjectNode();
            node.put("cycle", replay.cycle().toString());
            node.put("n", it.n());
            node.put("rebuilt", true);
            node.put("system", p.system());
            node.put("system_source", p.systemNote());
            node.put("user", p.user());
            out.println(mapper.writerWithDefaultPrettyPrinter().writeValueAsString(node));
            return 0;
        }
        out.println("# prompt of iteration " + it.n() + " of cycle " + replay.cycle()
                + ", rebuilt (not recorded) as the agent's _build_prompt builds it");
        out.println("# system turn: " + TerminalText.line(p.systemNote()));
        out.println(TerminalText.block(p.system()));
        out.println("# user turn:");
        out.println(TerminalText.block(p.user()));
        return 0;
    }

    static ObjectNode toJson(CycleReplay replay) {
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode root = mapper.createObjectNode();
        root.put("cycle", replay.cycle().toString());
        ArrayNode iterations = root.putArray("iterations");
        for (ReplayedIteration it : replay.iterations()) {
            ObjectNode n = iterations.addObject();
            n.put("n", it.n());
            n.put("response", it.response());
            n.put("response_truncated", it.responseTruncated());
            if (it.hasAction()) {
                ObjectNode action = n.putObject("action");
                action.put("tool", it.tool());
                action.put("args", it.args());
            } else {
                n.putNull("action");
            }
            n.put("result", it.result());
            n.put("failed", it.failed());
            n.put("unknown", it.unknown());
            n.put("parse_error", it.parseError());
            ArrayNode changed = n.putArray("changed");
            it.changed().forEach(changed::add);
        }
        root.put("replay", replay.verdict().text());
        return root;
    }

    private static void printText(CycleReplay replay, PrintWriter out) {
        out.println("cycle " + replay.cycle() + "  ·  " + replay.iterations().size() + " of at most "
                + replay.maxIterations() + " iterations  ·  rebuilt from _before, the cycle's log section and"
                + " _after's notes");
        out.println("replay: " + replay.verdict().text() + "  (" + replay.verdict().describe() + ")");
        if (replay.iterations().isEmpty()) {
            out.println("no iterations: the cycle has no log in the real agent's format"
                    + " (--- Iteration k/N --- lines) to replay");
        }
        for (ReplayedIteration it : replay.iterations()) {
            out.println();
            out.println("#" + it.n() + "  " + headline(it));
            out.println("    response  " + (it.response() == null ? "(none in the log: the model call did not return)"
                    : TerminalText.line(it.response())
                    + (it.responseTruncated() ? "  [cut at 200 characters by the agent's log]" : "")));
            if (it.result() != null) {
                out.println("    " + (it.failed() ? "failed  " : "result  ") + "  " + TerminalText.line(it.result())
                        + (it.resultCut() ? "  [cut at 200 characters by the agent's log]" : ""));
            }
            if (it.crash() != null) {
                out.println("    crashed   " + TerminalText.line(it.crash()));
            }
            out.println("    changed   " + (it.changed().isEmpty() ? "nothing"
                    : TerminalText.line(String.join(", ", it.changed()))));
        }
        if (!replay.iterations().isEmpty()) {
            out.println();
            out.println("the prompt of iteration N: iterations DIR " + replay.cycle() + " --prompt N");
        }
    }

    private static String headline(ReplayedIteration it) {
        if (it.parseError()) {
            return "parse error: no action could be read from the response";
        }
        if (!it.hasAction()) {
            return it.crash() != null ? "no action: the cycle crashed" : "no action in the log";
        }
        String call = TerminalText.line(it.tool()) + " " + TerminalText.line(it.args());
        if (it.unknown()) {
            return "unknown tool " + call + "  (the agent has no such tool: nothing was called)";
        }
        if (it.done()) {
            return "done " + TerminalText.line(it.args());
        }
        return call;
    }
}
