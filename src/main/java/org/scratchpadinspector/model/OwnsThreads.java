package org.scratchpadinspector.model;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a class that starts threads of its own (a thread, an executor, a fork-join pool): a long-lived service
 * (a watcher, the control server) or a bounded pool that one job owns from start to end. Every other class asks
 * the window's task runner or is called on a thread it was given; {@code ArchitectureTest} holds the rule.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface OwnsThreads {
    /** Why the class needs threads of its own, in a few words. */
    String value();
}
