package org.scratchpadinspector.formats.yamlcycles;

/**
 * What the real agent's log says about one iteration of a cycle, from its {@code --- Iteration k/N ---} line to
 * the next one.
 *
 * @param n          k
 * @param of         N, the agent's {@code max_iterations}
 * @param response   the {@code Model response: …} text (the response's first 200 characters, line breaks kept), or
 *                   null when the log has none (the model call failed, or the line is missing)
 * @param parseError {@code Could not parse action from response.} followed the response
 * @param tool       the {@code Dispatching tool: NAME …} name, or null when nothing was dispatched
 * @param args       the arguments as logged, a Python literal ({@code str(args)}), or null with {@code tool}
 * @param result     the {@code Tool result: …} text (its first 200 characters), or null
 * @param failure    the message of {@code Tool NAME failed: …}, in full, or null
 * @param unknown    {@code Unknown tool: NAME} followed
 * @param completion {@code Agent signaled completion.} followed
 * @param crash      the message of {@code Agent cycle failed: …} when the cycle crashed in this iteration, or null
 */
public record LoggedIteration(int n, int of, String response, boolean parseError, String tool, String args,
                              String result, String failure, boolean unknown, boolean completion, String crash) {

    /** The cut the agent's logger makes: {@code response[:200]}, {@code str(result)[:200]}. */
    public static final int LOGGED_CHARS = 200;

    public boolean dispatched() {
        return tool != null;
    }

    /** The response as logged is as long as the logger lets it be, so the model may have said more. */
    public boolean responseCut() {
        return response != null && codePoints(response) >= LOGGED_CHARS;
    }

    public boolean resultCut() {
        return result != null && codePoints(result) >= LOGGED_CHARS;
    }

    static int codePoints(String s) {
        return s.codePointCount(0, s.length());
    }
}
