package org.scratchpadinspector.ui.edit;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.scratchpadinspector.core.Cancellation;
import org.scratchpadinspector.core.edit.EditOutcome;
import org.scratchpadinspector.core.edit.EditPlan;
import org.scratchpadinspector.core.edit.PlanResult;
import org.scratchpadinspector.core.edit.SectionOperation;

/**
 * The memory editor: a section operation (or, {@link Target#WHOLE_FILE}, the whole text of active.yaml)
 * validated as the operator types, previewed as a diff of the resulting state against the current one, and
 * applied through the {@link EditSession}'s path. Opening reads only. The operator's text is never replaced
 * by the model: a refusal, a conflict or a failure leaves it as typed.
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
    private final StringProperty problem = new SimpleStringProperty(this, "problem");
    private final IntegerProperty problemLine = new SimpleIntegerProperty(this, "problemLine");
    private final IntegerProperty problemColumn = new SimpleIntegerProperty(this, "problemColumn");
    private final ObservableList<DiffLine> preview = FXCollections.observableArrayList();
    private final StringProperty previewSummary = new SimpleStringProperty(this, "previewSummary", "");
    private final ObjectProperty<EditPlan> plan = new SimpleObjectProperty<>(this, "plan");
    private final StringProperty status = new SimpleStringProperty(this, "status", "Reading active.yaml…");
    private final ObjectProperty<StatusKind> statusKind = new SimpleObjectProperty<>(this, "statusKind", StatusKind.INFO);
    private final StringProperty confirmation = new SimpleStringProperty(this, "confirmation");
    private final ObjectProperty<EditOutcome.Conflict> conflict = new SimpleObjectProperty<>(this, "conflict");
    private final BooleanProperty busy = new SimpleBooleanProperty(this, "busy", true);
    private final StringProperty pathText = new SimpleStringProperty(this, "pathText", "");
    private final BooleanProperty offerAgentStopped = new SimpleBooleanProperty(this, "offerAgentStopped");
    private boolean agentStopped;
    private EditBase base;
    private Cancellation validating = new Cancellation();

    public SectionEditorViewModel(EditSession session, Target target) {
        this.session = session;
        this.target = target;
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
            setStatus(StatusKind.INFO, loaded.fromAgent()
                    ? "Editing the agent's state as of cycle " + loaded.agentCycle() + ". Nothing is sent until you apply."
                    : "Editing a copy of active.yaml. Nothing is written until you apply.");
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
        return org.scratchpadinspector.core.yaml.PyYamlWriter.dump(base.version().state().get(name)).stripTrailing();
    }

    /** The operator changed the edit: the last outcome no longer describes what Apply would do. */
    private void edited() {
        if (base != null && !busy.get() && statusKind.get() != StatusKind.INFO) {
            setStatus(StatusKind.INFO, "Nothing is written until you apply. (Earlier edits: see the list below.)");
        }
        validate();
    }

    private void validate() {
        validating.cancel();
        if (base == null) {
            return;
        }
        conflict.set(null);
        confirmation.set(null);
        plan.set(null); // never apply a plan made from an older text than the one shown
        EditBase on = base;
        SectionOperation op = operation.get();
        String name = chosenSection();
        String value = text.get();
        validating = session.editorRunner().submit("validate edit", cancel -> target == Target.WHOLE_FILE
                        ? Validation.ofWholeFile(on, value, cancel) : Validation.ofSection(on, op, name, value, cancel),
                this::show, error -> setStatus(StatusKind.ERROR, "Could not check the edit: " + error.getMessage()));
    }

    private void show(Validation validation) {
        EditOutcome.Refused refused = validation.refusal();
        if (refused != null) {
            plan.set(null);
            preview.clear();
            previewSummary.set("");
            problem.set(refused.yamlProblem().filter(p -> p.hasPosition())
                    .map(p -> "Line " + p.line() + ", column " + p.column() + ": " + p.reason())
                    .orElse(refused.message()));
            problemLine.set(refused.yamlProblem().map(p -> p.line()).orElse(0));
            problemColumn.set(refused.yamlProblem().map(p -> p.column()).orElse(0));
            return;
        }
        EditPlan planned = validation.plan();
        problem.set(null);
        problemLine.set(0);
        problemColumn.set(0);
        plan.set(planned);
        preview.setAll(validation.preview());
        previewSummary.set(summary(planned, validation.preview()));
    }

    private static String summary(EditPlan planned, List<DiffLine> lines) {
        if (planned.changesNothing()) {
            return "No change: the state would stay as it is.";
        }
        long added = lines.stream().filter(l -> l.kind() == DiffLine.Kind.ADDED).count();
        long removed = lines.stream().filter(l -> l.kind() == DiffLine.Kind.REMOVED).count();
        String types = planned.needsConfirmation() ? "  ⚠ type change: " + String.join("; ",
                planned.typeChanges().stream().map(t -> t.message()).toList()) : "";
        return "+" + added + " −" + removed + " lines · changes " + String.join(", ", planned.changedSections()) + types;
    }

    /** Applies the previewed plan by the current path; a type change first asks for {@link #confirmTypeChange()}. */
    public void apply() {
        submit(false);
    }

    /** "The agent is stopped: write now": written at once although a cycle looks running, and journaled so. */
    public void applyAgentStopped() {
        agentStopped = true;
        submit(false);
    }

    /** Whether to offer {@link #applyAgentStopped()}: an edit in Files mode would be queued behind a running cycle. */
    public BooleanProperty offerAgentStoppedProperty() {
        return offerAgentStopped;
    }

    /** The operator confirmed the type change shown: apply with it confirmed. */
    public void confirmTypeChange() {
        submit(true);
    }

    public void cancelConfirmation() {
        agentStopped = false;
        confirmation.set(null);
        setStatus(StatusKind.INFO, "Not applied: the type change was not confirmed.");
    }

    private void submit(boolean confirmed) {
        EditPlan planned = plan.get();
        if (planned == null || busy.get()) {
            return;
        }
        busy.set(true);
        confirmation.set(null);
        if (agentStopped) {
            session.submitAgentStopped(planned, confirmed, this::submitted);
        } else {
            session.submit(planned, confirmed, base, this::submitted);
        }
    }

    private void submitted(Submission submission) {
        busy.set(false);
        if (!(submission instanceof Submission.NotWritten n && n.outcome() instanceof EditOutcome.NeedsConfirmation)) {
            agentStopped = false;
        }
        if (submission instanceof Submission.Written written) {
            setStatus(StatusKind.OK, "Written to active.yaml (" + written.applied().operation() + "). Undo: Memory → Undo Last Edit.");
            rebase();
        } else if (submission instanceof Submission.Queued queued) {
            setStatus(StatusKind.WARNING, queued.runningCycle() == null
                    ? "Queued: a command step is running. It is written when the step ends."
                    : "Queued: cycle " + queued.runningCycle() + " is running. It is written when the cycle ends.");
        } else if (submission instanceof Submission.Injected injected) {
            setStatus(StatusKind.WARNING, "Sent to the agent as " + injected.sent().injectionId()
                    + ": queued until its next safe point. Watch the edits list for the cycle it lands in.");
        } else if (submission instanceof Submission.NotWritten notWritten) {
            showNotWritten(notWritten.outcome());
        }
    }

    private void showNotWritten(EditOutcome outcome) {
        if (outcome instanceof EditOutcome.NeedsConfirmation needs) {
            confirmation.set(needs.message());
            setStatus(StatusKind.WARNING, "Not applied yet: " + needs.message() + ".");
        } else if (outcome instanceof EditOutcome.Conflict c) {
            conflict.set(c);
            setStatus(StatusKind.ERROR, c.message() + ". Compare base, theirs and yours below.");
        } else {
            setStatus(StatusKind.ERROR, "Not applied: " + outcome.message());
        }
    }

    /** After a conflict: the same section operation planned on theirs, shown for review before applying. */
    public void reapplyOnTheirs() {
        EditOutcome.Conflict c = conflict.get();
        if (c == null || !c.canReapply()) {
            return;
        }
        base = EditBase.ofFile(c.theirs());
        conflict.set(null);
        PlanResult again = c.reapplyOnTheirs();
        Validation validation = again instanceof EditPlan p
                ? new Validation(p, DiffLine.diff(p.decodedBase(), p.decodedResult(), Validation.CONTEXT_LINES, Cancellation.NONE))
                : new Validation(again, List.of());
        show(validation);
        setStatus(again instanceof EditPlan ? StatusKind.INFO : StatusKind.ERROR, again instanceof EditPlan
                ? "Your edit, re-applied on their version: review the preview, then apply."
                : "Cannot re-apply on theirs: " + ((EditOutcome.Refused) again).message());
    }

    /** Starts over on the version on disk now (after a conflict), keeping the text. */
    public void reload() {
        conflict.set(null);
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
        if (mode == EditMode.ATTACHED && target == Target.SECTION) {
            pathText.set("Attached · injected into the agent, applied at its next safe point");
        } else if (mode == EditMode.COMMAND && session.commandStepRunning()) {
            pathText.set("Command · a step is running: the edit is queued until it ends");
        } else if (running != null) {
            pathText.set(mode.label() + " · cycle " + running + " is running: the edit is queued until it ends");
        } else {
            pathText.set(mode.label() + " · " + (mode == EditMode.COMMAND ? "between steps: " : "no cycle running: ")
                    + "written to active.yaml now (atomic, previous version kept for undo)");
        }
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
        return problem;
    }

    public IntegerProperty problemLineProperty() {
        return problemLine;
    }

    public IntegerProperty problemColumnProperty() {
        return problemColumn;
    }

    public ObservableList<DiffLine> preview() {
        return preview;
    }

    public StringProperty previewSummaryProperty() {
        return previewSummary;
    }

    public ObjectProperty<EditPlan> planProperty() {
        return plan;
    }

    public StringProperty statusProperty() {
        return status;
    }

    public ObjectProperty<StatusKind> statusKindProperty() {
        return statusKind;
    }

    /** The type change to confirm, or null. */
    public StringProperty confirmationProperty() {
        return confirmation;
    }

    public ObjectProperty<EditOutcome.Conflict> conflictProperty() {
        return conflict;
    }

    /** Where an edit would go if applied now (the path), one line. */
    public StringProperty pathTextProperty() {
        return pathText;
    }

    public BooleanProperty busyProperty() {
        return busy;
    }

    public BooleanBinding canApplyBinding() {
        return Bindings.createBooleanBinding(() -> plan.get() != null && !busy.get() && !plan.get().changesNothing()
                && conflict.get() == null, plan, busy, conflict);
    }

    public EditSession session() {
        return session;
    }
}
