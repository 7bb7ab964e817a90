package org.scratchpadinspector.ui.compare;

import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.Separator;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.Region;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.common.ToolWindow;
import org.scratchpadinspector.ui.panes.AlignedPairView;

/**
 * Two state pickers, Swap and Compare over the field summary and both states side by side on shared rows
 * (F7 / Shift+F7 step through the changes); the unified diff is one button away, for pasting elsewhere.
 */
public final class CompareView extends BorderPane {
    private final CompareViewModel vm;
    private final AlignedPairView sideBySide;

    public CompareView(CompareViewModel vm) {
        this.vm = vm;
        this.sideBySide = new AlignedPairView(vm.runner());
        getStyleClass().add("compare");

        TextField filter = new TextField();
        filter.setId("compare-filter");
        filter.setPromptText("e.g. 1036 or after");
        filter.setPrefColumnCount(14);
        filter.textProperty().bindBidirectional(vm.filterProperty());
        ComboBox<StateChoice> left = picker("compare-left", vm);
        left.valueProperty().bindBidirectional(vm.leftProperty());
        ComboBox<StateChoice> right = picker("compare-right", vm);
        right.valueProperty().bindBidirectional(vm.rightProperty());
        Button swap = new Button("⇄ _Swap");
        swap.setId("compare-swap");
        swap.setOnAction(e -> vm.swap());
        Button compare = new Button("_Compare");
        compare.setId("compare-run");
        compare.setDefaultButton(true);
        compare.setOnAction(e -> vm.compare());
        ProgressIndicator busy = new ProgressIndicator();
        busy.setPrefSize(18, 18);
        busy.visibleProperty().bind(vm.busyProperty());
        Label filterLabel = new Label("_Filter");
        filterLabel.setMnemonicParsing(true);
        filterLabel.setLabelFor(filter);
        HBox pickers = new HBox(8, filterLabel, filter, new Separator(Orientation.VERTICAL), left, swap, right, compare,
                busy);
        pickers.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(left, Priority.ALWAYS);
        HBox.setHgrow(right, Priority.ALWAYS);

        Label message = new Label();
        message.setId("compare-message");
        message.getStyleClass().add("compare-message");
        message.textProperty().bind(vm.messageProperty());
        VBox problems = new VBox(2);
        problems.getStyleClass().add("compare-problems");
        vm.problems().addListener((ListChangeListener<String>) c -> {
            problems.getChildren().setAll(vm.problems().stream().map(p -> {
                Label l = new Label("⚠ " + p);
                l.setWrapText(true);
                l.getStyleClass().add("compare-problem");
                return l;
            }).toList());
            problems.setVisible(!vm.problems().isEmpty());
            problems.setManaged(!vm.problems().isEmpty());
        });
        problems.setVisible(false);
        problems.setManaged(false);

        VBox top = new VBox(8, pickers, message, problems);
        top.getStyleClass().add("compare-toolbar");
        setTop(top);

        ListView<String> fields = new ListView<>(vm.fieldChanges());
        fields.setId("compare-fields");
        fields.getStyleClass().add("compare-fields");
        Label none = new Label("No field differences to show.");
        none.getStyleClass().add("muted");
        fields.setPlaceholder(none);

        sideBySide.setId("compare-side-by-side");
        vm.sideBySideProperty().addListener((obs, old, pair) -> sideBySide.show(pair));
        SplitPane split = new SplitPane(fields, new BorderPane(sideBySide, navigation(), null, null, null));
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.22);
        setCenter(split);
        addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.F7) {
                if (e.isShiftDown()) {
                    sideBySide.previousChange();
                } else {
                    sideBySide.nextChange();
                }
                e.consume();
            }
        });
    }

    /** Previous / Next change (Shift+F7 / F7), where we are, Expand all, and Copy unified diff. */
    private HBox navigation() {
        Button previous = new Button("▲ Previous");
        previous.setId("compare-previous");
        previous.setOnAction(e -> sideBySide.previousChange());
        Button next = new Button("▼ Next");
        next.setId("compare-next");
        next.setOnAction(e -> sideBySide.nextChange());
        Label position = new Label();
        position.setId("compare-position");
        position.getStyleClass().add("muted");
        position.textProperty().bind(sideBySide.positionProperty());
        Button expand = new Button("Expand all");
        expand.setOnAction(e -> sideBySide.expandAll());
        Button copy = new Button("Copy unified diff");
        copy.setId("compare-copy-diff");
        copy.disableProperty().bind(vm.diffTextProperty().isEmpty());
        copy.setOnAction(e -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(vm.diffTextProperty().get());
            Clipboard.getSystemClipboard().setContent(content);
        });
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox bar = new HBox(8, previous, next, position, spacer, expand, copy);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("compare-navigation");
        return bar;
    }

    private static ComboBox<StateChoice> picker(String id, CompareViewModel vm) {
        ComboBox<StateChoice> box = new ComboBox<>(vm.choices());
        box.setId(id);
        box.setPromptText("Pick a state");
        box.setVisibleRowCount(16);
        box.setMaxWidth(Double.MAX_VALUE);
        return box;
    }

    AlignedPairView sideBySide() {
        return sideBySide;
    }

    /**
     * Opens a compare window over {@code owner}, preset to the selected unit against the memory now; the
     * window follows the context until it is closed.
     */
    public static Stage open(InspectorContext context, Window owner) {
        CompareViewModel vm = new CompareViewModel(context);
        CompareView view = new CompareView(vm);
        view.setPadding(Insets.EMPTY);
        Stage stage = ToolWindow.create("Compare two states", view, 1000, 720, owner, vm::dispose);
        stage.show();
        return stage;
    }
}
