package org.scratchpadinspector.testsupport;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** A real git work tree made with the git command, with fixed dates and authors, for history tests. */
public final class GitRepo {
    private final Path top;

    private GitRepo(Path top) {
        this.top = top;
    }

    public static GitRepo init(Path top) throws IOException {
        Files.createDirectories(top);
        GitRepo repo = new GitRepo(top);
        repo.git("init", "-q", "-b", "main");
        return repo;
    }

    public Path top() {
        return top;
    }

    public GitRepo write(String rel, String text) throws IOException {
        Path file = top.resolve(rel);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return this;
    }

    public GitRepo delete(String rel) throws IOException {
        Files.delete(top.resolve(rel));
        return this;
    }

    /** Commits everything; returns the commit's first 12 hex digits. */
    public String commit(String isoTime, String author, String message) {
        git(List.of("GIT_AUTHOR_DATE=" + isoTime, "GIT_COMMITTER_DATE=" + isoTime), "add", "-A");
        git(List.of("GIT_AUTHOR_DATE=" + isoTime, "GIT_COMMITTER_DATE=" + isoTime), "-c", "user.name=" + author,
                "-c", "user.email=a@example.invalid", "commit", "-q", "--allow-empty", "-m", message);
        return git("rev-parse", "HEAD").strip().substring(0, 12);
    }

    public String git(String... args) {
        return git(List.of(), args);
    }

    private String git(List<String> env, String... args) {
        List<String> command = new ArrayList<>(List.of("git", "-C", top.toString()));
        command.addAll(List.of(args));
        try {
            ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
            builder.environment().put("GIT_CONFIG_GLOBAL", "/dev/null");
            builder.environment().put("GIT_CONFIG_SYSTEM", "/dev/null");
            for (String e : env) {
                int eq = e.indexOf('=');
                builder.environment().put(e.substring(0, eq), e.substring(eq + 1));
            }
            Process p = builder.start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(1, TimeUnit.MINUTES) || p.exitValue() != 0) {
                throw new AssertionError("git " + String.join(" ", args) + " failed: " + out);
            }
            return out;
        } catch (IOException e) {
            throw new AssertionError("cannot run git: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
