package org.scratchpadinspector.ui.details;

import java.util.List;
import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.scratchpadinspector.model.UnitStatus;
import org.scratchpadinspector.ui.common.StatusStyle;

/**
 * The selected unit's details, in every format: a header (status, time, the format's fields, flags, problems, why
 * it failed) over the tabs Changes, Timeline, Log, Files and Iterations (the last three where the source keeps
 * them: Iterations where it offers steps).
 */
public final class DetailsView extends BorderPane {
    private final DetailsViewModel vm;
    private final Label status = new Label();
    private final FlowPane flags = new FlowPane(6, 4);
    private final VBox problems = new VBox(2);
    private final TabPane tabs = new TabPane();
    private final Tab logTab = new Tab("Log");
    private final Label reason = new Label();
    private final LogPane logPane;
    private final TimelinePane timelinePane;

    public DetailsView(DetailsViewModel vm) {
        this.vm = vm;
        getStyleClass().add("details");
        logPane = new LogPane(vm);
        timelinePane = new TimelinePane(vm);

        tabs.setId("details-tabs");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        Tab changes = new Tab("Changes", changesList());
        Tab calls = new Tab("Timeline", timelinePane);
        timelinePane.fillOnlyWhile(calls.selectedProperty());
        logTab.setContent(logPane);
        Tab files = new Tab("Files", new FilesPane(vm));
        // a format that keeps no log or files per unit has nothing to show there: the tab says so and stays
        logTab.disableProperty().bind(vm.hasLogProperty().not().and(vm.messageProperty().isNull()));
        files.disableProperty().bind(vm.hasFilesProperty().not().and(vm.messageProperty().isNull()));
        Tab iterations = new Tab("Iterations", new org.scratchpadinspector.ui.iterations.IterationsView(vm.iterations()));
        iterations.setId("details-iterations-tab");
        iterations.selectedProperty().addListener((obs, was, now) -> vm.setIterationsActive(now));
        // a source that offers no steps has no Iterations: the tab stays, greyed, and its tooltip says why
        iterations.disableProperty().bind(vm.hasStepsProperty().not().and(vm.messageProperty().isNull()));
        Tooltip iterationsTip = new Tooltip();
        iterationsTip.textProperty().bind(vm.stepsLackProperty().map(why -> why.isEmpty()
                ? "What happened at each step of the selected unit: its iterations, phases or steps, with the state"
                        + " before and after each" : why));
        iterations.setTooltip(iterationsTip);
        tabs.getTabs().addAll(changes, calls, logTab, files, iterations);
        vm.explainingTabProperty().addListener((obs, old, tab) -> {
            if (tab == DetailsTab.LOG) {
                showTraceback();
            } else if (tab != null) {
                tabs.getSelectionModel().select(tab.ordinal());
            }
        });
        vm.timeline().addListener((ListChangeListener<EventRow>) c ->
                calls.setText(vm.timeline().isEmpty() ? "Timeline" : "Timeline (" + vm.timeline().size() + ")"));
        vm.changes().addListener((ListChangeListener<ChangeRow>) c ->
                changes.setText(vm.changes().isEmpty() ? "Changes" : "Changes (" + vm.changes().size() + ")"));

        Label message = new Label();
        message.getStyleClass().addAll("details-message", "muted");
        message.setWrapText(true);
        message.textProperty().bind(vm.messageProperty());
        StackPane emptyState = new StackPane(message);
        emptyState.setPadding(new Insets(24));

        setTop(header());
        // Both stay in the scene and only their visibility changes: a subtree put back into the scene has all its
        // styles matched again, which made the first unit shown in a directory a CSS pass of 15-70 ms.
        setCenter(new StackPane(tabs, emptyState));
        vm.messageProperty().addListener((obs, old, now) -> showContent(now == null, emptyState));
        showContent(vm.messageProperty().get() == null, emptyState);
    }

    private void showContent(boolean hasUnit, StackPane emptyState) {
        tabs.setVisible(hasUnit);
        emptyState.setVisible(!hasUnit);
        getTop().setVisible(hasUnit);
        getTop().setManaged(hasUnit);
    }

