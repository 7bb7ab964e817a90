package org.scratchpadinspector.ui.edit;

import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.ObservableValue;
import org.scratchpadinspector.agent.protocol.ControlClient;

/**
 * What the rest of the window says about the agent, from which the edit path is chosen: the client of the
 * attached agent (null when none), whether Command mode is in use (a cycle command is set), and whether a
 * Command-mode step is running now.
 */
public record EditModeSignals(ObservableValue<ControlClient> attachedClient, ObservableBooleanValue commandInUse,
                              ObservableBooleanValue commandRunning) {

    public EditMode mode() {
        if (attachedClient.getValue() != null) {
            return EditMode.ATTACHED;
        }
        return commandInUse.get() ? EditMode.COMMAND : EditMode.FILES;
    }
}
