package org.scratchpadinspector.formats.yamlcycles;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.format.SectionEditingContract;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;

/** The SectionEditing facet's contract on a copy of the healthy sample (five finished cycles, none running). */
class CycleSectionEditingTest extends SectionEditingContract {
    @TempDir
    Path tmp;

    @Override
    protected MemorySource source() throws Exception {
        EditFixture fixture = new EditFixture(tmp);
        YamlCyclesProvider provider = new YamlCyclesProvider();
        return provider.open(provider.recognise(fixture.root), SourceOptions.NOW, Cancellation.NONE);
    }

    @Override
    protected String section() {
        return "current_task";
    }

    @Override
    protected String value() {
        return "Ship 1.4.1";
    }

    @Override
    protected String otherValue() {
        return "Write the post-mortem";
    }
}
