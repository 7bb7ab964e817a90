package org.scratchpadinspector.engine.timetravel;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;

/**
 * A facet a format offers when two of its runs compare as more than unit by unit: paired from a fork point, with
 * the units' tool-call timelines aligned and their ends compared field by field (seed 000's cycles). Without it,
 * {@code compare} pairs units with {@link UnitRunComparison}.
 */
public interface RunComparer {
    /** The comparison of this source's run (at {@code a}) with the run at {@code b}, of the same format. */
    Comparison compare(Path a, Path b) throws IOException;

    /** What {@code compare} prints, and whether the runs agree. */
    interface Comparison {
        boolean agrees();

        ObjectNode json();

        void printText(PrintWriter out);

        /** The comparison in the shape every screen shows, whatever the format. */
        RunPairs pairs();
    }
}
