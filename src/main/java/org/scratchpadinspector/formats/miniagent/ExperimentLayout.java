package org.scratchpadinspector.formats.miniagent;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.scratchpadinspector.engine.files.SymlinkCheck;
import org.scratchpadinspector.format.Untrusted;

/**
 * Where an experiment folder's files are, and how sure a quick look is that a folder is one: the file names
 * ({@code longterm.json}, {@code traces/<started_at>_<correction_id>.json}) and the first bytes of one small
 * file (a trace starts with its {@code correction_id}; the store names its tables). Nothing large is read.
 */
final class ExperimentLayout {
    static final String STORE = "longterm.json";
    static final String TRACES = "traces";
    static final Pattern TRACE_NAME = Pattern.compile("\\d{8}T\\d{6}Z_[^/]+\\.json");
    private static final int PEEK = 4096;
    private static final int NAMES_LOOKED_AT = 200;
    private static final long PEEK_LIMIT = 1024 * 1024;

    private ExperimentLayout() {
    }

    /** 0 when {@code dir} is not an experiment folder; up to 0.95 when names and contents agree. */
    static double confidence(Path dir) {
        if (!Files.isDirectory(dir)) {
            return 0;
        }
        List<Path> traces = tracesLookedAt(dir);
        Path store = dir.resolve(STORE);
        boolean storeLooksRight = Files.isRegularFile(store, LinkOption.NOFOLLOW_LINKS)
                && peek(store).contains("\"mistake_counts\"");
        boolean traceLooksRight = traces.stream().filter(ExperimentLayout::small).limit(3)
                .anyMatch(p -> peek(p).stripLeading().startsWith("{") && peek(p).contains("\"correction_id\""));
        if (traceLooksRight) {
            return storeLooksRight ? 0.95 : 0.9;
        }
        if (storeLooksRight) {
            return 0.7;
        }
        return traces.isEmpty() ? 0 : 0.3;
    }

    /** Every {@code *.json} directly in {@code traces/}, by name (so by start time). */
    static List<Path> traceFiles(Path experiment) {
        return traces(experiment, Integer.MAX_VALUE, false);
    }

    /**
     * A quick look: the first {@link #NAMES_LOOKED_AT} files of {@code traces/} (in the folder's own order) named
     * {@code <started_at>_<id>.json}, by name; a folder of 20,000 traces is not listed whole to be recognised.
     */
    static List<Path> tracesLookedAt(Path experiment) {
        return traces(experiment, NAMES_LOOKED_AT, true);
    }

    private static List<Path> traces(Path experiment, int most, boolean traceNamesOnly) {
        Path dir = experiment.resolve(TRACES);
        List<Path> out = new ArrayList<>();
        if (!Files.isDirectory(dir) || SymlinkCheck.refusal(dir, experiment) != null) {
            return out;
        }
        List<Named> named = new ArrayList<>();
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(dir)) {
            for (Path p : stream) {
                String name = p.getFileName().toString();
                if (name.endsWith(".json") && (!traceNamesOnly || TRACE_NAME.matcher(name).matches())) {
                    named.add(new Named(name, p));
                    if (named.size() == most) {
                        break;
                    }
                }
            }
        } catch (IOException e) {
            return out;
        }
        named.sort(Named::compareTo);
        named.forEach(n -> out.add(n.path()));
        return out;
    }

    /**
     * A listed file and its name. Ordered as its path (the name's bytes), compared as text while both names are
     * ASCII (the same order, and much quicker than comparing paths).
     */
    private record Named(String name, Path path, boolean ascii) implements Comparable<Named> {
        Named(String name, Path path) {
            this(name, path, isAscii(name));
        }

        private static boolean isAscii(String name) {
            for (int i = 0; i < name.length(); i++) {
                if (name.charAt(i) >= 0x80) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public int compareTo(Named other) {
            return ascii && other.ascii ? name.compareTo(other.name) : path.compareTo(other.path);
        }
    }

    /** Why {@code traces/} is not read (a link out of the experiment, a folder that cannot be listed), or null. */
    static String tracesProblem(Path experiment) {
        Path dir = experiment.resolve(TRACES);
        if (!Files.isDirectory(dir)) {
            return null;
        }
        String link = SymlinkCheck.refusal(dir, experiment);
        if (link != null) {
            return TRACES + "/: a folder that is a " + link;
        }
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(dir)) {
            return null;
        } catch (java.nio.file.AccessDeniedException e) {
            return TRACES + "/: cannot be listed (permission denied): no trace read";
        } catch (IOException e) {
            return TRACES + "/: cannot be listed (" + Untrusted.line(String.valueOf(e.getMessage())) + "): no trace read";
        }
    }

    /** A line for each folder directly in {@code dir} that is a link leaving it, so not read as an experiment. */
    static List<String> linkedOut(Path dir) {
        List<String> out = new ArrayList<>();
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(dir)) {
            for (Path p : stream) {
                if (Files.isSymbolicLink(p) && Files.isDirectory(p)) {
                    String link = SymlinkCheck.refusal(p, dir);
                    if (link != null) {
                        out.add(Untrusted.line(p.getFileName().toString()) + ": a folder that is a " + link);
                    }
                }
            }
        } catch (IOException | java.nio.file.DirectoryIteratorException e) {
            return out;
        }
        out.sort(null);
        return out;
    }

    /** Files in {@code traces/} that are not {@code *.json}, hidden ones aside. */
    static List<String> strayNames(Path experiment) {
        List<String> out = new ArrayList<>();
        if (tracesProblem(experiment) != null) {
            return out;
        }
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(experiment.resolve(TRACES))) {
            for (Path p : stream) {
                String name = p.getFileName().toString();
                if (!name.endsWith(".json") && !name.startsWith(".")) {
                    out.add(name);
                }
            }
        } catch (IOException e) {
            return out;
        }
        out.sort(null);
        return out;
    }

    private static boolean small(Path p) {
        try {
            return Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS) && Files.size(p) <= PEEK_LIMIT;
        } catch (IOException e) {
            return false;
        }
    }

    private static String peek(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return new String(in.readNBytes(PEEK), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        }
    }
}
