package org.scratchpadinspector.bench;

import java.util.ArrayList;
import java.util.List;

/** The benchmark's table: measurement, budget, verdict, and the peer tool timed in the same run. */
final class Report {
    private record Row(String what, double value, double budget, String peer, double peerValue) {
    }

    private final List<Row> rows = new ArrayList<>();

    void add(String what, double value, double budget, String peer, double peerValue) {
        rows.add(new Row(what, value, budget, peer, peerValue));
        System.out.printf("  measured: %-110s %9.1f%n", what, value);
    }

    void print() {
        System.out.println();
        System.out.printf("%-112s %9s %8s %5s   %s%n", "measurement (ms unless stated)", "value", "budget", "", "peer in the same run");
        for (Row r : rows) {
            String peer = r.peer().isEmpty() ? "" : String.format("%s: %.1f ms", r.peer(), r.peerValue());
            if (Double.isNaN(r.budget())) {
                System.out.printf("%-112s %9.1f %8s %5s   %s%n", r.what(), r.value(), "", "info", peer);
            } else {
                System.out.printf("%-112s %9.1f %8.0f %5s   %s%n", r.what(), r.value(), r.budget(),
                        r.value() <= r.budget() ? "ok" : "OVER", peer);
            }
        }
    }
}
