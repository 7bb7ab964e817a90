package org.scratchpadinspector.formats.markdownmemory;

import java.nio.file.Path;
import org.scratchpadinspector.format.FormatProvider;
import org.scratchpadinspector.format.FormatProviderContract;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.testsupport.MarkdownMemorySamples;

/** The provider contract on the generated letta sample. */
class LettaMemfsProviderTest extends FormatProviderContract {
    private Path linked;

    @Override
    protected FormatProvider provider() {
        return Formats.registry().byName("letta-memfs");
    }

    @Override
    protected Path sample() {
        return linked != null ? linked : MarkdownMemorySamples.memory("letta");
    }

    /** The link test works on a copy: the generated sample is shared by every test of the run. */
    @Override
    protected void plantLinkOutside(Path sample, Path outside) throws Exception {
        linked = MarkdownMemorySamples.copyWithLinkOut("letta", contractTemp, outside);
    }
}
