package org.scratchpadinspector.ui.source;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.EditAction;
import org.scratchpadinspector.model.EditPreview;
import org.scratchpadinspector.model.Editing;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitState;
import org.scratchpadinspector.ui.common.TaskRunner;

/**
 * One edit of one unit: the operator picks an action and gives its values, sees exactly what would be written (the
 * file now against the file after, diff highlighted), then applies that preview. A value changed after the preview
 * needs a new preview; a file changed since the preview is a conflict: nothing is written and the values stay.
 */
public final class SourceEditViewModel {
    public enum MessageKind { NONE, INFO, ERROR, CONFLICT, DONE }

    private record Previewed(EditPreview preview, StatePair pair) {
    }

    private final TaskRunner runner;
    private final Editing edits;
    private final UnitId unit;
    private final Runnable onApplied;
    private final List<EditAction> actions;
    private final ObjectProperty<EditAction> action = new SimpleObjectProperty<>(this, "action");
    private final Map<String, StringProperty> values = new LinkedHashMap<>();
    private final ObjectProperty<EditPreview> preview = new SimpleObjectProperty<>(this, "preview");
    private final ObservableList<StateLine> oldLines = FXCollections.observableArrayList();
    private final ObservableList<StateLine> newLines = FXCollections.observableArrayList();
    private final StringProperty message = new SimpleStringProperty(this, "message", "");
    private final ObjectProperty<MessageKind> messageKind = new SimpleObjectProperty<>(this, "messageKind", MessageKind.NONE);
    private final BooleanProperty busy = new SimpleBooleanProperty(this, "busy");
    private final ReadOnlyBooleanWrapper applied = new ReadOnlyBooleanWrapper(this, "applied");
    private Cancellation work = new Cancellation();

    public SourceEditViewModel(TaskRunner runner, Editing edits, UnitId unit, List<EditAction> actions,
                               Runnable onApplied) {
        this.runner = runner;
        this.edits = edits;
        this.unit = unit;
        this.actions = List.copyOf(actions);
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
        oldLines.clear();
        newLines.clear();
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
        work = runner.submit("preview " + chosen.name() + " on " + unit, cancel -> {
            EditPreview p = edits.preview(unit, chosen.name(), args);
            return new Previewed(p, StatePair.of(UnitState.of("now", p.oldText()),
                    UnitState.of("after the edit", p.newText()), cancel));
        }, done -> {
            busy.set(false);
            preview.set(done.preview());
            oldLines.setAll(done.pair().left());
            newLines.setAll(done.pair().right());
            say(done.preview().changesNothing() ? MessageKind.INFO : MessageKind.NONE,
                    done.preview().changesNothing() ? "this edit changes nothing"
                            : done.pair().summary() + " in " + done.preview().target().getFileName());
        }, error -> {
            busy.set(false);
            say(MessageKind.ERROR, UnitListViewModel.oneLine(error));
        });
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
                say(MessageKind.CONFLICT, "Conflict, nothing written: " + UnitListViewModel.oneLine(error)
                        + " — your values are kept; Preview again to see the file as it is now");
            } else {
                say(MessageKind.ERROR, "Not written: " + UnitListViewModel.oneLine(error));
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

    public UnitId unit() {
        return unit;
    }

    public List<EditAction> actions() {
        return actions;
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

    public ObservableList<StateLine> oldLines() {
        return oldLines;
    }

    public ObservableList<StateLine> newLines() {
        return newLines;
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
