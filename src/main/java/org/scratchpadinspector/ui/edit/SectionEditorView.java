package org.scratchpadinspector.ui.edit;

import java.util.Locale;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.fxmisc.flowless.VirtualizedScrollPane;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.LineNumberFactory;
import org.scratchpadinspector.engine.edit.SectionOperation;
import org.scratchpadinspector.ui.common.ToolWindow;

/** The memory editor window: what to change on the left, the resulting state as a diff on the right. */
public final class SectionEditorView extends BorderPane {
    private final SectionEditorViewModel vm;
    private final CodeArea editor = new CodeArea();

    public SectionEditorView(SectionEditorViewModel vm) {
        this.vm = vm;
        getStyleClass().add("edit-view");
        setTop(pathBar());
        SplitPane split = new SplitPane(inputSide(), resultSide());
        split.setDividerPositions(0.4);
        setCenter(split);
        setBottom(bottom());
    }

    /** Opens the editor over {@code owner} and starts reading the current state. */
    public static Stage open(EditSession session, SectionEditorViewModel.Target target, Window owner) {
        SectionEditorViewModel vm = new SectionEditorViewModel(session, target);
        SectionEditorView view = new SectionEditorView(vm);
        Stage stage = ToolWindow.create(target == SectionEditorViewModel.Target.WHOLE_FILE
                ? "Edit " + session.memoryFile() : "Edit Section", view, 1180, 760, owner);
        stage.show();
        vm.load();
        view.editor.requestFocus();
        return stage;
    }

    private Node pathBar() {
        Label path = new Label();
        path.setId("edit-path");
        path.textProperty().bind(vm.pathTextProperty());
        path.setMaxWidth(Double.MAX_VALUE);
        path.getStyleClass().add("edit-path");
        return path;
    }

    private Node inputSide() {
        VBox box = new VBox(8);
        box.setPadding(new Insets(10));
        if (vm.target() == SectionEditorViewModel.Target.SECTION) {
            box.getChildren().addAll(sectionRow(), operationRow(), hint());
        } else {
            Label title = new Label("The whole of " + vm.session().memoryFile() + ". It must stay a mapping of sections.");
            title.getStyleClass().add("edit-pane-title");
            box.getChildren().add(title);
        }
        editor.setId("edit-text");
        editor.getStyleClass().add("edit-code");
        editor.setParagraphGraphicFactory(LineNumberFactory.get(editor));
        editor.setWrapText(vm.target() == SectionEditorViewModel.Target.SECTION);
        editor.replaceText(vm.textProperty().get());
        editor.textProperty().addListener((obs, was, now) -> vm.textProperty().set(now));
        vm.textProperty().addListener((obs, was, now) -> {
            if (!now.equals(editor.getText())) {
                editor.replaceText(now);
            }
        });
        VirtualizedScrollPane<CodeArea> scroll = new VirtualizedScrollPane<>(editor);
        VBox.setVgrow(scroll, Priority.ALWAYS);
        Label problem = new Label();
        problem.setId("edit-problem");
        problem.setWrapText(true);
        problem.getStyleClass().add("edit-problem");
        problem.textProperty().bind(vm.problemProperty());
        problem.visibleProperty().bind(vm.problemProperty().isNotNull());
        problem.managedProperty().bind(problem.visibleProperty());
        box.getChildren().addAll(scroll, problem);
        return box;
    }

    private Node sectionRow() {
        ComboBox<String> section = new ComboBox<>(vm.sections());
        section.setId("edit-section");
        section.valueProperty().bindBidirectional(vm.sectionProperty());
        section.setPrefWidth(220);
        TextField name = new TextField();
        name.setId("edit-new-section");
        name.setPromptText("name of the new section");
        name.textProperty().bindBidirectional(vm.newSectionNameProperty());
        name.visibleProperty().bind(vm.sectionProperty().isEqualTo(SectionEditorViewModel.NEW_SECTION));
        name.managedProperty().bind(name.visibleProperty());
        Button current = new Button("Start from its value");
        current.setId("edit-current-value");
        current.setOnAction(e -> vm.textProperty().set(vm.currentValueYaml()));
        section.disableProperty().bind(vm.operationProperty().isEqualTo(SectionOperation.UPDATE));
        HBox row = new HBox(8, label("Section"), section, name, current);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    private Node operationRow() {
        ToggleGroup group = new ToggleGroup();
        HBox ops = new HBox();
        ops.getStyleClass().add("edit-ops");
        for (SectionOperation op : SectionOperation.values()) {
            ToggleButton button = new ToggleButton(op.key().substring(0, 1).toUpperCase(Locale.ROOT) + op.key().substring(1));
            button.setId("edit-op-" + op.key());
            button.setToggleGroup(group);
            button.setUserData(op);
            button.setSelected(vm.operationProperty().get() == op);
            ops.getChildren().add(button);
        }
        vm.operationProperty().addListener((obs, was, now) -> group.getToggles().stream()
                .filter(t -> t.getUserData() == now).findFirst().ifPresent(t -> t.setSelected(true)));
        group.selectedToggleProperty().addListener((obs, was, now) -> {
            if (now == null) {
                was.setSelected(true);
            } else {
                vm.operationProperty().set((SectionOperation) now.getUserData());
            }
        });
        HBox row = new HBox(8, label("Operation"), ops);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    private Node hint() {
        Label hint = new Label();
        hint.getStyleClass().add("edit-hint");
        hint.setWrapText(true);
        hint.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() -> switch (vm.operationProperty().get()) {
            case REPLACE -> "Replace: the section becomes the value below (any YAML: text, list, mapping, number).";
            case APPEND -> "Append: a list is extended (a single item is added); text gets the value, as typed (not YAML), on a new line.";
            case CLEAR -> "Clear: a list becomes [], text \"\", a mapping {}, anything else null. No value needed.";
            case UPDATE -> "Update: a mapping of sections to values, exactly like the agent's update_scratchpad "
                    + "(completed_tasks extends, pending_actions replaces, others replace).";
        }, vm.operationProperty()));
        return hint;
    }

