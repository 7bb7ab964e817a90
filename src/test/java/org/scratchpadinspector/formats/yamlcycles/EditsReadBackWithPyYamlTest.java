package org.scratchpadinspector.formats.yamlcycles;

import org.scratchpadinspector.engine.edit.SectionOperation;
import org.scratchpadinspector.engine.edit.EditRequest;
import org.scratchpadinspector.engine.edit.EditPlan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.scratchpadinspector.formats.yamlcycles.EditFixture.applied;
import static org.scratchpadinspector.formats.yamlcycles.EditFixture.plan;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.testsupport.Python;

/** Every file the editor writes, read back by real PyYAML (yaml.safe_load, then the seed's load defaults), is the intended state. */
class EditsReadBackWithPyYamlTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String LOAD_LIKE_SEED = String.join("\n",
            "import json, sys, yaml",
            "DEFAULT_SCHEMA = {'goals': [], 'current_task': None, 'pending_actions': [],",
            "                  'completed_tasks': [], 'notes': '', 'last_updated': None}",
            "with open(sys.stdin.readline().rstrip('\\n'), encoding='utf-8') as f:",
            "    data = yaml.safe_load(f) or {}",
            "for k, v in DEFAULT_SCHEMA.items():",
            "    data.setdefault(k, v)",
            "print(json.dumps(data, ensure_ascii=False))");

    @TempDir
    Path tmp;

    @Test
    void everyFileTheEditorWritesReadsBackInPyYamlAsTheIntendedState() throws Exception {
        Python.requirePyYaml();
        EditFixture fx = new EditFixture(tmp);
        MemoryEditor editor = fx.editor();
        List<EditRequest> edits = List.of(
                EditPlanner.section(SectionOperation.APPEND, "notes",
                        "\"[TOOL] echo({'message': 'Amélie → 日本語 🚀'}) → done\\n  indented line  \\n\""),
                EditPlanner.section(SectionOperation.REPLACE, "goals",
                        "- 'yes'\n- 'null'\n- '0123'\n- '1e3'\n- '~'\n- ' leading space'\n- 'a: b'\n- '#hash'\n"
                                + "- " + "a long goal with many words ".repeat(6).strip() + "\n"),
                EditPlanner.section(SectionOperation.UPDATE, null,
                        "{completed_tasks: [{task: Tag, summary: 'Tagged: v1.4.1'}], pending_actions: [], "
                                + "current_task: Build}"),
                EditPlanner.section(SectionOperation.REPLACE, "budget",
                        "{tokens: 12000, ratio: 0.75, strict: true, owner: null, tags: [], extra: {}}"),
                EditPlanner.section(SectionOperation.APPEND, "goals", "[one, two]"),
                EditPlanner.section(SectionOperation.CLEAR, "completed_tasks", null),
                EditRequest.wholeFile("# written by hand\ngoals: [Ship]\nnotes: |\n  line one\n  line two\n"
                        + "current_task: Ship\n"));
        for (EditRequest request : edits) {
            EditPlan plan = plan(editor.prepare(request));
            applied(editor.apply(plan, true));
            JsonNode pyyaml = JSON.readTree(Python.run(LOAD_LIKE_SEED, fx.active + "\n"));
            JsonNode intended = JSON.readTree(JSON.writeValueAsString(plan.resultState()));
            assertThat(pyyaml).as(request.describe()).isEqualTo(intended);
        }
        assertThat(fx.activeText()).startsWith("# written by hand\n");
    }
}
