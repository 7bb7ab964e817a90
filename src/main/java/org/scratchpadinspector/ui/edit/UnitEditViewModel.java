package org.scratchpadinspector.ui.edit;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.scratchpadinspector.engine.diff.LineDiff;
import org.scratchpadinspector.engine.diff.LineDiffResult;
import org.scratchpadinspector.model.EditAction;
import org.scratchpadinspector.model.EditPreview;
import org.scratchpadinspector.model.Editing;
import org.scratchpadinspector.model.FieldPath;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitState;
import org.scratchpadinspector.ui.common.TaskRunner;
import org.scratchpadinspector.ui.panes.AlignedPair;
import org.scratchpadinspector.model.Cancellation;

/**
 * One edit of a unit's memory, in any format that offers editing: the operator picks an action and gives its values
 * (a section by the name the view shows it under), sees what the memory would read like after it (its rendering, as
 * the panes show a state, beside the rendering now, diff marked on shared rows), then applies exactly that preview
 * through the one safe write. A value changed after the preview needs a new preview; a file changed since the
 * preview is a conflict: nothing is written and the values stay.
 */
public final class UnitEditViewModel {
    public enum MessageKind { NONE, INFO, ERROR, CONFLICT, DONE }

    /** The parameter a format names its section path by; the dialog offers the view's section names for it. */
    static final String SECTION = "section";

    private record Previewed(EditPreview preview, AlignedPair pair, String summary) {
    }

    private final TaskRunner runner;
    private final Editing edits;
    private final UnitId unit;
    private final Runnable onApplied;
    private final List<EditAction> actions;
    private final List<String> sections;
    private final ObjectProperty<EditAction> action = new SimpleObjectProperty<>(this, "action");
    private final Map<String, StringProperty> values = new LinkedHashMap<>();
    private final ObjectProperty<EditPreview> preview = new SimpleObjectProperty<>(this, "preview");
    private final ReadOnlyObjectWrapper<AlignedPair> diff = new ReadOnlyObjectWrapper<>(this, "diff",
            AlignedPair.empty());
    private final StringProperty message = new SimpleStringProperty(this, "message", "");
    private final ObjectProperty<MessageKind> messageKind = new SimpleObjectProperty<>(this, "messageKind", MessageKind.NONE);
    private final BooleanProperty busy = new SimpleBooleanProperty(this, "busy");
    private final ReadOnlyBooleanWrapper applied = new ReadOnlyBooleanWrapper(this, "applied");
    private Cancellation work = new Cancellation();

    /**
     * @param actions   the edits the unit allows
     * @param onApplied run on the FX thread after a write (the window reads the source again)
     */
    public UnitEditViewModel(TaskRunner runner, Editing edits, UnitId unit, List<EditAction> actions,
                             Runnable onApplied) {
        this.runner = runner;
        this.edits = edits;
        this.unit = unit;
        this.actions = List.copyOf(actions);
        this.sections = edits.sections().stream().map(FieldPath::text).toList();
        this.onApplied = onApplied;
        action.addListener((obs, was, now) -> {
            values.clear();
            if (now != null) {
                now.parameters().forEach(p -> values.put(p, valueProperty(p)));
            }
            stale();
        });
        action.set(this.actions.isEmpty() ? null : this.actions.get(0));
    }

    private StringProperty valueProperty(String name) {
        StringProperty value = new SimpleStringProperty(this, name, "");
        value.addListener((obs, was, now) -> stale());
        return value;
    }

    /** The values changed: the shown preview no longer says what Apply would write. */
    private void stale() {
        work.cancel();
        busy.set(false);
        preview.set(null);
        diff.set(AlignedPair.empty());
        if (messageKind.get() != MessageKind.CONFLICT) {
            say(MessageKind.NONE, "");
        }
    }

