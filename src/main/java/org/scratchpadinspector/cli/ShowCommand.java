package org.scratchpadinspector.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.UnitState;
import org.scratchpadinspector.format.Untrusted;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "show", description = {"Print one state of a unit, decoded (real Unicode, multi-line strings as",
        "blocks), raw (the bytes on disk), or as JSON; or the memory as it is now (--active)."})
final class ShowCommand implements Callable<Integer> {
    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Mixin
    DirArgument dir;

    @Parameters(index = "1", arity = "0..1", paramLabel = "ID", description = "The unit's id as `ls` prints it (a cycle id YYYYMMDD_HHMMSS, run#3 ...); not needed with --active.")
    String id;

    @ArgGroup(exclusive = true)
    Which which = new Which();

    static final class Which {
        @Option(names = "--before", description = "The unit's first state (the state a cycle started from).")
        boolean before;
        @Option(names = "--after", description = "The unit's last state (default).")
        boolean after;
        @Option(names = "--active", description = "The memory as it is now, outside any unit (seed 000: active.yaml).")
        boolean active;
    }

    @Option(names = "--raw", description = "The bytes on disk, as the agent wrote them.")
    boolean raw;

    @Option(names = "--state", paramLabel = "NAME", description = "The state to print (default: the unit's last; `ls` and the window name them).")
    String state;

    @Option(names = "--timeline", description = "Print the unit's timeline after the state.")
    boolean timeline;

    @Option(names = "--json", description = "Print {format, unit, state, value, text, problems, notices} as one JSON object.")
    boolean json;

    @Mixin
    AtOption at;

    @Override
    public Integer call() throws Exception {
        MemorySource source = dir.source(at.options());
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        UnitState shown;
        UnitDetail detail = null;
        if (which.active) {
            shown = UnitStates.now(source).state();
        } else {
            if (id == null) {
                throw new IllegalArgumentException("give a unit ID (`ls` lists them), or --active");
            }
            detail = UnitStates.detail(source, id);
            if (detail.states().isEmpty()) {
                err.println(Untrusted.line(id) + " has no states");
                return Cli.TROUBLE;
            }
            String name = state != null ? state : which.before ? detail.states().get(0).name() : null;
            shown = name == null ? detail.states().get(detail.states().size() - 1) : detail.state(name);
            if (shown == null) {
                throw new IllegalArgumentException(id + " has no state '" + name + "'; its states: "
                        + String.join(", ", detail.unit().states()));
            }
        }
        if (json) {
            ObjectMapper mapper = new ObjectMapper();
            ObjectNode o = mapper.createObjectNode();
            o.put("format", source.format());
            o.put("unit", detail == null ? null : detail.unit().id().text());
            o.put("state", shown.name());
            o.set("value", YamlJson.of(shown.value()));
            o.put("text", shown.text());
            o.set("problems", mapper.valueToTree(shown.problems()));
            o.set("notices", mapper.valueToTree(shown.notices()));
            out.println(mapper.writerWithDefaultPrettyPrinter().writeValueAsString(o));
            return shown.readable() ? 0 : Cli.TROUBLE;
        }
        int code = UnitStates.print(shown, raw, out, err);
        if (timeline && detail != null) {
            out.println();
            out.println("Timeline:");
            detail.timeline().forEach(e -> out.println("  " + (e.time() == null ? "" : e.time() + "  ")
                    + (e.severity() == Severity.FAILURE ? "FAILED  " : "") + Untrusted.line(e.title())));
        }
        return code;
    }
}
