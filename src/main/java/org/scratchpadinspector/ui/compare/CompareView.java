package org.scratchpadinspector.ui.compare;

import java.util.List;
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
import org.fxmisc.flowless.VirtualizedScrollPane;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.LineNumberFactory;
import org.scratchpadinspector.ui.common.InspectorContext;
import org.scratchpadinspector.ui.common.ToolWindow;

/** Two snapshot pickers, Swap and Compare over the field summary and a coloured unified diff. */
public final class CompareView extends BorderPane {
    private final CompareViewModel vm;
    private final CodeArea diff = new CodeArea();

    public CompareView(CompareViewModel vm) {
        this.vm = vm;
        getStyleClass().add("compare");

        TextField filter = new TextField();
        filter.setId("compare-filter");
        filter.setPromptText("e.g. 1036 or after");
        filter.setPrefColumnCount(14);
        filter.textProperty().bindBidirectional(vm.filterProperty());
        ComboBox<SnapshotChoice> left = picker("compare-left", vm);
        left.valueProperty().bindBidirectional(vm.leftProperty());
        ComboBox<SnapshotChoice> right = picker("compare-right", vm);
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

        diff.setId("compare-diff");
        diff.getStyleClass().add("compare-diff");
        diff.setEditable(false);
        diff.setParagraphGraphicFactory(LineNumberFactory.get(diff));
        vm.diffTextProperty().addListener((obs, old, text) -> showDiff(text));

        SplitPane split = new SplitPane(fields, new VirtualizedScrollPane<>(diff));
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.22);
        setCenter(split);
    }

    private static ComboBox<SnapshotChoice> picker(String id, CompareViewModel vm) {
        ComboBox<SnapshotChoice> box = new ComboBox<>(vm.choices());
        box.setId(id);
        box.setPromptText("Pick a snapshot");
        box.setVisibleRowCount(16);
        box.setMaxWidth(Double.MAX_VALUE);
        return box;
    }

    private void showDiff(String text) {
        diff.replaceText(text);
        for (int i = 0; i < diff.getParagraphs().size(); i++) {
            String line = diff.getParagraph(i).getText();
            String style = line.startsWith("+++") || line.startsWith("---") ? "diff-line-file"
                    : line.startsWith("@@") ? "diff-line-hunk"
                    : line.startsWith("+") ? "diff-line-added"
                    : line.startsWith("-") ? "diff-line-removed" : null;
            if (style != null) {
                diff.setParagraphStyle(i, List.of(style));
            }
        }
        diff.moveTo(0);
        diff.showParagraphAtTop(0);
    }

    CodeArea diffArea() {
        return diff;
    }

    /**
     * Opens a compare window over {@code owner}, preset to the selected cycle against active.yaml; the
     * window follows the context until it is closed.
     */
    public static Stage open(InspectorContext context, Window owner) {
        CompareViewModel vm = new CompareViewModel(context);
        CompareView view = new CompareView(vm);
        view.setPadding(Insets.EMPTY);
        Stage stage = ToolWindow.create("Compare snapshots", view, 1000, 720, owner, vm::dispose);
        stage.show();
        return stage;
    }
}
