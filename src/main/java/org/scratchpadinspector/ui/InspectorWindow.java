package org.scratchpadinspector.ui;

import javafx.scene.Scene;
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

/** Builds the whole window from its features: used by the application, the TestFX tests and the screenshots. */
public record InspectorWindow(MainViewModel viewModel, MainView view, Scene scene, CycleListView cycles,
                              SnapshotPanesView panes, CycleDetailsView details, AgentPanelViewModel agent,
                              CommandStepViewModel command, MemoryFeature memory, StaleLimitWatch staleLimit) {

    /** The screen width from which the Active pane is shown by default. */
    static final double ACTIVE_SHOWN_FROM_WIDTH = 1280;

    public static InspectorWindow create(InspectorContext context, Settings settings) {
        MainViewModel main = new MainViewModel(context, settings);
        CycleListView cycles = new CycleListView(new CycleListViewModel(context));
        SnapshotPanesViewModel panesModel = new SnapshotPanesViewModel(context);
        SnapshotPanesView panes = new SnapshotPanesView(panesModel);
        CycleDetailsView details = new CycleDetailsView(new CycleDetailsViewModel(context));
        AgentPanelViewModel agent = new AgentPanelViewModel(context);
        CommandStepViewModel command = new CommandStepViewModel(context, settings);
        AgentPanelView agentPanel = new AgentPanelView(agent, new CommandStepView(command));
        MainView[] holder = new MainView[1];
        MainView view = new MainView(main, cycles, panes, details, agentPanel,
                new MainView.FeatureActions(cycles::requestSearchFocus, panes::focusDiff,
                        () -> CompareView.open(context, holder[0].getScene().getWindow()),
                        () -> FieldHistoryView.open(context, holder[0].getScene().getWindow()),
                        panesModel::toggleRaw));
        holder[0] = view;
        MemoryFeature memory = new MemoryFeature(context, new EditModeSignals(agent.attachedClientProperty(),
                command.commandLineProperty().isNotEmpty(), command.runningProperty()), () -> view.getScene().getWindow());
        view.addMenu(memory.menu());
        view.addBar(memory.lostEditBar());
        WindowLayout layout = new WindowLayout(settings, context.runner());
        layout.remember("main", view.mainSplit());
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
        return new InspectorWindow(main, view, scene, cycles, panes, details, agent, command, memory, staleLimit);
    }

    /** Stops the watcher and every feature's background work. */
    public void close() {
        viewModel.close();
        cycles.model().dispose();
        agent.close();
        command.dispose();
        memory.close();
        staleLimit.close();
    }

    private static void applyTheme(Scene scene, boolean dark) {
        scene.getRoot().getStyleClass().remove("dark");
        if (dark) {
            scene.getRoot().getStyleClass().add("dark");
        }
    }
}
