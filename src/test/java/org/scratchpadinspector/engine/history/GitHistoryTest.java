package org.scratchpadinspector.engine.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.testsupport.GitRepo;

class GitHistoryTest {
    private static final MemoryFiles MARKDOWN = path -> path.endsWith(".md");

    @TempDir
    Path tmp;

    @Test
    void eachCommitThatChangedAMemoryFileUnderTheDirectoryIsAVersionOldestFirst() throws Exception {
        GitRepo repo = GitRepo.init(tmp.resolve("project"));
        String first = repo.write("notes/MEMORY.md", "# A\n").write("src/x.py", "1").commit("2026-03-01T10:00:00+02:00", "Ann", "one");
        repo.write("src/x.py", "2").commit("2026-03-02T10:00:00+00:00", "Ann", "code only");
        repo.write("MEMORY.md", "outside the directory").commit("2026-03-03T10:00:00+00:00", "Ann", "elsewhere");
        String fourth = repo.write("notes/MEMORY.md", "# A\nmore\n").write("notes/x.lock", "").commit(
                "2026-03-04T10:00:00+00:00", "Bo", "two\n\nwith a body");
        try (GitHistory history = GitHistory.ofWorkTree(repo.top().resolve("notes"), MARKDOWN).orElseThrow()) {
            List<LoggedVersion> versions = history.versions(MARKDOWN, Cancellation.NONE);
            assertThat(versions).extracting(LoggedVersion::id).containsExactly(first, fourth);
            assertThat(versions.get(0).time()).isEqualTo("2026-03-01T10:00:00+02:00");
            assertThat(versions.get(0).author()).isEqualTo("Ann");
            assertThat(versions.get(1).message()).isEqualTo("two\n\nwith a body");
            assertThat(versions.get(1).changes()).extracting(FileChange::path).containsExactly("MEMORY.md");
            assertThat(versions.get(0).changes().get(0).added()).isTrue();
            assertThat(history.prefix()).isEqualTo("notes/");
            assertThat(history.filesAt(versions.get(1).commit(), MARKDOWN)).containsOnlyKeys("MEMORY.md");
            assertThat(history.existsAt(versions.get(1).commit(), "x.lock")).isTrue();
        }
    }

    @Test
    void aWorkTreeThatNeverTrackedTheMemoryFilesIsNoHistoryOfThem() throws Exception {
        GitRepo repo = GitRepo.init(tmp.resolve("home"));
        repo.write(".bashrc", "x").commit("2026-03-01T10:00:00+00:00", "Ann", "dotfiles");
        Files.createDirectories(repo.top().resolve(".hermes/memories"));
        Files.writeString(repo.top().resolve(".hermes/memories/MEMORY.md"), "a");
        assertThat(GitHistory.ofWorkTree(repo.top().resolve(".hermes/memories"), MARKDOWN)).isEmpty();
        assertThat(GitHistory.ofWorkTree(tmp, MARKDOWN)).isEmpty();
    }

    @Test
    void readingTheAgentsRepositoryWritesNothingIntoIt() throws Exception {
        GitRepo repo = GitRepo.init(tmp.resolve("agent"));
        repo.write("MEMORY.md", "# A\n").commit("2026-03-01T10:00:00+00:00", "Ann", "one");
        repo.write("MEMORY.md", "# A\nuncommitted\n");
        Map<String, Long> before = tree(repo.top());
        try (GitHistory history = GitHistory.ofWorkTree(repo.top(), MARKDOWN).orElseThrow()) {
            history.versions(MARKDOWN, Cancellation.NONE);
            history.filesAt(history.head(), MARKDOWN);
        }
        assertThat(tree(repo.top())).isEqualTo(before);
    }

    @Test
    void diffingTwoSnapshotsNamesAddedChangedAndRemovedFilesInPathOrder() {
        var a = GitHistory.blobId("a".getBytes());
        var b = GitHistory.blobId("b".getBytes());
        List<FileChange> changes = GitHistory.diff(Map.of("x.md", a, "y.md", a), Map.of("x.md", b, "z.md", a));
        assertThat(changes).extracting(FileChange::path).containsExactly("x.md", "y.md", "z.md");
        assertThat(changes.get(1).removed()).isTrue();
        assertThat(changes.get(2).added()).isTrue();
    }

    static Map<String, Long> tree(Path dir) throws Exception {
        Map<String, Long> files = new java.util.TreeMap<>();
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.toList()) {
                files.put(dir.relativize(p).toString(), Files.isDirectory(p) ? -1 : Files.getLastModifiedTime(p).toMillis() * 31 + Files.size(p));
            }
        }
        return files;
    }
}
