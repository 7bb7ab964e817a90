package org.scratchpadinspector.formats.miniagent;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import org.scratchpadinspector.engine.cache.UnitRowCache;
import org.scratchpadinspector.engine.files.SymlinkCheck;
import org.scratchpadinspector.format.Untrusted;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.Capabilities;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.UnitId;

/**
 * One experiment folder (or a folder of them) read as units: one correction per trace, in file-name order,
 * then the long-term store. With several experiments, each id starts with its folder's name and a {@code /}.
 */
final class MiniagentSource implements MemorySource {
    private final Path directory;
    private final List<Path> experiments;
    private final TraceCache cache;
    private final Map<Path, UnitRowCache> rowCaches = new ConcurrentHashMap<>();
    /** Traces this source listed from the summary cache: complete versions it has seen, as if read. */
    private final Set<Path> listedFromCache = ConcurrentHashMap.newKeySet();
    /** One history per source: the states its last listing computed are what a later load of a point reads. */
    private final StoreHistory storeHistory = new StoreHistory(this);

    MiniagentSource(Path directory, List<Path> experiments) {
        this.directory = directory;
        this.experiments = List.copyOf(experiments);
        this.cache = new TraceCache(directory);
    }

    @Override
    public Path directory() {
        return directory;
    }

    @Override
    public String format() {
        return MiniagentProvider.NAME;
    }

    @Override
    public Capabilities capabilities() {
        return MiniagentProvider.CAPABILITIES;
    }

    @Override
    public List<Unit> units(Cancellation cancellation, Consumer<Unit> each) {
        List<Unit> out = new ArrayList<>();
        for (Path experiment : experiments) {
            Set<String> seen = new HashSet<>();
            UnitRowCache rows = rows(experiment);
            for (Path file : ExperimentLayout.traceFiles(experiment)) {
                cancellation.check();
                Unit unit = correction(file, prefix(experiment), seen, rows);
                out.add(unit);
                each.accept(unit);
            }
            rows.save(experiment, MiniagentProvider.NAME);
            Path store = experiment.resolve(ExperimentLayout.STORE);
            if (Files.exists(store, LinkOption.NOFOLLOW_LINKS)) {
                Unit unit = Units.store(StoreFile.read(store, directory), prefix(experiment));
                out.add(unit);
                each.accept(unit);
            }
        }
        return out;
    }

    /**
     * The row of trace {@code file}: from the summary cache while the file is unchanged (its id is the names' alone,
     * so it is given afresh), else read.
     */
    private Unit correction(Path file, String prefix, Set<String> seen, UnitRowCache rows) {
        String name = file.getFileName().toString();
        long[] stamp = UnitRowCache.stamp(file);
        Unit cached = rows.get(name, stamp);
        if (cached == null) {
            boolean complete = cache.hasComplete(file);
            Trace trace = cache.read(file, stamp);
            Unit read = Units.correction(trace, prefix, seen);
            Unit earlier = !complete && TraceCache.cutShort(trace) && listedFromCache.contains(file)
                    ? rows.previous(name) : null;
            if (earlier != null && !earlier.status().key().equals("unreadable")) {
                // as the trace cache does for a version this source read: the last complete one, with a line saying so
                List<String> problems = new ArrayList<>(earlier.problems());
                problems.add(TraceCache.lastCompleteShown(trace));
                return new Unit(earlier.format(), earlier.kind(), read.id(), earlier.status(), earlier.flags(),
                        problems, earlier.fields(), earlier.states());
            }
            if (!trace.readable() || cache.isLastComplete(file, trace)) {
                rows.put(name, stamp, read); // what the file gives alone, not a version shown in its place
            }
            return read;
        }
        listedFromCache.add(file);
        UnitId id = new UnitId(prefix + Units.idText(TraceParser.correctionIdOf(name), name, seen), prefix + "1 " + name);
        return new Unit(cached.format(), cached.kind(), id, cached.status(), cached.flags(), cached.problems(),
                cached.fields(), cached.states());
    }

    /** The summary cache of an experiment's traces, kept for this source's life once read. */
    private UnitRowCache rows(Path experiment) {
        return rowCaches.computeIfAbsent(experiment, e -> UnitRowCache.open(MiniagentProvider.NAME, Units.RULES, e));
    }

    @Override
    public Optional<UnitDetail> detail(UnitId id, Cancellation cancellation) {
        for (Path experiment : experiments) {
            String prefix = prefix(experiment);
            if (!id.text().startsWith(prefix)) {
                continue;
            }
            Path file = correctionFile(experiment, prefix, id, cancellation);
            if (file != null) {
                Trace trace = cache.read(file);
                UnitId listed = new UnitId(id.text(), prefix + "1 " + file.getFileName());
                return Optional.of(Details.correction(Units.correction(trace, listed), trace));
            }
            Path store = experiment.resolve(ExperimentLayout.STORE);
            if (id.text().equals(prefix + Units.STORE_ID) && Files.exists(store, LinkOption.NOFOLLOW_LINKS)) {
                List<Trace> traces = new ArrayList<>();
                for (Path trace : ExperimentLayout.traceFiles(experiment)) {
                    cancellation.check();
                    traces.add(cache.read(trace));
                }
                StoreFile.Read read = StoreFile.read(store, directory);
                return Optional.of(Details.store(Units.store(read, prefix), read, traces));
            }
        }
        return Optional.empty();
    }

