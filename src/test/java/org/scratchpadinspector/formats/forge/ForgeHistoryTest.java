package org.scratchpadinspector.formats.forge;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.scratchpadinspector.format.HistoryContract;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.HistoryPoint;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.UnitState;

class ForgeHistoryTest extends HistoryContract {
    @Override
    protected MemorySource source() {
        return new ForgeProvider().open(new ForgeProvider().recognise(Path.of("scratchpad-samples/forge/workspace")),
                null, Cancellation.NONE);
    }

    @Test
    void eachRunStartsWithNoNotesAndItsStatesAreTheNotesById() throws Exception {
        List<HistoryPoint> points = history().points(Cancellation.NONE);
        List<HistoryPoint> starts = points.stream().filter(p -> p.origin() == HistoryPoint.Origin.START).toList();
        assertThat(starts).extracting(p -> p.unit().text())
                .containsExactly("20260401-101606#1", "20260402-061927#1", "20260402-092131#1");
        UnitState first = history().load(starts.get(0), Cancellation.NONE);
        assertThat((Map<?, ?>) first.value()).isEmpty();
        assertThat(first.text()).isEqualTo("(no notes)\n");
    }
}
