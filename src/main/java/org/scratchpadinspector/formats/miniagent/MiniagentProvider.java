package org.scratchpadinspector.formats.miniagent;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.scratchpadinspector.engine.files.SymlinkCheck;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.format.FormatProvider;
import org.scratchpadinspector.format.Recognition;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.Capabilities;
import org.scratchpadinspector.model.MemorySource;

/**
 * Seed 003: an experiment folder holding {@code longterm.json} and {@code traces/<started_at>_<id>.json}, or a
 * folder of experiment folders. The store can be edited (counters and overrides); traces are read only.
 */
public final class MiniagentProvider implements FormatProvider {
    public static final String NAME = "miniagent";
    static final Capabilities CAPABILITIES = new Capabilities(true, false, true, false);

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String describe() {
        return "miniagent traces (an experiment folder with longterm.json and traces/<started_at>_<id>.json)";
    }

    @Override
    public Recognition recognise(Path dir) {
        double own = ExperimentLayout.confidence(dir);
        if (own > 0) {
            return new Recognition(own, dir, own >= 0.7 ? "a miniagent experiment folder (traces/, longterm.json)"
                    : "traces/ named <started_at>_<id>.json, contents not recognised");
        }
        Path parent = dir.toAbsolutePath().getParent();
        if (dir.getFileName() != null && dir.getFileName().toString().equals(ExperimentLayout.TRACES) && parent != null
                && ExperimentLayout.confidence(parent) >= 0.7) {
            return new Recognition(ExperimentLayout.confidence(parent), parent,
                    "the traces/ folder of a miniagent experiment: read with its longterm.json");
        }
        List<Path> experiments = experimentsIn(dir);
        if (experiments.isEmpty()) {
            return Recognition.none(dir);
        }
        double best = experiments.stream().mapToDouble(ExperimentLayout::confidence).max().orElse(0);
        if (experiments.size() == 1) {
            return new Recognition(best * 0.95, experiments.get(0),
                    "a miniagent experiment folder: " + experiments.get(0).getFileName());
        }
        return new Recognition(best * 0.95, dir, experiments.size() + " miniagent experiment folders");
    }

    @Override
    public MemorySource open(Recognition recognition, SourceOptions options, Cancellation cancellation)
            throws IOException {
        Path root = recognition.root();
        List<Path> experiments = ExperimentLayout.confidence(root) > 0 ? List.of(root) : experimentsIn(root);
        return new MiniagentSource(root, experiments);
    }

    @Override
    public Capabilities capabilities() {
        return CAPABILITIES;
    }

    /** The experiment folders directly inside {@code dir}, by name; hidden folders are skipped. */
    private static List<Path> experimentsIn(Path dir) {
        List<Path> out = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return out;
        }
        try (DirectoryStream<Path> children = Files.newDirectoryStream(dir, Files::isDirectory)) {
            for (Path child : children) {
                if (!child.getFileName().toString().startsWith(".") && ExperimentLayout.confidence(child) > 0
                        && SymlinkCheck.refusal(child, dir) == null) {
                    out.add(child);
                }
            }
        } catch (IOException e) {
            return List.of();
        }
        out.sort(null);
        return out;
    }
}
