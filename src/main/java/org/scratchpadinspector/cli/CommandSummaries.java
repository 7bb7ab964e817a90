package org.scratchpadinspector.cli;

import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.Help.Column;
import picocli.CommandLine.Help.TextTable;

/**
 * The list of commands in {@code --help}: each with the first sentence of its description, whole. picocli shows a
 * description's first line, which for a description wrapped over several lines stops mid-sentence
 * ("…status, iterations,").
 */
final class CommandSummaries implements CommandLine.IHelpSectionRenderer {
    private static final int INDENT = 2;
    private static final int GAP = 2;

    @Override
    public String render(Help help) {
        Map<String, Help> commands = help.subcommands();
        if (commands.isEmpty()) {
            return "";
        }
        int nameWidth = commands.keySet().stream().mapToInt(String::length).max().orElse(0);
        int width = help.commandSpec().usageMessage().width();
        TextTable table = TextTable.forColumns(help.colorScheme(),
                new Column(INDENT + nameWidth + GAP, INDENT, Column.Overflow.SPAN),
                new Column(Math.max(20, width - INDENT - nameWidth - GAP), INDENT, Column.Overflow.WRAP));
        for (Map.Entry<String, Help> command : commands.entrySet()) {
            table.addRowValues(command.getKey(), summary(command.getValue().commandSpec().usageMessage().description()));
        }
        return table.toString();
    }

    /** The description's first sentence, its lines joined: up to the first full stop that ends a sentence. */
    static String summary(String[] description) {
        String text = String.join(" ", description).strip().replaceAll("\\s+", " ");
        int from = 0;
        while (true) {
            int stop = text.indexOf(". ", from);
            if (stop < 0) {
                return text;
            }
            String before = text.substring(Math.max(0, stop - 3), stop + 1);
            if (!before.endsWith("e.g.") && !before.endsWith("i.e.") && !before.endsWith("etc.")) {
                return text.substring(0, stop + 1);
            }
            from = stop + 2;
        }
    }
}
