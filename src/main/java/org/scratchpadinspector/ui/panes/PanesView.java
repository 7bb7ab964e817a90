package org.scratchpadinspector.ui.panes;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.Map;
import javafx.geometry.Orientation;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import java.util.function.Consumer;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.layout.BorderPane;
import org.fxmisc.richtext.CodeArea;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.ui.panes.PanesViewModel.Published;
import org.scratchpadinspector.ui.panes.PanesViewModel.Update;

/**
 * Before | After | Active side by side, under {@link PanesToolbar}.
 * F7 / Shift+F7 go to the next / previous change; the panes scroll in step through the diff.
 */
public final class PanesView extends BorderPane {
    private static final int CONTEXT_ABOVE_CHANGE = 3;
    private static final javafx.scene.input.KeyCombination TOGGLE_RAW =
            javafx.scene.input.KeyCombination.keyCombination("Shortcut+R");
    /** The panes get their text one per pulse; After last, so that once it shows the new cycle all do. */
    private static final List<PaneSide> APPLY_ORDER = List.of(PaneSide.BEFORE, PaneSide.NOW, PaneSide.AFTER);

    private final PanesViewModel viewModel;
    private final SplitPane split = new SplitPane();
    private final javafx.event.EventHandler<KeyEvent> sceneKeys = this::onKey;
    private final Map<PaneSide, StatePane> panes = new EnumMap<>(PaneSide.class);
    private final Label renderProblem = new Label();
    private final javafx.beans.property.BooleanProperty wrapLines =
            new javafx.beans.property.SimpleBooleanProperty(this, "wrapLines");
    private Cancellation rendering = new Cancellation();
    private PaneStack shown = PaneStack.empty();
    private final OnePerPulse paneSteps = new OnePerPulse();
    private final PaneScrollLock scroll = new PaneScrollLock(panes, () -> shown, paneSteps::isIdle);
    /** Counts the times the operator scrolled, clicked or typed in a pane. */
    private int operatorMoves;
    /** Whether the panes being filled are the same cycle's, so that the place in them is kept. */
    private boolean keepsPlace;
    private boolean renderInFlight;
    private final SearchReveal reveal;

    public PanesView(PanesViewModel viewModel) {
        this.viewModel = viewModel;
        getStyleClass().add("snapshot-view");
        split.setOrientation(Orientation.HORIZONTAL);
        for (PaneSide side : PaneSide.values()) {
            StatePane pane = new StatePane(side);
            pane.setMinWidth(120);
            panes.put(side, pane);
            split.getItems().add(pane);
            wire(pane);
        }
        split.setDividerPositions(1 / 3.0, 2 / 3.0);
        wrapLines.addListener((o, was, wrap) -> panes.values().forEach(p -> p.area().setWrapText(wrap)));
        showActive(viewModel.nowPaneShown());
        viewModel.activeShownProperty().addListener(o -> showActive(viewModel.nowPaneShown()));
        viewModel.noNowProperty().addListener(o -> showActive(viewModel.nowPaneShown()));
        setTop(new PanesToolbar(viewModel, renderProblem));
        setCenter(split);

        viewModel.publishedProperty().addListener((o, was, now) -> render(now));
        reveal = new SearchReveal(viewModel, panes, () -> shown, () -> isSettled() && !renderInFlight,
                (side, row) -> {
                    scroll.drive(side);
                    scroll.scrollAllTo(side, row);
                });
        viewModel.searchHighlight().queryProperty().addListener(o -> {
            Published now = viewModel.publishedProperty().get();
            render(isSettled() && !renderInFlight ? new Published(now.panes(), Update.REFRESH) : now);
        });
        viewModel.changeTargetProperty().addListener((o, was, now) -> {
            if (now != null) {
                goToChange(now);
            }
        });
        viewModel.activeNoteProperty().addListener((o, was, now) -> updateNote());
        BlameGutterModel blame = viewModel.activeBlame();
        blame.keysProperty().addListener(o -> updateBlame());
        blame.shownProperty().addListener(o -> updateBlame());
        updateBlame();
        viewModel.activeDivergesProperty().addListener((o, was, now) -> updateNote());
        // F7 / Shift+F7 and Ctrl+R work wherever the keyboard is (the cycle list, the details), not only in a pane
        sceneProperty().addListener((o, was, now) -> {
            if (was != null) {
                was.removeEventFilter(KeyEvent.KEY_PRESSED, sceneKeys);
            }
            if (now != null) {
                now.addEventFilter(KeyEvent.KEY_PRESSED, sceneKeys);
            }
        });
        render(viewModel.publishedProperty().get());
        updateNote();
    }