    private Node resultSide() {
        Label title = new Label("Resulting state, compared with the current one");
        title.getStyleClass().add("edit-pane-title");
        Label summary = new Label();
        summary.setId("edit-summary");
        summary.setWrapText(true);
        summary.textProperty().bind(vm.previewSummaryProperty());
        DiffPreview preview = new DiffPreview(vm.preview(), "Type a valid value to see the result.");
        preview.setId("edit-preview");
        ConflictPane conflict = new ConflictPane(vm);
        conflict.visibleProperty().bind(vm.conflictProperty().isNotNull());
        preview.visibleProperty().bind(conflict.visibleProperty().not());
        StackPane stack = new StackPane(preview, conflict);
        VBox.setVgrow(stack, Priority.ALWAYS);
        VBox box = new VBox(6, title, summary, stack);
        box.setPadding(new Insets(10));
        return box;
    }

    private Node bottom() {
        Label confirmText = new Label();
        confirmText.textProperty().bind(vm.confirmationProperty());
        confirmText.setWrapText(true);
        HBox.setHgrow(confirmText, Priority.ALWAYS);
        confirmText.setMaxWidth(Double.MAX_VALUE);
        Button confirm = new Button("Apply with the type change");
        confirm.setId("edit-confirm");
        confirm.setOnAction(e -> vm.confirmTypeChange());
        Button cancel = new Button("Don't apply");
        cancel.setOnAction(e -> vm.cancelConfirmation());
        HBox confirmBar = new HBox(8, new Label("⚠"), confirmText, confirm, cancel);
        confirmBar.setId("edit-confirm-bar");
        confirmBar.getStyleClass().add("edit-confirm-bar");
        confirmBar.setAlignment(Pos.CENTER_LEFT);
        confirmBar.visibleProperty().bind(vm.confirmationProperty().isNotNull());
        confirmBar.managedProperty().bind(confirmBar.visibleProperty());

        Label status = new Label();
        status.setId("edit-status");
        status.setWrapText(true);
        status.textProperty().bind(vm.statusProperty());
        status.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(status, Priority.ALWAYS);
        vm.statusKindProperty().addListener((obs, was, now) -> styleStatus(status, now));
        styleStatus(status, vm.statusKindProperty().get());
        Button apply = new Button("Apply");
        apply.setId("edit-apply");
        apply.setDefaultButton(false);
        apply.getStyleClass().add("edit-apply");
        apply.disableProperty().bind(vm.canApplyBinding().not());
        apply.setOnAction(e -> vm.apply());
        Button stopped = new Button("The agent is stopped: write now");
        stopped.setId("edit-agent-stopped");
        stopped.visibleProperty().bind(vm.offerAgentStoppedProperty());
        stopped.managedProperty().bind(stopped.visibleProperty());
        stopped.disableProperty().bind(vm.canApplyBinding().not());
        stopped.setOnAction(e -> vm.applyAgentStopped());
        Button close = new Button("Close");
        close.setOnAction(e -> getScene().getWindow().hide());
        apply.setMinWidth(Region.USE_PREF_SIZE);
        close.setMinWidth(Region.USE_PREF_SIZE);
        HBox actions = new HBox(8, status, stopped, apply, close);
        actions.setAlignment(Pos.CENTER_LEFT);

        TitledPane edits = new TitledPane("Edits in this window (path and status)", new EditsPane(vm.session()));
        edits.setId("edit-list-pane");
        edits.setExpanded(true);
        edits.setCollapsible(true);
        VBox box = new VBox(8, confirmBar, actions, edits);
        box.setPadding(new Insets(8, 10, 10, 10));
        box.getStyleClass().add("edit-bottom");
        installShortcut();
        return box;
    }

    private void installShortcut() {
        addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            if (e.isShortcutDown() && e.getCode() == javafx.scene.input.KeyCode.ENTER) {
                vm.apply();
                e.consume();
            }
        });
    }

    private static void styleStatus(Label status, SectionEditorViewModel.StatusKind kind) {
        status.getStyleClass().removeAll("edit-status-info", "edit-status-ok", "edit-status-warning", "edit-status-error");
        status.getStyleClass().add("edit-status-" + kind.name().toLowerCase(Locale.ROOT));
    }

    private static Label label(String text) {
        Label label = new Label(text);
        label.setMinWidth(Region.USE_PREF_SIZE);
        label.getStyleClass().add("edit-label");
        return label;
    }

    CodeArea editorArea() {
        return editor;
    }
}
