package org.scratchpadinspector.formats;

import java.util.List;
import org.scratchpadinspector.format.FormatRegistry;
import org.scratchpadinspector.formats.mempalace.MemPalaceProvider;
import org.scratchpadinspector.formats.miniagent.MiniagentProvider;
import org.scratchpadinspector.formats.recursivecontext.RecursiveContextProvider;
import org.scratchpadinspector.formats.forge.ForgeProvider;
import org.scratchpadinspector.formats.forgenotes.ForgeNotesProvider;
import org.scratchpadinspector.formats.yamlcycles.YamlCyclesProvider;

/** Every format the inspector knows, in the order the registry asks them. */
public final class Formats {
    private static final FormatRegistry REGISTRY = new FormatRegistry(List.of(
            new YamlCyclesProvider(),
            new RecursiveContextProvider(),
            new ForgeProvider(),
            new ForgeNotesProvider(),
            new MiniagentProvider(),
            new MemPalaceProvider()));

    private Formats() {
    }

    public static FormatRegistry registry() {
        return REGISTRY;
    }
}
