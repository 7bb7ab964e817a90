package org.scratchpadinspector.ui.panes;

import java.util.Collection;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.fxmisc.flowless.VirtualizedScrollPane;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.model.StyledDocument;
import org.fxmisc.richtext.util.UndoUtils;

/** One of the three panes: a header, a read-only code area, and a message in place when there is no text. */
final class StatePane extends VBox {
    private final PaneSide side;
    private final CodeArea area = new CodeArea();
    private final PaneFileName fileName = new PaneFileName();
    private final Label status = new Label();
    private final Label banner = new Label();
    private final Label note = new Label();
    private final Label message = new Label();
    private final VirtualizedScrollPane<CodeArea> scroll = new VirtualizedScrollPane<>(area);
    private PaneRendering rendering;
    private int shownParagraphs;
    /** The current search hit, drawn over the match highlight (a second selection, apart from the operator's). */
    private final org.fxmisc.richtext.SelectionImpl<Collection<String>, String, Collection<String>> currentHit;

    StatePane(PaneSide side) {
        this(side, side.title());
    }

    /** A pane titled {@code titleText} instead of its side's name (the compare window's Left and Right). */
    StatePane(PaneSide side, String titleText) {
        this.side = side;
        getStyleClass().addAll("snapshot-pane", "snapshot-pane-" + side.name().toLowerCase());
        area.setEditable(false);
        area.setUseInitialStyleForInsertion(true);
        area.setUndoManager(UndoUtils.noOpUndoManager());
        area.setParagraphGraphicFactory(new RealLineNumbers(() -> rendering));
        area.setId("snapshot-area-" + side.name().toLowerCase());
        currentHit = new org.fxmisc.richtext.SelectionImpl<>("search-current", area,
                path -> path.getStyleClass().add("search-current"));
        area.addSelection(currentHit);

        Label title = new Label(titleText);
        title.getStyleClass().add("snapshot-pane-title");
        status.getStyleClass().add("snapshot-pane-status");
        // The side's name and its change count must stay readable; the file name takes the rest of the header and
        // gives way in the middle of its id, its size and line count are its tooltip.
        title.setMinWidth(Region.USE_PREF_SIZE);
        status.setMinWidth(Region.USE_PREF_SIZE);
        HBox.setHgrow(fileName, Priority.ALWAYS);
        HBox header = new HBox(6, title, fileName, status);
        header.setAlignment(Pos.BASELINE_LEFT);
        header.getStyleClass().add("snapshot-pane-header");

        banner.getStyleClass().add("snapshot-pane-banner");
        banner.setWrapText(true);
        banner.setMaxWidth(Double.MAX_VALUE);
        note.getStyleClass().add("snapshot-active-note");
        note.setWrapText(true);
        note.setMaxWidth(Double.MAX_VALUE);
        message.getStyleClass().add("snapshot-pane-message");
        message.setWrapText(true);
        message.setId("snapshot-message-" + side.name().toLowerCase());
        StackPane.setAlignment(message, Pos.TOP_CENTER);
        StackPane body = new StackPane(scroll, message);
        VBox.setVgrow(body, Priority.ALWAYS);
        getChildren().addAll(header, banner, body, note);
        show(banner, false);
        show(note, false);
        show(message, false);
    }

    private java.util.Map<String, KeyBlame> shownBlame = java.util.Map.of();
    private boolean blameCompact;
    private boolean watchingWidth;

    PaneSide side() {
        return side;
    }

    CodeArea area() {
        return area;
    }

    /** The line numbers, or with {@code blame} the blame gutter around them (an empty map: the numbers alone). */
    void showBlame(java.util.Map<String, KeyBlame> blame) {
        shownBlame = blame;
        blameCompact = isNarrow();
        if (!watchingWidth) {
            watchingWidth = true;
            // a narrow pane keeps its text: the gutter shrinks to the dots (the tooltip still says who and where)
            widthProperty().addListener((obs, was, now) -> {
                if (!shownBlame.isEmpty() && isNarrow() != blameCompact) {
                    showBlame(shownBlame);
                }
            });
        }
        RealLineNumbers numbers = new RealLineNumbers(() -> rendering);
        area.setParagraphGraphicFactory(blame.isEmpty() ? numbers
                : new BlameGutter(numbers, () -> rendering, blame, blameCompact));
    }

    /** Below this width the blame gutter shows dots without "agent · 101637". */
    static final double BLAME_LABELS_FROM_WIDTH = 460;

    private boolean isNarrow() {
        return getWidth() > 0 && getWidth() < BLAME_LABELS_FROM_WIDTH;
    }

    /** Marks {@code length} characters from {@code column} of shown line {@code line} as the current search hit. */
    void markCurrentHit(int line, int column, int length) {
        if (line >= area.getParagraphs().size()) {
            return;
        }
        int end = Math.min(area.getParagraphLength(line), column + length);
        currentHit.selectRange(line, Math.min(column, end), line, end);
    }

    void clearCurrentHit() {
        currentHit.deselect();
    }

