package org.scratchpadinspector.formats.yamlcycles;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a cycle's own section of the real agent's log into its iterations, a line at a time.
 *
 * <p>The agent logs, per iteration: {@code --- Iteration k/N ---}; library lines of the model client; {@code Model
 * response: …}; then the dispatcher's {@code Could not parse action from response. …} or {@code Dispatching tool:
 * NAME with args: ARGS}, and after the latter {@code Tool result: …}, {@code Tool NAME failed: …}, {@code Unknown
 * tool: NAME} or {@code Agent signaled completion.}; a crash logs {@code Agent cycle failed: …} and its traceback.
 * The logger writes each message as it is, so a response or result that holds line breaks runs over the next
 * lines: they belong to it up to the next line the agent itself writes at that point. Lines are taken without their
 * {@code \n}; a trailing {@code \r} is kept in text (the agent on Linux writes the {@code \r\n} of an HTTP body as
 * it is) and ignored only to recognise the agent's own lines.
 */
final class IterationLog {
    private static final Pattern ITERATION = Pattern.compile("^--- Iteration (\\d+)/(\\d+) ---$");
    private static final Pattern DISPATCH = Pattern.compile("^Dispatching tool: (.*?) with args: (.*)$", Pattern.DOTALL);
    private static final String RESPONSE = "Model response: ";
    private static final String RESULT = "Tool result: ";
    private static final String UNKNOWN = "Unknown tool: ";
    private static final String PARSE_FAILURE = "Could not parse action from response.";
    private static final String COMPLETION = "Agent signaled completion.";
    private static final String CRASH = "Agent cycle failed: ";
    private static final String TRACEBACK = "Traceback (most recent call last):";
    private static final String SLEEPING = "=== AGENT SLEEPING ===";

    /** What the lines after an agent line continue, until the next agent line. */
    private enum Open { NONE, RESPONSE, RESULT, FAILURE, CRASH }

    private final List<LoggedIteration> done = new ArrayList<>();
    private Builder current;
    private Open open = Open.NONE;
    private StringBuilder text;
    private boolean sleeping;
    private String crashBeforeIterations;

    void accept(String raw) {
        String line = raw.endsWith("\r") ? raw.substring(0, raw.length() - 1) : raw;
        if (isText(raw, line)) {
            text.append('\n').append(raw);
            return;
        }
        Matcher iteration = ITERATION.matcher(line);
        if (iteration.matches()) {
            close();
            finish();
            current = new Builder(parse(iteration.group(1)), parse(iteration.group(2)));
            return;
        }
        if (line.equals(SLEEPING)) {
            close();
            sleeping = true;
            return;
        }
        if (line.startsWith(CRASH)) {
            close();
            open = Open.CRASH;
            text = new StringBuilder(raw.substring(CRASH.length()));
            return;
        }
        if (open == Open.CRASH && line.equals(TRACEBACK)) {
            close();
            return;
        }
        if (current == null) {
            if (open == Open.CRASH) {
                text.append('\n').append(raw);
            }
            return;
        }
        boolean handled = current.tool == null && !current.parseError
                ? acceptBeforeDispatch(raw, line) : acceptAfterDispatch(raw, line);
        if (!handled && open != Open.NONE) {
            text.append('\n').append(raw);
        }
    }

    /**
     * A line that looks like one of the agent's own but continues the text being read: a file the agent read (its
     * own log, say) can hold {@code --- Iteration 2/5 ---} or {@code === AGENT WAKING ===}. While a response is open
     * only the dispatcher's next line ends it; while a result or a tool's error is open the agent's next line is the
     * next iteration ({@code k+1} of the same N), {@code === AGENT SLEEPING ===} after the last one, or a crash, and
     * a result holds at most 200 characters.
     */
    private boolean isText(String raw, String line) {
        if (current == null || open == Open.NONE || open == Open.CRASH) {
            return false;
        }
        if (open == Open.RESPONSE) {
            return !line.startsWith(PARSE_FAILURE) && !line.startsWith("Dispatching tool: ") && !line.startsWith(CRASH);
        }
        boolean fits = open == Open.FAILURE || LoggedIteration.codePoints(text.toString()) + 1
                + LoggedIteration.codePoints(raw) <= LoggedIteration.LOGGED_CHARS;
        if (!fits || line.startsWith(CRASH)) {
            return false;
        }
        Matcher iteration = ITERATION.matcher(line);
        if (iteration.matches()) {
            return parse(iteration.group(1)) != current.n + 1 || parse(iteration.group(2)) != current.of;
        }
        if (line.equals(SLEEPING)) {
            return current.n < current.of;
        }
        return line.equals(CycleLogSection.WAKING) || line.startsWith("Cycle ") && line.endsWith(" complete.");
    }

