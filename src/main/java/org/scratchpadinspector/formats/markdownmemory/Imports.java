package org.scratchpadinspector.formats.markdownmemory;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Claude Code's {@code @path} imports, found as its memory loader finds them: in prose only (not in fenced code, an
 * inline code span or an HTML comment), the token after {@code @} at a line's start or after white space, a
 * {@code #fragment} dropped, {@code \ } read as a space, and only paths that look like one ({@code ./x},
 * {@code ~/x}, {@code /x}, or starting with a letter, digit, dot, dash or underscore). A target with an extension
 * that is not text is skipped by the loader, so it is skipped here too.
 */
final class Imports {
    private static final Pattern IMPORT = Pattern.compile("(?:^|\\s)@((?:[^\\s\\\\]|\\\\ )+)");
    private static final Pattern CODE_SPAN = Pattern.compile("(`+)(?:(?!\\1).)+?\\1");
    private static final Pattern COMMENT = Pattern.compile("<!--.*?-->");
    private static final Set<String> TEXT_EXTENSIONS = Set.of(".md", ".txt", ".text", ".json", ".yaml", ".yml", ".toml",
            ".xml", ".csv", ".html", ".htm", ".css", ".scss", ".sass", ".less", ".js", ".ts", ".tsx", ".jsx", ".mjs",
            ".cjs", ".mts", ".cts", ".py", ".pyi", ".pyw", ".rb", ".erb", ".rake", ".go", ".rs", ".java", ".kt", ".kts",
            ".scala", ".c", ".cpp", ".cc", ".cxx", ".h", ".hpp", ".hxx", ".cs", ".swift", ".sh", ".bash", ".zsh",
            ".fish", ".ps1", ".bat", ".cmd", ".env", ".ini", ".cfg", ".conf", ".config", ".properties", ".sql",
            ".graphql", ".gql", ".proto", ".vue", ".svelte", ".astro", ".ejs", ".hbs", ".pug", ".jade", ".php", ".pl",
            ".pm", ".lua", ".r", ".dart", ".ex", ".exs", ".erl", ".hrl", ".clj", ".cljs", ".cljc", ".edn", ".hs",
            ".lhs", ".elm", ".ml", ".mli", ".f", ".f90", ".f95", ".for", ".cmake", ".make", ".makefile", ".gradle",
            ".sbt", ".rst", ".adoc", ".asciidoc", ".org", ".tex", ".latex", ".lock", ".log", ".diff", ".patch");

    /** One import: the line it is on, the path as written, and where it points. */
    record Import(int line, String written, Target target) {
    }

    /**
     * Where an import points.
     *
     * @param relative the path relative to the memory directory when it lies inside it, else null
     * @param absolute the path on disk
     */
    record Target(String relative, Path absolute) {
    }

    private Imports() {
    }

    static List<Import> of(MemoryFile file, Path root, Path home) {
        List<Import> imports = new ArrayList<>();
        if (file.markdown() == null) {
            return imports;
        }
        Path base = root.resolve(file.path()).getParent();
        for (Map.Entry<Integer, String> line : file.markdown().proseLines()) {
            if (line.getValue().startsWith("    ") || line.getValue().startsWith("\t")) {
                continue;
            }
            String prose = COMMENT.matcher(CODE_SPAN.matcher(line.getValue()).replaceAll(" ")).replaceAll(" ");
            Matcher m = IMPORT.matcher(prose);
            while (m.find()) {
                String path = m.group(1);
                int hash = path.indexOf('#');
                if (hash >= 0) {
                    path = path.substring(0, hash);
                }
                path = path.replace("\\ ", " ");
                if (!looksLikeAPath(path) || !text(path)) {
                    continue;
                }
                Path absolute = path.startsWith("~/") ? home.resolve(path.substring(2))
                        : path.startsWith("/") ? Path.of(path) : base.resolve(path);
                absolute = absolute.normalize();
                String relative = absolute.startsWith(root) ? root.relativize(absolute).toString().replace('\\', '/') : null;
                imports.add(new Import(line.getKey(), m.group(1), new Target(relative, absolute)));
            }
        }
        return imports;
    }

    private static boolean looksLikeAPath(String path) {
        if (path.isEmpty()) {
            return false;
        }
        return path.startsWith("./") || path.startsWith("~/") || path.startsWith("/") && !path.equals("/")
                || !path.startsWith("@") && !path.matches("^[#%^&*()]+.*") && path.matches("^[a-zA-Z0-9._-].*");
    }

    private static boolean text(String path) {
        String name = path.substring(path.lastIndexOf('/') + 1);
        int dot = name.lastIndexOf('.');
        return dot <= 0 || TEXT_EXTENSIONS.contains(name.substring(dot).toLowerCase(Locale.ROOT));
    }
}
