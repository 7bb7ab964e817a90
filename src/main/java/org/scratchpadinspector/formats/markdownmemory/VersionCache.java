package org.scratchpadinspector.formats.markdownmemory;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.eclipse.jgit.lib.ObjectId;
import org.scratchpadinspector.engine.history.FileChange;

/**
 * What a walk of a history found per commit, kept between runs in the user's cache folder
 * ({@code $XDG_CACHE_HOME/scratchpad-inspector/markdown-versions/}, one line per commit), never beside the agent: the memory files each
 * commit changed, and for a version its sections changed, its rules broken and its unreadable files. A commit never
 * changes, so an entry holds while the rules and the profile's layout do ({@link #RULES} and the profile's
 * fingerprint are in the file's name); listing 10,000 versions again then reads commits, not files. Off with
 * {@code SCRATCHPAD_INSPECTOR_NO_CACHE=1}; a damaged file is ignored and written anew.
 */
final class VersionCache {
    /** Raised whenever a rule or the way sections are read changes, so old entries are not trusted. */
    static final String RULES = "1";

    /** A version's judgement. */
    record Judged(List<String> sections, List<Finding> findings, List<String> unreadable) {
    }

    private final Path file;
    final Map<ObjectId, List<FileChange>> changes = new HashMap<>();
    final Map<ObjectId, Judged> judged = new HashMap<>();
    private int loadedChanges;
    private int loadedJudged;

    private VersionCache(Path file) {
        this.file = file;
    }

    /** The cache of {@code repository}'s walk for {@code profile}, loaded; never throws. */
    static VersionCache of(Path repository, String workTreePrefix, Profile profile) {
        Path folder = folder();
        if (folder == null) {
            return new VersionCache(null);
        }
        String key = sha256(repository.toAbsolutePath().normalize() + "\n" + workTreePrefix + "\n" + profile.fingerprint()
                + "\n" + RULES).substring(0, 24);
        VersionCache cache = new VersionCache(folder.resolve(key + ".json"));
        cache.load();
        return cache;
    }

    private static Path folder() {
        String off = System.getenv("SCRATCHPAD_INSPECTOR_NO_CACHE");
        if (off != null && !off.isEmpty() && !off.equals("0")) {
            return null;
        }
        String xdg = System.getenv("XDG_CACHE_HOME");
        if (xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute()) {
            return Path.of(xdg, "scratchpad-inspector", "markdown-versions");
        }
        String home = System.getProperty("user.home");
        return home == null || home.isBlank() ? null : Path.of(home, ".cache", "scratchpad-inspector", "markdown-versions");
    }

    private static final char FIELD = '\t';
    private static final char ITEM = '\u001f';
    private static final char PART = '\u001e';

    private void load() {
        if (file == null || !Files.isRegularFile(file)) {
            return;
        }
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            if (!("rules" + FIELD + RULES).equals(in.readLine())) {
                return;
            }
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                String[] f = line.split(String.valueOf(FIELD), -1);
                ObjectId id = ObjectId.fromString(f[0]);
                List<FileChange> fileChanges = new ArrayList<>();
                for (String[] ch : items(f[1])) {
                    fileChanges.add(new FileChange(ch[0], blob(ch[1]), blob(ch[2])));
                }
                changes.put(id, fileChanges);
                if (f.length == 5) {
                    List<String> sections = new ArrayList<>();
                    items(f[2]).forEach(x -> sections.add(x[0]));
                    List<Finding> findings = new ArrayList<>();
                    items(f[3]).forEach(x -> findings.add(new Finding(x[0], x[1], Integer.parseInt(x[2]), x[3])));
                    List<String> unreadable = new ArrayList<>();
                    items(f[4]).forEach(x -> unreadable.add(x[0]));
                    judged.put(id, new Judged(sections, findings, unreadable));
                }
            }
        } catch (IOException | RuntimeException e) {
            changes.clear();
            judged.clear();
        }
        loadedChanges = changes.size();
        loadedJudged = judged.size();
    }

    private static List<String[]> items(String field) {
        List<String[]> out = new ArrayList<>();
        if (field.isEmpty()) {
            return out;
        }
        for (String item : field.split(String.valueOf(ITEM), -1)) {
            String[] parts = item.split(String.valueOf(PART), -1);
            for (int i = 0; i < parts.length; i++) {
                parts[i] = unescape(parts[i]);
            }
            out.add(parts);
        }
        return out;
    }

    private static ObjectId blob(String hex) {
        return hex.isEmpty() ? null : ObjectId.fromString(hex);
    }

    /** Writes the cache when the walk added to it; a failure costs only the next walk's time. */
    void save() {
        if (file == null || changes.size() == loadedChanges && judged.size() == loadedJudged) {
            return;
        }
        try {
            Files.createDirectories(file.getParent());
            Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
            try (BufferedWriter out = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
                out.write("rules" + FIELD + RULES + "\n");
                StringBuilder line = new StringBuilder();
                for (Map.Entry<ObjectId, List<FileChange>> e : changes.entrySet()) {
                    line.setLength(0);
                    line.append(e.getKey().name()).append(FIELD);
                    join(line, e.getValue(), ch -> new String[] {ch.path(), ch.before() == null ? "" : ch.before().name(),
                            ch.after() == null ? "" : ch.after().name()});
                    Judged j = judged.get(e.getKey());
                    if (j != null) {
                        line.append(FIELD);
                        join(line, j.sections(), x -> new String[] {x});
                        line.append(FIELD);
                        join(line, j.findings(), f -> new String[] {f.flag(), f.file(), Integer.toString(f.line()), f.reason()});
                        line.append(FIELD);
                        join(line, j.unreadable(), x -> new String[] {x});
                    }
                    out.write(line.append('\n').toString());
                }
            }
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            loadedChanges = changes.size();
            loadedJudged = judged.size();
        } catch (IOException | RuntimeException e) {
            // the cache is an optimisation: without it the next walk reads the files again
        }
    }

    private static <T> void join(StringBuilder line, List<T> items, java.util.function.Function<T, String[]> parts) {
        for (int i = 0; i < items.size(); i++) {
            if (i > 0) {
                line.append(ITEM);
            }
            String[] p = parts.apply(items.get(i));
            for (int k = 0; k < p.length; k++) {
                if (k > 0) {
                    line.append(PART);
                }
                escape(line, p[k]);
            }
        }
    }

    private static void escape(StringBuilder out, String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '\\' -> out.append("\\\\");
                case '\t' -> out.append("\\t");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case ITEM -> out.append("\\u");
                case PART -> out.append("\\p");
                default -> out.append(c);
            }
        }
    }

    private static String unescape(String text) {
        if (text.indexOf('\\') < 0) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c != '\\' || i + 1 == text.length()) {
                out.append(c);
                continue;
            }
            char n = text.charAt(++i);
            out.append(switch (n) {
                case 't' -> '\t';
                case 'n' -> '\n';
                case 'r' -> '\r';
                case 'u' -> ITEM;
                case 'p' -> PART;
                default -> n;
            });
        }
        return out.toString();
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
