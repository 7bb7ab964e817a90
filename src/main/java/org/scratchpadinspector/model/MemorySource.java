package org.scratchpadinspector.model;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.scratchpadinspector.model.Cancellation;

/**
 * A directory read through one format. Reading never writes into the directory. Each call reads the files as
 * they are now, so a watcher re-asks after a change.
 */
public interface MemorySource {
    /** The directory as the operator gave it. */
    Path directory();

    /** The format's name, as {@code ls --json} prints it. */
    String format();

    Capabilities capabilities();

    /**
     * Every unit, in id order, handed to {@code each} as soon as it is summarised (so a slow file does not hold
     * back the others), and returned as a list at the end.
     */
    List<Unit> units(Cancellation cancellation, Consumer<Unit> each);

    /**
     * Like {@link #units(Cancellation, Consumer)}, running {@code waiting} whenever the next unit is not ready yet
     * (a printer flushes what it has there, so a reader of its stream sees every unit so far while a slow file is
     * read). By default it runs after every unit.
     */
    default List<Unit> units(Cancellation cancellation, Consumer<Unit> each, Runnable waiting) {
        return units(cancellation, unit -> {
            each.accept(unit);
            waiting.run();
        });
    }

    default List<Unit> units() {
        return units(Cancellation.NONE, unit -> { });
    }

    /** One unit's states, changes and timeline, or empty when no unit has that id. */
    Optional<UnitDetail> detail(UnitId id, Cancellation cancellation);

    /**
     * The unit whose id the operator typed, or empty.
     *
     * @throws IllegalArgumentException saying why, when the text cannot be an id of this format at all
     */
    default Optional<UnitId> find(String typed) {
        return units().stream().map(Unit::id).filter(id -> id.text().equals(typed)).findFirst();
    }

    /** Units whose states or events match the query, in the format's own search rules. */
    default List<UnitId> search(String query, Cancellation cancellation) {
        String needle = query.toLowerCase(java.util.Locale.ROOT);
        return units(cancellation, unit -> { }).stream()
                .filter(unit -> detail(unit.id(), cancellation)
                        .map(d -> d.states().stream().anyMatch(s -> s.text().toLowerCase(java.util.Locale.ROOT).contains(needle))
                                || d.timeline().stream().anyMatch(e -> (e.title() + "\n" + e.detail()).toLowerCase(java.util.Locale.ROOT).contains(needle)))
                        .orElse(false))
                .map(Unit::id)
                .toList();
    }

    /**
     * The texts of {@code query} that {@link #search} looks for in a unit's text, for listing and marking the lines
     * of the states that hold them (ignoring case). Filters that are no text of a state (a tag, a status) are left
     * out; a query of filters only has none. By default the query itself is the text.
     */
    default List<String> searchTexts(String query) {
        String text = query == null ? "" : query.strip();
        return text.isEmpty() ? List.of() : List.of(text);
    }

    /**
     * How its memory can be edited, or empty when it is read only.
     *
     * @deprecated ask for the {@link Editing} facet
     */
    @Deprecated
    default java.util.Optional<SourceEdits> edits() {
        return java.util.Optional.empty();
    }

    /**
     * A facet this source offers ({@link History}, {@link Editing}, {@link TimeTravel}, {@link Steps},
     * {@link LiveControl}, {@link Liveness}), or empty. By default a source offers what it implements.
     */
    default <F> Optional<F> facet(Class<F> type) {
        return type.isInstance(this) ? Optional.of(type.cast(this)) : Optional.empty();
    }

    /** What this source calls a unit ("cycle", "turn"), as its history names it; "unit" without a history. */
    default String unitWord() {
        return facet(History.class).map(History::unitKind).orElse("unit");
    }

    /**
     * One line saying why this source does not offer {@code facet}, in the operator's words ("forgenotes is
     * read-only: its notes live in the agent's memory"); what a command that needs the facet prints.
     */
    default String lacks(Class<?> facet) {
        return format() + " does not offer " + facetWords(facet) + " for " + directory();
    }

    /** A facet's name in the operator's words: {@code TimeTravel} is "time travel", {@code Steps} "steps". */
    static String facetWords(Class<?> facet) {
        return facet.getSimpleName().replaceAll("(?<=[a-z])(?=[A-Z])", " ").toLowerCase(java.util.Locale.ROOT);
    }

    /** Lines about the directory itself that belong to no unit (stray files counted, a log that did not parse). */
    default List<String> notes() {
        return List.of();
    }
}
