package org.scratchpadinspector.ui.edit;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.scratchpadinspector.engine.edit.EditOutcome;
import org.scratchpadinspector.engine.edit.EditPlan;
import org.scratchpadinspector.engine.edit.SectionOperation;

/**
 * The memory editor: a section operation (or, {@link Target#WHOLE_FILE}, the whole text of active.yaml)
 * validated as the operator types, previewed as a diff of the resulting state against the current one, and
 * applied through the {@link EditSession}'s path. Opening reads only. The operator's text is never replaced
 * by the model: a refusal, a conflict or a failure leaves it as typed. The check and its preview live in
 * {@link EditPreview}, the apply and its confirmation or conflict in {@link ApplyFlow}; this class holds the
 * operator's input and the status line.
 */
public final class SectionEditorViewModel {
    public enum Target { SECTION, WHOLE_FILE }

    public enum StatusKind { INFO, OK, WARNING, ERROR }

    /** The entry of the section picker that lets the operator name a new section. */
    public static final String NEW_SECTION = "new section…";

    private final EditSession session;
    private final Target target;
    private final ObservableList<String> sections = FXCollections.observableArrayList();
    private final StringProperty section = new SimpleStringProperty(this, "section");
    private final StringProperty newSectionName = new SimpleStringProperty(this, "newSectionName", "");
    private final ObjectProperty<SectionOperation> operation =
            new SimpleObjectProperty<>(this, "operation", SectionOperation.REPLACE);
    private final StringProperty text = new SimpleStringProperty(this, "text", "");
    private final StringProperty status = new SimpleStringProperty(this, "status", "Reading the memory file…");
    private final ObjectProperty<StatusKind> statusKind = new SimpleObjectProperty<>(this, "statusKind", StatusKind.INFO);
    private final BooleanProperty busy = new SimpleBooleanProperty(this, "busy", true);
    private final StringProperty pathText = new SimpleStringProperty(this, "pathText", "");
    private final BooleanProperty offerAgentStopped = new SimpleBooleanProperty(this, "offerAgentStopped");
    private final EditPreview checked;
    private final ApplyFlow applying;
    private EditBase base;

    public SectionEditorViewModel(EditSession session, Target target) {
        this.session = session;
        this.target = target;
        this.checked = new EditPreview(this, session.editorRunner(), message -> setStatus(StatusKind.ERROR, message));
        this.applying = new ApplyFlow(this, session, checked, busy, () -> base, theirs -> base = theirs,
                this::rebase, this::setStatus);
        text.addListener((obs, was, now) -> edited());
        operation.addListener((obs, was, now) -> edited());
        section.addListener((obs, was, now) -> edited());
        newSectionName.addListener((obs, was, now) -> edited());
        session.modeProperty().addListener((obs, was, now) -> updatePath());
        session.runningCycleProperty().addListener((obs, was, now) -> updatePath());
        updatePath();
    }

    /** Reads the current version (never writes); a whole-file editor starts with the file's text. */
    public void load() {
        busy.set(true);
        session.loadBase(target == Target.WHOLE_FILE, loaded -> {
            base = loaded;
            List<String> keys = new ArrayList<>(loaded.version().isReadable() ? loaded.version().state().keySet() : List.of());
            keys.add(NEW_SECTION);
            sections.setAll(keys);
            if (section.get() == null && !keys.isEmpty()) {
                section.set(keys.get(0));
            }
            if (target == Target.WHOLE_FILE && text.get().isEmpty()) {
                text.set(loaded.version().text());
            }
            busy.set(false);
            setStatus(StatusKind.INFO, EditorTexts.editing(loaded));
            updatePath();
            validate();
        }, error -> {
            busy.set(false);
            setStatus(StatusKind.ERROR, "Could not read the current state: " + error.getMessage());
        });
    }

    /** The section value for the chosen section, for the operator to start from (replace). */
    public String currentValueYaml() {
        String name = chosenSection();
        if (base == null || name == null || !base.version().isReadable() || !base.version().state().containsKey(name)) {
            return "";
        }
        return base.planning().valueText(base.version().state().get(name)).stripTrailing();
    }

    /** The operator changed the edit: the last outcome no longer describes what Apply would do. */
    private void edited() {
        if (base != null && !busy.get() && statusKind.get() != StatusKind.INFO) {
            setStatus(StatusKind.INFO, "Nothing is written until you apply. (Earlier edits: see the list below.)");
        }
        validate();
    }