    /**
     * A right click on any line of a pane offers Copy (the selection, else the line), Wrap Lines, and for the
     * top-level key the line belongs to "Break when KEY changes" (while {@code watchable}) and "Blame KEY" (while
     * {@code blamable}); the window hands each to its feature.
     */
    public void setFieldActions(Consumer<String> breakOnField, Consumer<String> blameField,
                                javafx.beans.value.ObservableBooleanValue watchable,
                                javafx.beans.value.ObservableBooleanValue blamable) {
        for (StatePane pane : panes.values()) {
            CodeArea area = pane.area();
            area.setOnContextMenuRequested(e -> {
                int paragraph = area.offsetToPosition(area.hit(e.getX(), e.getY()).getInsertionIndex(),
                        org.fxmisc.richtext.model.TwoDimensional.Bias.Forward).getMajor();
                MenuItem copy = new MenuItem("Copy");
                copy.setId("pane-copy");
                copy.setOnAction(a -> copy(area, paragraph));
                javafx.scene.control.CheckMenuItem wrap = new javafx.scene.control.CheckMenuItem("Wrap Lines");
                wrap.setId("pane-wrap");
                wrap.selectedProperty().bindBidirectional(wrapLines);
                ContextMenu menu = new ContextMenu(copy, wrap);
                FieldAtLine.topLevelKey(i -> area.getParagraph(i).getText(), paragraph).ifPresent(key -> {
                    menu.getItems().add(new javafx.scene.control.SeparatorMenuItem());
                    if (watchable.get()) {
                        MenuItem breakOn = new MenuItem("Break when " + key + " changes");
                        breakOn.setOnAction(a -> breakOnField.accept(key));
                        // a key's underscores are its own, not mnemonics
                        breakOn.setMnemonicParsing(false);
                        menu.getItems().add(breakOn);
                    }
                    if (blamable.get()) {
                        MenuItem blame = new MenuItem("Blame " + key);
                        blame.setMnemonicParsing(false);
                        blame.setOnAction(a -> blameField.accept(key));
                        menu.getItems().add(blame);
                    }
                });
                menu.setId("field-menu");
                menu.show(area, e.getScreenX(), e.getScreenY());
                e.consume();
            });
        }
    }

    /** Copies the pane's selection, or the whole line under the pointer when nothing is selected. */
    private static void copy(CodeArea area, int paragraph) {
        String text = area.getSelectedText();
        if (text == null || text.isEmpty()) {
            text = paragraph >= 0 && paragraph < area.getParagraphs().size() ? area.getParagraph(paragraph).getText()
                    : "";
        }
        javafx.scene.input.ClipboardContent content = new javafx.scene.input.ClipboardContent();
        content.putString(text);
        javafx.scene.input.Clipboard.getSystemClipboard().setContent(content);
    }

    /** Whether long lines wrap in every pane (the panes' right-click menu); off by default, as rows stay aligned. */
    public javafx.beans.property.BooleanProperty wrapLinesProperty() {
        return wrapLines;
    }

    /** Puts the keyboard in the After pane (or Before when there is no after), ready for F7. */
    public void focusDiff() {
        StatePane target = shown.after().hasLines() || !shown.before().hasLines()
                ? panes.get(PaneSide.AFTER) : panes.get(PaneSide.BEFORE);
        target.area().requestFocus();
    }

    StatePane pane(PaneSide side) {
        return panes.get(side);
    }

    /** Before | After (| Active): remembered by the window's layout. */
    public SplitPane split() {
        return split;
    }

    private void showActive(boolean shown) {
        StatePane active = panes.get(PaneSide.NOW);
        if (shown && !split.getItems().contains(active)) {
            split.getItems().add(active);
            split.setDividerPositions(1 / 3.0, 2 / 3.0);
        } else if (!shown && split.getItems().remove(active)) {
            split.setDividerPositions(0.5);
        }
    }

