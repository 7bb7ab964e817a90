package org.scratchpadinspector.ui.main;

import java.nio.file.Files;
import java.nio.file.Path;
import org.scratchpadinspector.engine.files.Locations;
import org.scratchpadinspector.engine.remote.RemoteAddress;
import org.scratchpadinspector.engine.remote.RemotePaths;
import java.util.List;
import java.util.Set;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.format.FormatRegistry;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitIndex;
import org.scratchpadinspector.engine.watch.ChangeBatch;
import org.scratchpadinspector.engine.watch.DirectoryWatcher;
import org.scratchpadinspector.engine.watch.Watcher;
import org.scratchpadinspector.engine.watch.WatcherStatus;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.common.LatestRequest;
import org.scratchpadinspector.ui.common.TaskRunner;

/**
 * The window's state: which directory is open, whether it is being watched, the banner, the theme and the recent
 * directories. Opening and rescanning run through the task runner; the watcher's callbacks are moved to the UI
 * thread before they touch a property.
 */
public final class MainViewModel {
    public enum BannerKind { NONE, WARNING, ERROR }

    private final InspectorContext context;
    private final Settings settings;
    private final StringProperty directoryText = new SimpleStringProperty(this, "directoryText", "No directory open");
    private final StringProperty cycleCountText = new SimpleStringProperty(this, "cycleCountText", "");
    private final DirectoryStatus directoryStatus = new DirectoryStatus(directoryText::get);
    private final BooleanProperty loading = new SimpleBooleanProperty(this, "loading");
    private final DoubleProperty progress = new SimpleDoubleProperty(this, "progress", -1);
    private final BooleanProperty dark = new SimpleBooleanProperty(this, "dark");
    private final ObservableList<Path> recent = FXCollections.observableArrayList();
    private final ObservableList<String> recentRemote = FXCollections.observableArrayList();
    private final DirectoryOpener opener;
    private final StringProperty formatName = new SimpleStringProperty(this, "formatName", "");
    /** What the open source calls its units, in the singular ("cycle"), for the count. */
    private String unitKind = "unit";
    /** The directory a fork shown in this window was made from (Back returns to it), or null. */
    private final javafx.beans.property.ObjectProperty<Path> forkOf =
            new javafx.beans.property.SimpleObjectProperty<>(this, "forkOf");
    /** An empty directory opened: watched until an agent writes there, then opened again. */
    private Path waitingFor;
    private final RecordViewModel record;
    private Watcher watcher;
    private LiveDemo liveDemo;
    private final LatestRequest opening;
    /** Cancelled when another directory is opened or the window closes: the watcher's late callbacks are dropped. */
    private Cancellation shown = new Cancellation();

    public MainViewModel(InspectorContext context, Settings settings) {
        this(context, settings, Formats.registry());
    }

    /** The same, detecting formats with {@code formats} (a test registers a format of its own). */
    public MainViewModel(InspectorContext context, Settings settings, FormatRegistry formats) {
        this.context = context;
        this.settings = settings;
        this.opener = new DirectoryOpener(formats, settings);
        this.opening = context.runner().latest("open directory");
        // a recording changes what the memory's history holds: every screen reads the source again
        this.record = new RecordViewModel(context.runner(), () -> {
            if (context.source() != null) {
                context.publishChange(DirectoryChange.EVERYTHING);
            }
        });
        dark.addListener((obs, was, now) -> runner().fireAndForget("save theme", cancel -> {
            settings.setDarkTheme(now);
            return null;
        }));
    }

    /**
     * Opens {@code dir}, else (once the settings are read) the last one, else the demo; loads the remembered theme
     * and recent directories. A directory named here is read at once, beside the settings and while the window is
     * still being built: the start does not wait for one before the other.
     */
    public void start(Path dirOrNull) {
        start(dirOrNull, true);
    }

    private void start(Path dirOrNull, boolean openDefault) {
        loading.set(true);
        if (dirOrNull != null) {
            open(dirOrNull);
        }
        // the window's first frame says what it is doing, not "No directory open"
        if (openDefault || dirOrNull != null) {
            directoryText.set(dirOrNull == null ? "Opening…" : "Opening " + dirOrNull + "…");
        }
        runner().submit("load settings", () -> {
            List<Path> dirs = settings.recentDirectories();
            boolean lastExists = !dirs.isEmpty() && Files.isDirectory(dirs.get(0));
            return new Object[] {settings.darkTheme(), dirs, lastExists, settings.recentRemote()};
        }, loaded -> {
                    dark.set((Boolean) loaded[0]);
                    @SuppressWarnings("unchecked")
                    List<String> remote = (List<String>) loaded[3];
                    recentRemote.setAll(remote);
                    @SuppressWarnings("unchecked")
                    List<Path> dirs = (List<Path>) loaded[1];
                    if (dirOrNull != null) {
                        // the directory's own opening sets the list (with it first) unless it has failed
                        if (recent.isEmpty()) {
                            recent.setAll(dirs);
                        }
                        return;
                    }
                    recent.setAll(dirs);
                    if (!openDefault) {
                        return;
                    }
                    Path chosen = null;
                    if ((Boolean) loaded[2]) {
                        chosen = dirs.get(0);
                    }
                    if (chosen != null) {
                        open(chosen);
                    } else {
                        openLiveDemo();
                    }
                }, this::showError);
    }

