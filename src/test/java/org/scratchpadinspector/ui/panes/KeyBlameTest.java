package org.scratchpadinspector.ui.panes;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.engine.blame.Attribution;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.YamlCyclesSource;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.MemorySource;

class KeyBlameTest {
    private static final Path HEALTHY = Path.of("scratchpad-samples/healthy/scratchpad");

    /** The gutter's blame of a seed-000 scratchpad, through its history facet as the panes ask for it. */
    private static Map<String, KeyBlame> blame(Path dir) throws Exception {
        MemorySource source = new YamlCyclesSource(Scratchpad.open(dir));
        History history = source.facet(History.class).orElseThrow();
        return KeyBlame.of(source, history, history.points(Cancellation.NONE), Cancellation.NONE);
    }

    @Test
    void everyTopLevelKeyOfActiveYamlIsBlamedInItsOrder() throws Exception {
        Map<String, KeyBlame> blamed = blame(HEALTHY);

        assertThat(blamed.keySet()).containsExactly("goals", "current_task", "pending_actions", "completed_tasks",
                "notes", "last_updated");
    }

    @Test
    void aKeyTheAgentChangedLastNamesTheAgentAndTheCycleTimeWithOldAndNewInTheTooltip() throws Exception {
        KeyBlame task = blame(HEALTHY).get("current_task");

        assertThat(task.by()).isEqualTo(Attribution.AGENT);
        assertThat(task.label()).isEqualTo("agent · 102137");
        assertThat(task.tooltip()).contains("changed last by agent in cycle 20260401_102137")
                .contains("Announce the release in #kestrel\n→ null");
    }

    @Test
    void aKeyThatNeverChangedIsLabelledUnchangedAndLastUpdatedStampedBySaveIsTheAgents() throws Exception {
        Map<String, KeyBlame> blamed = blame(HEALTHY);

        assertThat(blamed.get("goals").label()).isEqualTo("unchanged");
        assertThat(blamed.get("goals").tooltip()).isEqualTo("goals: unchanged since cycle 20260401_100137");
        // save() stamps last_updated after _after: active.yaml differs there by the agent's own write
        assertThat(blamed.get("last_updated").label()).isEqualTo("agent · active");
    }

    @Test
    void atMostOneHundredKeysAreBlamed(@TempDir Path dir) throws Exception {
        StringBuilder yaml = new StringBuilder();
        for (int i = 0; i < 150; i++) {
            yaml.append("key").append(i).append(": ").append(i).append('\n');
        }
        Files.writeString(dir.resolve("active.yaml"), yaml);

        Map<String, KeyBlame> blamed = blame(dir);

        assertThat(blamed).hasSize(KeyBlame.MAX_KEYS).containsKey("key99").doesNotContainKey("key100");
    }

    @Test
    void anUnreadableActiveYamlBlamesNothing(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("active.yaml"), "goals: [unclosed\n");

        assertThat(blame(dir)).isEmpty();
    }
}