    private void wire(StatePane pane) {
        PaneSide side = pane.side();
        pane.addEventFilter(ScrollEvent.ANY, e -> operatorMoves(side));
        pane.addEventFilter(MouseEvent.MOUSE_PRESSED, e -> operatorMoves(side));
        pane.addEventFilter(KeyEvent.KEY_PRESSED, e -> operatorMoves(side));
        scroll.watch(pane);
        pane.area().setOnMouseClicked(e -> {
            PaneRendering r = pane.rendering();
            if (r == null) {
                return;
            }
            int shownLine = pane.area().getCurrentParagraph();
            FoldRegion fold = r.folded().foldAt(shownLine);
            if (fold != null) {
                viewModel.expandFold(side, fold.start());
            } else {
                viewModel.setCursor(side, r.folded().realLine(shownLine));
            }
        });
    }

    private void onKey(KeyEvent e) {
        if (TOGGLE_RAW.match(e)) {
            viewModel.toggleRaw();
            e.consume();
        } else if (e.getCode() == KeyCode.F7) {
            if (e.isShiftDown()) {
                viewModel.previousChange();
            } else {
                viewModel.nextChange();
            }
            e.consume();
        }
    }

    private final PaneFill.Host fillHost = new PaneFill.Host() {
        @Override
        public int operatorMoves() {
            return operatorMoves;
        }

        @Override
        public int operatorLine(PaneSide side) {
            PaneSide driver = scroll.driver();
            StatePane driving = panes.get(driver);
            // a scroll made in this same pulse is only a request until the pane's next layout: apply it first
            driving.area().layout();
            boolean showsTheseLines = driving.rendering() != null && driving.rendering().pane() == shown.pane(driver);
            // A pane still showing the previous lines says where the operator is only when the cycle is the same.
            return showsTheseLines || keepsPlace
                    ? shown.correspondingLine(driver, driving.firstVisibleRealLine(), side) : -1;
        }
    };

    private void operatorMoves(PaneSide side) {
        scroll.drive(side);
        operatorMoves++;
    }

    private void render(Published published) {
        rendering.cancel();
        PaneStack next = published.panes();
        String query = viewModel.searchHighlight().queryProperty().get();
        renderInFlight = true;
        rendering = viewModel.runner().submit("render snapshot panes",
                cancel -> new PaneRendering[] {
                    PaneRendering.build(next.before(), query, cancel),
                    PaneRendering.build(next.after(), query, cancel),
                    PaneRendering.build(next.active(), query, cancel)},
                rendered -> apply(next, rendered, published.update()),
                failure -> {
                    renderInFlight = false;
                    renderProblem.setText("Could not render the panes: " + failure.getMessage());
                });
    }

    private void apply(PaneStack next, PaneRendering[] rendered, Update update) {
        renderInFlight = false;
        PaneSide anchor = scroll.driver();
        int anchorLine = update != Update.NEW_CYCLE ? panes.get(anchor).firstVisibleRealLine() : 0;
        shown = next;
        keepsPlace = update != Update.NEW_CYCLE;
        renderProblem.setText("");
        updateNote();
        List<BooleanSupplier> steps = new ArrayList<>();
        for (PaneSide side : APPLY_ORDER) {
            PaneFill fill = new PaneFill(panes.get(side), rendered[side.ordinal()],
                    shown.correspondingLine(anchor, anchorLine, side), fillHost);
            steps.add(() -> scroll.applying(fill));
        }
        // A new cycle's panes are filled one after another: none shows until all do, so that the Before of one
        // cycle never stands beside the After of another.
        boolean hold = update == Update.NEW_CYCLE;
        panes.values().forEach(pane -> pane.hold(hold));
        steps.add(() -> {
            panes.values().forEach(pane -> pane.hold(false));
            reveal.filledIn();
            return true;
        });
        paneSteps.replaceWith(steps);
    }

    public PanesViewModel viewModel() {
        return viewModel;
    }

    /** Whether every pane shows all of the last published panes (they are filled in over a few pulses). */
    public boolean isSettled() {
        return paneSteps.isIdle();
    }

    private void goToChange(ChangeTarget target) {
        paneSteps.finishNow();
        scroll.drive(target.side());
        StatePane pane = panes.get(target.side());
        pane.moveCaretToRealLine(target.line());
        scroll.scrollAllTo(target.side(), Math.max(0, target.line() - CONTEXT_ABOVE_CHANGE));
        pane.area().requestFocus();
    }

    private void updateBlame() {
        BlameGutterModel blame = viewModel.activeBlame();
        panes.get(PaneSide.NOW).showBlame(blame.shownProperty().get() ? blame.keysProperty().get() : Map.of());
    }

    private void updateNote() {
        panes.get(PaneSide.NOW).setNote(viewModel.activeNoteProperty().get(),
                viewModel.activeDivergesProperty().get());
    }
}
