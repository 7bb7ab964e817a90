package org.scratchpadinspector.formats.miniagent;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * One correction's trace file as read: null fields and {@code readable == false} when the file is not a trace
 * (then {@code problems} says why).
 *
 * @param fileName     the file's name, {@code <started_at>_<correction_id>.json}
 * @param correctionId the part of the file name after the first {@code _}
 * @param finalAnswer  the answer object, or null while there is none
 */
record Trace(String fileName, String correctionId, boolean readable, List<String> problems, String learner,
             String sentence, String startedAt, String finishedAt, List<LifecycleEntry> lifecycle,
             List<String> injectedFacts, List<Step> steps, JsonNode finalAnswer) {

    static final String NEW = "NEW";
    static final String ACCUMULATING = "ACCUMULATING";
    static final String FROZEN = "FROZEN_FOR_ANSWER";
    static final String DISCARDED = "DISCARDED";

    Trace {
        problems = List.copyOf(problems);
    }

    static Trace unreadable(String fileName, String correctionId, List<String> problems) {
        return new Trace(fileName, correctionId, false, problems, null, null, null, null, List.of(), List.of(),
                List.of(), null);
    }

    record LifecycleEntry(String state, String at) {
    }

    /** How a failed step failed, as the operator tells them apart. */
    enum Failure {
        NONE, PARSE, VALIDATION, TOOL;

        String label() {
            return switch (this) {
                case NONE -> "ok";
                case PARSE -> "parse failure";
                case VALIDATION -> "validation failure";
                case TOOL -> "tool error";
            };
        }
    }

    /** One (thought, action, observation) step; {@code args} is the action's arguments as written. */
    record Step(String thought, String action, JsonNode args, boolean ok, String output, String error) {
        Failure failure() {
            if (ok) {
                return Failure.NONE;
            }
            if ("parse_error".equals(action)) {
                return Failure.PARSE;
            }
            return error != null && error.startsWith("validation failed") ? Failure.VALIDATION : Failure.TOOL;
        }
    }

    boolean reached(String state) {
        return lifecycle.stream().anyMatch(e -> state.equals(e.state()));
    }

    boolean answered() {
        return readable && reached(FROZEN) && finalAnswer != null;
    }

    /** Discarded without an answer: the step budget ran out (or the planner gave up). */
    boolean gaveUp() {
        return readable && !answered() && reached(DISCARDED);
    }

    long failedSteps() {
        return steps.stream().filter(s -> !s.ok()).count();
    }
}
