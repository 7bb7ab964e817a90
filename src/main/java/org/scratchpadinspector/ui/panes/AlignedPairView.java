package org.scratchpadinspector.ui.panes;

import java.util.List;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Orientation;
import javafx.scene.control.SplitPane;
import org.fxmisc.richtext.CodeArea;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.ui.common.TaskRunner;

/**
 * Two panes side by side on the rows of an {@link AlignedPair}, as the main panes show a cycle: they scroll in
 * lockstep both ways (to the pixel: they have the same rows and folds), a click on a fold line opens it on both
 * sides, and {@link #nextChange} / {@link #previousChange} put the same row at the top of both.
 */
public final class AlignedPairView extends SplitPane {
    private static final int CONTEXT_ABOVE_CHANGE = 3;

    private final TaskRunner runner;
    private final StatePane left = new StatePane(PaneSide.BEFORE, "Left");
    private final StatePane right = new StatePane(PaneSide.AFTER, "Right");
    private final ReadOnlyStringWrapper position = new ReadOnlyStringWrapper(this, "position", "");
    private final ReadOnlyBooleanWrapper settled = new ReadOnlyBooleanWrapper(this, "settled", true);
    private AlignedPair shown = AlignedPair.empty();
    private Cancellation rendering = new Cancellation();
    private int current = -1;
    /** Set while one pane follows the other, so that the follower's own change is not followed back. */
    private boolean following;
    /** Grows with each render or scroll asked for; only the newest one's layout settles the view. */
    private int settling;

    public AlignedPairView(TaskRunner runner) {
        this.runner = runner;
        getStyleClass().add("aligned-pair");
        setOrientation(Orientation.HORIZONTAL);
        left.setMinWidth(120);
        right.setMinWidth(120);
        getItems().setAll(left, right);
        setDividerPositions(0.5);
        follow(left.area().estimatedScrollYProperty(), right.area());
        follow(right.area().estimatedScrollYProperty(), left.area());
        followX(left.area().estimatedScrollXProperty(), right.area());
        followX(right.area().estimatedScrollXProperty(), left.area());
        openFoldsOnClick(left);
        openFoldsOnClick(right);
        show(AlignedPair.empty());
    }

    /** Shows {@code pair} from its top; the panes are rendered off the FX thread. */
    public void show(AlignedPair pair) {
        shown = pair;
        current = -1;
        position.set(countText());
        render(pair, 0);
    }

    /** Opens every fold on both sides, keeping the row at the top. */
    public void expandAll() {
        shown = shown.unfolded();
        render(shown, left.firstVisibleRealLine());
    }

    /** Goes to the next change: its row, with a few rows above it, at the top of both panes. */
    public void nextChange() {
        if (current + 1 < shown.changes().size()) {
            goTo(current + 1);
        }
    }

    public void previousChange() {
        if (current > 0) {
            goTo(current - 1);
        } else if (current < 0 && !shown.changes().isEmpty()) {
            goTo(shown.changes().size() - 1);
        }
    }

    /** "3 changes", "change 2 of 3" or "no changes". */
    public ReadOnlyStringProperty positionProperty() {
        return position.getReadOnlyProperty();
    }

    /**
     * False while the last pair shown is still being rendered, or a scroll the view asked for (a change stepped to)
     * has not been laid out yet: the panes show where they are told only after their next layout pulse.
     */
    public ReadOnlyBooleanProperty settledProperty() {
        return settled.getReadOnlyProperty();
    }

    /** The left pane's text area ({@code true}) or the right one's. */
    public CodeArea area(boolean leftSide) {
        return (leftSide ? left : right).area();
    }

    /** The row (shared by both panes) at the top of the left pane. */
    public int topRow() {
        return left.firstVisibleRealLine();
    }

    private void goTo(int i) {
        current = i;
        int row = shown.changes().get(i);
        int top = Math.max(0, row - CONTEXT_ABOVE_CHANGE);
        quietUntilLaidOut(() -> {
            left.showRealLineAtTop(top);
            right.showRealLineAtTop(top);
        }, unsettle());
        StatePane target = shown.right().fileLine(row) >= 0 || !shown.right().hasLines() ? right : left;
        target.moveCaretToRealLine(row);
        position.set("change " + (i + 1) + " of " + shown.changes().size());
    }

    /**
     * Runs {@code scrolls}, which put both panes at the same row, and keeps either from following the other until
     * they are laid out: a pane applies a scroll at its next layout, and following its pixel offset then would move
     * the other pane off the row wherever the two sides' rows differ in height (a line of CJK text drawn in a taller
     * fallback font), each correcting the other down to the end. {@code laidOut} runs once they are.
     */
    private void quietUntilLaidOut(Runnable scrolls, Runnable laidOut) {
        following = true;
        scrolls.run();
        Scene scene = getScene();
        if (scene == null) {
            following = false;
            laidOut.run();
            return;
        }
        Runnable[] release = new Runnable[1];
        release[0] = () -> {
            following = false;
            scene.removePostLayoutPulseListener(release[0]);
            laidOut.run();
        };
        scene.addPostLayoutPulseListener(release[0]);
        Platform.requestNextPulse();
    }

    /** Marks the view unsettled; the action returned settles it unless something newer unsettled it since. */
    private Runnable unsettle() {
        int mine = ++settling;
        settled.set(false);
        return () -> {
            if (mine == settling) {
                settled.set(true);
            }
        };
    }

    private String countText() {
        int n = shown.changes().size();
        return n == 0 ? "no changes" : n == 1 ? "1 change" : n + " changes";
    }

    private void render(AlignedPair pair, int topRow) {
        rendering.cancel();
        Runnable settle = unsettle();
        rendering = runner.submit("render compared snapshots",
                cancel -> List.of(PaneRendering.build(pair.left(), cancel), PaneRendering.build(pair.right(), cancel)),
                rendered -> {
                    quietUntilLaidOut(() -> {
                        left.apply(rendered.get(0));
                        right.apply(rendered.get(1));
                        left.showRealLineAtTop(topRow);
                        right.showRealLineAtTop(topRow);
                    }, settle);
                },
                failure -> {
                    position.set("Could not show the comparison: " + failure.getMessage());
                    settle.run();
                });
    }

    private void follow(ObservableValue<Double> scrollY, CodeArea other) {
        scrollY.addListener((o, was, y) -> {
            if (!following && y != null) {
                following = true;
                try {
                    other.estimatedScrollYProperty().setValue(y);
                } finally {
                    following = false;
                }
            }
        });
    }

    private void followX(ObservableValue<Double> scrollX, CodeArea other) {
        scrollX.addListener((o, was, x) -> {
            if (!following && x != null) {
                following = true;
                try {
                    other.estimatedScrollXProperty().setValue(x);
                } finally {
                    following = false;
                }
            }
        });
    }

    private void openFoldsOnClick(StatePane pane) {
        pane.area().setOnMouseClicked(e -> {
            PaneRendering r = pane.rendering();
            if (r == null) {
                return;
            }
            FoldRegion fold = r.folded().foldAt(pane.area().getCurrentParagraph());
            if (fold != null) {
                int top = pane.firstVisibleRealLine();
                shown = shown.withFoldOpenedAt(fold.start());
                render(shown, top);
            }
        });
    }
}
