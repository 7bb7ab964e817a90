package org.scratchpadinspector.ui;

import static org.testfx.api.FxAssert.verifyThat;

import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.matcher.control.LabeledMatchers;

@ExtendWith(ApplicationExtension.class)
class MonocleSmokeTest {
    @Start
    void start(Stage stage) {
        Label label = new Label("hello");
        label.setId("greeting");
        stage.setScene(new Scene(label, 200, 100));
        stage.show();
    }

    @Test
    void headlessToolkitShowsAWindow() {
        verifyThat("#greeting", LabeledMatchers.hasText("hello"));
    }
}
