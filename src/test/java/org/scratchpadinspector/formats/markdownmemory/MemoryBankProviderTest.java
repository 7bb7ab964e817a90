package org.scratchpadinspector.formats.markdownmemory;

import java.nio.file.Path;
import org.scratchpadinspector.format.FormatProvider;
import org.scratchpadinspector.format.FormatProviderContract;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.testsupport.MarkdownMemorySamples;

/** The provider contract on the generated memory-bank-project sample. */
class MemoryBankProviderTest extends FormatProviderContract {
    private Path linked;

    @Override
    protected FormatProvider provider() {
        return Formats.registry().byName("memory-bank");
    }

    @Override
    protected Path sample() {
        return linked != null ? linked : MarkdownMemorySamples.memory("memory-bank-project");
    }

    /** The link test works on a copy: the generated sample is shared by every test of the run. */
    @Override
    protected void plantLinkOutside(Path sample, Path outside) throws Exception {
        linked = MarkdownMemorySamples.copyWithLinkOut("memory-bank-project", contractTemp, outside);
    }
}
