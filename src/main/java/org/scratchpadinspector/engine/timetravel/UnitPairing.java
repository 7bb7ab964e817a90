package org.scratchpadinspector.engine.timetravel;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.scratchpadinspector.model.Unit;

/**
 * Which unit of one folder goes with which unit of another folder of the same format, decided from the units'
 * kinds, ids and fields only. Kinds pair separately. A unit's container is the part of its id before {@code #}
 * that one of its fields holds ({@code run}, {@code session}), else the part before the last {@code /}.
 * <ul>
 *   <li>Units that are sessions, or live in one, pair only with the same id: a session is one conversation with
 *       its own memory, so call 3 of one session says nothing about call 3 of another.</li>
 *   <li>When each folder holds exactly one container, it is left out of the key ({@code runA#3} pairs with
 *       {@code runB#3}); with several, ids pair whole.</li>
 *   <li>Keys pair when the folders share any; otherwise units pair by position in the source's order (its
 *       time order), as random ids never coincide.</li>
 * </ul>
 */
public final class UnitPairing {
    /** One pair; either side null when the other folder has no counterpart. */
    public record Match(Unit a, Unit b) {
    }

    /** The pairs in order with one line saying how they were chosen, or a one-line refusal. */
    public record Result(List<Match> matches, List<String> how, String refusal) {
        public boolean refused() {
            return refusal != null;
        }
    }

    private static final String SESSION = "session";

    private UnitPairing() {
    }

    public static Result pair(List<Unit> a, List<Unit> b) {
        Set<String> kinds = new LinkedHashSet<>();
        a.forEach(u -> kinds.add(u.kind()));
        b.forEach(u -> kinds.add(u.kind()));
        List<Match> matches = new ArrayList<>();
        List<String> how = new ArrayList<>();
        for (String kind : kinds) {
            List<Unit> ofA = a.stream().filter(u -> u.kind().equals(kind)).toList();
            List<Unit> ofB = b.stream().filter(u -> u.kind().equals(kind)).toList();
            String refusal = pairKind(kind, ofA, ofB, matches, how);
            if (refusal != null) {
                return new Result(List.of(), List.of(), refusal);
            }
        }
        return new Result(matches, how, null);
    }

    private static String pairKind(String kind, List<Unit> a, List<Unit> b, List<Match> into, List<String> how) {
        Map<Unit, Container> containers = new IdentityHashMap<>();
        a.forEach(u -> containers.put(u, container(u)));
        b.forEach(u -> containers.put(u, container(u)));
        Set<String> inA = values(a, containers);
        Set<String> inB = values(b, containers);
        boolean sessions = kind.equals(SESSION)
                || containers.values().stream().anyMatch(c -> c != null && c.field().equals(SESSION));
        if (sessions) {
            if (!a.isEmpty() && !b.isEmpty() && !shareAny(a, b, UnitPairing::idText)) {
                return (kind.equals(SESSION) ? "sessions are" : kind + " units belong to sessions,")
                        + " each one conversation with its own memory, and A and B share no session (A: " + names(a, containers, inA) + "; B: " + names(b, containers, inB)
                        + "): only the same session can be compared";
            }
            byKey(a, b, UnitPairing::idText, into);
            how.add(kind + ": the same id in A and B (a session only pairs with itself)");
            return null;
        }
        if (inA.size() == 1 && inB.size() == 1) {
            Function<Unit, String> local = u -> localKey(u, containers.get(u));
            if (shareAny(a, b, local)) {
                byKey(a, b, local, into);
                how.add(kind + ": by id within " + inA.iterator().next() + " and " + inB.iterator().next());
                return null;
            }
        } else if (!inA.isEmpty() || !inB.isEmpty()) {
            if (!a.isEmpty() && !b.isEmpty() && !shareAny(a, b, UnitPairing::idText)) {
                return kind + " units of A (in " + String.join(", ", inA) + ") and of B (in " + String.join(", ", inB)
                        + ") share no id: give one folder of each to pair them by position";
            }
            byKey(a, b, UnitPairing::idText, into);
            how.add(kind + ": by the same id");
            return null;
        } else if (shareAny(a, b, UnitPairing::idText)) {
            byKey(a, b, UnitPairing::idText, into);
            how.add(kind + ": by the same id");
            return null;
        }
        for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
            into.add(new Match(i < a.size() ? a.get(i) : null, i < b.size() ? b.get(i) : null));
        }
        how.add(kind + ": by position in order (A and B share no id)");
        return null;
    }

    /** Pairs equal keys; units of B without a partner come in B's order before the next pair. */
    private static void byKey(List<Unit> a, List<Unit> b, Function<Unit, String> key, List<Match> into) {
        Map<String, Integer> whereInB = new HashMap<>();
        for (int i = 0; i < b.size(); i++) {
            whereInB.putIfAbsent(key.apply(b.get(i)), i);
        }
        boolean[] used = new boolean[b.size()];
        int nextB = 0;
        for (Unit unit : a) {
            Integer at = whereInB.get(key.apply(unit));
            if (at != null && !used[at]) {
                for (; nextB < at; nextB++) {
                    if (!used[nextB]) {
                        used[nextB] = true;
                        into.add(new Match(null, b.get(nextB)));
                    }
                }
                used[at] = true;
                into.add(new Match(unit, b.get(at)));
            } else {
                into.add(new Match(unit, null));
            }
        }
        for (int i = 0; i < b.size(); i++) {
            if (!used[i]) {
                into.add(new Match(null, b.get(i)));
            }
        }
    }

    private record Container(String field, String value) {
    }

    private static Container container(Unit unit) {
        String id = unit.id().text();
        for (Map.Entry<String, Object> field : unit.fields().entrySet()) {
            if (field.getValue() instanceof String value && !value.isEmpty()
                    && (id.startsWith(value + "#") || id.equals(value))) {
                return new Container(field.getKey(), value);
            }
        }
        int slash = id.lastIndexOf('/');
        return slash > 0 ? new Container("folder", id.substring(0, slash)) : null;
    }

    private static String localKey(Unit unit, Container container) {
        String id = unit.id().text();
        return container == null ? id : id.substring(container.value().length());
    }

    private static Set<String> values(List<Unit> units, Map<Unit, Container> containers) {
        Set<String> values = new LinkedHashSet<>();
        units.stream().map(containers::get).filter(c -> c != null).forEach(c -> values.add(c.value()));
        return values;
    }

    private static String names(List<Unit> units, Map<Unit, Container> containers, Set<String> values) {
        Set<String> shown = values.isEmpty() ? new LinkedHashSet<>(units.stream().map(UnitPairing::idText).toList()) : values;
        List<String> list = new ArrayList<>(shown);
        return list.size() <= 3 ? String.join(", ", list)
                : String.join(", ", list.subList(0, 3)) + " and " + (list.size() - 3) + " more";
    }

    private static boolean shareAny(List<Unit> a, List<Unit> b, Function<Unit, String> key) {
        Set<String> keysOfA = new HashSet<>();
        a.forEach(u -> keysOfA.add(key.apply(u)));
        return b.stream().map(key).anyMatch(keysOfA::contains);
    }

    private static String idText(Unit unit) {
        return unit.id().text();
    }
}
