package org.scratchpadinspector.formats.markdownmemory;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.format.TimeTravelContract;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.engine.history.InspectorData;
import org.scratchpadinspector.testsupport.GitRepo;
import org.scratchpadinspector.testsupport.Sources;

/**
 * The TimeTravel facet's contract on a Memory Bank kept in git: a version is one state, restored as the memory; a
 * fork keeps its origin in its recorded history only, so it names no source.
 */
class MarkdownMemoryTimeTravelTest extends TimeTravelContract {
    @TempDir
    Path tmp;
    private String previous;
    private Path top;

    @BeforeEach
    void ownDataFolder() {
        previous = System.getProperty(InspectorData.PROPERTY);
        System.setProperty(InspectorData.PROPERTY, tmp.resolve("data").toString());
    }

    @AfterEach
    void restoreDataFolder() {
        if (previous == null) {
            System.clearProperty(InspectorData.PROPERTY);
        } else {
            System.setProperty(InspectorData.PROPERTY, previous);
        }
    }

    @Override
    protected MemorySource source() throws Exception {
        if (top == null) {
            GitRepo repo = GitRepo.init(tmp.resolve("bank"));
            repo.write("memory-bank/progress.md", "# Progress\n\nnothing yet\n")
                    .commit("2026-03-01T10:00:00+00:00", "Cline", "one");
            repo.write("memory-bank/progress.md", "# Progress\n\n- sync works\n")
                    .commit("2026-03-02T10:00:00+00:00", "Cline", "two");
            top = repo.top();
        }
        return Sources.open(top);
    }

    @Override
    protected Path forkDestination() {
        return tmp.resolve("fork");
    }

    @Override
    protected boolean forkRecordsItsSource() {
        return false;
    }
}