    /** The current search hit's [shown line, column, length], or null when none is marked. */
    int[] currentHit() {
        if (currentHit.getLength() == 0) {
            return null;
        }
        return new int[] {currentHit.getStartParagraphIndex(), currentHit.getStartColumnPosition(), currentHit.getLength()};
    }

    PaneRendering rendering() {
        return rendering;
    }

    /** The header's file name (its whole name, the shown text and the size tooltip). */
    PaneFileName fileNameLabel() {
        return fileName;
    }

    Label messageLabel() {
        return message;
    }

    Label noteLabel() {
        return note;
    }

    void setNote(String text, boolean warn) {
        note.setText(text);
        note.getStyleClass().remove("diverges");
        if (warn) {
            note.getStyleClass().add("diverges");
        }
        show(note, text != null && !text.isEmpty());
    }

    /** Swaps in a whole rendered document; the caller restores the scroll position. */
    void apply(PaneRendering next) {
        applyStart(next, Integer.MAX_VALUE);
    }

    /**
     * Swaps in the first {@code lines} shown lines of a rendered document (at least one); {@link #showMore}
     * appends the rest. Every line that comes into view gets a cell (nodes, CSS, text layout), so a pane
     * filled in a few slices spreads that cost over pulses. Slices always extend a prefix, so shown-line
     * numbers, folds and changes mean the same in a partly shown document.
     */
    void applyStart(PaneRendering next, int lines) {
        rendering = next;
        PaneModel pane = next.pane();
        fileName.show(pane.fileName(), pane.detail());
        status.setText(next.changeSummary());
        StyledDocument<Collection<String>, String, Collection<String>> document = next.document();
        int total = document.getParagraphs().size();
        shownParagraphs = Math.min(total, Math.max(1, lines));
        area.replace(0, area.getLength(), shownParagraphs == total ? document
                : document.subSequence(0, endOfParagraph(document, shownParagraphs - 1)));
        area.moveTo(0);
        currentHit.deselect();
        String problem = pane.error() != null ? pane.error() : pane.stale();
        banner.setText(problem == null ? "" : problem);
        banner.getStyleClass().removeAll("error", "stale");
        if (problem != null) {
            banner.getStyleClass().add(pane.error() != null ? "error" : "stale");
        }
        show(banner, problem != null && pane.hasLines());
        boolean noText = !pane.hasLines();
        String placeholder = pane.placeholder() != null ? pane.placeholder() : pane.error();
        message.setText(placeholder == null ? "" : placeholder);
        message.getStyleClass().remove("error");
        if (pane.placeholder() == null && pane.error() != null) {
            message.getStyleClass().add("error");
        }
        show(message, noText);
        scroll.setVisible(!noText);
    }

    /** Appends up to {@code lines} more shown lines of the document; true once all of it shows. */
    boolean showMore(int lines) {
        if (rendering == null || isComplete()) {
            return true;
        }
        StyledDocument<Collection<String>, String, Collection<String>> document = rendering.document();
        int to = (int) Math.min(document.getParagraphs().size(), (long) shownParagraphs + lines);
        // From the end of the last shown line, so that the slice starts with the line break before its first line.
        int from = endOfParagraph(document, shownParagraphs - 1);
        area.replace(area.getLength(), area.getLength(), document.subSequence(from, endOfParagraph(document, to - 1)));
        shownParagraphs = to;
        return isComplete();
    }

    boolean isComplete() {
        return rendering == null || shownParagraphs >= rendering.document().getParagraphs().size();
    }

    private static int endOfParagraph(StyledDocument<?, ?, ?> document, int paragraph) {
        return document.getAbsolutePosition(paragraph, document.getParagraphLength(paragraph));
    }

    int firstVisibleRealLine() {
        if (rendering == null || area.getParagraphs().isEmpty()) {
            return 0;
        }
        try {
            return rendering.folded().realLine(area.firstVisibleParToAllParIndex());
        } catch (RuntimeException notLaidOut) {
            return 0;
        }
    }

    void showRealLineAtTop(int realLine) {
        if (rendering == null || area.getParagraphs().isEmpty()) {
            return;
        }
        area.showParagraphAtTop(Math.min(rendering.folded().shownLine(realLine), area.getParagraphs().size() - 1));
    }

    void moveCaretToRealLine(int realLine) {
        if (rendering == null || area.getParagraphs().isEmpty()) {
            return;
        }
        area.moveTo(Math.min(rendering.folded().shownLine(realLine), area.getParagraphs().size() - 1), 0);
    }

    /**
     * Hides the text (keeping its layout, so it can be filled and scrolled meanwhile) while another pane still shows
     * the previous cycle: two cycles are never shown side by side.
     */
    void hold(boolean held) {
        scroll.setOpacity(held ? 0 : 1);
        if (held) {
            message.setText("Loading…");
            message.getStyleClass().remove("error");
            show(message, true);
        } else if ("Loading…".equals(message.getText())) {
            show(message, false);
        }
    }

    boolean isHeld() {
        return scroll.getOpacity() == 0;
    }

    private static void show(javafx.scene.Node node, boolean visible) {
        node.setVisible(visible);
        node.setManaged(visible);
    }
}
