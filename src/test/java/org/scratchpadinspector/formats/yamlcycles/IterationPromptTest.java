package org.scratchpadinspector.formats.yamlcycles;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.testsupport.Python;

/**
 * The prompt of every iteration, rebuilt from the replay, against the prompt the agent's own code built: the
 * generator's re-implementation of sagecontinuum/msa runs in python3 with its model client wrapped to record each
 * (system, user) pair it is sent, while it writes the msa-real sample into a temporary folder.
 */
class IterationPromptTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path tmp;

    private String recordPrompts() {
        return Python.run("""
                import json, sys
                from pathlib import Path
                sys.path.insert(0, 'scratchpad-samples/generator')
                import msa_agent, msa_sample
                sent = []
                complete = msa_agent.ModelClient.complete
                def recording(self, system, user):
                    sent.append([system, user])
                    return complete(self, system, user)
                msa_agent.ModelClient.complete = recording
                msa_sample.make_msa_sample(Path(sys.argv[1] if len(sys.argv) > 1 else r'%s'))
                print(json.dumps(sent))
                """.formatted(tmp), "");
    }

    @Test
    void everyIterationsRebuiltPromptIsThePromptTheAgentsBuildPromptSentForThatState() throws Exception {
        Python.requirePyYaml();
        JsonNode sent = JSON.readTree(recordPrompts());
        Path root = tmp.resolve("msa-real");
        Scratchpad pad = Scratchpad.open(root);

        int k = 0;
        for (int i = 0; i < pad.index().size(); i++) {
            CycleReplay replay = CycleIterations.replay(pad, pad.index().id(i));
            for (ReplayedIteration it : replay.iterations()) {
                IterationPrompt rebuilt = CycleIterations.prompt(pad, it);
                String where = replay.cycle() + " iteration " + it.n();
                assertThat(rebuilt.user()).as(where).isEqualTo(sent.get(k).get(1).asText());
                assertThat(rebuilt.system()).as(where).isEqualTo(sent.get(k).get(0).asText());
                k++;
            }
        }
        assertThat(k).as("every model call has its iteration").isEqualTo(sent.size()).isGreaterThan(40);
    }

    @Test
    void theSystemTurnIsTheRootsRulesFileAndTheAgentsDefaultWithoutOne() throws Exception {
        Path root = org.scratchpadinspector.testsupport.SampleCopy.copy(Path.of("scratchpad-samples/msa-real"),
                tmp.resolve("copy"));
        Scratchpad pad = Scratchpad.open(root);
        ReplayedIteration first = CycleIterations.replay(pad, CycleId.parse("20260401_100137")).iterations().get(0);

        IterationPrompt prompt = CycleIterations.prompt(pad, first);
        assertThat(prompt.system()).isEqualTo(Files.readString(root.resolve("config/rules.md")));
        assertThat(prompt.systemNote()).contains("rules.md as it is now");
        assertThat(prompt.user()).startsWith("\nCurrent scratchpad state:\ngoals:\n")
                .contains("\n\nAvailable tools:\n- echo: Echo a message back. Useful for testing.\n")
                .endsWith("\"args\": {\"summary\": \"...\"}}\n");

        Files.delete(root.resolve("config/rules.md"));
        assertThat(CycleIterations.prompt(pad, first).system()).isEqualTo(IterationPrompt.NO_RULES);
    }
}
