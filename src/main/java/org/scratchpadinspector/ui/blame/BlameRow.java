package org.scratchpadinspector.ui.blame;

/**
 * One change of the blamed field, as the list shows it.
 *
 * @param cycle  the cycle it belongs to, or "active.yaml" for a change not in any cycle yet
 * @param by     {@code agent}, {@code inspector} or {@code outside}
 * @param change old → new (or what was appended), on one line
 * @param detail the iteration and tool call, or the journal line, when known
 */
public record BlameRow(String cycle, String by, String change, String detail) {
}
