package org.scratchpadinspector.ui.agent;

import java.util.Set;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import org.scratchpadinspector.agent.protocol.AgentStatus;
import org.scratchpadinspector.model.AttachedAgent;
import org.scratchpadinspector.model.Liveness;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.ui.common.DirectoryChange;
import org.scratchpadinspector.ui.common.InspectorContext;

/**
 * The Agent panel's verdict on the agent (gone, or alive and in which unit) handed to the open source's running /
 * interrupted rule (its {@link Liveness} facet) at once, so that the list, the details and the edit path agree with
 * the panel without waiting for the stale limit. The names the rule re-judges (seed 000: the newest cycle's
 * {@code _before}) are published as a change, which every screen already follows. UI thread.
 */
final class AgentLiveness {
    private final InspectorContext context;
    private final ReadOnlyObjectWrapper<AttachedAgent> verdict = new ReadOnlyObjectWrapper<>(this, "verdict");
    private String attachedTo;

    AgentLiveness(InspectorContext context, ReadOnlyObjectProperty<AgentStatus> status) {
        this.context = context;
        status.addListener((obs, was, now) -> {
            if (attachedTo != null && now != null) {
                set(AttachedAgent.alive(attachedTo, now.cycleId()));
            }
        });
    }

    /** Attached: the agent answers; {@code status} (may be null) says which cycle it is in. */
    void attached(long pid, AgentStatus status) {
        attachedTo = "the attached agent" + (pid > 0 ? " (pid " + pid + ")" : "") + " answers";
        set(AttachedAgent.alive(attachedTo, status == null ? null : status.cycleId()));
    }

    /** The panel found the agent gone (dead pid, refused connection, control file removed). */
    void gone(String reason) {
        attachedTo = null;
        set(AttachedAgent.dead("the Agent panel found the agent gone: " + reason));
    }

    /** The panel knows nothing either way (no agent, detached by the operator, another directory). */
    void unknown() {
        attachedTo = null;
        set(null);
    }

    ReadOnlyObjectProperty<AttachedAgent> verdictProperty() {
        return verdict.getReadOnlyProperty();
    }

    private void set(AttachedAgent now) {
        verdict.set(now);
        MemorySource source = context.source();
        Set<String> rejudged = source == null ? Set.of()
                : source.facet(Liveness.class).map(rule -> rule.attached(now)).orElse(Set.of());
        if (!rejudged.isEmpty()) {
            context.publishChange(new DirectoryChange(rejudged, false));
        }
    }
}
