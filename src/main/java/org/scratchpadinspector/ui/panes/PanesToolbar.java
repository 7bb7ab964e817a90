package org.scratchpadinspector.ui.panes;

import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/** The panes' toolbar: Decoded / Raw, previous / next change and where it is, Expand all, the Active toggle. */
final class PanesToolbar extends ToolBar {
    /**
     * At most 420 px wide and never wider than what the toolbar's buttons leave (shortened by whole words, the
     * whole text in its tooltip): a long "cannot be read" reason stays in the toolbar and never pushes the Active
     * and Blame toggles into its overflow menu.
     */
    private final Label position = new Label() {
        @Override
        protected double computePrefWidth(double height) {
            return Math.max(0, Math.min(Math.min(super.computePrefWidth(height), 420), roomForPosition()));
        }
    };
    /** Below this toolbar width Previous and Next show their arrows only (their tooltips say which). */
    static final double ARROWS_ONLY_BELOW = 760;
    private final PanesViewModel viewModel;

    PanesToolbar(PanesViewModel viewModel, Label renderProblem) {
        this.viewModel = viewModel;
        build(renderProblem);
        getStyleClass().add("snapshot-toolbar");
    }

    private void build(Label renderProblem) {
        ToggleGroup rendering = new ToggleGroup();
        ToggleButton decoded = new ToggleButton("Decoded");
        decoded.setTooltip(new Tooltip("The parsed state re-emitted: real Unicode, multi-line strings as blocks"));
        ToggleButton raw = new ToggleButton("Raw");
        raw.setTooltip(new Tooltip("The bytes on disk, as the agent wrote them"));
        raw.setId("snapshot-raw");
        decoded.setId("snapshot-decoded");
        decoded.setToggleGroup(rendering);
        raw.setToggleGroup(rendering);
        decoded.getStyleClass().add("left-pill");
        raw.getStyleClass().add("right-pill");
        decoded.setSelected(!viewModel.rawProperty().get());
        raw.setSelected(viewModel.rawProperty().get());
        rendering.selectedToggleProperty().addListener((o, was, now) -> {
            if (now == null) {
                was.setSelected(true);
            } else {
                viewModel.rawProperty().set(now == raw);
            }
        });
        viewModel.rawProperty().addListener((o, was, now) -> (now ? raw : decoded).setSelected(true));
        HBox pills = new HBox(decoded, raw);
        pills.getStyleClass().add("snapshot-rendering-toggle");

        Button previous = new Button("▲ Previous");
        previous.setId("snapshot-previous");
        previous.setTooltip(new Tooltip("Previous change (Shift+F7)"));
        previous.setOnAction(e -> viewModel.previousChange());
        Button next = new Button("▼ Next");
        next.setId("snapshot-next");
        next.setTooltip(new Tooltip("Next change (F7)"));
        next.setOnAction(e -> viewModel.nextChange());
        previous.disableProperty().bind(viewModel.changeCountProperty().isEqualTo(0));
        next.disableProperty().bind(viewModel.changeCountProperty().isEqualTo(0));
        position.textProperty().bind(viewModel.changePositionProperty());
        position.getStyleClass().addAll("snapshot-change-position", "muted");
        Tooltip positionTip = new Tooltip();
        positionTip.textProperty().bind(viewModel.changePositionProperty());
        position.setTooltip(positionTip);

        Button expand = new Button("Expand all");
        expand.setId("snapshot-expand-all");
        expand.setTooltip(new Tooltip("Show the unchanged lines hidden behind ⋯ fold lines"));
        expand.setOnAction(e -> viewModel.expandAll());
        ToggleButton active = new ToggleButton("Active");
        active.setId("snapshot-show-active");
        Tooltip activeTip = new Tooltip();
        activeTip.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() ->
                viewModel.noNowProperty().get().isEmpty()
                        ? "Show the memory now beside Before and After (hide it to give them the room; a narrow"
                        + " window hides it by itself, and this brings it back)"
                        : viewModel.noNowProperty().get() + ": Before and After share the room", viewModel.noNowProperty()));
        active.setTooltip(activeTip);
        active.selectedProperty().bindBidirectional(viewModel.activeShownProperty());
        // greyed, not gone: the status bar says why there is no Now pane
        active.disableProperty().bind(viewModel.noNowProperty().isNotEmpty());
        ToggleButton blame = new ToggleButton("Blame");
        blame.setId("snapshot-blame");
        blame.setTooltip(new Tooltip("Beside each line of the Now pane: who changed its top-level key last, and in which"
                + " unit"));
        blame.selectedProperty().bindBidirectional(viewModel.activeBlame().shownProperty());
        blame.disableProperty().bind(viewModel.activeShownProperty().not().or(viewModel.noNowProperty().isNotEmpty()));
        Label loading = new Label("Loading…");
        loading.getStyleClass().add("muted");
        loading.visibleProperty().bind(viewModel.loadingProperty());
        loading.managedProperty().bind(loading.visibleProperty());
        Label error = new Label();
        error.getStyleClass().add("snapshot-load-error");
        error.textProperty().bind(javafx.beans.binding.Bindings.when(viewModel.loadErrorProperty().isEmpty()
                .or(viewModel.loadErrorProperty().isNull())).then(viewModel.activeBlame().problemProperty())
                .otherwise(viewModel.loadErrorProperty()));
        renderProblem.getStyleClass().add("snapshot-load-error");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        // buttons keep their labels: what does not fit goes to the toolbar's overflow menu, never "Previ…"
        for (Region item : new Region[] {pills, decoded, raw, previous, next, expand, active, blame}) {
            item.setMinWidth(Region.USE_PREF_SIZE);
        }
        position.setMinWidth(0);
        position.setTextOverrun(javafx.scene.control.OverrunStyle.WORD_ELLIPSIS);
        // in a narrow toolbar Previous and Next give way to their arrows before anything leaves for the overflow menu
        widthProperty().addListener((o, was, now) -> {
            boolean arrows = now.doubleValue() > 0 && now.doubleValue() < ARROWS_ONLY_BELOW;
            previous.setText(arrows ? "▲" : "▲ Previous");
            next.setText(arrows ? "▼" : "▼ Next");
        });
        // the toggles come before what can give way, so that the last to leave for the overflow menu is never them
        getItems().setAll(pills, new Separator(), active, blame, new Separator(), previous, next, expand, position,
                spacer, error, renderProblem, loading);
    }

    /** What the toolbar's width leaves the change position beside everything else it shows. */
    private double roomForPosition() {
        double width = getWidth();
        if (width <= 0) {
            return 420;
        }
        double others = snappedLeftInset() + snappedRightInset() + 24;
        for (javafx.scene.Node item : getItems()) {
            if (item != position && item.isManaged() && item.isVisible()) {
                others += item.prefWidth(-1) + 8;
            }
        }
        return width - others;
    }

}
