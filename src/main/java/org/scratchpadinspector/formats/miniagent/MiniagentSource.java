package org.scratchpadinspector.formats.miniagent;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
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
            for (Path file : ExperimentLayout.traceFiles(experiment)) {
                cancellation.check();
                Unit unit = Units.correction(cache.read(file), prefix(experiment), seen);
                out.add(unit);
                each.accept(unit);
            }
            Path store = experiment.resolve(ExperimentLayout.STORE);
            if (Files.exists(store, LinkOption.NOFOLLOW_LINKS)) {
                Unit unit = Units.store(StoreFile.read(store, directory), prefix(experiment));
                out.add(unit);
                each.accept(unit);
            }
        }
        return out;
    }

    @Override
    public Optional<UnitDetail> detail(UnitId id, Cancellation cancellation) {
        for (Path experiment : experiments) {
            String prefix = prefix(experiment);
            if (!id.text().startsWith(prefix)) {
                continue;
            }
            List<Trace> traces = new ArrayList<>();
            Set<String> seen = new HashSet<>();
            for (Path file : ExperimentLayout.traceFiles(experiment)) {
                cancellation.check();
                Trace trace = cache.read(file);
                traces.add(trace);
                Unit unit = Units.correction(trace, prefix, seen);
                if (unit.id().equals(id)) {
                    return Optional.of(Details.correction(unit, trace));
                }
            }
            Path store = experiment.resolve(ExperimentLayout.STORE);
            if (id.text().equals(prefix + Units.STORE_ID) && Files.exists(store, LinkOption.NOFOLLOW_LINKS)) {
                StoreFile.Read read = StoreFile.read(store, directory);
                return Optional.of(Details.store(Units.store(read, prefix), read, traces));
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
            Set<String> seen = new HashSet<>();
            for (Path file : ExperimentLayout.traceFiles(experiment)) {
                cancellation.check();
                Trace trace = cache.read(file);
                if (Units.correction(trace, prefix, seen).id().equals(id)) {
                    return trace;
                }
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
            return Optional.of(type.cast(new StoreHistory(this)));
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
