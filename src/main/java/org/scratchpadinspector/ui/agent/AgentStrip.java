package org.scratchpadinspector.ui.agent;

import javafx.beans.binding.Bindings;
import javafx.geometry.Pos;
import javafx.scene.Group;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.VBox;
import org.scratchpadinspector.agent.protocol.AgentStatus;

/**
 * The Agent panel collapsed: a narrow vertical bar with the button that opens the panel again, Step cycle (so
 * that stepping never needs the room of the whole panel), and the agent's state written upwards ("Agent · paused ·
 * stepped"), coloured like the panel's connection line.
 */
public final class AgentStrip extends VBox {
    /** The strip's width: one button's. */
    public static final double WIDTH = 34;

    AgentStrip(AgentPanelViewModel vm, Runnable expand) {
        super(6);
        getStyleClass().add("agent-strip");
        setId("agent-strip");
        setAlignment(Pos.TOP_CENTER);
        Button open = new Button("«");
        open.setId("agent-expand");
        open.setTooltip(new Tooltip("Show the whole Agent panel (the panes give it room)"));
        open.setOnAction(e -> expand.run());
        Button step = new Button("▶");
        step.setId("agent-strip-step-cycle");
        step.getStyleClass().add("accent-button");
        step.setTooltip(new Tooltip("Step cycle: the agent runs its next cycle and pauses"));
        step.setOnAction(e -> vm.stepCycle());
        step.disableProperty().bind(vm.canStepBinding().not());
        for (Button b : new Button[] {open, step}) {
            b.setMinWidth(WIDTH - 6);
            b.setPrefWidth(WIDTH - 6);
        }
        Label state = new Label();
        state.setId("agent-strip-state");
        state.getStyleClass().add("agent-strip-state");
        state.textProperty().bind(Bindings.createStringBinding(() -> text(vm), vm.feed().statusProperty(),
                vm.connectionProperty()));
        Tooltip whole = new Tooltip();
        whole.textProperty().bind(vm.connectionTextProperty());
        state.setTooltip(whole);
        vm.connectionProperty().addListener((o, was, now) -> {
            state.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("live"),
                    now == AgentPanelViewModel.Connection.ATTACHED);
        });
        state.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("live"),
                vm.connectionProperty().get() == AgentPanelViewModel.Connection.ATTACHED);
        state.setRotate(-90);
        getChildren().addAll(open, step, new Group(state));
        setMinWidth(WIDTH);
        setPrefWidth(WIDTH);
        setMaxWidth(WIDTH);
    }

    /** "Agent · paused · stepped" while attached, else "Agent · " and how the connection stands. */
    static String text(AgentPanelViewModel vm) {
        AgentStatus status = vm.feed().statusProperty().get();
        AgentPanelViewModel.Connection connection = vm.connectionProperty().get();
        if (connection == AgentPanelViewModel.Connection.ATTACHED && status != null) {
            return "Agent · " + status.state() + " · " + status.mode()
                    + (status.cycleId() == null ? "" : " · cycle " + status.cycleId());
        }
        return "Agent · " + (connection == null ? "not attached"
                : connection.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '));
    }
}
