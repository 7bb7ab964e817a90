package org.scratchpadinspector.ui.details;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.scratchpadinspector.ui.common.InlineTaskRunner;

/** Open and Reveal hand a real opener process the file or its folder; what the desktop refuses is one status line. */
class FileOpenerTest {
    @TempDir
    Path tmp;
    private final StringProperty notice = new SimpleStringProperty("an older notice");

    /** An opener script that writes the path it was given to {@code opened.txt} and exits with {@code exit}. */
    private DesktopOpen opener(int exit, String says) throws Exception {
        Path script = tmp.resolve("opener.sh");
        Files.writeString(script, "#!/bin/sh\nprintf '%s' \"$1\" > '" + tmp.resolve("opened.txt") + "'\n"
                + (says.isEmpty() ? "" : "echo '" + says + "' >&2\n") + "exit " + exit + "\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        return new DesktopOpen(List.of(script.toString()));
    }

    private FileOpener fileOpener(DesktopOpen desktop) {
        return new FileOpener(new InlineTaskRunner(), desktop, notice);
    }

    private Path file() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("scratchpad"));
        return Files.writeString(dir.resolve("20260401_100137_after.yaml"), "notes: ''\n");
    }

    @Test
    void openHandsTheFileToTheDesktopAndSaysNothing() throws Exception {
        Path file = file();

        fileOpener(opener(0, "")).open(file);

        assertThat(tmp.resolve("opened.txt")).hasContent(file.toString());
        assertThat(notice.get()).isEmpty();
    }

    @Test
    void revealHandsTheDesktopTheFolderThatHoldsTheFile() throws Exception {
        Path file = file();

        fileOpener(opener(0, "")).reveal(file);

        assertThat(tmp.resolve("opened.txt")).hasContent(file.getParent().toString());
        assertThat(notice.get()).isEmpty();
    }

    @Test
    void aDesktopThatCannotOpenTheFileIsOneStatusLineNamingWhy() throws Exception {
        Path file = file();

        fileOpener(opener(3, "xdg-open: no method available for opening this file")).open(file);

        assertThat(notice.get()).isEqualTo("Cannot open 20260401_100137_after.yaml: " + tmp.resolve("opener.sh")
                + " failed (exit 3): xdg-open: no method available for opening this file").doesNotContain("\n");
    }

    @Test
    void aDesktopWithoutAnOpenerSaysWhatToInstall() throws Exception {
        fileOpener(new DesktopOpen(List.of())).open(file());

        assertThat(notice.get()).isEqualTo("Cannot open 20260401_100137_after.yaml: this desktop has no opener "
                + "(install xdg-utils for xdg-open)");
    }

    @Test
    void anOpenerThatCannotBeStartedIsOneStatusLine() throws Exception {
        fileOpener(new DesktopOpen(List.of(tmp.resolve("no-such-opener").toString()))).reveal(file());

        assertThat(notice.get()).startsWith("Cannot reveal 20260401_100137_after.yaml: " + tmp.resolve("no-such-opener")
                + " could not be started").doesNotContain("\n");
    }

    @Test
    void aFileThatIsGoneIsNotHandedToTheDesktop() throws Exception {
        Path gone = tmp.resolve("scratchpad").resolve("20260401_100637_after.yaml");

        fileOpener(opener(0, "")).open(gone);

        assertThat(tmp.resolve("opened.txt")).doesNotExist();
        assertThat(notice.get()).isEqualTo("Cannot open 20260401_100637_after.yaml: " + gone + " does not exist");
    }
}
