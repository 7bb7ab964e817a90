package org.scratchpadinspector.ui.edit;

import java.util.function.Consumer;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.engine.edit.EditOutcome;
import org.scratchpadinspector.engine.edit.EditPlan;
import org.scratchpadinspector.ui.common.TaskRunner;

/**
 * The memory editor's check of the operator's text: validated off the UI thread (an older check is cancelled
 * by a newer one), then shown as the plan with its diff preview and summary, or as the problem with line and
 * column. Used on the UI thread.
 */
final class EditPreview {
    private final TaskRunner runner;
    private final Consumer<String> failed;
    private final StringProperty problem;
    private final IntegerProperty problemLine;
    private final IntegerProperty problemColumn;
    private final ObservableList<DiffLine> preview = FXCollections.observableArrayList();
    private final StringProperty previewSummary;
    private final ObjectProperty<EditPlan> plan;
    private Cancellation validating = new Cancellation();

    /** @param failed one line when the check itself could not run */
    EditPreview(Object bean, TaskRunner runner, Consumer<String> failed) {
        this.runner = runner;
        this.failed = failed;
        problem = new SimpleStringProperty(bean, "problem");
        problemLine = new SimpleIntegerProperty(bean, "problemLine");
        problemColumn = new SimpleIntegerProperty(bean, "problemColumn");
        previewSummary = new SimpleStringProperty(bean, "previewSummary", "");
        plan = new SimpleObjectProperty<>(bean, "plan");
    }

    /** Stops the check under way, if any; its result will not be shown. */
    void cancel() {
        validating.cancel();
    }

    /** Checks the text by {@code work} off the UI thread and shows the result. */
    void validate(TaskRunner.Work<Validation> work) {
        validating = runner.submit("validate edit", work, this::show,
                error -> failed.accept("Could not check the edit: " + error.getMessage()));
    }

    void show(Validation validation) {
        EditOutcome.Refused refused = validation.refusal();
        if (refused != null) {
            plan.set(null);
            preview.clear();
            previewSummary.set("");
            problem.set(EditorTexts.problem(refused));
            problemLine.set(EditorTexts.problemLine(refused));
            problemColumn.set(EditorTexts.problemColumn(refused));
            return;
        }
        EditPlan planned = validation.plan();
        problem.set(null);
        problemLine.set(0);
        problemColumn.set(0);
        plan.set(planned);
        preview.setAll(validation.preview());
        previewSummary.set(EditorTexts.summary(planned, validation.preview()));
    }

    StringProperty problemProperty() {
        return problem;
    }

    IntegerProperty problemLineProperty() {
        return problemLine;
    }

    IntegerProperty problemColumnProperty() {
        return problemColumn;
    }

    ObservableList<DiffLine> preview() {
        return preview;
    }

    StringProperty previewSummaryProperty() {
        return previewSummary;
    }

    ObjectProperty<EditPlan> planProperty() {
        return plan;
    }
}