    /** Hands {@code show} (UI thread) where the Open dialog starts: the open directory, else the most recent, else home. */
    public void findDialogStart(java.util.function.Consumer<Path> show) {
        Path open = context.source() != null ? context.source().directory() : waitingFor;
        List<Path> recents = List.copyOf(recent);
        runner().submit("find where Open starts", () -> DialogStart.choose(open, recents, DialogStart.home()), show,
                error -> show.accept(null));
    }

    public void openBundledSample() {
        runner().submit("extract demo", BundledSample::extract, this::open, this::showError);
    }

    /** A fresh copy of the demo with the reference agent serving it, paused: the first-run default. */
    public void openLiveDemo() {
        loading.set(true);
        directoryText.set("Starting the live demo agent…");
        runner().submit("start live demo", LiveDemo::start, started -> {
            stopLiveDemo();
            liveDemo = started;
            open(started.root());
        }, error -> {
            loading.set(false);
            showError(error);
        });
    }

    private void stopLiveDemo() {
        if (liveDemo != null) {
            LiveDemo stopping = liveDemo;
            liveDemo = null;
            runner().fireAndForget("stop live demo", cancel -> {
                stopping.close();
                return null;
            });
        }
    }

    /** A file or directory dropped on the window: opens the directory (a dropped file opens its directory). */
    public void openDropped(Path path) {
        runner().submit("look at dropped " + path, () -> Files.isDirectory(path) || path.getParent() == null ? path
                : path.getParent(), this::open, this::showError);
    }

    /**
     * Opens what the operator typed: a local directory, or an {@code ssh://} address, connected to off the UI
     * thread (a host key that is unknown or changed, or a refused login, shows in the banner with what to do).
     */
    public void openLocation(String typed) {
        String text = typed == null ? "" : typed.strip();
        if (text.isEmpty()) {
            return;
        }
        if (!RemoteAddress.isRemote(text)) {
            open(Path.of(text));
            return;
        }
        RemoteAddress address;
        try {
            address = RemoteAddress.parse(text);
        } catch (IllegalArgumentException e) {
            showError(e);
            return;
        }
        loading.set(true);
        directoryText.set("Connecting to " + address + "…");
        runner().submit("connect to " + address, () -> RemotePaths.resolve(address.toString()), this::open, error -> {
            loading.set(false);
            showError(error);
        });
    }

    /** Like {@link #start(Path)} for what was typed on the command line, an ssh:// address included. */
    public void startAt(String location) {
        if (location == null || !RemoteAddress.isRemote(location)) {
            start(location == null ? null : Path.of(location));
            return;
        }
        start(null, false);
        openLocation(location);
    }

    public void open(Path dir) {
        forkOf.set(null);
        openHere(dir);
    }

    /**
     * A fork just made: shown in this window in place of the run it was made from, which Back (the fork bar)
     * returns to, with the window's layout as it was.
     */
    public void openFork(Path fork) {
        Path from = context.source() != null ? context.source().directory() : waitingFor;
        openHere(fork);
        forkOf.set(from);
    }

    /** Back from a fork to the run it was made from. */
    public void backFromFork() {
        Path back = forkOf.get();
        if (back != null) {
            open(back);
        }
    }

    /** The directory the fork shown was made from, or null when no fork is shown. */
    public javafx.beans.property.ReadOnlyObjectProperty<Path> forkOfProperty() {
        return forkOf;
    }

    private void openHere(Path dir) {
        if (liveDemo != null && (!Locations.isLocal(dir) || !dir.toAbsolutePath().normalize().startsWith(liveDemo.root()))) {
            stopLiveDemo();
        }
        shown.cancel();
        Cancellation current = new Cancellation();
        shown = current;
        closeWatcher();
        waitingFor = null;
        loading.set(true);
        progress.set(-1);
        directoryText.set(Locations.display(dir));
        opening.submit(cancel -> opener.open(dir, listener(current), cancel), result -> {
            if (current.isCancelled()) {
                result.watcher().close();
                return;
            }
            watcher = result.watcher();
            loading.set(false);
            progress.set(-1);
            MemorySource opened = result.source();
            waitingFor = opened == null ? result.directory() : null;
            unitKind = opened == null ? "unit"
                    : opened.unitWord();
            context.open(opened);
            record.source(opened);
            formatName.set(opened == null ? "" : opened.format());
            directoryText.set(Locations.display(result.directory()));
            cycleCountText.set(opened == null ? "empty: waiting for an agent to write here" : "");
            if (opened != null) {
                opened.facet(UnitIndex.class).ifPresent(index -> unitsListed(index.ids().size()));
            }
            showRecovered(result.recovered());
            recent.setAll(result.recent());
            recentRemote.setAll(result.recentRemote());
        }, error -> {
            loading.set(false);
            showError(error);
        });
    }