    public void preview() {
        EditAction chosen = action.get();
        if (chosen == null) {
            return;
        }
        Map<String, String> args = new LinkedHashMap<>();
        values.forEach((k, v) -> args.put(k, v.get() == null ? "" : v.get()));
        work.cancel();
        busy.set(true);
        say(MessageKind.INFO, "computing the preview…");
        work = runner.submit("preview " + chosen.name() + " on " + unit, cancel -> previewed(chosen, args, cancel),
                done -> {
                    busy.set(false);
                    preview.set(done.preview());
                    diff.set(done.pair());
                    say(done.preview().changesNothing() ? MessageKind.INFO : MessageKind.NONE,
                            done.preview().changesNothing() ? "this edit changes nothing"
                                    : done.summary() + " in " + done.preview().target().getFileName());
                }, error -> {
                    busy.set(false);
                    say(MessageKind.ERROR, oneLine(error));
                });
    }

    private Previewed previewed(EditAction chosen, Map<String, String> args, Cancellation cancel)
            throws java.io.IOException {
        EditPreview p = edits.preview(unit, chosen.name(), args);
        List<UnitState> shown = edits.rendered(p);
        List<String> before = shown.get(0).text().lines().toList();
        List<String> after = shown.get(1).text().lines().toList();
        LineDiffResult result = LineDiff.diff(before, after, cancel);
        AlignedPair pair = AlignedPair.of(
                new AlignedPair.Side("now", p.oldText().length(), before, null, "(empty)"),
                new AlignedPair.Side("after the edit", p.newText().length(), after, null, "(empty)"), result);
        return new Previewed(p, pair, "+" + result.addedLines() + " −" + result.removedLines() + " lines");
    }

    /** Writes the previewed text; refused with a one-line reason when the file changed since the preview. */
    public void apply() {
        EditPreview p = preview.get();
        if (p == null) {
            say(MessageKind.ERROR, "Preview first: Apply writes exactly what the preview shows");
            return;
        }
        work.cancel();
        busy.set(true);
        work = runner.submit("apply " + p.action() + " on " + unit, cancel -> edits.apply(p), line -> {
            busy.set(false);
            preview.set(null); // written: a further edit starts from the file as it is now
            applied.set(true);
            say(MessageKind.DONE, line);
            onApplied.run();
        }, error -> {
            busy.set(false);
            if (error instanceof IllegalStateException) {
                preview.set(null);
                say(MessageKind.CONFLICT, "Conflict, nothing written: " + oneLine(error)
                        + " — your values are kept; Preview again to see the file as it is now");
            } else {
                say(MessageKind.ERROR, "Not written: " + oneLine(error));
            }
        });
    }

    public void cancel() {
        work.cancel();
    }

    private void say(MessageKind kind, String text) {
        message.set(text);
        messageKind.set(kind);
    }

    static String oneLine(Throwable error) {
        return org.scratchpadinspector.ui.common.Failures.oneLine(error);
    }

    public UnitId unit() {
        return unit;
    }

    /** Where the dialog's side-by-side view renders its panes. */
    public TaskRunner runner() {
        return runner;
    }

    public List<EditAction> actions() {
        return actions;
    }

    /** The memory's sections as the view names them ({@code TRAJECTORY/Now}), for a {@code section} value. */
    public List<String> sections() {
        return sections;
    }

    public ObjectProperty<EditAction> actionProperty() {
        return action;
    }

    /** The current action's values by parameter name, in the action's order. */
    public Map<String, StringProperty> values() {
        return values;
    }

    public ObjectProperty<EditPreview> previewProperty() {
        return preview;
    }

    /** The memory now and after the edit as the view renders it, on shared rows, the changes marked. */
    public ReadOnlyObjectProperty<AlignedPair> diffProperty() {
        return diff.getReadOnlyProperty();
    }

    public StringProperty messageProperty() {
        return message;
    }

    public ObjectProperty<MessageKind> messageKindProperty() {
        return messageKind;
    }

    public BooleanProperty busyProperty() {
        return busy;
    }

    public ReadOnlyBooleanProperty appliedProperty() {
        return applied.getReadOnlyProperty();
    }
}
