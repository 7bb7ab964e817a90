package org.scratchpadinspector.ui.main;

import java.util.function.Supplier;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.scratchpadinspector.engine.watch.WatcherStatus;
import org.scratchpadinspector.ui.main.MainViewModel.BannerKind;

/**
 * What the window says about the open directory beside its contents: the watcher's word in the status bar and
 * the banner above everything (an error, or live updates being off). FX thread.
 */
final class DirectoryStatus {
    private static final String GONE = "Directory gone";

    private final StringProperty watcherText = new SimpleStringProperty(this, "watcherText", "not watching");
    private final StringProperty bannerText = new SimpleStringProperty(this, "bannerText", "");
    private final ObjectProperty<BannerKind> bannerKind = new SimpleObjectProperty<>(this, "bannerKind", BannerKind.NONE);
    private final Supplier<String> directory;

    /** @param directory the directory's name as the window shows it, for the banner when it is gone */
    DirectoryStatus(Supplier<String> directory) {
        this.directory = directory;
    }

    void watcher(WatcherStatus status, String message) {
        switch (status) {
            case WATCHING -> {
                watcherText.set("watching");
                if (bannerKind.get() != BannerKind.NONE && bannerText.get().startsWith(GONE)) {
                    clear();
                }
            }
            case DIRECTORY_GONE -> {
                watcherText.set("directory gone");
                show(BannerKind.ERROR, GONE + ": " + directory.get()
                        + " was removed or renamed. Showing what was last read; waiting for it to come back.");
            }
            case FAILED -> {
                watcherText.set("not watching");
                show(BannerKind.WARNING, "Live updates are off: " + message);
            }
            case STARTING -> watcherText.set("starting watcher");
            case STOPPED -> watcherText.set("not watching");
        }
    }

    /** Something the operator should know about the directory just opened, e.g. an interrupted edit settled. */
    void notice(String text) {
        show(BannerKind.WARNING, text);
    }

    void error(Throwable error) {
        show(BannerKind.ERROR, error.getMessage() == null ? error.toString() : error.getMessage());
    }

    void clear() {
        show(BannerKind.NONE, "");
    }

    private void show(BannerKind kind, String text) {
        // Text first: the banner becomes visible when its kind changes, and must never show empty.
        bannerText.set(text);
        bannerKind.set(kind);
    }

    StringProperty watcherText() {
        return watcherText;
    }

    StringProperty bannerText() {
        return bannerText;
    }

    ObjectProperty<BannerKind> bannerKind() {
        return bannerKind;
    }
}
