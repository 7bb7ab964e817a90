package org.scratchpadinspector.ui;

import javafx.scene.Scene;
import javafx.scene.control.Label;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.compare.CompareView;
import org.scratchpadinspector.ui.compare.FieldHistoryView;
import org.scratchpadinspector.ui.cycles.CycleListView;
import org.scratchpadinspector.ui.details.CycleDetailsView;
import org.scratchpadinspector.ui.details.CycleDetailsViewModel;
import org.scratchpadinspector.ui.cycles.CycleListViewModel;
import org.scratchpadinspector.ui.main.MainView;
import org.scratchpadinspector.ui.main.MainViewModel;
import org.scratchpadinspector.ui.main.Settings;

/** Builds the whole window from its features: used by the application, the TestFX tests and the screenshots. */
public record InspectorWindow(MainViewModel viewModel, MainView view, Scene scene) {

    public static InspectorWindow create(InspectorContext context, Settings settings) {
        MainViewModel main = new MainViewModel(context, settings);
        CycleListView cycles = new CycleListView(new CycleListViewModel(context));
        CycleDetailsView details = new CycleDetailsView(new CycleDetailsViewModel(context));
        MainView[] holder = new MainView[1];
        MainView view = new MainView(main, cycles, new Label("snapshots"), details,
                new MainView.FeatureActions(cycles::requestSearchFocus, () -> { },
                        () -> CompareView.open(context, holder[0].getScene().getWindow()),
                        () -> FieldHistoryView.open(context, holder[0].getScene().getWindow()), () -> { }));
        holder[0] = view;
        Scene scene = new Scene(view, 1440, 900);
        scene.getStylesheets().add(InspectorWindow.class.getResource(InspectorApp.STYLESHEET).toExternalForm());
        applyTheme(scene, main.darkProperty().get());
        main.darkProperty().addListener((obs, was, dark) -> applyTheme(scene, dark));
        return new InspectorWindow(main, view, scene);
    }

    private static void applyTheme(Scene scene, boolean dark) {
        scene.getRoot().getStyleClass().remove("dark");
        if (dark) {
            scene.getRoot().getStyleClass().add("dark");
        }
    }
}
