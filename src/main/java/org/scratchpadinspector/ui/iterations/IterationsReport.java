package org.scratchpadinspector.ui.iterations;

import java.util.List;
import java.util.function.IntFunction;

/**
 * A unit's iterations for the view.
 *
 * @param unit     the unit's id
 * @param origin   "rebuilt" (replayed from the files) or "reported" (sent by the agent as it ran)
 * @param verdict  how the iterations add up, in one line ("ok: the replay ends at the cycle's _after")
 * @param agrees   the iterations end at the unit's recorded after state
 * @param records  the iterations, in order
 * @param empty    why there are none, when there are none
 * @param prompt   the prompt of iteration n (system and user turns), built off the FX thread when asked
 */
public record IterationsReport(String unit, String origin, String verdict, boolean agrees, List<IterationRecord> records,
                               String empty, IntFunction<String> prompt) {

    public IterationsReport {
        records = List.copyOf(records);
    }
}
