package org.scratchpadinspector.ui.main;

import java.io.File;
import java.nio.file.Path;
import javafx.application.Platform;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.ListChangeListener;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import org.scratchpadinspector.ui.agent.AgentPanelView;
import org.scratchpadinspector.ui.agent.AgentStrip;
import org.scratchpadinspector.ui.common.FacetGate;
import org.scratchpadinspector.ui.common.UnavailableItem;

/** The main window: menu, banner, the list of units | the pane stack over the details, status bar. */
public final class MainView extends BorderPane {

    /** What the features offer the window's menu and shortcuts. */
    public record FeatureActions(Runnable focusSearch, Runnable focusDiff, Runnable openCompare,
                                 Runnable openFieldHistory, Runnable toggleRaw) {
    }

    private final MainViewModel vm;
    private final FeatureActions actions;
    private final Menu recentMenu = new Menu("Open _Recent");

    private final SplitPane main = new SplitPane();
    private final SplitPane right = new SplitPane();
    private final AgentPanelView agentPanel;
    /** The Agent panel open (not its strip): what gives way first. */
    private final BooleanProperty panelOpen = new SimpleBooleanProperty(this, "panelOpen", true);
    private final YieldingChoice panelChoice = new YieldingChoice(panelOpen);
    private BooleanProperty activeShown;
    /** Why the open source has no memory now (empty when it has one): then there is no Now pane at any width. */
    private ReadOnlyStringProperty noNow;
    private YieldingChoice activeChoice;
    /** Why the Now pane is off, while the window turned it off for room. */
    private final StringProperty roomHint = new SimpleStringProperty(this, "roomHint", "");
    private final CheckMenuItem agentPanelShown = new CheckMenuItem("_Agent Panel");
    private final MenuBar menuBar;
    private Menu tools;
    private final VBox top;

    /**
     * @param history whether the open source offers a history (Compare and Field History need one; without it they
     *                are greyed in the Tools menu, with the source's reason in their tooltip)
     */
    public MainView(MainViewModel vm, Node cycleList, Node snapshotPanes, Node details, AgentPanelView agentPanel,
                    FeatureActions actions, FacetGate history) {
        this.vm = vm;
        this.actions = actions;
        this.agentPanel = agentPanel;
        panelOpen.set(!agentPanel.isCollapsed());
        panelOpen.addListener((o, was, open) -> agentPanel.collapsedProperty().set(!open));
        agentPanel.collapsedProperty().addListener((o, was, collapsed) -> {
            panelOpen.set(!collapsed);
            if (main.getItems().contains(agentPanel) && main.getWidth() > 0) {
                main.setDividerPositions(main.getDividerPositions()[0], panelDivider(main.getWidth()));
            }
            Platform.runLater(this::giveWay);
        });
        getStyleClass().add("main-view");
        menuBar = menuBar(history);
        top = new VBox(menuBar, WindowBars.banner(vm), WindowBars.forkBar(vm));
        setTop(top);
        setCenter(content(cycleList, snapshotPanes, details));
        agentPanelShown.selectedProperty().addListener((obs, was, shown) -> placeAgentPanel(shown));
        setBottom(WindowBars.statusBar(vm, roomHint));
        installDragAndDrop();
        installKeys();
    }

    private Node content(Node cycleList, Node snapshotPanes, Node details) {
        right.getItems().setAll(snapshotPanes, details);
        right.setOrientation(Orientation.VERTICAL);
        right.setDividerPositions(0.64);
        main.getItems().setAll(cycleList, right);
        // The list keeps its width when the window grows (the panes get the room) but starts at a share of the
        // window's first width (the screen's, up to 1440 px), so that a small screen leaves the panes room to read.
        double first = Math.min(1440, javafx.stage.Screen.getPrimary().getVisualBounds().getWidth());
        main.setDividerPositions(firstListWidth(first) / first);
        if (cycleList instanceof Region list) {
            list.setMinWidth(LIST_LEAST);
            list.widthProperty().addListener(o -> Platform.runLater(this::giveWay));
        }
        main.widthProperty().addListener(o -> Platform.runLater(this::giveWay));
        agentPanel.widthProperty().addListener(o -> Platform.runLater(this::giveWay));
        if (snapshotPanes instanceof Region panes) {
            panes.setMinHeight(160);
        }
        if (details instanceof Region detailsPane) {
            detailsPane.setMinHeight(90);
        }
        SplitPane.setResizableWithParent(cycleList, false);
        SplitPane.setResizableWithParent(agentPanel, false);
        return main;
    }

