package org.scratchpadinspector.engine.watchpoint;

import java.util.Map;

/**
 * A breakpoint that fired and what it saw, e.g. {@code {"path": "current_task", "old": …, "new": …}} or
 * {@code {"tool": "shell", "args": "{'command': 'ls'}"}}.
 */
public record Hit(Breakpoint breakpoint, Map<String, Object> saw) {
    public String id() {
        return breakpoint.id();
    }
}