    private DirectoryWatcher.Listener listener(Cancellation current) {
        return new DirectoryWatcher.Listener() {
            @Override
            public void onChanges(ChangeBatch batch) {
                runner().onUiThread(() -> {
                    if (!current.isCancelled()) {
                        rescan(batch.changedNames(), batch.rescanNeeded());
                    }
                });
            }

            @Override
            public void onStatus(WatcherStatus status, String message) {
                runner().onUiThread(() -> {
                    if (!current.isCancelled()) {
                        directoryStatus.watcher(status, message);
                    }
                });
            }
        };
    }

    /**
     * After a batch of changes: an indexed source lists its folders' names again and says which units the change
     * touched, off the UI thread, before the change is published; any other source publishes it at once (its screens
     * read it again whole). An empty directory that received files is opened again, now in its format.
     */
    private void rescan(Set<String> names, boolean everything) {
        MemorySource source = context.source();
        if (source == null) {
            if (waitingFor != null) {
                open(waitingFor);
            }
            return;
        }
        UnitIndex index = source.facet(UnitIndex.class).orElse(null);
        if (index == null) {
            context.publishChange(new DirectoryChange(names, everything));
            return;
        }
        Cancellation current = shown;
        runner().submit("rescan", cancel -> {
            List<UnitId> before = index.ids();
            List<UnitId> after = index.rescan(cancel);
            return new DirectoryChange.Units(after, everything ? Set.copyOf(after) : index.touchedBy(names, before));
        }, units -> {
            if (!current.isCancelled()) {
                unitsListed(units.ids().size());
                context.publishChange(new DirectoryChange(names, everything, units));
            }
        }, this::showError);
    }

    /** How many units the open source lists now ("12 cycles" in the status bar). */
    public void unitsListed(int n) {
        if (context.source() != null) {
            String plural = unitKind.endsWith("s") ? unitKind : unitKind + "s";
            cycleCountText.set(n == 1 ? "1 " + unitKind : String.format(java.util.Locale.ROOT, "%,d %s", n, plural));
        }
    }

    /** The banner says what settling interrupted edits did on opening; none: the banner is cleared. */
    private void showRecovered(java.util.List<String> recovered) {
        if (recovered.isEmpty()) {
            clearBanner();
        } else {
            directoryStatus.notice("Recovered after an interrupted edit: " + String.join("; ", recovered) + ".");
        }
    }

    public void clearBanner() {
        directoryStatus.clear();
    }

    private void showError(Throwable error) {
        directoryStatus.error(error);
    }

    public void toggleTheme() {
        dark.set(!dark.get());
    }

    public void close() {
        record.close();
        opening.cancel();
        shown.cancel();
        closeWatcher();
        stopLiveDemo();
    }

    private void closeWatcher() {
        if (watcher != null) {
            Watcher w = watcher;
            watcher = null;
            runner().fireAndForget("stop watcher", cancel -> {
                w.close();
                return null;
            });
        }
    }

    private TaskRunner runner() {
        return context.runner();
    }

    public InspectorContext context() {
        return context;
    }

    public StringProperty directoryTextProperty() {
        return directoryText;
    }

    public StringProperty cycleCountTextProperty() {
        return cycleCountText;
    }

    public StringProperty watcherTextProperty() {
        return directoryStatus.watcherText();
    }

    public StringProperty bannerTextProperty() {
        return directoryStatus.bannerText();
    }

    public ObjectProperty<BannerKind> bannerKindProperty() {
        return directoryStatus.bannerKind();
    }

    public BooleanProperty loadingProperty() {
        return loading;
    }

    public DoubleProperty progressProperty() {
        return progress;
    }

    /** The open directory's format, as {@code ls --json} names it. */
    public StringProperty formatNameProperty() {
        return formatName;
    }

    /** The Record toggle of the open memory. */
    public RecordViewModel record() {
        return record;
    }

    public BooleanProperty darkProperty() {
        return dark;
    }

    /** The ssh:// directories opened lately, newest first. */
    public ObservableList<String> recentRemoteDirectories() {
        return recentRemote;
    }

    public ObservableList<Path> recentDirectories() {
        return recent;
    }
}