    /**
     * The list's first width in a split {@code width} wide: 30 %, at least 346 px (a cycle's whole id, its status
     * and the "+N" chip of its flags) and at most 420 px (id, status, the flags and a few fields; the row's tooltip
     * has the rest), so that at 1440 px each of the three panes keeps about 340 px of text.
     */
    public static double firstListWidth(double width) {
        return Math.max(346, Math.min(420, width * 0.3));
    }

    /**
     * The same with {@code items} in the split: beside the Agent panel (open or its strip) the list keeps the width
     * of an id, its status and the "+N" chip of its flags, {@value #LIST_BESIDE_PANEL} px, so that at 1440 px the
     * three panes beside the strip keep {@link GiveWay#PANE_GOAL} each.
     */
    public static double firstListWidth(double width, int items) {
        return items <= 2 ? firstListWidth(width) : Math.min(firstListWidth(width), LIST_BESIDE_PANEL);
    }

    /** The list's width beside the Agent panel. */
    static final double LIST_BESIDE_PANEL = 346;
    /**
     * The list's least width: a cycle id cut to 9 characters, the whole status ("max iterations") and the "+N"
     * chip of the flags.
     */
    static final double LIST_LEAST = 296;
    /** The Agent panel's first width when it opens (its least is {@link AgentPanelView#OPEN_MIN_WIDTH}). */
    static final double PANEL_WIDTH = 340;

    /** Cycle list | panes (| Agent panel): remembered by the window's layout. */
    public SplitPane mainSplit() {
        return main;
    }

    /** Panes over details. */
    public SplitPane detailsSplit() {
        return right;
    }

    /** Adds a feature's menu before Tools (Tools stays last). */
    public void addMenu(Menu menu) {
        menuBar.getMenus().add(menuBar.getMenus().size() - 1, menu);
    }

    /** Adds a feature's item to the File menu, after Open Recent. */
    public void addFileItem(MenuItem item) {
        Menu file = menuBar.getMenus().get(0);
        file.getItems().add(file.getItems().indexOf(recentMenu) + 1, item);
    }

    /** Adds a feature's item to the Tools menu. */
    public void addToolsItem(MenuItem item) {
        tools.getItems().add(item);
    }

    /** Adds a feature's item to the Tools menu, greyed with the reason where {@code gate} does not allow it. */
    public void addToolsItem(MenuItem item, FacetGate gate) {
        tools.getItems().addAll(UnavailableItem.gated(item, gate, this::say));
    }

    /** Adds a feature's alert bar under the banner. */
    public void addBar(Node bar) {
        top.getChildren().add(bar);
    }

    /**
     * Whether the open source has an agent the Agent panel can reach: without one, the panel is put away and its
     * menu item greyed with the source's reason (Ctrl+G says it in the status bar).
     */
    public void agentPanelAvailable(FacetGate gate) {
        agentPanelShown.visibleProperty().bind(gate.availableProperty());
        Menu view = menuBar.getMenus().get(1);
        view.getItems().add(view.getItems().indexOf(agentPanelShown) + 1,
                UnavailableItem.standIn(agentPanelShown, gate, this::say));
        gate.availableProperty().addListener((obs, was, now) -> {
            if (!now) {
                agentPanelShown.setSelected(false);
            }
        });
        agentPanelShown.selectedProperty().addListener((obs, was, shown) -> {
            if (shown && !gate.isAvailable()) {
                agentPanelShown.setSelected(false);
                say(gate.reason());
            }
        });
        if (!gate.isAvailable()) {
            agentPanelShown.setSelected(false);
        }
    }

    /** A one-line message in the status bar. */
    private void say(String message) {
        vm.context().noticeProperty().set(message);
    }

    /** Shows or hides the Agent panel on the right (View → Agent Panel, Ctrl+G). */
    public void showAgentPanel(boolean shown) {
        agentPanelShown.setSelected(shown);
    }

