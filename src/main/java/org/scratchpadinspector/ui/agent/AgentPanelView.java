package org.scratchpadinspector.ui.agent;

import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.ListChangeListener;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.scratchpadinspector.agent.protocol.AgentStatus;

/**
 * The Agent panel: connection and state on top, the step / pause / resume buttons, a problem box with Retry, and the
 * tabs Events (live, with Follow), Memory (the mid-cycle state against _before) and Command (Command mode). Where
 * the panes need the room it collapses to a strip ({@link #collapsedProperty()}).
 */
public final class AgentPanelView extends BorderPane {
    private static final PseudoClass LIVE = PseudoClass.getPseudoClass("live");
    private static final PseudoClass TROUBLE = PseudoClass.getPseudoClass("trouble");
    private static final PseudoClass COLLAPSED = PseudoClass.getPseudoClass("collapsed");

    /** The open panel's least width: its four step buttons on two lines, its tabs' titles whole. */
    public static final double OPEN_MIN_WIDTH = 300;

    private final AgentPanelViewModel vm;
    private final TabPane tabs = new TabPane();
    private final BooleanProperty collapsed = new SimpleBooleanProperty(this, "collapsed");
    private final Node top;
    private final Node strip;

    public AgentPanelView(AgentPanelViewModel vm, CommandStepView command) {
        this.vm = vm;
        getStyleClass().add("agent-panel");
        setId("agent-panel");
        top = new VBox(header(), controls(), problems());
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        tabs.getTabs().addAll(new Tab("Events", events()), new Tab("Memory", new MemoryPane(vm)), new Tab("Command", command));
        tabs.setId("agent-tabs");
        strip = new AgentStrip(vm, () -> collapsed.set(false));
        setTop(top);
        setCenter(tabs);
        setLeft(strip);
        collapsed.addListener((o, was, now) -> showCollapsed(now));
        showCollapsed(false);
    }

    /**
     * Whether the panel is the narrow strip ({@link AgentStrip#WIDTH} px: the agent's state, Step cycle and the
     * button that opens the panel again) instead of the whole panel: the window collapses it when the panes need
     * the room, the operator opens or collapses it with the strip's and the header's buttons.
     */
    public BooleanProperty collapsedProperty() {
        return collapsed;
    }

    public boolean isCollapsed() {
        return collapsed.get();
    }

    private void showCollapsed(boolean narrow) {
        pseudoClassStateChanged(COLLAPSED, narrow);
        // the whole panel stays in the window, hidden, so that what it says is kept and found where it was
        for (Node whole : new Node[] {top, tabs}) {
            whole.setVisible(!narrow);
            whole.setManaged(!narrow);
        }
        strip.setVisible(narrow);
        strip.setManaged(narrow);
        if (narrow) {
            setMinWidth(AgentStrip.WIDTH);
            setPrefWidth(AgentStrip.WIDTH);
            setMaxWidth(AgentStrip.WIDTH);
        } else {
            setMinWidth(OPEN_MIN_WIDTH);
            setPrefWidth(USE_COMPUTED_SIZE);
            setMaxWidth(Double.MAX_VALUE);
        }
    }

    /** Adds a tab of another feature (the watchpoints) after the panel's own. */
    public void addTab(String title, Node content, String id) {
        Tab tab = new Tab(title, content);
        tab.setId(id);
        tabs.getTabs().add(tab);
    }

    /** Shows the tab of that id, if the panel has one (opening the panel when it is the strip). */
    public void showTab(String id) {
        collapsed.set(false);
        tabs.getTabs().stream().filter(t -> id.equals(t.getId())).findFirst()
                .ifPresent(t -> tabs.getSelectionModel().select(t));
    }

    /** Shows the Command tab (for directories without an attachable agent). */
    public void showCommandTab() {
        tabs.getSelectionModel().select(2);
    }

    private Node header() {
        Label title = new Label("Agent");
        title.getStyleClass().add("agent-title");
        Label connection = new Label();
        connection.setId("agent-connection");
        connection.getStyleClass().add("agent-connection");
        connection.setWrapText(true);
        connection.textProperty().bind(vm.connectionTextProperty());
        vm.connectionProperty().addListener((obs, was, now) -> {
            connection.pseudoClassStateChanged(LIVE, now == AgentPanelViewModel.Connection.ATTACHED);
            connection.pseudoClassStateChanged(TROUBLE, now == AgentPanelViewModel.Connection.STALE
                    || now == AgentPanelViewModel.Connection.REFUSED || now == AgentPanelViewModel.Connection.UNREACHABLE);
        });
        Button attach = new Button();
        attach.setId("agent-attach");
        attach.textProperty().bind(Bindings.when(vm.attachedBinding()).then("Detach").otherwise("Attach"));
        attach.setOnAction(e -> {
            if (vm.attachedBinding().get()) {
                vm.detach();
            } else {
                vm.attach();
            }
        });
        Button byUrl = new Button("URL…");
        byUrl.setId("agent-attach-url");
        byUrl.setTooltip(new Tooltip("Attach to an agent by URL and token, e.g. through an SSH tunnel"));
        byUrl.setOnAction(e -> AttachDialog.ask(getScene().getWindow()).ifPresent(a -> vm.attachTo(a.url(), a.token())));
        Button collapse = new Button("»");
        collapse.setId("agent-collapse");
        collapse.getStyleClass().add("agent-collapse");
        collapse.setTooltip(new Tooltip("Collapse the Agent panel to a strip (its state and Step cycle stay there)"));
        collapse.setOnAction(e -> collapsed.set(true));
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox top = new HBox(8, title, gap, attach, byUrl, collapse);
        top.setAlignment(Pos.CENTER_LEFT);
        VBox header = new VBox(4, top, connection, stateGrid());
        header.getStyleClass().add("agent-header");
        return header;
    }

