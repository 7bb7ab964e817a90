package org.scratchpadinspector.ui.details;

import java.nio.file.Files;
import java.nio.file.Path;
import javafx.beans.property.StringProperty;
import org.scratchpadinspector.ui.common.TaskRunner;

/**
 * The Files tab's Open and Reveal: a file in the desktop's default application, or the folder that holds it, through
 * the task runner. When the desktop cannot, one line in the status bar says so; nothing else happens.
 */
final class FileOpener {
    private final TaskRunner runner;
    private final DesktopOpen desktop;
    private final StringProperty notice;

    /** @param notice the status bar's line (cleared when an action starts, set when it fails) */
    FileOpener(TaskRunner runner, DesktopOpen desktop, StringProperty notice) {
        this.runner = runner;
        this.desktop = desktop;
        this.notice = notice;
    }

    /** Opens {@code file} in the desktop's default application. */
    void open(Path file) {
        launch("open", file, file);
    }

    /** Opens the folder that holds {@code file}. */
    void reveal(Path file) {
        Path folder = file.toAbsolutePath().getParent();
        launch("reveal", file, folder == null ? file : folder);
    }

    private void launch(String verb, Path file, Path target) {
        notice.set("");
        runner.submit(verb + " " + file, cancel -> {
            if (!Files.exists(target)) {
                return (target.equals(file) ? "" : "folder ") + target + " does not exist";
            }
            return desktop.open(target);
        }, problem -> {
            if (problem != null) {
                notice.set("Cannot " + verb + " " + file.getFileName() + ": " + problem);
            }
        }, error -> notice.set("Cannot " + verb + " " + file.getFileName() + ": " + error.getMessage()));
    }
}