    /**
     * The line, where the log's sections are cut, belongs to the text being read rather than starting a cycle's
     * section or ending one: see {@link #isText}.
     */
    boolean continuesText(String raw) {
        String line = raw.endsWith("\r") ? raw.substring(0, raw.length() - 1) : raw;
        return isText(raw, line);
    }

    /** The response, then what the dispatcher made of it. */
    private boolean acceptBeforeDispatch(String raw, String line) {
        if (line.startsWith(RESPONSE) && open == Open.NONE && current.response == null) {
            open = Open.RESPONSE;
            text = new StringBuilder(raw.substring(RESPONSE.length()));
            return true;
        }
        if (line.startsWith(PARSE_FAILURE)) {
            close();
            current.parseError = true;
            return true;
        }
        Matcher dispatch = DISPATCH.matcher(raw);
        if (line.startsWith("Dispatching tool: ") && dispatch.matches()) {
            close();
            current.tool = dispatch.group(1);
            current.args = strip(dispatch.group(2));
            return true;
        }
        return false;
    }

    /** What followed a dispatch; a result or failure runs on to the next line the agent writes. */
    private boolean acceptAfterDispatch(String raw, String line) {
        if (open != Open.NONE || current.tool == null) {
            return false;
        }
        String failedPrefix = "Tool " + current.tool + " failed: ";
        if (line.startsWith(RESULT) && current.result == null && current.failure == null) {
            open = Open.RESULT;
            text = new StringBuilder(raw.substring(RESULT.length()));
            return true;
        }
        if (line.startsWith(failedPrefix) && current.result == null && current.failure == null) {
            open = Open.FAILURE;
            text = new StringBuilder(raw.substring(failedPrefix.length()));
            return true;
        }
        if (line.startsWith(UNKNOWN)) {
            current.unknown = true;
            return true;
        }
        if (line.equals(COMPLETION)) {
            current.completion = true;
            return true;
        }
        return false;
    }

    /** Ends the text an agent line opened, giving it to the iteration (or to the crash). */
    private void close() {
        if (open == Open.NONE) {
            return;
        }
        String value = text.toString();
        switch (open) {
            case RESPONSE -> current.response = value;
            case RESULT -> current.result = value;
            case FAILURE -> current.failure = value;
            case CRASH -> {
                if (current != null) {
                    current.crash = value;
                } else {
                    crashBeforeIterations = value;
                }
            }
            default -> { }
        }
        open = Open.NONE;
        text = null;
    }

    private void finish() {
        if (current != null) {
            done.add(current.build());
            current = null;
        }
    }

    /** The highest iteration read so far, or -1. */
    int highest() {
        int n = current == null ? -1 : current.n;
        for (LoggedIteration it : done) {
            n = Math.max(n, it.n());
        }
        return n;
    }

    /** The iterations, the last one as far as the log goes; call once, after the last line. */
    List<LoggedIteration> iterations() {
        close();
        finish();
        return List.copyOf(done);
    }

    /** The log reached {@code === AGENT SLEEPING ===}: the cycle's iterations are all there. */
    boolean reachedSleep() {
        return sleeping;
    }

    /** A crash logged before the first iteration line, or null. */
    String crashBeforeIterations() {
        if (open == Open.CRASH && current == null) {
            return text.toString();
        }
        return crashBeforeIterations;
    }

    private static String strip(String args) {
        return args.endsWith("\r") ? args.substring(0, args.length() - 1) : args;
    }

    private static int parse(String digits) {
        try {
            return Integer.parseInt(digits);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static final class Builder {
        final int n;
        final int of;
        String response;
        boolean parseError;
        String tool;
        String args;
        String result;
        String failure;
        boolean unknown;
        boolean completion;
        String crash;

        Builder(int n, int of) {
            this.n = n;
            this.of = of;
        }

        LoggedIteration build() {
            return new LoggedIteration(n, of, response, parseError, tool, args, result, failure, unknown, completion,
                    crash);
        }
    }
}
