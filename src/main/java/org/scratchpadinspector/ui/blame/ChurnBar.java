package org.scratchpadinspector.ui.blame;

/**
 * One section of the churn strip.
 *
 * @param section   the top-level key
 * @param total     how many cycles changed it
 * @param share     total over the run's cycles, 0 to 1, for the bar's length
 * @param flips     how many times it went back to an earlier value
 * @param breakdown "agent 5, inspector 1, outside 0"
 */
public record ChurnBar(String section, int total, double share, int flips, String breakdown) {
    public boolean flipsBackAndForth() {
        return flips > 0;
    }
}