    private VBox header() {
        Label title = new Label();
        title.getStyleClass().add("details-title");
        title.textProperty().bind(vm.titleProperty());
        Label facts = new Label();
        facts.getStyleClass().addAll("details-facts", "muted");
        facts.textProperty().bind(vm.factsProperty());
        ProgressIndicator busy = new ProgressIndicator();
        busy.setPrefSize(16, 16);
        busy.visibleProperty().bind(vm.busyProperty());
        status.getStyleClass().add("details-status");
        // the status and the unit's name are the header's point: the facts give way first in a narrow window (their
        // tooltip says them whole)
        status.setMinWidth(Region.USE_PREF_SIZE);
        // the facts take only the room the status and the title leave; in a column too narrow for the title too it
        // gives way by whole words ("Cycle 20260401_105637 · …"), so the header never makes the window wider
        // than the screen
        title.setMinWidth(0);
        title.setTextOverrun(javafx.scene.control.OverrunStyle.WORD_ELLIPSIS);
        facts.setMinWidth(0);
        facts.setPrefWidth(0);
        facts.setTextOverrun(javafx.scene.control.OverrunStyle.WORD_ELLIPSIS);
        facts.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(facts, javafx.scene.layout.Priority.ALWAYS);
        javafx.scene.control.Tooltip factsTip = new javafx.scene.control.Tooltip();
        factsTip.textProperty().bind(vm.factsProperty());
        facts.setTooltip(factsTip);
        vm.statusProperty().addListener((obs, old, now) -> showStatus(now));
        showStatus(vm.statusProperty().get());
        HBox line = new HBox(10, status, title, facts, busy);
        line.setAlignment(Pos.BASELINE_LEFT);

        flags.getStyleClass().add("details-flags");
        vm.flags().addListener((ListChangeListener<String>) c -> showFlags());
        problems.getStyleClass().add("details-problems");
        problems.setId("details-problems");
        vm.problems().addListener((ListChangeListener<String>) c -> showProblems());
        showFlags();
        showProblems();

        reason.setId("details-reason");
        reason.getStyleClass().add("details-reason");
        reason.setWrapText(true);
        reason.textProperty().bind(vm.reasonProperty());
        reason.visibleProperty().bind(vm.reasonProperty().isNotEmpty());
        reason.managedProperty().bind(reason.visibleProperty());
        Tooltip reasonTip = new Tooltip();
        reasonTip.textProperty().bind(vm.reasonProperty());
        reason.setTooltip(reasonTip);

        VBox header = new VBox(6, line, reason, flags, problems);
        header.getStyleClass().add("details-header");
        return header;
    }

    private void showStatus(UnitStatus now) {
        status.getStyleClass().removeIf(s -> s.startsWith("status-") || s.startsWith("severity-"));
        if (now == null) {
            status.setText("");
            return;
        }
        status.setText(StatusStyle.glyph(now) + " " + StatusStyle.label(now.key()));
        status.getStyleClass().addAll(StatusStyle.severityClass(now.severity()), StatusStyle.statusClass(now.key()));
    }

    private void showFlags() {
        showLabels(flags, vm.flags().stream().map(StatusStyle::label).toList(), "", "details-flag", false);
    }

    private void showProblems() {
        showLabels(problems, vm.problems(), "⚠ ", "details-problem", true);
    }

    /**
     * Shows one label per text in {@code box} (and the box only when there are any), reusing the labels
     * already there: a new label needs a skin and CSS, and a unit switch used to build them all again.
     */
    private static void showLabels(Pane box, List<String> texts, String prefix, String styleClass, boolean wrap) {
        javafx.collections.ObservableList<Node> labels = box.getChildren();
        if (labels.size() > texts.size()) {
            labels.remove(texts.size(), labels.size());
        }
        for (int i = 0; i < texts.size(); i++) {
            if (i == labels.size()) {
                Label label = new Label();
                label.setWrapText(wrap);
                label.getStyleClass().add(styleClass);
                labels.add(label);
            }
            ((Label) labels.get(i)).setText(prefix + texts.get(i));
        }
        box.setVisible(!texts.isEmpty());
        box.setManaged(!texts.isEmpty());
    }

    private ListView<ChangeRow> changesList() {
        ListView<ChangeRow> list = new ListView<>(vm.changes());
        list.setId("details-changes");
        list.getStyleClass().add("details-changes");
        Label placeholder = new Label();
        placeholder.getStyleClass().add("muted");
        placeholder.textProperty().bind(vm.changesPlaceholderProperty());
        list.setPlaceholder(placeholder);
        list.setCellFactory(l -> new ListCell<>() {
            private String styled;

            @Override
            protected void updateItem(ChangeRow row, boolean empty) {
                super.updateItem(row, empty);
                if (styled != null) {
                    getStyleClass().remove(styled);
                    styled = null;
                }
                setText(empty || row == null ? null : row.text());
                if (!empty && row != null) {
                    styled = row.styleClass();
                    getStyleClass().add(styled);
                }
            }
        });
        return list;
    }

    /** Switches to the Log tab and scrolls to the traceback, if the log has one. */
    public void showTraceback() {
        tabs.getSelectionModel().select(logTab);
        logPane.scrollToTraceback(vm.logProperty().get());
    }

    public DetailsViewModel viewModel() {
        return vm;
    }

    public TabPane tabs() {
        return tabs;
    }
}
