package org.scratchpadinspector.formats.recursivecontext;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.Capabilities;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitState;
import org.scratchpadinspector.format.LongLines;

/**
 * A run or a folder of runs of the recursive-context agent: a unit per turn of each run's {@code debug.json}.
 * A run is read again only when one of its three files changed (size, time or identity).
 */
final class RecursiveContextSource implements MemorySource {
    private final Path root;
    private final Map<Path, Cached> cache = new ConcurrentHashMap<>();
    /** One history per source: the states its listing read are what a later load of a listed point finds. */
    private final TurnHistory turnHistory = new TurnHistory(this);

    private record Cached(String stamp, RunReading reading) {
    }

    RecursiveContextSource(Path root) {
        this.root = root;
    }

    @Override
    public Path directory() {
        return root;
    }

    @Override
    public String format() {
        return RecursiveContextProvider.NAME;
    }

    @Override
    public Capabilities capabilities() {
        return RecursiveContextProvider.CAPABILITIES;
    }

    @Override
    public List<Unit> units(Cancellation cancellation, Consumer<Unit> each) {
        List<Unit> units = new ArrayList<>();
        for (RunReading run : readings(cancellation)) {
            for (Unit unit : run.units()) {
                units.add(unit);
                each.accept(unit);
            }
        }
        return units;
    }

    @Override
    public Optional<UnitDetail> detail(UnitId id, Cancellation cancellation) {
        RunReading run = runOf(id.text());
        if (run == null) {
            return Optional.empty();
        }
        Unit unit = run.units().stream().filter(u -> u.id().text().equals(id.text())).findFirst().orElseThrow();
        TraceEntry entry = run.entry(id.text());
        if (entry == null) {
            List<UnitState> states = RunReading.STATES.stream()
                    .map(name -> new UnitState(name, "", unit.problems())).toList();
            return Optional.of(new UnitDetail(unit, states, List.of(), List.of()));
        }
        List<String> unread = entry.problems().isEmpty() ? List.of("not read") : entry.problems();
        List<UnitState> states = List.of(
                entry.before() != null ? UnitState.of("before", LongLines.clip(entry.before()))
                        : new UnitState("before", "", unread),
                entry.after() != null ? UnitState.of("after", LongLines.clip(entry.after()))
                        : new UnitState("after", "", unread));
        List<String> changes = entry.judgeable() ? Sections.changeLines(entry.before(), entry.after()) : List.of();
        return Optional.of(new UnitDetail(unit, states, changes,
                TurnTimeline.of(entry, run.previous(entry), run.records(entry))));
    }

    /** The text searched for, without the section path a {@code PATH: text} query starts with. */
    @Override
    public List<String> searchTexts(String query) {
        String text = TurnSearch.parse(query).text();
        return text.isEmpty() ? List.of() : List.of(text);
    }

    @Override
    public List<UnitId> search(String query, Cancellation cancellation) {
        TurnSearch search = TurnSearch.parse(query);
        List<UnitId> found = new ArrayList<>();
        for (RunReading run : readings(cancellation)) {
            for (Unit unit : run.units()) {
                TraceEntry entry = run.entry(unit.id().text());
                if (entry != null && search.matches(entry, run.records(entry))) {
                    found.add(unit.id());
                }
            }
        }
        return found;
    }

    @Override
    public <F> Optional<F> facet(Class<F> type) {
        if (type == org.scratchpadinspector.model.Editing.class) {
            return Optional.of(type.cast(new AgentStateEdits(this)));
        }
        if (type == org.scratchpadinspector.model.TimeTravel.class) {
            return Optional.of(type.cast(new TurnTimeTravel(this, new AgentStateEdits(this))));
        }
        if (type == org.scratchpadinspector.model.History.class) {
            return Optional.of(type.cast(turnHistory));
        }
        if (type == org.scratchpadinspector.model.Steps.class) {
            return Optional.of(type.cast(new TurnPhases(this)));
        }
        return MemorySource.super.facet(type);
    }

    @Override
    public List<String> notes() {
        List<String> notes = new ArrayList<>(RunFolders.list(root).notes());
        readings(Cancellation.NONE).forEach(run -> notes.addAll(run.notes()));
        return notes;
    }

    /** The run a unit id belongs to (its name is the id up to its last {@code #}, or the whole id), or null. */
    RunReading runOf(String id) {
        for (RunFolders.Run run : RunFolders.runs(root)) {
            if (id.equals(run.name()) || id.startsWith(run.name() + "#")) {
                RunReading reading = reading(run);
                if (reading.units().stream().anyMatch(u -> u.id().text().equals(id))) {
                    return reading;
                }
            }
        }
        return null;
    }

    List<RunReading> readings(Cancellation cancellation) {
        List<RunReading> readings = new ArrayList<>();
        for (RunFolders.Run run : RunFolders.runs(root)) {
            cancellation.check();
            readings.add(reading(run));
        }
        return readings;
    }

    private RunReading reading(RunFolders.Run run) {
        String stamp = stamp(run.folder());
        Cached cached = cache.get(run.folder());
        if (cached != null && cached.stamp().equals(stamp) && cached.reading().name().equals(run.name())) {
            return cached.reading();
        }
        RunReading reading = RunReading.read(run.name(), run.folder(), root);
        cache.put(run.folder(), new Cached(stamp, reading));
        return reading;
    }

    private static String stamp(Path folder) {
        StringBuilder stamp = new StringBuilder();
        for (String name : RunFolders.RUN_FILES) {
            try {
                BasicFileAttributes a = Files.readAttributes(folder.resolve(name), BasicFileAttributes.class,
                        LinkOption.NOFOLLOW_LINKS);
                stamp.append(a.size()).append('/').append(a.lastModifiedTime().toInstant()).append('/')
                        .append(a.fileKey()).append(';');
            } catch (IOException e) {
                stamp.append("-;");
            }
        }
        return stamp.toString();
    }
}
