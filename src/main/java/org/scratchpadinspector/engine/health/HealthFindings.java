package org.scratchpadinspector.engine.health;

import java.util.List;
import org.scratchpadinspector.model.Cancellation;

/**
 * A facet a format offers when it knows more about its health than its units' statuses say (stray files, its live
 * file, lost edits); {@link HealthCheck} uses it in place of the findings it derives from the units.
 */
public interface HealthFindings {
    /** Every finding, in the order a reader should meet them. */
    List<Finding> findings(Cancellation cancellation);
}
