package org.scratchpadinspector.formats.yamlcycles;

import org.scratchpadinspector.engine.edit.SectionOperation;
import org.scratchpadinspector.engine.edit.PlanResult;
import org.scratchpadinspector.engine.edit.EditPlan;

import org.scratchpadinspector.engine.edit.CheckedFile;

import java.nio.file.Path;
import java.time.Clock;

/**
 * A process that appends goals to active.yaml in a loop through the editor's safe write, pausing at every step of
 * the write so that a kill at a random moment lands anywhere in it. Prints {@code ready} before the first edit.
 * Arguments: the agent root, the pause at each step in milliseconds.
 */
public final class EditLoop {
    private EditLoop() {
    }

    public static void main(String[] args) throws Exception {
        Path root = Path.of(args[0]);
        long pause = Long.parseLong(args[1]);
        MemoryEditor editor = new MemoryEditor(ScratchpadLocation.resolve(root), Clock.systemUTC())
                .checkpoints(step -> CheckedFile.pause(java.time.Duration.ofMillis(pause)));
        long pid = ProcessHandle.current().pid();
        System.out.println("ready");
        System.out.flush();
        for (int n = 0; ; n++) {
            PlanResult plan = editor.prepare(EditPlanner.section(SectionOperation.APPEND, "goals", "edit " + pid + "-" + n));
            if (plan instanceof EditPlan p) {
                System.out.println(editor.apply(p, false).message());
            }
        }
    }
}
