package org.scratchpadinspector.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.scratchpadinspector.engine.edit.Hashes;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.EditAction;
import org.scratchpadinspector.model.EditPreview;
import org.scratchpadinspector.model.Editing;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.UnitId;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

@Command(name = "edit", description = {
        "Edit the memory now safely: previewed on the file as it is, refused while a unit is being written",
        "(unless --agent-stopped) or when the file changed since --base-hash, written atomically with the previous",
        "version kept in .inspector/history/ and a line in .inspector/journal.jsonl, beside the file.",
        "  edit DIR SECTION --replace VALUE     the section becomes VALUE (YAML where the memory is YAML)",
        "  edit DIR SECTION --append VALUE      list: add the item(s); text: a new line",
        "  edit DIR SECTION --replace-text TEXT the section becomes TEXT as typed",
        "  edit DIR SECTION --append-text TEXT  TEXT as typed: a new line, or one item",
        "  edit DIR SECTION --clear             [] / \"\" / {} / null by type, or an empty section",
        "  edit DIR --update MAPPING            seed 000: update_scratchpad(**MAPPING)",
        "  edit DIR --file FILE                 the whole file, written as is once it validates",
        "SECTION is a path as ls and blame name it: goals, TRAJECTORY/Now, MEMORY.md#Notes.",
        "VALUE is YAML, but text when appended to a section that holds text. TEXT is",
        "never YAML: $'a\\nb' stays two lines. VALUE, TEXT, MAPPING and FILE may be -",
        "for standard input (a TEXT loses its final newline); put -- before a VALUE",
        "or TEXT that starts with -. A format that cannot do an operation says so.",
        "A Markdown memory (the text taken literally): edit DIR FILE#Heading --replace-text|--append-text TEXT,",
        "edit DIR FILE#Heading --clear; § entries: edit DIR FILE --add-entry TEXT, edit DIR FILE#§N",
        "--replace-entry TEXT, edit DIR FILE#§N --remove-entry (--force writes past the entry cap);",
        "Forge: edit DIR MEMORY_ID --supersede TEXT. The write is atomic, the previous files kept and journaled",
        "in the inspector's data folder.",
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
        @Option(names = "--add-entry", description = "A § entry memory: add TEXT as a new entry of FILE.")
        boolean addEntry;
        @Option(names = "--replace-entry", description = "A § entry memory: entry FILE#§N becomes TEXT.")
        boolean replaceEntry;
        @Option(names = "--remove-entry", description = "A § entry memory: remove entry FILE#§N.")
        boolean removeEntry;
        @Option(names = "--supersede", description = "Forge memories: write TEXT as a new memory superseding MEMORY.")
        boolean supersede;
    }

    @Parameters(index = "1..*", arity = "0..2", paramLabel = "SECTION|VALUE",
            description = "SECTION and VALUE, as the operation needs them.")
    List<String> words = new ArrayList<>();

    @Option(names = "--unit", paramLabel = "ID", description = "Edit the memory of this unit (a run's saved state,"
            + " a session); by default the memory now.")
    String unit;

    @Option(names = "--force", description = "Confirm changing the type of a known section.")
    boolean force;

    @Option(names = "--agent-stopped", description = "You know the agent is stopped: write even though a unit"
            + " looks running (the journal line says agent_stopped).")
    boolean agentStopped;

    @Mixin
    StaleAfterOption stale;

    @Option(names = "--base-hash", paramLabel = "HASH",
            description = "Refuse unless the file still has this SHA-256 (as printed by a previous edit).")
    String baseHash;

    @Override
    public Integer call() throws IOException {
        MemorySource other = dir.filesMemory(stale.with(SourceOptions.NOW));
        if (other != null) {
            return editOther(other);
        }
        if (operation.addEntry || operation.replaceEntry || operation.removeEntry || operation.supersede) {
            return refuse("entries and superseding memories belong to the Markdown memories; " + dir.text
                    + " is a seed-000 scratchpad");
        }
        if (baseHash != null && !Hashes.isSha256(baseHash)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--base-hash needs 64 hex digits");
        }
        MemorySource source = dir.source(stale.with(SourceOptions.NOW));
        Editing editing = DirArgument.need(source, Editing.class);
        UnitId target = unit == null ? null : source.find(unit).orElseThrow(() -> new IllegalArgumentException(
                "no unit " + unit + " in " + source.directory() + "; `ls` lists them"));
        List<String> offered = editing.actions(target).stream().map(EditAction::name).toList();
        Map<String, String> args = new LinkedHashMap<>();
        String action = action(offered, args);
        if (!offered.contains(action)) {
            return refuse(source.format() + " cannot " + action + " here"
                    + (offered.isEmpty() ? ": it offers no edit of " + (target == null ? "the memory now" : target)
                    : "; its edits: " + String.join(", ", offered)));
        }
        if (force) {
            args.put(EditAction.CONFIRMED, "true");
        }
        if (agentStopped) {
            args.put(EditAction.AGENT_STOPPED, "true");
        }
        EditPreview preview;
        try {
            preview = editing.preview(target, action, args);
        } catch (IllegalArgumentException refused) {
            return refuse(refused.getMessage());
        }
        PrintWriter out = spec.commandLine().getOut();
        if (baseHash != null && !baseHash.equalsIgnoreCase(preview.baseHash())) {
            return refuse("conflict: " + preview.target().getFileName() + " changed since "
                    + baseHash.toLowerCase(java.util.Locale.ROOT) + " (it is " + preview.baseHash() + " now)");
        }
        if (preview.changesNothing() && !preview.oldText().isEmpty()) {
            out.println("unchanged: " + preview.target() + " already reads so (" + preview.baseHash() + ")");
            return 0;
        }
        try {
            RefusalText.written(out, spec.commandLine().getErr(), editing.apply(preview), "");
        } catch (IllegalStateException refused) {
            return refuse(refused.getMessage());
        }
        return 0;
    }

    /** A Markdown memory: the section or entry operation, previewed then written through the source's safe write. */
    private int editOther(org.scratchpadinspector.model.MemorySource other) throws IOException {
        String action;
        java.util.Map<String, String> args = new java.util.LinkedHashMap<>();
        if (operation.file != null || operation.update) {
            return refuse("--file and --update are seed-000 edits; a Markdown memory is edited a section or an entry at a time");
        }
        if (operation.clear) {
            expectWords(1, "--clear takes a SECTION (FILE#Heading)");
            action = "clear-section";
            args.put("section", words.get(0));
        } else if (operation.removeEntry) {
            expectWords(1, "--remove-entry takes an entry, FILE#§N");
            action = "remove-entry";
            args.put("entry", words.get(0));
        } else {
            expectWords(2, "this edit takes a SECTION (or FILE, entry FILE#§N, MEMORY) and a TEXT");
            String text = text(words.get(1));
            if (operation.addEntry) {
                action = "add-entry";
                args.put("file", words.get(0));
            } else if (operation.replaceEntry) {
                action = "replace-entry";
                args.put("entry", words.get(0));
            } else if (operation.supersede) {
                action = "supersede";
                args.put("memory", words.get(0));
            } else {
                action = operation.replace || operation.replaceText ? "replace-section" : "append-section";
                args.put("section", words.get(0));
            }
            args.put("text", text);
        }
        if (force) {
            args.put("over_cap_ok", "true");
        }
        return FacetVerbs.edit(other, action, args, spec.commandLine().getOut(), spec.commandLine().getErr());
    }

    /** The action the options name, in the source's terms where it has its own (seed 000's YAML values). */
    private String action(List<String> offered, Map<String, String> args) throws IOException {
        if (operation.file != null) {
            expectWords(0, "--file takes no SECTION or VALUE");
            args.put("text", read(operation.file));
            return "file";
        }
        if (operation.update) {
            expectWords(1, "--update takes one MAPPING, e.g. '{current_task: Tag, pending_actions: []}'");
            args.put("value", value(words.get(0)));
            return "update";
        }
        if (operation.clear) {
            expectWords(1, "--clear takes a SECTION");
            args.put("section", words.get(0));
            return EditAction.CLEAR_SECTION;
        }
        boolean replace = operation.replace || operation.replaceText;
        expectWords(2, "--" + (replace ? "replace" : "append") + (operation.replaceText || operation.appendText
                ? "-text takes a SECTION and a TEXT" : " takes a SECTION and a VALUE"));
        args.put("section", words.get(0));
        String yaml = replace ? "replace" : "append";
        if ((operation.replace || operation.append) && offered.contains(yaml)) {
            args.put("value", value(words.get(1)));
            return yaml;
        }
        args.put("text", text(words.get(1)));
        return replace ? EditAction.REPLACE_SECTION : EditAction.APPEND_SECTION;
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
        return RefusalText.refuse(spec.commandLine().getErr(), reason);
    }
}