    private void validate() {
        checked.cancel();
        if (base == null) {
            return;
        }
        applying.conflictProperty().set(null);
        applying.confirmationProperty().set(null);
        checked.planProperty().set(null); // never apply a plan made from an older text than the one shown
        EditBase on = base;
        SectionOperation op = operation.get();
        String name = chosenSection();
        String value = text.get();
        checked.validate(cancel -> target == Target.WHOLE_FILE
                ? Validation.ofWholeFile(on, value, cancel) : Validation.ofSection(on, op, name, value, cancel));
    }

    /** Applies the previewed plan by the current path; a type change first asks for {@link #confirmTypeChange()}. */
    public void apply() {
        applying.apply();
    }

    /** "The agent is stopped: write now": written at once although a cycle looks running, and journaled so. */
    public void applyAgentStopped() {
        applying.applyAgentStopped();
    }

    /** Whether to offer {@link #applyAgentStopped()}: an edit in Files mode would be queued behind a running cycle. */
    public BooleanProperty offerAgentStoppedProperty() {
        return offerAgentStopped;
    }

    /** The operator confirmed the type change shown: apply with it confirmed. */
    public void confirmTypeChange() {
        applying.confirmTypeChange();
    }

    public void cancelConfirmation() {
        applying.cancelConfirmation();
    }

    /** After a conflict: the same section operation planned on theirs, shown for review before applying. */
    public void reapplyOnTheirs() {
        applying.reapplyOnTheirs();
    }

    /** Starts over on the version on disk now (after a conflict), keeping the text. */
    public void reload() {
        applying.conflictProperty().set(null);
        load();
    }

    private void rebase() {
        session.loadBase(target == Target.WHOLE_FILE, loaded -> {
            base = loaded;
            validate();
        }, error -> { });
    }

    private void updatePath() {
        EditMode mode = session.modeProperty().get();
        String running = session.runningCycleProperty().get();
        offerAgentStopped.set(running != null && mode == EditMode.FILES);
        pathText.set(EditorTexts.path(mode, running, session.commandStepRunning(), target == Target.SECTION,
                session.memoryFile()));
    }

    private String chosenSection() {
        if (operation.get() == SectionOperation.UPDATE) {
            return null;
        }
        return NEW_SECTION.equals(section.get()) ? newSectionName.get() : section.get();
    }

    private void setStatus(StatusKind kind, String message) {
        statusKind.set(kind);
        status.set(message);
    }

    public Target target() {
        return target;
    }

    public ObservableList<String> sections() {
        return sections;
    }

    public StringProperty sectionProperty() {
        return section;
    }

    public StringProperty newSectionNameProperty() {
        return newSectionName;
    }

    public ObjectProperty<SectionOperation> operationProperty() {
        return operation;
    }

    public StringProperty textProperty() {
        return text;
    }

    /** The problem with the text now (line and column when the parser gives them), or null. */
    public StringProperty problemProperty() {
        return checked.problemProperty();
    }

    public IntegerProperty problemLineProperty() {
        return checked.problemLineProperty();
    }

    public IntegerProperty problemColumnProperty() {
        return checked.problemColumnProperty();
    }

    public ObservableList<DiffLine> preview() {
        return checked.preview();
    }

    public StringProperty previewSummaryProperty() {
        return checked.previewSummaryProperty();
    }

    public ObjectProperty<EditPlan> planProperty() {
        return checked.planProperty();
    }

    public StringProperty statusProperty() {
        return status;
    }

    public ObjectProperty<StatusKind> statusKindProperty() {
        return statusKind;
    }

    /** The type change to confirm, or null. */
    public StringProperty confirmationProperty() {
        return applying.confirmationProperty();
    }

    public ObjectProperty<EditOutcome.Conflict> conflictProperty() {
        return applying.conflictProperty();
    }

    /** Where an edit would go if applied now (the path), one line. */
    public StringProperty pathTextProperty() {
        return pathText;
    }

    public BooleanProperty busyProperty() {
        return busy;
    }

    public BooleanBinding canApplyBinding() {
        ObjectProperty<EditPlan> plan = checked.planProperty();
        ObjectProperty<EditOutcome.Conflict> conflict = applying.conflictProperty();
        return Bindings.createBooleanBinding(() -> plan.get() != null && !busy.get() && !plan.get().changesNothing()
                && conflict.get() == null, plan, busy, conflict);
    }

    public EditSession session() {
        return session;
    }
}