    private Node stateGrid() {
        GridPane grid = new GridPane();
        grid.getStyleClass().add("agent-state-grid");
        grid.setHgap(10);
        grid.setVgap(2);
        grid.addRow(0, new Label("State"), value("agent-state", s -> s.state() + " · " + s.mode()));
        grid.addRow(1, new Label("Cycle"), value("agent-cycle", s -> s.cycleId() == null ? "between cycles" : s.cycleId()));
        grid.addRow(2, new Label("Iteration"), value("agent-iteration", s -> Integer.toString(s.iteration())));
        grid.addRow(3, new Label("Queued edits"), value("agent-queued", s -> Integer.toString(s.queuedInjections())));
        grid.visibleProperty().bind(vm.feed().statusProperty().isNotNull());
        grid.managedProperty().bind(grid.visibleProperty());
        return grid;
    }

    private Label value(String id, java.util.function.Function<AgentStatus, String> text) {
        Label label = new Label();
        label.setId(id);
        label.getStyleClass().add("agent-state-value");
        label.textProperty().bind(Bindings.createStringBinding(
                () -> vm.feed().statusProperty().get() == null ? "" : text.apply(vm.feed().statusProperty().get()), vm.feed().statusProperty()));
        return label;
    }

    private Node controls() {
        Button stepCycle = button("Step cycle", "agent-step-cycle", vm::stepCycle);
        stepCycle.getStyleClass().add("accent-button");
        stepCycle.disableProperty().bind(vm.canStepBinding().not());
        Button stepIteration = button("Step iteration", "agent-step-iteration", vm::stepIteration);
        stepIteration.disableProperty().bind(vm.canStepBinding().not());
        Button pause = button("Pause", "agent-pause", vm::pause);
        pause.disableProperty().bind(vm.canPauseBinding().not());
        Button resume = button("Resume", "agent-resume", vm::resume);
        resume.disableProperty().bind(vm.canResumeBinding().not());
        // wraps onto a second line where the panel is too narrow for four whole labels
        FlowPane row = new FlowPane(6, 6, stepCycle, stepIteration, pause, resume);
        row.setPadding(new Insets(8, 10, 4, 10));
        row.visibleProperty().bind(vm.attachedBinding());
        row.managedProperty().bind(row.visibleProperty());
        return row;
    }

    private static Button button(String text, String id, Runnable action) {
        Button b = new Button(text);
        b.setId(id);
        b.setOnAction(e -> action.run());
        return b;
    }

    private Node problems() {
        Label text = new Label();
        text.setId("agent-problem");
        text.setWrapText(true);
        text.textProperty().bind(vm.problemProperty());
        HBox.setHgrow(text, Priority.ALWAYS);
        text.setMaxWidth(Double.MAX_VALUE);
        Button retry = button("Retry", "agent-retry", vm::retry);
        HBox box = new HBox(8, text, retry);
        box.setAlignment(Pos.CENTER_LEFT);
        box.getStyleClass().add("agent-problem");
        box.visibleProperty().bind(vm.problemProperty().isNotNull());
        box.managedProperty().bind(box.visibleProperty());

        Label warning = new Label();
        warning.setId("agent-warning");
        warning.setWrapText(true);
        warning.getStyleClass().add("agent-warning");
        warning.textProperty().bind(vm.feed().warningProperty());
        warning.visibleProperty().bind(vm.feed().warningProperty().isNotNull());
        warning.managedProperty().bind(warning.visibleProperty());
        VBox both = new VBox(4, box, warning);
        both.setPadding(new Insets(0, 10, 4, 10));
        return both;
    }

    private Node events() {
        ListView<AgentEventRow> list = new ListView<>(vm.feed().events());
        list.setId("agent-events");
        list.getStyleClass().add("agent-log");
        list.setPlaceholder(new Label("Events from the agent appear here live."));
        list.setCellFactory(v -> new EventCell());
        vm.feed().events().addListener((ListChangeListener<AgentEventRow>) c -> {
            if (vm.feed().followProperty().get() && !vm.feed().events().isEmpty()) {
                list.scrollTo(vm.feed().events().size() - 1);
            }
        });
        ToggleButton follow = new ToggleButton("Follow");
        follow.setId("agent-follow");
        follow.setTooltip(new Tooltip("Keep the newest event in view; turn off to read older events while new ones arrive"));
        follow.selectedProperty().bindBidirectional(vm.feed().followProperty());
        Button clear = button("Clear", "agent-clear-events", vm.feed()::clearEvents);
        HBox bar = new HBox(6, follow, clear);
        bar.setPadding(new Insets(6));
        VBox.setVgrow(list, Priority.ALWAYS);
        return new VBox(bar, list);
    }

    private static final class EventCell extends ListCell<AgentEventRow> {
        private static final PseudoClass[] SEVERITY = {
            PseudoClass.getPseudoClass("info"), PseudoClass.getPseudoClass("good"),
            PseudoClass.getPseudoClass("warning"), PseudoClass.getPseudoClass("error")};

        @Override
        protected void updateItem(AgentEventRow row, boolean empty) {
            super.updateItem(row, empty);
            for (PseudoClass p : SEVERITY) {
                pseudoClassStateChanged(p, false);
            }
            if (empty || row == null) {
                setText(null);
                return;
            }
            setText(row.toString());
            pseudoClassStateChanged(SEVERITY[row.severity().ordinal()], true);
        }

        EventCell() {
            // wrap long events inside the panel's width instead of scrolling sideways
            setWrapText(true);
            setPrefWidth(0);
        }
    }
}
