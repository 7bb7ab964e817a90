package org.scratchpadinspector.ui;

import org.scratchpadinspector.ui.common.Words;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.scene.Scene;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.KeyCombination;
import org.scratchpadinspector.format.FormatRegistry;
import org.scratchpadinspector.formats.Formats;
import org.scratchpadinspector.model.EditAction;
import org.scratchpadinspector.model.Editing;
import org.scratchpadinspector.model.History;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.ui.agent.AgentPanelView;
import org.scratchpadinspector.ui.agent.AgentPanelViewModel;
import org.scratchpadinspector.ui.agent.CommandStepView;
import org.scratchpadinspector.ui.agent.CommandStepViewModel;
import org.scratchpadinspector.ui.blame.BlameView;
import org.scratchpadinspector.ui.common.FacetGate;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.common.StaleLimitWatch;
import org.scratchpadinspector.ui.compare.CompareView;
import org.scratchpadinspector.ui.compare.FieldHistoryView;
import org.scratchpadinspector.ui.details.DetailsView;
import org.scratchpadinspector.ui.details.DetailsViewModel;
import org.scratchpadinspector.ui.edit.EditModeSignals;
import org.scratchpadinspector.ui.edit.MemoryFeature;
import org.scratchpadinspector.ui.edit.UnitEditDialog;
import org.scratchpadinspector.ui.edit.UnitEditViewModel;
import org.scratchpadinspector.ui.main.MainView;
import org.scratchpadinspector.ui.main.MainViewModel;
import org.scratchpadinspector.ui.main.Settings;
import org.scratchpadinspector.ui.main.WindowLayout;
import org.scratchpadinspector.ui.main.WindowActions;
import org.scratchpadinspector.ui.common.UnavailableItem;
import org.scratchpadinspector.ui.panes.PanesView;
import org.scratchpadinspector.ui.panes.PanesViewModel;
import org.scratchpadinspector.ui.timetravel.TimeTravelFeature;
import org.scratchpadinspector.ui.units.UnitListView;
import org.scratchpadinspector.ui.units.SearchHitsViewModel;
import org.scratchpadinspector.ui.units.UnitListViewModel;
import org.scratchpadinspector.ui.watch.WatchpointsView;
import org.scratchpadinspector.ui.watch.WatchpointsViewModel;

/**
 * Builds the whole window from its features, one for every format: the list of units, the pane stack, the details,
 * the Tools and Memory menus, and the Agent panel. An action that needs a facet (a history for Compare, Field
 * History and Blame, editing for Edit Unit, time travel for restore and fork, live control for the Agent panel and
 * watchpoints) is there where the open source offers it and greyed otherwise, with the source's reason in its
 * tooltip ({@link WindowActions}). The section editor, Undo Last Edit and the edit journal are there where the
 * source offers section editing, and greyed otherwise with where the operator does it instead (Edit Unit, the
 * command line). Used by the application, the TestFX tests and the screenshots.
 */
