package org.scratchpadinspector.ui.common;

import java.util.function.Function;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableBooleanValue;
import org.scratchpadinspector.format.Untrusted;
import org.scratchpadinspector.model.MemorySource;

/**
 * Whether one of the window's actions can run on the open source and, when it cannot, the one line that says why:
 * the action needs a facet, and a source without it gives the reason in its own words
 * ({@link MemorySource#lacks(Class)}, what the command line prints too). An action the window has built for some
 * sources only (a feature not yet moved onto the facets) says where to do it meanwhile.
 */
public final class FacetGate {
    static final String NOTHING_OPEN = "Open a memory first.";

    private final InspectorContext context;
    private final Class<?> facet;
    private final ObservableBooleanValue builtHere;
    private final Function<MemorySource, String> meanwhile;
    private final ReadOnlyBooleanWrapper available = new ReadOnlyBooleanWrapper(this, "available");
    private final ReadOnlyStringWrapper reason = new ReadOnlyStringWrapper(this, "reason", NOTHING_OPEN);

    private FacetGate(InspectorContext context, Class<?> facet, ObservableBooleanValue builtHere,
                      Function<MemorySource, String> meanwhile) {
        this.context = context;
        this.facet = facet;
        this.builtHere = builtHere;
        this.meanwhile = meanwhile;
        context.sourceProperty().addListener(o -> judge());
        builtHere.addListener(o -> judge());
        judge();
    }

    /** An action that runs on every source offering {@code facet}. */
    public static FacetGate needing(InspectorContext context, Class<?> facet) {
        return new FacetGate(context, facet, new ReadOnlyBooleanWrapper(true), source -> "");
    }

    /**
     * An action that needs {@code facet} and that the window runs only while {@code builtHere} holds; on a source
     * offering the facet otherwise, {@code meanwhile} says where the operator does it (the command line).
     */
    public static FacetGate needing(InspectorContext context, Class<?> facet, ObservableBooleanValue builtHere,
                                    Function<MemorySource, String> meanwhile) {
        return new FacetGate(context, facet, builtHere, meanwhile);
    }

    private void judge() {
        MemorySource source = context.source();
        String why;
        if (source == null) {
            why = NOTHING_OPEN;
        } else if (source.facet(facet).isEmpty()) {
            why = Untrusted.line(source.lacks(facet));
        } else if (!builtHere.get()) {
            why = meanwhile.apply(source);
        } else {
            why = "";
        }
        reason.set(why);
        available.set(why.isEmpty());
    }

    /** True while the open source offers the facet and the window runs the action on it. */
    public ReadOnlyBooleanProperty availableProperty() {
        return available.getReadOnlyProperty();
    }

    public boolean isAvailable() {
        return available.get();
    }

    /** Why the action cannot run on the open source, in one line; empty while it can. */
    public ReadOnlyStringProperty reasonProperty() {
        return reason.getReadOnlyProperty();
    }

    public String reason() {
        return reason.get();
    }

    /** The facet the action needs. */
    public Class<?> facet() {
        return facet;
    }
}
