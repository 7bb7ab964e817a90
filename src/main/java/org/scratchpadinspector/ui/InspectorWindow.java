package org.scratchpadinspector.ui;

import javafx.scene.Scene;
import javafx.scene.control.Menu;
import org.scratchpadinspector.format.FormatRegistry;
import org.scratchpadinspector.ui.agent.AgentPanelView;
import org.scratchpadinspector.ui.agent.AgentPanelViewModel;
import org.scratchpadinspector.ui.agent.CommandStepView;
import org.scratchpadinspector.ui.agent.CommandStepViewModel;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.common.StaleLimitWatch;
import org.scratchpadinspector.ui.compare.CompareView;
import org.scratchpadinspector.ui.compare.FieldHistoryView;
import org.scratchpadinspector.ui.cycles.CycleListView;
import org.scratchpadinspector.ui.cycles.CycleListViewModel;
import org.scratchpadinspector.ui.details.CycleDetailsView;
import org.scratchpadinspector.ui.details.CycleDetailsViewModel;
import org.scratchpadinspector.ui.edit.EditModeSignals;
import org.scratchpadinspector.ui.edit.MemoryFeature;
import org.scratchpadinspector.ui.main.MainView;
import org.scratchpadinspector.ui.main.MainViewModel;
import org.scratchpadinspector.ui.main.Settings;
import org.scratchpadinspector.ui.main.WindowLayout;
import org.scratchpadinspector.ui.snapshot.SnapshotPanesView;
import org.scratchpadinspector.ui.snapshot.SnapshotPanesViewModel;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCombination;
import org.scratchpadinspector.ui.blame.BlameView;
import org.scratchpadinspector.ui.source.SourceView;
import org.scratchpadinspector.ui.source.SourceViewModel;
import org.scratchpadinspector.ui.timetravel.TimeTravelFeature;
import org.scratchpadinspector.ui.watch.WatchpointsView;
import org.scratchpadinspector.ui.watch.WatchpointsViewModel;
import org.scratchpadinspector.formats.Formats;