public record InspectorWindow(MainViewModel viewModel, MainView view, Scene scene, UnitListView units,
                              PanesView panes, DetailsView details, AgentPanelViewModel agent,
                              CommandStepViewModel command, MemoryFeature memory, StaleLimitWatch staleLimit,
                              WatchpointsViewModel watchpoints, AgentPanelView agentPanel) {

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
        UnitListView units = new UnitListView(new UnitListViewModel(context));
        units.model().rows().addListener((javafx.beans.InvalidationListener) o ->
                main.unitsListed(units.model().rows().size()));
        PanesViewModel panesModel = new PanesViewModel(context);
        PanesView panes = new PanesView(panesModel);
        showSearchInPanes(units.model(), units.searchHits(), panesModel);
        DetailsView details = new DetailsView(new DetailsViewModel(context));
        AgentPanelViewModel agent = new AgentPanelViewModel(context);
        CommandStepViewModel command = new CommandStepViewModel(context, settings);
        AgentPanelView agentPanel = new AgentPanelView(agent, new CommandStepView(command));
        WatchpointsViewModel watchpoints = new WatchpointsViewModel(context, agent.attachedClientProperty());
        WatchpointsView watchpointsView = new WatchpointsView(watchpoints);
        agentPanel.addTab("Watchpoints", watchpointsView, "watchpoints-tab");
        command.useWatchpoints(watchpoints::breakpoints, watchpoints::ranUntil);
        agent.onPaused(watchpoints::agentEvent);
        MainView[] holder = new MainView[1];
        WindowActions gates = new WindowActions(context);
        java.util.function.Consumer<String> say = context.noticeProperty()::set;
        BooleanBinding history = offers(context, History.class);
        MainView view = new MainView(main, units, panes, details, agentPanel,
                new MainView.FeatureActions(units::requestSearchFocus, panes::focusDiff,
                        () -> CompareView.open(context, holder[0].getScene().getWindow()),
                        () -> FieldHistoryView.open(context, holder[0].getScene().getWindow()),
                        panesModel::toggleRaw), gates.history());
        holder[0] = view;
        view.agentPanelAvailable(gates.liveControl());
        MemoryFeature memory = new MemoryFeature(context, new EditModeSignals(agent.attachedClientProperty(),
                command.commandLineProperty().isNotEmpty(), command.runningProperty()), () -> view.getScene().getWindow());
        // the agent's queue grows with each injection sent from the window: Queued edits counts it until applied
        agent.countQueuedEditsOf(memory.session().injectionsSentProperty());
        Menu memoryMenu = memory.menu();
        // the section editor's items where the source offers SectionEditing, greyed with the reason on another
        // source; every source gets Edit Unit below
        memoryMenu.getItems().setAll(sectionEditorItems(memoryMenu.getItems(), context, say));
        MenuItem editUnit = menuItem("Edit Unit…", "Shortcut+U", () -> editUnit(context, view));
        editUnit.setId("edit-unit");
        // named by the format's own word: Edit Cycle…, Edit Turn…, Edit Session…
        editUnit.setMnemonicParsing(false);
        editUnit.textProperty().bind(Bindings.createStringBinding(() -> "Edit " + Words.capitalised(unitKind(context))
                + "…", context.sourceProperty()));
        editUnit.disableProperty().bind(context.selectedUnitProperty().isNull());
        memoryMenu.getItems().addAll(0, UnavailableItem.gated(editUnit, gates.editUnit(), say));
        view.addMenu(memoryMenu);
        TimeTravelFeature timeTravel = new TimeTravelFeature(context, memory.session(), settings,
                () -> view.getScene().getWindow(), main::openFork);
        view.addMenu(timeTravel.menu(gates.timeTravel(), gates.fork(), gates.liveControl(), gates.compareRuns(), say));
        units.setRowContextMenu(timeTravel.contextMenu(gates.timeTravel(), gates.fork(), gates.liveControl(),
                gates.compareRuns(), say));
        view.addBar(memory.lostEditBar());
        view.addBar(WatchpointsView.notificationBar(watchpoints));
        // Files-mode watchpoints judge the units of any source (0147): beside a live agent in the Agent panel,
        // otherwise in a window of their own
        Runnable showWatchpoints = () -> {
            if (gates.liveControl().isAvailable()) {
                view.showAgentPanel(true);
                agentPanel.showTab("watchpoints-tab");
                watchpointsView.focusInput();
            } else {
                openWatchpointsWindow(watchpoints, view);
            }
        };
        panes.setFieldActions(field -> {
            watchpoints.breakOnField(field);
            showWatchpoints.run();
        }, field -> BlameView.open(context, view.getScene().getWindow(), field), context.sourceProperty().isNotNull(),
                history);
        RemoteFeature.install(view, main, context, settings);
        MenuItem blame = menuItem("_Blame and Churn…", "Shortcut+B",
                () -> BlameView.open(context, view.getScene().getWindow()));
        blame.setId("tools-blame");
        view.addToolsItem(blame, gates.history());
        // greyed only while nothing is open
        MenuItem watch = menuItem("_Watchpoints…", "Shortcut+K", showWatchpoints);
        watch.setId("tools-watchpoints");
        view.addToolsItem(watch, org.scratchpadinspector.ui.common.FacetGate.needing(context, MemorySource.class));
        WindowLayout layout = new WindowLayout(settings, context.runner());
        layout.remember("main", view.mainSplit(), MainView::firstListWidth);
        roomForIterations(details, view.detailsSplit());
        layout.remember("details", view.detailsSplit());
        layout.remember("panes", panes.split());
        // the Now pane is on unless the operator turned it off; where three panes are too narrow to read, the
        // window turns it off itself and says so (not remembered: the next, wider window shows it again)
        layout.remember("active", panesModel.activeShownProperty(), true, () -> !view.makingRoom());
        // what gives way when the window is narrow: the Agent panel to its strip, then the Now pane (0148)
        view.keepRoomForPanes(panesModel.activeShownProperty(), panesModel.noNowProperty());
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
        return new InspectorWindow(main, view, scene, units, panes, details, agent, command, memory, staleLimit,
                watchpoints, agentPanel);
    }

    /** The Watchpoints view in a tool window, for a source without an agent to attach to (one window at a time). */
    private static void openWatchpointsWindow(WatchpointsViewModel watchpoints, MainView view) {
        javafx.stage.Window owner = view.getScene().getWindow();
        for (javafx.stage.Window open : javafx.stage.Window.getWindows()) {
            if (open instanceof javafx.stage.Stage stage && stage.getOwner() == owner
                    && stage.getScene() != null && stage.getScene().getRoot() instanceof WatchpointsView shown) {
                stage.toFront();
                shown.focusInput();
                return;
            }
        }
        WatchpointsView shown = new WatchpointsView(watchpoints);
        shown.setId("watchpoints-window");
        javafx.stage.Stage stage = org.scratchpadinspector.ui.common.ToolWindow.create("Watchpoints", shown, 560, 420,
                owner);
        stage.show();
        shown.focusInput();
    }

    /** What the open source calls one of its units ("cycle", "turn"), "unit" when it does not say. */
    static String unitKind(InspectorContext context) {
        MemorySource source = context.source();
        return source == null ? "unit" : source.unitWord();
    }

    /** What {@code source} calls one of its units, "unit" when it does not say. */
    private static String kindOf(MemorySource source) {
        return source.unitWord();
    }

    /**
     * The Memory menu's section editor, Undo Last Edit and edit journal (items of {@link MemoryFeature#menu()}),
     * each gated on the source's section editing: on a source that edits otherwise it is greyed, and its tooltip
     * says where the operator does it (Edit Unit, the command line); on a read-only source, why it is read-only.
     */
    private static java.util.List<MenuItem> sectionEditorItems(java.util.List<MenuItem> items,
                                                               InspectorContext context,
                                                               java.util.function.Consumer<String> say) {
        BooleanBinding sectionEditing = offers(context, org.scratchpadinspector.engine.edit.SectionEditing.class);
        FacetGate sections = FacetGate.needing(context, Editing.class, sectionEditing, source ->
                "This source's memory has no sections to edit here: use Edit " + Words.capitalised(kindOf(source))
                        + "… (" + KeyCombination.keyCombination("Shortcut+U").getDisplayText() + ").");
        FacetGate undo = FacetGate.needing(context, Editing.class, sectionEditing, source ->
                "Undo of an edit to this source runs on the command line for now: undo DIR.");
        FacetGate journal = FacetGate.needing(context, Editing.class, sectionEditing, source ->
                "This source's edit journal shows on the command line for now: journal DIR.");
        java.util.List<MenuItem> gated = new java.util.ArrayList<>();
        for (MenuItem item : items) {
            FacetGate gate = switch (String.valueOf(item.getId())) {
                case MemoryFeature.EDIT_SECTION, MemoryFeature.EDIT_FILE -> sections;
                case MemoryFeature.UNDO -> undo;
                case MemoryFeature.JOURNAL -> journal;
                default -> null;
            };
            if (gate == null) {
                gated.add(item);
            } else {
                gated.addAll(UnavailableItem.gated(item, gate, say));
            }
        }
        return gated;
    }


    /** True while the open source offers {@code facet}. */
    private static BooleanBinding offers(InspectorContext context, Class<?> facet) {
        return Bindings.createBooleanBinding(() -> {
            MemorySource source = context.source();
            return source != null && source.facet(facet).isPresent();
        }, context.sourceProperty());
    }

    /** Edit Unit: the edits the open source allows on the selected unit, in the one edit dialog. */
    private static void editUnit(InspectorContext context, MainView view) {
        MemorySource source = context.source();
        UnitId unit = context.selectedUnitProperty().get();
        Editing editing = source == null ? null : source.facet(Editing.class).orElse(null);
        if (editing == null || unit == null) {
            return;
        }
        context.runner().submit("edit actions of " + unit, cancel -> editing.actions(unit), actions -> {
            if (actions.isEmpty()) {
                context.noticeProperty().set(unit.text() + " allows no edit in " + source.format());
                return;
            }
            UnitEditDialog.open(new UnitEditViewModel(context.runner(), editing, unit,
                    java.util.List.<EditAction>copyOf(actions), () -> context.publishChange(
                            org.scratchpadinspector.ui.common.DirectoryChange.EVERYTHING)),
                    view.getScene().getWindow());
        }, error -> context.noticeProperty().set("Could not edit " + unit.text() + ": " + error.getMessage()));
    }

    /** The panes highlight what the search found, and show each hit it steps to. */
    static void showSearchInPanes(UnitListViewModel list, SearchHitsViewModel hits, PanesViewModel panes) {
        list.search().resultProperty().addListener((obs, was, result) ->
                panes.searchHighlight().highlight(result == null ? "" : result.texts().isEmpty() ? ""
                        : result.texts().get(0)));
        hits.stepProperty().addListener((obs, was, step) -> {
            if (step != null) {
                panes.searchHighlight().show(step.hit().inState() && step.query() != null
                        ? list.search().resultProperty().get().texts().stream().findFirst().orElse(step.query())
                        : step.query(), step.hit());
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
        units.model().dispose();
        agent.close();
        command.dispose();
        memory.close();
        staleLimit.close();
    }

    /**
     * The Iterations tab has panes of its own: while it shows, the details take most of the height from the main
     * panes (their first share is given back when it hides).
     */
    private static void roomForIterations(DetailsView details, javafx.scene.control.SplitPane split) {
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
