package org.scratchpadinspector.ui.units;

import java.util.Collections;
import java.util.List;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

/**
 * One list change of one stretch: the elements {@code from..to} replaced {@code removed} (either may be empty).
 * {@code ObservableListBase.nextReplace} copies the removed elements one by one into a growing list, which for a
 * directory of 100,000 rows replaced by another held the FX thread twice over (the rows, then the newest-first
 * view); this hands the removed list over as it is. The caller must not change that list afterwards.
 */
final class StretchChange<E> extends ListChangeListener.Change<E> {
    private final int from;
    private final int to;
    private final List<E> removed;
    private boolean onStep;
    private boolean done;

    StretchChange(ObservableList<E> list, int from, int to, List<? extends E> removed) {
        super(list);
        this.from = from;
        this.to = to;
        this.removed = Collections.unmodifiableList(removed);
    }

    @Override
    public boolean next() {
        onStep = !done;
        done = true;
        return onStep;
    }

    @Override
    public void reset() {
        onStep = false;
        done = false;
    }

    @Override
    public int getFrom() {
        checkOnStep();
        return from;
    }

    @Override
    public int getTo() {
        checkOnStep();
        return to;
    }

    @Override
    public List<E> getRemoved() {
        checkOnStep();
        return removed;
    }

    @Override
    protected int[] getPermutation() {
        checkOnStep();
        return new int[0];
    }

    private void checkOnStep() {
        if (!onStep) {
            throw new IllegalStateException("Invalid Change state: next() must be called before inspecting the Change.");
        }
    }
}
