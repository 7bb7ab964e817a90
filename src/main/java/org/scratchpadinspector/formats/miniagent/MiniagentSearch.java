package org.scratchpadinspector.formats.miniagent;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitState;

/**
 * Search in this format's terms. Every term must match (case-insensitive): {@code learner:NAME} (that learner's
 * corrections), {@code tool:NAME} (a step called that tool), {@code failed:parse|validation|tool} (a step failed
 * that way), {@code status:KEY}; any other word, or a {@code "quoted phrase"}, is looked for in the decoded text
 * of the unit (sentence, injected facts, thoughts, arguments, observations, answer; the store's keys).
 */
final class MiniagentSearch {
    private static final Pattern TERM = Pattern.compile("\"([^\"]*)\"|(\\S+)");
    private final MemorySource source;

    MiniagentSearch(MemorySource source) {
        this.source = source;
    }

    List<UnitId> search(String query, Cancellation cancellation) {
        List<String> terms = terms(query);
        List<UnitId> out = new ArrayList<>();
        for (Unit unit : source.units(cancellation, u -> { })) {
            cancellation.check();
            UnitDetail detail = source.detail(unit.id(), cancellation).orElse(null);
            if (detail != null && terms.stream().allMatch(term -> matches(term, unit, detail))) {
                out.add(unit.id());
            }
        }
        return out;
    }

    private static List<String> terms(String query) {
        List<String> terms = new ArrayList<>();
        Matcher m = TERM.matcher(query.toLowerCase(Locale.ROOT));
        while (m.find()) {
            terms.add(m.group(1) != null ? m.group(1) : m.group(2));
        }
        return terms;
    }

    /**
     * The texts of a query that show in a unit's states: its words and phrases, and the names a {@code learner:} or
     * {@code tool:} term asks for; {@code status:} and {@code failed:} are no text.
     */
    static List<String> texts(String query) {
        List<String> texts = new ArrayList<>();
        for (String term : terms(query)) {
            int colon = term.indexOf(':');
            String key = colon > 0 ? term.substring(0, colon) : "";
            String value = switch (key) {
                case "learner", "tool" -> term.substring(colon + 1);
                case "status", "failed" -> "";
                default -> term;
            };
            if (!value.isEmpty() && !texts.contains(value)) {
                texts.add(value);
            }
        }
        return texts;
    }

    private static boolean matches(String term, Unit unit, UnitDetail detail) {
        int colon = term.indexOf(':');
        String key = colon > 0 ? term.substring(0, colon) : "";
        String value = colon > 0 ? term.substring(colon + 1) : term;
        switch (key) {
            case "learner":
                return value.equals(lower(unit.fields().get("learner")));
            case "tool":
                return unit.fields().get("tools") instanceof List<?> tools
                        && tools.stream().anyMatch(t -> value.equals(lower(t)));
            case "status":
                return value.equals(unit.status().key());
            case "failed":
                return detail.timeline().stream().anyMatch(e -> e.severity().name().equals("FAILURE")
                        && e.title().toLowerCase(Locale.ROOT).contains(value + " "));
            default:
                return text(detail).contains(term);
        }
    }

    private static String text(UnitDetail detail) {
        StringBuilder all = new StringBuilder();
        detail.states().stream().map(UnitState::text).forEach(t -> all.append(t).append('\n'));
        detail.timeline().forEach(e -> all.append(e.title()).append('\n').append(e.detail()).append('\n'));
        return all.toString().toLowerCase(Locale.ROOT);
    }

    private static String lower(Object o) {
        return o == null ? null : o.toString().toLowerCase(Locale.ROOT);
    }
}
