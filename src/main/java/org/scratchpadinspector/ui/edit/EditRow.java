package org.scratchpadinspector.ui.edit;

/**
 * One edit made in this window, as the operator follows it: the path it took ({@code how}) and where it
 * stands ({@code status}: queued, applied, rejected, lost, undone), with a detail such as the cycle.
 *
 * @param key         the journal id of its first line (stable while the row's status changes)
 * @param withdrawable true while it is held (queued edit or queued injection) and can still be withdrawn
 */
public record EditRow(String key, String how, String operation, String status, String detail, boolean withdrawable) {

    public EditRow withStatus(String newStatus, String newDetail) {
        return new EditRow(key, how, operation, newStatus, newDetail, false);
    }

    /** For lists and tests, e.g. {@code injected · append notes · applied · in cycle …}. */
    public String summary() {
        return how + " · " + operation + " · " + status + (detail == null || detail.isEmpty() ? "" : " · " + detail);
    }
}
