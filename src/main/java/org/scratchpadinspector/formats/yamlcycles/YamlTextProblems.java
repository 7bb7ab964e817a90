package org.scratchpadinspector.formats.yamlcycles;

import org.scratchpadinspector.engine.edit.TextProblem;
import org.scratchpadinspector.pyyaml.YamlProblem;

/** The YAML library's problems in the editor's words: the same line, column and reason, the YAML one as cause. */
final class YamlTextProblems {
    private YamlTextProblems() {
    }

    static TextProblem of(YamlProblem problem) {
        return new TextProblem(problem.line(), problem.column(), problem.reason(), problem);
    }
}