    private void placeAgentPanel(boolean shown) {
        if (shown && !main.getItems().contains(agentPanel)) {
            double[] dividers = main.getDividerPositions();
            main.getItems().add(agentPanel);
            double width = main.getWidth() > 0 ? main.getWidth() : 1440;
            double first = dividers.length > 0 ? dividers[0] : 0.37;
            main.setDividerPositions(Math.min(first, firstListWidth(width, 3) / width), panelDivider(width));
            giveWay();
        } else if (!shown && main.getItems().remove(agentPanel)) {
            main.setDividerPositions(0.37);
            giveWay();
        }
    }

    /** Where the divider before the Agent panel goes in a split {@code width} wide: the strip's width or the panel's. */
    private double panelDivider(double width) {
        double panel = agentPanel.isCollapsed() ? AgentStrip.WIDTH : Math.max(PANEL_WIDTH, width * 0.22);
        return Math.max(0.05, (width - panel - 1) / width);
    }

    /**
     * Gives the panes their room (decision 0148): the Agent panel collapses to its strip where the panes beside
     * it would get less than {@link GiveWay#PANE_GOAL} each, the Now pane goes off where three panes would get less
     * than {@link GiveWay#ACTIVE_LEAST} each (said in the status bar), each back when the room is; a toggle the
     * operator uses is theirs until the room changes again.
     */
    public void keepRoomForPanes(BooleanProperty activeShown, ReadOnlyStringProperty noNow) {
        this.activeShown = activeShown;
        this.noNow = noNow;
        activeChoice = new YieldingChoice(activeShown);
        activeShown.addListener(o -> Platform.runLater(this::giveWay));
        noNow.addListener(o -> Platform.runLater(this::giveWay));
        giveWay();
    }

    /** Whether the change of the Now pane's toggle being made is the window's own, to make room (not remembered). */
    public boolean makingRoom() {
        return activeChoice != null && activeChoice.applying();
    }

    private void giveWay() {
        double width = main.getWidth();
        if (width <= 0 || main.getItems().isEmpty()) {
            return;
        }
        double list = ((Region) main.getItems().get(0)).getWidth();
        boolean panelIn = main.getItems().contains(agentPanel);
        boolean kept = noNow == null || noNow.get().isEmpty();
        boolean three = activeShown == null || kept && (activeShown.get() || activeChoice.offForRoom());
        if (panelIn) {
            panelChoice.room(GiveWay.panelStaysOpen(width, list, PANEL_WIDTH, three ? 3 : 2));
        }
        if (activeChoice != null) {
            double panel = !panelIn ? 0 : agentPanel.isCollapsed() ? AgentStrip.WIDTH
                    : Math.max(agentPanel.getWidth(), AgentPanelView.OPEN_MIN_WIDTH);
            activeChoice.room(GiveWay.activeFits(width, list, panel));
            roomHint.set(!kept ? noNow.get() + " (so no Now pane)"
                    : activeChoice.offForRoom() ? "Now pane off: too narrow for three panes here (Active shows it)" : "");
        }
    }

