package org.scratchpadinspector.ui.agent;

import java.util.Set;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import org.scratchpadinspector.agent.protocol.AgentStatus;
import org.scratchpadinspector.formats.yamlcycles.CycleIndex;
import org.scratchpadinspector.formats.yamlcycles.Liveness;
import org.scratchpadinspector.formats.yamlcycles.Scratchpad;
import org.scratchpadinspector.formats.yamlcycles.Side;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InspectorContext;

/**
 * The Agent panel's verdict on the agent (gone, or alive and in which cycle) handed to the open directory's
 * running / interrupted rule at once, so that the cycle list, the details and the edit path agree with the panel
 * without waiting for the stale limit. A change re-judges the newest cycle: it is published as a change of that
 * cycle's {@code _before}, which every screen already follows. UI thread.
 */
final class AgentLiveness {
    private final InspectorContext context;
    private final ReadOnlyObjectWrapper<Liveness.AttachedAgent> verdict = new ReadOnlyObjectWrapper<>(this, "verdict");
    private String attachedTo;

    AgentLiveness(InspectorContext context, ReadOnlyObjectProperty<AgentStatus> status) {
        this.context = context;
        status.addListener((obs, was, now) -> {
            if (attachedTo != null && now != null) {
                set(Liveness.AttachedAgent.alive(attachedTo, now.cycleId()));
            }
        });
    }

    /** Attached: the agent answers; {@code status} (may be null) says which cycle it is in. */
    void attached(long pid, AgentStatus status) {
        attachedTo = "the attached agent" + (pid > 0 ? " (pid " + pid + ")" : "") + " answers";
        set(Liveness.AttachedAgent.alive(attachedTo, status == null ? null : status.cycleId()));
    }

    /** The panel found the agent gone (dead pid, refused connection, control file removed). */
    void gone(String reason) {
        attachedTo = null;
        set(Liveness.AttachedAgent.dead("the Agent panel found the agent gone: " + reason));
    }

    /** The panel knows nothing either way (no agent, detached by the operator, another directory). */
    void unknown() {
        attachedTo = null;
        set(null);
    }

    ReadOnlyObjectProperty<Liveness.AttachedAgent> verdictProperty() {
        return verdict.getReadOnlyProperty();
    }

    private void set(Liveness.AttachedAgent now) {
        verdict.set(now);
        Scratchpad pad = context.scratchpad();
        if (pad == null || !pad.liveness().setAttached(now)) {
            return;
        }
        CycleIndex index = pad.index();
        int newest = index.size() - 1;
        if (newest >= 0 && index.has(newest, CycleIndex.BEFORE) && !index.has(newest, CycleIndex.AFTER)) {
            context.publishChange(new DirectoryChange(Set.of(Side.BEFORE.fileName(index.id(newest))), false));
        }
    }
}
