package org.scratchpadinspector.ui.main;

import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/** The window's bars around its content: the banner, the fork bar, and the status bar. */
final class WindowBars {
    private WindowBars() {
    }

    static Node banner(MainViewModel vm) {
        Label text = new Label();
        text.setId("banner-text");
        text.setWrapText(true);
        text.textProperty().bind(vm.bannerTextProperty());
        HBox.setHgrow(text, Priority.ALWAYS);
        text.setMaxWidth(Double.MAX_VALUE);
        Button dismiss = new Button("✕");
        dismiss.getStyleClass().add("banner-dismiss");
        dismiss.setOnAction(e -> vm.clearBanner());
        HBox banner = new HBox(8, text, dismiss);
        banner.setId("banner");
        banner.setAlignment(Pos.CENTER_LEFT);
        banner.setPadding(new Insets(6, 10, 6, 10));
        banner.getStyleClass().add("banner");
        banner.visibleProperty().bind(vm.bannerKindProperty().isNotEqualTo(MainViewModel.BannerKind.NONE));
        banner.managedProperty().bind(banner.visibleProperty());
        vm.bannerKindProperty().addListener((obs, was, now) -> {
            banner.getStyleClass().removeAll("banner-error", "banner-warning");
            if (now == MainViewModel.BannerKind.ERROR) {
                banner.getStyleClass().add("banner-error");
            } else if (now == MainViewModel.BannerKind.WARNING) {
                banner.getStyleClass().add("banner-warning");
            }
        });
        return banner;
    }

    /** While a fork is shown: which run it was made from, and Back to that run. */
    static Node forkBar(MainViewModel vm) {
        Label text = new Label();
        text.setId("fork-bar-text");
        text.setMinWidth(0);
        text.textProperty().bind(Bindings.createStringBinding(() -> vm.forkOfProperty().get() == null ? ""
                : "A fork, shown here in place of the run it was made from (" + vm.forkOfProperty().get() + ").",
                vm.forkOfProperty()));
        HBox.setHgrow(text, Priority.ALWAYS);
        text.setMaxWidth(Double.MAX_VALUE);
        Button back = new Button("Back to the original run");
        back.setId("fork-back");
        back.setMinWidth(Region.USE_PREF_SIZE);
        back.setOnAction(e -> vm.backFromFork());
        HBox bar = new HBox(8, text, back);
        bar.setId("fork-bar");
        bar.getStyleClass().addAll("banner", "fork-bar");
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(6, 10, 6, 10));
        bar.visibleProperty().bind(vm.forkOfProperty().isNotNull());
        bar.managedProperty().bind(bar.visibleProperty());
        return bar;
    }

    static Node statusBar(MainViewModel vm, javafx.beans.value.ObservableStringValue roomHint) {
        Label dir = new Label();
        dir.setId("status-directory");
        dir.textProperty().bind(vm.directoryTextProperty());
        dir.setMinWidth(0);
        HBox.setHgrow(dir, Priority.ALWAYS);
        dir.setMaxWidth(Double.MAX_VALUE);
        Label count = new Label();
        count.setId("status-cycles");
        count.textProperty().bind(vm.cycleCountTextProperty());
        Label watcher = new Label();
        watcher.setId("status-watcher");
        watcher.textProperty().bind(Bindings.concat("● ", vm.watcherTextProperty()));
        watcher.getStyleClass().add("watcher-state");
        vm.watcherTextProperty().addListener((obs, was, now) ->
                watcher.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("live"), "watching".equals(now)));
        Label notice = new Label();
        notice.setId("status-notice");
        notice.getStyleClass().add("status-notice");
        notice.textProperty().bind(vm.context().noticeProperty());
        notice.setMinWidth(0);
        javafx.scene.control.Tooltip noticeTip = new javafx.scene.control.Tooltip();
        noticeTip.textProperty().bind(notice.textProperty());
        notice.setTooltip(noticeTip);
        notice.visibleProperty().bind(notice.textProperty().isNotEmpty());
        notice.managedProperty().bind(notice.visibleProperty());
        ProgressIndicator busy = new ProgressIndicator();
        busy.setPrefSize(14, 14);
        busy.visibleProperty().bind(vm.loadingProperty());
        busy.managedProperty().bind(busy.visibleProperty());
        Region gap = new Region();
        // a long notice gives way before the cycle count and the watcher do
        count.setMinWidth(Region.USE_PREF_SIZE);
        watcher.setMinWidth(Region.USE_PREF_SIZE);
        Label recording = new Label();
        recording.setId("status-recording");
        recording.textProperty().bind(vm.record().statusProperty());
        recording.visibleProperty().bind(recording.textProperty().isNotEmpty());
        recording.managedProperty().bind(recording.visibleProperty());
        recording.setMinWidth(0);
        Label room = new Label();
        room.setId("status-room-hint");
        room.getStyleClass().addAll("status-room-hint", "muted");
        room.textProperty().bind(roomHint);
        room.setMinWidth(0);
        room.setTextOverrun(javafx.scene.control.OverrunStyle.WORD_ELLIPSIS);
        room.visibleProperty().bind(javafx.beans.binding.Bindings.isNotEmpty(roomHint));
        room.managedProperty().bind(room.visibleProperty());
        HBox bar = new HBox(14, dir, notice, recording, room, busy, count, watcher);
        bar.getStyleClass().add("status-bar");
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(3, 10, 3, 10));
        return bar;
    }
}
