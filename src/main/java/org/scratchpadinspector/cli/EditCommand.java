package org.scratchpadinspector.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.scratchpadinspector.formats.yamlcycles.ActiveVersion;
import org.scratchpadinspector.formats.yamlcycles.EditOutcome;
import org.scratchpadinspector.formats.yamlcycles.EditPlan;
import org.scratchpadinspector.formats.yamlcycles.EditRequest;
import org.scratchpadinspector.engine.edit.Hashes;
import org.scratchpadinspector.formats.yamlcycles.MemoryEditor;
import org.scratchpadinspector.formats.yamlcycles.PlanResult;
import org.scratchpadinspector.formats.yamlcycles.SectionOperation;
import org.scratchpadinspector.formats.yamlcycles.yaml.YamlProblem;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

@Command(name = "edit", description = {
        "Edit active.yaml safely: validated, refused while a cycle runs (unless --agent-stopped) or when the file changed",
        "since --base-hash, written atomically with the previous version kept in .inspector/history/ and a line in .inspector/journal.jsonl.",
        "  edit DIR SECTION --replace VALUE     the section becomes VALUE (any YAML)",
        "  edit DIR SECTION --append VALUE      list: add the item(s); text: a new line",
        "  edit DIR SECTION --replace-text TEXT the section becomes TEXT as typed",
        "  edit DIR SECTION --append-text TEXT  TEXT as typed: a new line, or one item",
        "  edit DIR SECTION --clear             [] / \"\" / {} / null by type",
        "  edit DIR --update MAPPING            the seed's update_scratchpad(**MAPPING)",
        "  edit DIR --file FILE                 the whole file, written as is once it validates",
        "VALUE is YAML, but text when appended to a section that holds text. TEXT is",
        "never YAML: $'a\\nb' stays two lines. VALUE, TEXT, MAPPING and FILE may be -",
        "for standard input (a TEXT loses its final newline); put -- before a VALUE",
        "or TEXT that starts with -.",
        "Exit code 0 when written (or nothing to change), 1 when refused (nothing is written), 2 on trouble."})
final class EditCommand implements Callable<Integer> {
    @Spec
    CommandLine.Model.CommandSpec spec;

    @ParentCommand
    Cli cli;

    @Mixin
    DirArgument dir;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Operation operation;

    static final class Operation {
        @Option(names = "--replace", description = "Replace SECTION with VALUE.")
        boolean replace;
        @Option(names = "--append", description = "Append VALUE to SECTION (as text when SECTION holds text).")
        boolean append;
        @Option(names = "--replace-text", description = "Replace SECTION with TEXT, taken literally (not YAML).")
        boolean replaceText;
        @Option(names = "--append-text", description = "Append TEXT, taken literally (not YAML), to SECTION.")
        boolean appendText;
        @Option(names = "--clear", description = "Clear SECTION.")
        boolean clear;
        @Option(names = "--update", description = "Apply the seed's update with a MAPPING of sections to values.")
        boolean update;
        @Option(names = "--file", paramLabel = "FILE", description = "Replace the whole file with FILE's text.")
        String file;
    }

    @Parameters(index = "1..*", arity = "0..2", paramLabel = "SECTION|VALUE",
            description = "SECTION and VALUE, as the operation needs them.")
    List<String> words = new ArrayList<>();

    @Option(names = "--force", description = "Confirm changing the type of a known section.")
    boolean force;

    @Option(names = "--agent-stopped", description = "You know the agent is stopped: write even though the newest"
            + " cycle looks running (the journal line says agent_stopped).")
    boolean agentStopped;

    @Mixin
    StaleAfterOption stale;

    @Option(names = "--base-hash", paramLabel = "HASH",
            description = "Refuse unless active.yaml still has this SHA-256 (as printed by a previous edit).")
    String baseHash;

