package org.scratchpadinspector.formats;

import java.util.ArrayList;
import java.util.List;
import org.scratchpadinspector.format.FormatProvider;
import org.scratchpadinspector.format.FormatRegistry;
import org.scratchpadinspector.formats.markdownmemory.MarkdownMemoryProvider;
import org.scratchpadinspector.formats.mempalace.MemPalaceProvider;
import org.scratchpadinspector.formats.miniagent.MiniagentProvider;
import org.scratchpadinspector.formats.recursivecontext.RecursiveContextProvider;
import org.scratchpadinspector.formats.forge.ForgeProvider;
import org.scratchpadinspector.formats.forgenotes.ForgeNotesProvider;
import org.scratchpadinspector.formats.yamlcycles.YamlCyclesProvider;

/** Every format the inspector knows, in the order the registry asks them. */
public final class Formats {
    private static final FormatRegistry REGISTRY = new FormatRegistry(providers());

    private Formats() {
    }

    private static List<FormatProvider> providers() {
        List<FormatProvider> all = new ArrayList<>(List.of(
                new YamlCyclesProvider(),
                new RecursiveContextProvider(),
                new ForgeProvider(),
                new ForgeNotesProvider(),
                new MiniagentProvider(),
                new MemPalaceProvider()));
        all.addAll(MarkdownMemoryProvider.all());
        return all;
    }

    public static FormatRegistry registry() {
        return REGISTRY;
    }
}
