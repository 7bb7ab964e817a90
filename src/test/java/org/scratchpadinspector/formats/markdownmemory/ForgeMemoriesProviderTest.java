package org.scratchpadinspector.formats.markdownmemory;

import java.nio.file.Path;
import org.scratchpadinspector.format.FormatProvider;
import org.scratchpadinspector.format.FormatProviderContract;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.testsupport.MarkdownMemorySamples;

/** The provider contract on the generated forge sample. */
class ForgeMemoriesProviderTest extends FormatProviderContract {
    @Override
    protected FormatProvider provider() {
        return Formats.registry().byName("forge-memories");
    }

    @Override
    protected Path sample() {
        return MarkdownMemorySamples.memory("forge");
    }
}
