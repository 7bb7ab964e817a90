package org.scratchpadinspector.ui.iterations;

import java.util.List;
import java.util.function.IntFunction;

/**
 * A unit's steps for the view.
 *
 * @param unit     the unit's id
 * @param origin   how the steps are known: "rebuilt" (replayed from the files), "recorded" (written step by step
 *                 by the agent into its files) or "reported" (sent by an attached agent as it ran)
 * @param verdict  how the steps add up, in one line ("ok — the replay ends at the cycle's _after")
 * @param agrees   the steps end at the unit's recorded after state (or at a crash its files show)
 * @param records  the steps, in order
 * @param empty    why there are none, when there are none
 * @param stepKind what a step is called, one lower-case word ({@code iteration}, {@code phase}, {@code step})
 * @param prompt   the prompt of step n (system and user turns), built off the FX thread when asked; null when the
 *                 source keeps no prompt
 */
public record IterationsReport(String unit, String origin, String verdict, boolean agrees, List<IterationRecord> records,
                               String empty, String stepKind, IntFunction<String> prompt) {

    public IterationsReport {
        records = List.copyOf(records);
        stepKind = stepKind == null || stepKind.isEmpty() ? "step" : stepKind;
    }
}
