package org.scratchpadinspector.ui.main;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DialogStartTest {
    @TempDir
    Path tmp;

    @Test
    void theOpenDirectoryComesFirst() throws Exception {
        Path open = Files.createDirectory(tmp.resolve("open"));
        Path recent = Files.createDirectory(tmp.resolve("recent"));

        assertThat(DialogStart.choose(open, List.of(recent), tmp)).isEqualTo(open);
    }

    @Test
    void withNothingOpenTheMostRecentDirectory() throws Exception {
        Path newest = Files.createDirectory(tmp.resolve("newest"));
        Path older = Files.createDirectory(tmp.resolve("older"));

        assertThat(DialogStart.choose(null, List.of(newest, older), tmp)).isEqualTo(newest);
    }

    @Test
    void homeWhenNothingIsOpenAndTheRecentDirectoryIsGone() throws Exception {
        Path home = Files.createDirectory(tmp.resolve("home"));

        assertThat(DialogStart.choose(tmp.resolve("removed-open"), List.of(tmp.resolve("removed-recent")), home))
                .isEqualTo(home);
        assertThat(DialogStart.choose(null, List.of(), home)).isEqualTo(home);
    }

    @Test
    void aFileIsNoStartAndNothingLeftGivesNull() throws Exception {
        Path file = Files.writeString(tmp.resolve("plain.txt"), "x");

        assertThat(DialogStart.choose(file, List.of(file), tmp.resolve("no-home"))).isNull();
    }
}