    private MenuBar menuBar(FacetGate history) {
        MenuItem open = new MenuItem("_Open Directory…");
        open.setAccelerator(KeyCombination.keyCombination("Shortcut+O"));
        open.setOnAction(e -> chooseDirectory());
        MenuItem live = new MenuItem("Open _Live Demo Agent");
        live.setOnAction(e -> vm.openLiveDemo());
        MenuItem demo = new MenuItem("Open _Demo Sample (files only)");
        demo.setOnAction(e -> vm.openBundledSample());
        MenuItem close = new MenuItem("_Close Window");
        close.setId("close-window");
        close.setAccelerator(KeyCombination.keyCombination("Shortcut+W"));
        close.setOnAction(e -> closeWindow());
        MenuItem quit = new MenuItem("_Quit");
        quit.setAccelerator(KeyCombination.keyCombination("Shortcut+Q"));
        quit.setOnAction(e -> closeWindow());
        vm.recentDirectories().addListener((ListChangeListener<Path>) c -> rebuildRecent());
        vm.recentRemoteDirectories().addListener((ListChangeListener<String>) c -> rebuildRecent());
        rebuildRecent();
        CheckMenuItem record = new CheckMenuItem("Re_cord Changes");
        record.setId("record-changes");
        record.selectedProperty().bindBidirectional(vm.record().recordingProperty());
        record.disableProperty().bind(vm.record().availableProperty().not());
        Menu file = new Menu("_File", null, open, recentMenu, live, demo, new SeparatorMenuItem(), record,
                new SeparatorMenuItem(), close, quit);

        MenuItem find = new MenuItem("_Search or Go to a Unit");
        find.setAccelerator(KeyCombination.keyCombination("Shortcut+F"));
        find.setOnAction(e -> actions.focusSearch().run());
        MenuItem raw = new MenuItem("Toggle _Raw / Decoded");
        raw.setAccelerator(KeyCombination.keyCombination("Shortcut+R"));
        raw.setOnAction(e -> actions.toggleRaw().run());
        CheckMenuItem dark = new CheckMenuItem("_Dark Theme");
        dark.setAccelerator(KeyCombination.keyCombination("Shortcut+T"));
        dark.selectedProperty().bindBidirectional(vm.darkProperty());
        agentPanelShown.setAccelerator(KeyCombination.keyCombination("Shortcut+G"));
        agentPanelShown.setId("agent-panel-shown");
        Menu view = new Menu("_View", null, find, raw, dark, agentPanelShown);

        MenuItem compare = new MenuItem("_Compare Two States…");
        compare.setAccelerator(KeyCombination.keyCombination("Shortcut+D"));
        compare.setOnAction(e -> actions.openCompare().run());
        compare.setId("tools-compare");
        MenuItem fieldHistory = new MenuItem("_Field History…");
        fieldHistory.setAccelerator(KeyCombination.keyCombination("Shortcut+H"));
        fieldHistory.setOnAction(e -> actions.openFieldHistory().run());
        fieldHistory.setId("tools-field-history");
        tools = new Menu("_Tools");
        tools.getItems().addAll(UnavailableItem.gated(compare, history, this::say));
        tools.getItems().addAll(UnavailableItem.gated(fieldHistory, history, this::say));
        return new MenuBar(file, view, tools);
    }

    /** Close Window (Ctrl+W) and Quit: the window's close request, so that unsettled edits are asked about first. */
    private void closeWindow() {
        javafx.stage.Window window = getScene().getWindow();
        window.fireEvent(new javafx.stage.WindowEvent(window, javafx.stage.WindowEvent.WINDOW_CLOSE_REQUEST));
    }

    private void rebuildRecent() {
        recentMenu.getItems().clear();
        for (Path dir : vm.recentDirectories()) {
            MenuItem item = new MenuItem(dir.toString());
            item.setMnemonicParsing(false);
            item.setOnAction(e -> vm.open(dir));
            recentMenu.getItems().add(item);
        }
        for (String address : vm.recentRemoteDirectories()) {
            MenuItem item = new MenuItem(address);
            item.setMnemonicParsing(false);
            item.setOnAction(e -> vm.openLocation(address));
            recentMenu.getItems().add(item);
        }
        recentMenu.setDisable(recentMenu.getItems().isEmpty());
    }

    private void chooseDirectory() {
        vm.findDialogStart(start -> {
            DirectoryChooser chooser = new DirectoryChooser();
            chooser.setTitle("Open an agent's memory: a scratchpad, an agent root, a run or session folder");
            if (start != null) {
                chooser.setInitialDirectory(start.toFile());
            }
            File chosen = chooser.showDialog(getScene().getWindow());
            if (chosen != null) {
                vm.open(chosen.toPath());
            }
        });
    }

    private void installDragAndDrop() {
        setOnDragOver(e -> {
            if (e.getDragboard().hasFiles()) {
                e.acceptTransferModes(TransferMode.LINK, TransferMode.COPY);
            }
            e.consume();
        });
        setOnDragDropped(e -> {
            boolean done = false;
            if (e.getDragboard().hasFiles() && !e.getDragboard().getFiles().isEmpty()) {
                vm.openDropped(e.getDragboard().getFiles().get(0).toPath());
                done = true;
            }
            e.setDropCompleted(done);
            e.consume();
        });
    }

    private void installKeys() {
        addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER && (e.getTarget() instanceof javafx.scene.control.TableView<?>
                    || e.getTarget() instanceof Node n && n.getStyleClass().contains("cycle-table"))) {
                actions.focusDiff().run();
                e.consume();
            }
        });
    }
}
