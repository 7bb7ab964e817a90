package org.scratchpadinspector.engine.remote;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.testsupport.OpenSshServer;

/**
 * Listing and reading a folder over a real OpenSSH server on loopback, with several READDIRs in flight and many
 * requests per write: the same names, sizes and bytes as read locally, and a file changed after the listing is
 * read as it is now.
 */
class RemoteFolderReadsTest {
    @TempDir
    static Path temp;
    static OpenSshServer server;

    @BeforeAll
    static void startServer() throws Exception {
        server = OpenSshServer.start(temp.resolve("sshd"));
        RemotePaths.use(server.settings());
    }

    @AfterAll
    static void stopServer() {
        RemotePaths.closeAll();
        if (server != null) {
            server.close();
        }
    }

    private static Map<String, Long> sizes(Path dir) throws Exception {
        Map<String, Long> out = new TreeMap<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
            for (Path p : entries) {
                out.put(p.getFileName().toString(),
                        Files.readAttributes(p, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).size());
            }
        }
        return out;
    }

    @Test
    void aFolderOfMoreEntriesThanManyReaddirsListsAsLocally() throws Exception {
        Path local = Files.createDirectories(temp.resolve("many"));
        for (int i = 0; i < 2_345; i++) {
            Files.writeString(local.resolve(String.format("f%05d.yaml", i)), "n: " + i + "\n".repeat(i % 7));
        }
        Files.createDirectories(local.resolve("sub"));

        Path remote = RemotePaths.resolve(server.url(local));

        assertThat(sizes(remote)).hasSize(2_346).isEqualTo(sizes(local));
    }

    @Test
    void everyFileReadOverSshHasTheBytesItHasLocally() throws Exception {
        Path local = Files.createDirectories(temp.resolve("read"));
        for (int i = 0; i < 300; i++) {
            Files.writeString(local.resolve(String.format("c%04d.yaml", i)), ("line " + i + "\n").repeat(1 + i % 50));
        }
        Path remote = RemotePaths.resolve(server.url(local));
        List<Path> files = new ArrayList<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(remote)) {
            entries.forEach(files::add);
        }
        for (Path p : files) {
            Path byName = remote.resolve(p.getFileName().toString());
            Files.readAttributes(byName, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            assertThat(Files.readAllBytes(byName)).isEqualTo(Files.readAllBytes(local.resolve(p.getFileName().toString())));
        }
        try (var in = Files.newInputStream(remote.resolve("c0007.yaml"))) {
            assertThat(in.readAllBytes()).isEqualTo(Files.readAllBytes(local.resolve("c0007.yaml")));
        }
    }

    @Test
    void aFileRewrittenAfterTheListingIsReadAsItIsNow() throws Exception {
        Path local = Files.createDirectories(temp.resolve("changed"));
        for (int i = 0; i < 60; i++) {
            Files.writeString(local.resolve(String.format("c%04d.yaml", i)), "old " + i + "\n");
        }
        Path remote = RemotePaths.resolve(server.url(local));
        sizes(remote);
        Files.writeString(local.resolve("c0003.yaml"), "rewritten by the agent, longer than before\n");
        Path byName = remote.resolve("c0003.yaml");

        Files.readAttributes(byName, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS); // the listing's, once
        Files.readAllBytes(remote.resolve("c0002.yaml")); // reads ahead the next files, c0003 among them
        BasicFileAttributes now = Files.readAttributes(byName, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);

        assertThat(now.size()).isEqualTo(Files.size(local.resolve("c0003.yaml")));
        assertThat(Files.readString(byName)).isEqualTo("rewritten by the agent, longer than before\n");
    }

    @Test
    void aFileThisProcessDeletesIsGoneOnItsNextLook() throws Exception {
        Path local = Files.createDirectories(temp.resolve("deleted"));
        Files.writeString(local.resolve("gone.yaml"), "x\n");
        Path remote = RemotePaths.resolve(server.url(local));
        sizes(remote);
        Path byName = remote.resolve("gone.yaml");

        Files.delete(byName);

        assertThatThrownBy(() -> Files.readAttributes(byName, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS))
                .isInstanceOf(NoSuchFileException.class);
    }

    @Test
    void aFileThisProcessWritesIsInTheNextListingOfItsFolder() throws Exception {
        Path local = Files.createDirectories(temp.resolve("written"));
        Files.writeString(local.resolve("a.yaml"), "a\n");
        Path remote = RemotePaths.resolve(server.url(local));
        assertThat(sizes(remote)).containsOnlyKeys("a.yaml");

        Files.writeString(remote.resolve("b.yaml"), "written over SSH\n");
        Files.delete(remote.resolve("a.yaml"));

        assertThat(sizes(remote)).containsOnlyKeys("b.yaml");
    }

    @Test
    void aFolderListedAgainAfterTheReuseWindowListsWhatIsThereNow() throws Exception {
        Path local = Files.createDirectories(temp.resolve("agent-writes"));
        Files.writeString(local.resolve("a.yaml"), "a\n");
        Path remote = RemotePaths.resolve(server.url(local));
        assertThat(sizes(remote)).containsOnlyKeys("a.yaml");

        Files.writeString(local.resolve("b.yaml"), "written by the agent\n");
        Thread.sleep(java.util.concurrent.TimeUnit.NANOSECONDS.toMillis(RecentListings.REUSE_NANOS) + 100);

        assertThat(sizes(remote)).containsOnlyKeys("a.yaml", "b.yaml");
    }

    @Test
    void aMissingFolderIsRefusedAsTheLibraryRefusesIt() throws Exception {
        Path remote = RemotePaths.resolve(server.url(temp.resolve("no-such-folder")));

        // the library's own refusal, as before listings were pipelined
        assertThatThrownBy(() -> Files.newDirectoryStream(remote).close()).hasMessageContaining("No such file");
    }
}
