package org.scratchpadinspector.formats.markdownmemory;

import java.nio.file.Path;
import org.scratchpadinspector.format.FormatProvider;
import org.scratchpadinspector.format.FormatProviderContract;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.testsupport.MarkdownMemorySamples;

/** The provider contract on the generated claude-code-auto sample. */
class ClaudeCodeAutoMemoryProviderTest extends FormatProviderContract {
    private Path linked;

    @Override
    protected FormatProvider provider() {
        return Formats.registry().byName("claude-code");
    }

    @Override
    protected Path sample() {
        return linked != null ? linked : MarkdownMemorySamples.memory("claude-code-auto");
    }

    /** The link test works on a copy: the generated sample is shared by every test of the run. */
    @Override
    protected void plantLinkOutside(Path sample, Path outside) throws Exception {
        linked = MarkdownMemorySamples.copyWithLinkOut("claude-code-auto", contractTemp, outside);
    }
}
