package org.scratchpadinspector.ui.details;

import org.scratchpadinspector.model.UnitLog;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.fxmisc.flowless.VirtualizedScrollPane;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.LineNumberFactory;

/** The cycle's log, read-only and monospace, with a crash's traceback highlighted and scrolled to. */
final class LogPane extends BorderPane {
    private final CodeArea area = new CodeArea();
    private final Label note = new Label();
    private final Label exception = new Label();
    private final HBox crashBar;

    LogPane(DetailsViewModel vm) {
        getStyleClass().add("details-log-pane");
        area.setId("details-log");
        area.getStyleClass().add("details-log");
        area.setEditable(false);
        area.setWrapText(false);
        area.setParagraphGraphicFactory(LineNumberFactory.get(area));

        note.getStyleClass().addAll("details-note");
        note.setWrapText(true);
        note.setMaxWidth(Double.MAX_VALUE);
        note.textProperty().bind(vm.logNoteProperty());
        note.visibleProperty().bind(vm.logNoteProperty().isNotNull());
        note.managedProperty().bind(note.visibleProperty());

        exception.getStyleClass().add("details-exception");
        exception.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(exception, Priority.ALWAYS);
        Button show = new Button("Go to traceback");
        show.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE); // the exception's text gives way, not the button
        show.setOnAction(e -> scrollToTraceback(vm.logProperty().get()));
        crashBar = new HBox(8, exception, show);
        crashBar.getStyleClass().add("details-crash-bar");
        crashBar.setVisible(false);
        crashBar.managedProperty().bind(crashBar.visibleProperty());

        VBox top = new VBox(note, crashBar);
        setTop(top);
        setCenter(new VirtualizedScrollPane<>(area));
        BorderPane.setMargin(top, Insets.EMPTY);

        vm.logProperty().addListener((obs, old, log) -> show(log));
        show(vm.logProperty().get());
    }

    private void show(UnitLog log) {
        area.replaceText(log == null ? "" : log.text());
        boolean crash = log != null && log.hasTraceback();
        crashBar.setVisible(crash);
        if (crash) {
            exception.setText("✖ " + (log.exception() != null ? log.exception() : "Python traceback in this log"));
            area.setStyleClass(log.tracebackStart(), log.tracebackEnd(), "log-traceback");
            scrollToTraceback(log);
        } else {
            area.moveTo(0);
            area.showParagraphAtTop(0);
        }
    }

    void scrollToTraceback(UnitLog log) {
        if (log == null || !log.hasTraceback()) {
            return;
        }
        area.moveTo(log.tracebackStart());
        int paragraph = area.getCurrentParagraph();
        area.showParagraphAtTop(Math.max(0, paragraph - 2));
    }

    CodeArea area() {
        return area;
    }
}
