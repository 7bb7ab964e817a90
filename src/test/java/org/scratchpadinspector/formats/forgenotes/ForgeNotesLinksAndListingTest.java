package org.scratchpadinspector.formats.forgenotes;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.testsupport.SampleCopy;

/**
 * A Forge folder that points elsewhere or holds far more than sessions: no file out of the folder is read (its
 * target is named instead), and no session is left out unsaid.
 */
class ForgeNotesLinksAndListingTest {
    private static final String KEY = "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n";

    @TempDir
    Path tmp;
    Path sessions;
    Path secret;

    @BeforeEach
    void copySample() throws Exception {
        sessions = SampleCopy.copy(ForgeNotesProviderTest.SAMPLE.resolve("sessions"), tmp.resolve("sessions"));
        secret = Files.createDirectories(tmp.resolve("home/.ssh")).resolve("id_ed25519");
        Files.writeString(secret, KEY);
    }

    @Test
    void aConversationLinkedOutOfTheFolderIsNotReadAndItsTargetIsNamed() throws Exception {
        Path conversation = sessions.resolve("flaky-ci/conversation.json");
        Files.delete(conversation);
        Files.createSymbolicLink(conversation, secret);

        ForgeNotesSource source = new ForgeNotesSource(sessions);
        Unit session = source.units().stream().filter(u -> u.id().text().equals("flaky-ci")).findFirst().orElseThrow();
        UnitDetail detail = source.detail(session.id(), Cancellation.NONE).orElseThrow();

        assertThat(session.status().key()).isEqualTo("unreadable");
        assertThat(session.problems()).singleElement().asString().isEqualTo("conversation.json: symlink to "
                + secret.toRealPath() + ", outside sessions: not read");
        assertThat(detail.states()).singleElement().satisfies(state -> {
            assertThat(state.text()).as("the pane shows none of its bytes").isEmpty();
            assertThat(state.problems()).singleElement().asString().contains(secret.toRealPath().toString());
        });
    }

    @Test
    void aNotesExportLinkedToEtcPasswdIsNotReadAndSaysSo() throws Exception {
        Path export = sessions.resolve("auth-refactor/notes.json");
        Files.delete(export);
        Files.createSymbolicLink(export, Path.of("/etc/passwd"));

        ForgeNotesSource source = new ForgeNotesSource(sessions);
        List<Unit> units = source.units();
        Unit session = units.stream().filter(u -> u.id().text().equals("auth-refactor")).findFirst().orElseThrow();

        assertThat(session.problems()).contains("notes.json: symlink to /etc/passwd, outside sessions: not read");
        assertThat(units).allSatisfy(u -> assertThat(String.join("\n", u.problems())).doesNotContain("root:"));
        assertThat(units).filteredOn(u -> "auth-refactor".equals(u.fields().get("session"))).hasSize(14);
    }

    @Test
    void aSessionFolderLinkedElsewhereIsNotListedAsASessionButNamedWithItsTarget() throws Exception {
        Path elsewhere = SampleCopy.copy(sessions.resolve("flaky-ci"), tmp.resolve("other-project/flaky-ci"));
        Files.createSymbolicLink(sessions.resolve("linked"), elsewhere);

        ForgeNotesSource source = new ForgeNotesSource(sessions);

        assertThat(source.units()).noneMatch(u -> "linked".equals(u.fields().get("session")));
        assertThat(source.detail(UnitId.numbered("linked", 1), Cancellation.NONE)).isEmpty();
        assertThat(source.notes()).contains("linked: a session folder that is a symlink to " + elsewhere.toRealPath()
                + ", outside sessions: not read");
    }

    @Test
    void aSessionFolderLinkedInsideTheFolderIsReadLikeAnyOther() throws Exception {
        Files.createDirectories(sessions.resolve("archive"));
        Files.move(sessions.resolve("flaky-ci"), sessions.resolve("archive/flaky-ci"));
        Files.createSymbolicLink(sessions.resolve("flaky-ci"), Path.of("archive/flaky-ci"));

        assertThat(new ForgeNotesSource(sessions).units())
                .filteredOn(u -> "flaky-ci".equals(u.fields().get("session"))).hasSize(8);
    }

    /** Three times the 10,000 entries once looked at: in directory order, a session lay past them two times in three. */
    @Test
    void aSessionAmongThirtyThousandStrayFilesIsListedAndTheStraysAreCounted() throws Exception {
        for (int i = 0; i < 30_000; i++) {
            Files.createFile(sessions.resolve(String.format("stray-%06d", i)));
        }
        ForgeNotesSource source = new ForgeNotesSource(sessions);

        assertThat(source.units()).extracting(u -> u.fields().get("session")).contains("auth-refactor", "flaky-ci");
        assertThat(source.notes()).contains("30,000 entries in sessions are not a session folder, e.g. stray-000000,"
                + " stray-000001, stray-000002");
        assertThat(new ForgeNotesProvider().recognise(sessions).recognised()).isTrue();
    }
}