    /** The unit the operator typed, found as {@link #units} would list it, by the file names alone. */
    @Override
    public Optional<UnitId> find(String typed) {
        for (Path experiment : experiments) {
            String prefix = prefix(experiment);
            if (!typed.startsWith(prefix)) {
                continue;
            }
            Path file = fileOf(ExperimentLayout.traceFiles(experiment), prefix, typed, Cancellation.NONE);
            if (file != null) {
                return Optional.of(new UnitId(typed, prefix + "1 " + file.getFileName()));
            }
            if (typed.equals(prefix + Units.STORE_ID)
                    && Files.exists(experiment.resolve(ExperimentLayout.STORE), LinkOption.NOFOLLOW_LINKS)) {
                return Optional.of(new UnitId(typed, prefix + "2 " + Units.STORE_ID));
            }
        }
        return Optional.empty();
    }

    /** The trace of correction {@code id}, or null when {@code id} is no correction of this folder. */
    Trace correctionTrace(UnitId id, Cancellation cancellation) {
        for (Path experiment : experiments) {
            String prefix = prefix(experiment);
            if (!id.text().startsWith(prefix)) {
                continue;
            }
            Path file = correctionFile(experiment, prefix, id, cancellation);
            if (file != null) {
                return cache.read(file);
            }
        }
        return null;
    }

    /**
     * The trace file of correction {@code id} in {@code experiment}, by the names alone; or null. An id as listed
     * (or found) names its file in its sort key ({@code 1 <file name>}): while that file is there and gives the id,
     * it is read without listing the folder again; an id typed bare is looked for among the listed names.
     */
    private static Path correctionFile(Path experiment, String prefix, UnitId id, Cancellation cancellation) {
        Path named = namedFile(experiment, prefix, id);
        return named != null ? named : fileOf(ExperimentLayout.traceFiles(experiment), prefix, id.text(), cancellation);
    }

    /** The trace file {@code id}'s sort key names, when it is a trace of the folder whose name gives the id; else null. */
    private static Path namedFile(Path experiment, String prefix, UnitId id) {
        String head = prefix + "1 ";
        if (!id.sortKey().startsWith(head)) {
            return null;
        }
        String name = id.sortKey().substring(head.length());
        if (!name.endsWith(".json") || name.indexOf('/') >= 0 || name.indexOf('\0') >= 0) {
            return null;
        }
        String stem = name.substring(0, name.length() - ".json".length());
        if (!id.text().equals(prefix + TraceParser.correctionIdOf(name)) && !id.text().equals(prefix + stem)) {
            return null;
        }
        Path dir = experiment.resolve(ExperimentLayout.TRACES);
        if (!Files.isDirectory(dir) || SymlinkCheck.refusal(dir, experiment) != null) {
            return null;
        }
        Path file = dir.resolve(name);
        return Files.exists(file, LinkOption.NOFOLLOW_LINKS) && file.getFileName().toString().equals(name) ? file : null;
    }

    private static Path fileOf(List<Path> files, String prefix, String idText, Cancellation cancellation) {
        Set<String> seen = new HashSet<>();
        for (Path file : files) {
            cancellation.check();
            String name = file.getFileName().toString();
            if ((prefix + Units.idText(TraceParser.correctionIdOf(name), name, seen)).equals(idText)) {
                return file;
            }
        }
        return null;
    }

    @Override
    public List<String> searchTexts(String query) {
        return MiniagentSearch.texts(query);
    }

    @Override
    public List<UnitId> search(String query, Cancellation cancellation) {
        return new MiniagentSearch(this).search(query, cancellation);
    }

    @Override
    public List<String> notes() {
        List<String> out = new ArrayList<>();
        if (!experiments.equals(List.of(directory))) {
            out.addAll(ExperimentLayout.linkedOut(directory));
        }
        for (Path experiment : experiments) {
            String traces = ExperimentLayout.tracesProblem(experiment);
            if (traces != null) {
                out.add(prefix(experiment) + traces);
            }
            List<String> stray = ExperimentLayout.strayNames(experiment);
            if (!stray.isEmpty()) {
                out.add(prefix(experiment) + "traces/: " + String.format("%,d", stray.size())
                        + " file(s) that are not traces (*.json), e.g. "
                        + Untrusted.line(String.join(", ", stray.subList(0, Math.min(3, stray.size())))));
            }
        }
        return out;
    }

    List<Path> experiments() {
        return experiments;
    }

    /** A trace as read now (read again only when its file changed). */
    Trace trace(Path file) {
        return cache.read(file);
    }

    @Override
    public <F> Optional<F> facet(Class<F> type) {
        if (type == org.scratchpadinspector.model.Editing.class) {
            return Optional.of(type.cast(new MiniagentEdits(this)));
        }
        if (type == org.scratchpadinspector.model.History.class) {
            return Optional.of(type.cast(storeHistory));
        }
        if (type == org.scratchpadinspector.model.Steps.class) {
            return Optional.of(type.cast(new CorrectionSteps(this)));
        }
        return MemorySource.super.facet(type);
    }

    /** The experiment folder whose store unit is {@code id}, or null. */
    Path experimentOfStore(UnitId id) {
        for (Path experiment : experiments) {
            if (id.text().equals(prefix(experiment) + Units.STORE_ID)) {
                return experiment;
            }
        }
        return null;
    }

    String prefix(Path experiment) {
        return experiments.size() > 1 ? experiment.getFileName() + "/" : "";
    }
}
