package org.scratchpadinspector.formats.forgenotes;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One tool call and its outcome, judged by the message that follows it: the tool's result, the agent's ERROR
 * message, nothing yet, or something else.
 *
 * @param n        its number in the session, from 1
 * @param message  the assistant message that holds it
 * @param call     its parsed {@code <tool>} element
 * @param reply    the message after it, or null when the conversation ends with the call
 * @param outcome  what the reply says
 * @param result   the result's text (after {@code Tool '<name>' result:\n}), or the error's, or null
 * @param problems what is malformed about the call or its reply
 */
record Call(int n, Message message, ToolCall call, Message reply, Outcome outcome, String result, List<String> problems) {
    enum Outcome { OK, FAILED, PENDING, NO_RESULT }

    static final String ERROR_PREFIX = "ERROR: Tool \"%s\" execution failed.\n\nError details: ";
    static final String RESULT_PREFIX = "Tool '%s' result:\n";
    private static final java.util.regex.Pattern ANY_ERROR =
            java.util.regex.Pattern.compile("^ERROR: Tool \"([^\"\\n]*)\" execution failed\\.\n\nError details: ");
    private static final java.util.regex.Pattern ANY_RESULT = java.util.regex.Pattern.compile("^Tool '([^'\\n]*)' result:\n");

    Call {
        problems = List.copyOf(problems);
    }

    /** Every call of the conversation, in order, numbered from 1. */
    static List<Call> of(Conversation conversation) {
        List<Message> messages = conversation.messages();
        List<Call> calls = new ArrayList<>();
        for (int i = 0; i < messages.size(); i++) {
            if (messages.get(i).isCall()) {
                calls.add(judge(calls.size() + 1, messages.get(i), i + 1 < messages.size() ? messages.get(i + 1) : null));
            }
        }
        return calls;
    }

    String tool() {
        return call.name();
    }

    /** The error text of a failed call, else null. */
    String error() {
        return outcome == Outcome.FAILED ? result : null;
    }

    private static Call judge(int n, Message message, Message reply) {
        ToolCall call = ToolCall.parse(message.content());
        List<String> problems = new ArrayList<>();
        if (call.problem() != null) {
            problems.add(Conversation.FILE + ": message " + message.number() + ": " + call.problem());
        }
        if (reply == null) {
            return new Call(n, message, call, null, Outcome.PENDING, null, problems);
        }
        String content = reply.content();
        var named = "tool".equals(reply.role()) ? ANY_RESULT.matcher(content)
                : "user".equals(reply.role()) ? ANY_ERROR.matcher(content) : null;
        if (named == null || !named.find()) {
            return new Call(n, message, call, reply, Outcome.NO_RESULT, null, problems);
        }
        if (call.name() != null && !Objects.equals(named.group(1), call.name())) {
            problems.add(Conversation.FILE + ": message " + reply.number() + " answers a call of " + named.group(1)
                    + ", the call was " + call.name());
        }
        Outcome outcome = "tool".equals(reply.role()) ? Outcome.OK : Outcome.FAILED;
        return new Call(n, message, call, reply, outcome, content.substring(named.end()), problems);
    }
}