/** Builds the whole window from its features: used by the application, the TestFX tests and the screenshots. */
public record InspectorWindow(MainViewModel viewModel, MainView view, Scene scene, CycleListView cycles,
                              SnapshotPanesView panes, CycleDetailsView details, AgentPanelViewModel agent,
                              CommandStepViewModel command, MemoryFeature memory, StaleLimitWatch staleLimit,
                              WatchpointsViewModel watchpoints, AgentPanelView agentPanel,
                              Deferred<SourceView> deferredSource) {

    /** The screen width from which the Active pane is shown by default. */
    static final double ACTIVE_SHOWN_FROM_WIDTH = 1280;

    public static InspectorWindow create(InspectorContext context, Settings settings) {
        return create(context, settings, Formats.registry());
    }

    /** The same window detecting formats with {@code formats} (a test adds a format of its own). */
    public static InspectorWindow create(InspectorContext context, Settings settings, FormatRegistry formats) {
        return create(context, settings, formats, main -> { });
    }

    /**
     * The application's window, started on {@code dir} (null: the last one, else the demo) before its views are
     * built, so that the directory is read on a worker while this thread builds them.
     */
    public static InspectorWindow createStarted(InspectorContext context, Settings settings, java.nio.file.Path dir) {
        return create(context, settings, Formats.registry(), main -> main.start(dir));
    }

    /** The same, started on what was typed on the command line: a local directory or an ssh:// address. */
    public static InspectorWindow createStartedAt(InspectorContext context, Settings settings, String location) {
        return create(context, settings, Formats.registry(), main -> main.startAt(location));
    }

    private static InspectorWindow create(InspectorContext context, Settings settings, FormatRegistry formats,
                                          java.util.function.Consumer<MainViewModel> beforeViews) {
        MainViewModel main = new MainViewModel(context, settings, formats);
        // what the start hands back lands on this thread after the window is built, never half-way
        beforeViews.accept(main);
        // the view of the other formats: built when one is first opened (it was over a third of the build before the first frame)
        Deferred<SourceView> source = new Deferred<>(() -> new SourceView(new SourceViewModel(context.runner(),
                main.sourceProperty(), main.sourceChangeProperty())));
        CycleListView cycles = new CycleListView(new CycleListViewModel(context));
        SnapshotPanesViewModel panesModel = new SnapshotPanesViewModel(context);
        SnapshotPanesView panes = new SnapshotPanesView(panesModel);
        showSearchInPanes(cycles, panesModel);
        CycleDetailsView details = new CycleDetailsView(new CycleDetailsViewModel(context));
        AgentPanelViewModel agent = new AgentPanelViewModel(context);
        CommandStepViewModel command = new CommandStepViewModel(context, settings);
        AgentPanelView agentPanel = new AgentPanelView(agent, new CommandStepView(command));
        WatchpointsViewModel watchpoints = new WatchpointsViewModel(context, agent.attachedClientProperty());
        WatchpointsView watchpointsView = new WatchpointsView(watchpoints);
        agentPanel.addTab("Watchpoints", watchpointsView, "watchpoints-tab");
        command.useWatchpoints(watchpoints::breakpoints, watchpoints::ranUntil);
        agent.onPaused(watchpoints::agentEvent);
        MainView[] holder = new MainView[1];
        MainView view = new MainView(main, cycles, panes, details, agentPanel,
                new MainView.FeatureActions(() -> {
                    if (main.sourceProperty().get() != null) {
                        source.get().requestSearchFocus();
                    } else {
                        cycles.requestSearchFocus();
                    }
                }, panes::focusDiff,
                        () -> CompareView.open(context, holder[0].getScene().getWindow()),
                        () -> FieldHistoryView.open(context, holder[0].getScene().getWindow()),
                        panesModel::toggleRaw));
        holder[0] = view;
        MemoryFeature memory = new MemoryFeature(context, new EditModeSignals(agent.attachedClientProperty(),
                command.commandLineProperty().isNotEmpty(), command.runningProperty()), () -> view.getScene().getWindow());
        Menu cycleMemory = memory.menu();
        view.addMenu(cycleMemory);
        TimeTravelFeature timeTravel = new TimeTravelFeature(context, memory.session(), settings,
                () -> view.getScene().getWindow(),
                dir -> BesideWindow.open(dir, context.runner(), settings, view.getScene().getWindow()));
        Menu timeTravelMenu = timeTravel.menu();
        view.addMenu(timeTravelMenu);
        cycles.setRowContextMenu(timeTravel.contextMenu());
        main.sourceProperty().addListener((obs, was, now) -> {
            if (now != null && !source.isBuilt()) {
                view.addMenu(source.get().memoryMenu());
            }
            showSource(main, view, source, now != null, cycleMemory, timeTravelMenu);
        });
        view.addBar(memory.lostEditBar());
        view.addBar(WatchpointsView.notificationBar(watchpoints));
        panes.setFieldActions(field -> {
            watchpoints.breakOnField(field);
            view.showAgentPanel(true);
            agentPanel.showTab("watchpoints-tab");
        }, field -> BlameView.open(context, view.getScene().getWindow(), field));
        RemoteFeature.install(view, main, context, settings);
        view.addToolsItem(menuItem("_Blame and Churn…", "Shortcut+B",
                () -> BlameView.open(context, view.getScene().getWindow())));
        view.addToolsItem(menuItem("_Watchpoints…", "Shortcut+K", () -> {
            view.showAgentPanel(true);
            agentPanel.showTab("watchpoints-tab");
            watchpointsView.focusInput();
        }));
        WindowLayout layout = new WindowLayout(settings, context.runner());
        layout.remember("main", view.mainSplit(), MainView::firstListWidth);
        roomForIterations(details, view.detailsSplit());
        layout.remember("details", view.detailsSplit());
        layout.remember("panes", panes.split());
        // Active beside Before and After leaves each pane too narrow to read on a small screen: hidden there
        layout.remember("active", panesModel.activeShownProperty(),
                javafx.stage.Screen.getPrimary().getVisualBounds().getWidth() >= ACTIVE_SHOWN_FROM_WIDTH);
        Scene scene = new Scene(view, 1440, 900);
        scene.getStylesheets().add(InspectorWindow.class.getResource(InspectorApp.STYLESHEET).toExternalForm());
        applyTheme(scene, main.darkProperty().get());
        main.darkProperty().addListener((obs, was, dark) -> applyTheme(scene, dark));
        // the panel opens by itself when an agent is found; Ctrl+G shows it any time (Command mode)
        agent.connectionProperty().addListener((obs, was, now) -> {
            if (now == AgentPanelViewModel.Connection.ATTACHED) {
                view.showAgentPanel(true);
            }
        });
        agent.startDiscovery();
        StaleLimitWatch staleLimit = new StaleLimitWatch(context);
        return new InspectorWindow(main, view, scene, cycles, panes, details, agent, command, memory, staleLimit,
                watchpoints, agentPanel, source);
    }

    /** The view of a source of another format (built now if none was opened yet). */
    public SourceView source() {
        return deferredSource.get();
    }

    /** A source of another format replaces the cycle screens; the seed-000 Memory menu gives way to the source's. */
    private static void showSource(MainViewModel main, MainView view, Deferred<SourceView> source, boolean shown,
                                   Menu... cycleMenus) {
        view.showSource(shown ? source.get() : null);
        for (Menu menu : cycleMenus) {
            menu.setVisible(!shown);
            // an item whose enabling is bound to its feature's state stays bound; hiding the menu is enough there
            menu.getItems().stream().filter(item -> !item.disableProperty().isBound())
                    .forEach(item -> item.setDisable(shown));
        }
        main.cycleCountTextProperty().unbind();
        if (shown) {
            main.cycleCountTextProperty().bind(source.get().model().list().countTextProperty());
        }
    }

    /** The panes highlight what the cycle search found, and show each hit it steps to. */
    private static void showSearchInPanes(CycleListView cycles, SnapshotPanesViewModel panes) {
        cycles.model().search().resultProperty().addListener((obs, was, result) ->
                panes.searchHighlight().highlight(result == null ? "" : result.query()));
        cycles.searchHits().stepProperty().addListener((obs, was, step) -> {
            if (step != null) {
                panes.searchHighlight().show(step.query(), step.hit());
            }
        });
    }

    private static MenuItem menuItem(String text, String accelerator, Runnable action) {
        MenuItem item = new MenuItem(text);
        item.setAccelerator(KeyCombination.keyCombination(accelerator));
        item.setOnAction(e -> action.run());
        return item;
    }

    /** Stops the watcher and every feature's background work. */
    public void close() {
        viewModel.close();
        cycles.model().dispose();
        deferredSource.ifBuilt(built -> built.model().close());
        agent.close();
        command.dispose();
        memory.close();
        staleLimit.close();
    }

    /**
     * The Iterations tab has panes of its own: while it shows, the details take most of the height from the main
     * panes (their first share is given back when it hides).
     */
    private static void roomForIterations(CycleDetailsView details, javafx.scene.control.SplitPane split) {
        javafx.scene.control.Tab tab = details.tabs().getTabs()
                .get(org.scratchpadinspector.ui.details.DetailsTab.ITERATIONS.ordinal());
        double[] before = {-1};
        tab.selectedProperty().addListener((obs, was, shown) -> {
            double now = split.getDividerPositions()[0];
            if (shown && now > ITERATIONS_PANES_SHARE) {
                before[0] = now;
                split.setDividerPositions(ITERATIONS_PANES_SHARE);
            } else if (!shown && before[0] >= 0) {
                split.setDividerPositions(before[0]);
                before[0] = -1;
            }
        });
    }

    /** The main panes' share of the height while the Iterations tab shows. */
    private static final double ITERATIONS_PANES_SHARE = 0.18;

    private static void applyTheme(Scene scene, boolean dark) {
        scene.getRoot().getStyleClass().remove("dark");
        if (dark) {
            scene.getRoot().getStyleClass().add("dark");
        }
    }
}
