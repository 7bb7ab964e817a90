package org.scratchpadinspector.formats.miniagent;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What each answered correction did to the store, read back from its trace: the agent saves the store only
 * when a correction ends with an answer, counting one mistake per entry of the answer's {@code mistakes}, one
 * attempt (right when there were no mistakes) in the answer's tense, and the overrides its
 * {@code add_verb_override} steps added. Undoing the newest answered correction's part gives the store as that
 * correction found it: the store's "last seen" version.
 */
final class StoreReplay {
    private StoreReplay() {
    }

    /** One answered correction's effect on the store. */
    record Delta(String correctionId, String at, Map<String, Long> mistakes, String accuracyKey,
                 boolean accuracyCorrect, Map<String, List<String>> overridesAdded) {
        String describe() {
            List<String> parts = new ArrayList<>();
            mistakes.forEach((k, n) -> parts.add("mistake " + k + " +" + n));
            if (accuracyKey != null) {
                parts.add("accuracy " + accuracyKey + " +1 attempt" + (accuracyCorrect ? ", right" : ", wrong"));
            }
            overridesAdded.forEach((verb, forms) -> forms.forEach(f -> parts.add("override " + verb + " + " + f)));
            return parts.isEmpty() ? "nothing counted" : String.join("; ", parts);
        }
    }

    static Delta of(Trace trace) {
        JsonNode answer = trace.finalAnswer();
        Map<String, Long> mistakes = new LinkedHashMap<>();
        JsonNode listed = answer.path("mistakes");
        for (JsonNode m : listed) {
            mistakes.merge(trace.learner() + "|" + m.path("verb").asText() + "|" + m.path("error_type").asText(),
                    1L, Long::sum);
        }
        String tense = answer.path("tense").isTextual() ? answer.get("tense").asText() : null;
        Map<String, List<String>> added = new LinkedHashMap<>();
        for (Trace.Step step : trace.steps()) {
            if ("add_verb_override".equals(step.action()) && step.ok() && step.output() != null
                    && step.output().startsWith("override added")) {
                added.computeIfAbsent(step.args().path("verb").asText(), v -> new ArrayList<>())
                        .add(step.args().path("form").asText());
            }
        }
        return new Delta(trace.correctionId(), trace.finishedAt(), mistakes,
                tense == null ? null : trace.learner() + "|" + tense, listed.isEmpty(), added);
    }

    /**
     * {@code current} without {@code delta}; what cannot be undone (a counter lower than the correction
     * counted, a key it added that is gone) is added to {@code mismatches}: the file changed since.
     */
    static Store undo(Store current, Delta delta, List<String> mismatches) {
        Store before = current.copy();
        delta.mistakes().forEach((k, n) -> {
            Long now = before.mistakeCounts().get(k);
            if (now == null || now < n) {
                mismatches.add("mistake " + k + " is " + now + ", but " + delta.correctionId() + " counted " + n);
            } else if (now.equals(n)) {
                before.mistakeCounts().remove(k);
            } else {
                before.mistakeCounts().put(k, now - n);
            }
        });
        if (delta.accuracyKey() != null) {
            Store.Accuracy now = before.accuracyStats().get(delta.accuracyKey());
            long right = delta.accuracyCorrect() ? 1 : 0;
            if (now == null || now.total() < 1 || now.correct() < right) {
                mismatches.add("accuracy " + delta.accuracyKey() + " is " + now + ", but "
                        + delta.correctionId() + " counted an attempt");
            } else if (now.total() == 1) {
                before.accuracyStats().remove(delta.accuracyKey());
            } else {
                before.accuracyStats().put(delta.accuracyKey(), new Store.Accuracy(now.correct() - right,
                        now.total() - 1));
            }
        }
        delta.overridesAdded().forEach((verb, forms) -> {
            List<String> now = before.verbOverrides().get(verb);
            for (String form : forms) {
                if (now == null || !now.remove(form)) {
                    mismatches.add("override " + verb + " lacks " + form + ", which " + delta.correctionId()
                            + " added");
                }
            }
            if (now != null && now.isEmpty()) {
                before.verbOverrides().remove(verb);
            }
        });
        return before;
    }
}
