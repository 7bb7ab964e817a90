package org.scratchpadinspector.formats.yamlcycles;

import java.util.List;
import java.util.Map;

/**
 * One iteration of a cycle with the state before and after it: a sub-step of the cycle.
 *
 * @param n                 1-based
 * @param response          the model's response as logged (its first 200 characters), or null when the log has none
 * @param responseTruncated the logged response is 200 characters long: the model may have said more
 * @param tool              the tool dispatched, or null (a parse error, a failed model call)
 * @param args              its arguments as logged ({@code str(args)}, a Python literal), or null
 * @param result            the tool's result as the notes keep it (up to 300 characters), or the message of a tool
 *                          that raised; null for {@code done}, {@code update_scratchpad}, an unknown tool and a
 *                          parse error
 * @param resultCut         the result is the log's 200 characters: the notes that held the rest were not kept
 * @param failed            the tool raised ({@code [TOOL ERROR]})
 * @param unknown           the agent had no such tool ({@code [UNKNOWN TOOL]})
 * @param parseError        no action could be read from the response ({@code [PARSE ERROR]})
 * @param done              the model signalled {@code done}
 * @param crash             the cycle crashed in this iteration: the error, else null
 * @param before            the state the iteration started from (the prompt shows it)
 * @param after             the state it left
 * @param changed           the paths whose values differ from {@code before} to {@code after}
 */
public record ReplayedIteration(int n, String response, boolean responseTruncated, String tool, String args,
                                String result, boolean resultCut, boolean failed, boolean unknown,
                                boolean parseError, boolean done, String crash, Map<Object, Object> before,
                                Map<Object, Object> after, List<String> changed) {

    public ReplayedIteration {
        changed = List.copyOf(changed);
    }

    public boolean hasAction() {
        return tool != null;
    }
}