    @Override
    public Integer call() throws IOException {
        if (baseHash != null && !Hashes.isSha256(baseHash)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--base-hash needs 64 hex digits");
        }
        MemoryEditor editor = MemoryEditor.open(dir.dir, stale.liveness());
        PrintWriter out = spec.commandLine().getOut();
        EditRequest request;
        try {
            request = request(editor);
        } catch (YamlProblem problem) {
            return refuse("the value does not parse: " + problem.getMessage());
        }
        PlanResult planned = editor.prepare(request);
        if (planned instanceof EditOutcome.Refused refused) {
            return refuse(refused.message());
        }
        EditPlan plan = (EditPlan) planned;
        if (baseHash != null && !baseHash.equalsIgnoreCase(plan.baseHash())) {
            return refuse("conflict: active.yaml changed since " + baseHash.toLowerCase(java.util.Locale.ROOT)
                    + " (it is " + plan.baseHash() + " now)");
        }
        if (plan.resultText().equals(plan.baseText()) && plan.base().exists()) {
            out.println("unchanged: " + editor.location().active() + " already reads so (" + plan.baseHash() + ")");
            return 0;
        }
        EditOutcome outcome = agentStopped ? editor.applyAgentStopped(plan, force) : editor.apply(plan, force);
        if (outcome instanceof EditOutcome.Applied applied) {
            out.println("edited " + applied.file() + ": " + applied.operation());
            out.println("hash " + applied.hashBefore() + " -> " + applied.hashAfter());
            out.println("previous version: " + applied.historyEntry());
            if (agentStopped) {
                out.println("journaled as agent_stopped: " + applied.journalEntry().message());
            }
            return 0;
        }
        if (outcome instanceof EditOutcome.NeedsConfirmation) {
            return refuse(outcome.message().replace("confirm the type change", "use --force to confirm the type change"));
        }
        if (outcome instanceof EditOutcome.CycleRunning) {
            return refuse(outcome.message() + StaleAfterOption.whyRunning(editor)
                    + "; if the agent is stopped, add --agent-stopped");
        }
        return refuse(outcome.message());
    }

    private EditRequest request(MemoryEditor editor) throws IOException, YamlProblem {
        if (operation.file != null) {
            expectWords(0, "--file takes no SECTION or VALUE");
            return EditRequest.wholeFile(read(operation.file));
        }
        if (operation.update) {
            expectWords(1, "--update takes one MAPPING, e.g. '{current_task: Tag, pending_actions: []}'");
            return EditRequest.section(SectionOperation.UPDATE, null, value(words.get(0)));
        }
        if (operation.clear) {
            expectWords(1, "--clear takes a SECTION");
            return EditRequest.section(SectionOperation.CLEAR, words.get(0), null);
        }
        if (operation.replaceText || operation.appendText) {
            SectionOperation op = operation.replaceText ? SectionOperation.REPLACE : SectionOperation.APPEND;
            expectWords(2, "--" + op.key() + "-text takes a SECTION and a TEXT");
            return EditRequest.text(op, words.get(0), text(words.get(1)));
        }
        SectionOperation op = operation.replace ? SectionOperation.REPLACE : SectionOperation.APPEND;
        expectWords(2, "--" + op.key() + " takes a SECTION and a VALUE");
        ActiveVersion now = editor.readActive();
        if (EditRequest.takesText(now.state(), op, words.get(0))) {
            return EditRequest.text(op, words.get(0), text(words.get(1)));
        }
        return EditRequest.section(op, words.get(0), value(words.get(1)));
    }

    /** A literal text: the word as typed, or standard input without its final newline (as the shell's $(...)). */
    private String text(String word) throws IOException {
        if (!word.equals("-")) {
            return word;
        }
        String in = value(word);
        return in.endsWith("\r\n") ? in.substring(0, in.length() - 2)
                : in.endsWith("\n") ? in.substring(0, in.length() - 1) : in;
    }

    private void expectWords(int count, String usage) {
        if (words.size() != count) {
            throw new CommandLine.ParameterException(spec.commandLine(), usage);
        }
    }

    private String value(String word) throws IOException {
        return word.equals("-") ? new String(cli.stdin().readAllBytes(), StandardCharsets.UTF_8) : word;
    }

    private String read(String file) throws IOException {
        return file.equals("-") ? value("-") : Files.readString(Path.of(file), StandardCharsets.UTF_8);
    }

    private int refuse(String reason) {
        spec.commandLine().getErr().println("refused: " + reason);
        spec.commandLine().getErr().println("nothing was written");
        return 1;
    }
}
