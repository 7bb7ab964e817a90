package org.scratchpadinspector.ui.edit;

import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.scratchpadinspector.engine.edit.EditOutcome;
import org.scratchpadinspector.engine.edit.EditPlan;
import org.scratchpadinspector.engine.edit.EditQueue;
import org.scratchpadinspector.engine.edit.EditRequest;
import org.scratchpadinspector.agent.inject.JournaledInjector;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.engine.edit.SectionEditor;
import org.scratchpadinspector.engine.edit.PlanResult;
import org.scratchpadinspector.ui.common.TaskRunner;

/**
 * Sends each edit down its path (README, "Editing memory"): injected into an attached agent, held in the
 * queue while a cycle or a command step runs, or written to active.yaml now; also the base an edit is made
 * on and the undo. Called on the UI thread; reading and writing run on the task runner.
 */
final class EditRouter {
    private final TaskRunner runner;
    private final EditRows rows;
    private final InjectionPath injections;
    private final HeldEdits held;
    private final Supplier<SectionEditor> editor;
    private final Supplier<EditMode> mode;
    private final BooleanSupplier commandRunning;
    private final Runnable agentStoppedWritten;
    private Runnable injected = () -> { };

    /**
     * @param editor              the editor of the open source's memory, or null
     * @param mode                the window's edit mode now
     * @param commandRunning      whether a command step runs now
     * @param agentStoppedWritten called after a write made on the operator's word that the agent is stopped
     */
    EditRouter(TaskRunner runner, EditRows rows, InjectionPath injections, HeldEdits held,
               Supplier<SectionEditor> editor, Supplier<EditMode> mode, BooleanSupplier commandRunning,
               Runnable agentStoppedWritten) {
        this.runner = runner;
        this.rows = rows;
        this.injections = injections;
        this.held = held;
        this.editor = editor;
        this.mode = mode;
        this.commandRunning = commandRunning;
        this.agentStoppedWritten = agentStoppedWritten;
    }

    void loadBase(boolean wholeFile, Consumer<EditBase> onLoaded, Consumer<Throwable> onFailure) {
        SectionEditor current = editor.get();
        if (current == null) {
            onFailure.accept(new IllegalStateException("open a directory whose memory can be edited first"));
            return;
        }
        var client = wholeFile ? null : injections.client();
        runner.submit("read the memory file", () -> client == null
                ? EditBase.ofFile(current.readCurrent(), current.planning())
                : EditBase.ofAgent(current.readCurrent(), client.state(), current.planning()), onLoaded, onFailure);
    }

    void submit(EditPlan plan, boolean confirmTypeChange, EditBase base, Consumer<Submission> done) {
        if (EditPaths.route(plan, base, injections.isReady()) == EditPaths.Route.INJECT) {
            inject(plan, confirmTypeChange, base, done);
        } else {
            writeOrHold(plan, confirmTypeChange, done);
        }
    }

    private void inject(EditPlan plan, boolean confirmTypeChange, EditBase base, Consumer<Submission> done) {
        if (EditPaths.needsConfirmationFirst(plan, confirmTypeChange)) {
            done.accept(new Submission.NotWritten(new EditOutcome.NeedsConfirmation(plan)));
            return;
        }
        EditRequest.Section section = (EditRequest.Section) plan.request();
        String baseHash = base.baseHashFor(section.edit().section());
        byte[] before = base.fromAgent() ? base.version().text().getBytes(java.nio.charset.StandardCharsets.UTF_8) : null;
        runner.submit("inject " + plan.request().describe(), () -> injections.send(section.edit(), baseHash, before,
                null), sent -> {
            injections.follow(sent);
            rows.record(EditPaths.injectedRow(sent));
            injected.run();
            done.accept(new Submission.Injected(sent));
        }, error -> fail("The agent did not take the injection: " + error.getMessage(), done));
    }

    private void writeOrHold(EditPlan plan, boolean confirmTypeChange, Consumer<Submission> done) {
        SectionEditor current = editor.get();
        EditQueue currentQueue = held.queue();
        boolean stepRunning = mode.get() == EditMode.COMMAND && commandRunning.getAsBoolean();
        JournalEntry.How how = EditPaths.how(mode.get());
        runner.submit("apply " + plan.request().describe(),
                () -> EditPaths.writeOrHold(current, currentQueue, plan, confirmTypeChange, how, stepRunning),
                submission -> {
                    if (submission instanceof Submission.Written written) {
                        rows.record(EditPaths.writtenRow(written, how, plan));
                    } else if (submission instanceof Submission.Queued queued) {
                        rows.record(EditPaths.queuedRow(queued, plan));
                    }
                    done.accept(submission);
                }, error -> fail(couldNotWrite(error), done));
    }

    void submitAgentStopped(EditPlan plan, boolean confirmTypeChange, Consumer<Submission> done) {
        SectionEditor current = editor.get();
        runner.submit("apply " + plan.request().describe() + " (agent stopped)",
                () -> EditPaths.written(current.applyAgentStopped(plan, confirmTypeChange)), submission -> {
                    if (submission instanceof Submission.Written written) {
                        rows.record(EditPaths.agentStoppedRow(written, plan));
                        agentStoppedWritten.run();
                    }
                    done.accept(submission);
                }, error -> fail(couldNotWrite(error), done));
    }

    /**
     * A restore: written now or refused, never held (a restore made while a cycle runs would be overwritten when
     * it ends); {@code agentStopped} writes on the operator's word that the agent is stopped.
     */
    void writeNow(EditPlan plan, boolean agentStopped, Consumer<Submission> done) {
        if (agentStopped) {
            submitAgentStopped(plan, true, done);
            return;
        }
        if (mode.get() == EditMode.COMMAND && commandRunning.getAsBoolean()) {
            done.accept(EditPaths.failed("a command step is running: restore once it has ended"));
            return;
        }
        SectionEditor current = editor.get();
        JournalEntry.How how = EditPaths.how(mode.get());
        runner.submit("apply " + plan.request().describe(), () -> EditPaths.written(current.apply(plan, true, how)),
                submission -> {
                    if (submission instanceof Submission.Written written) {
                        rows.record(EditPaths.writtenRow(written, how, plan));
                    }
                    done.accept(submission);
                }, error -> fail(couldNotWrite(error), done));
    }

    /** Injects a section plan made on the agent's state {@code base}, whatever the window's edit mode says. */
    void injectNow(EditPlan plan, EditBase base, Consumer<Submission> done) {
        inject(plan, true, base, done);
    }

    /** Called on the UI thread after each injection the agent accepted (the Agent panel re-reads its queue). */
    void onInjected(Runnable listener) {
        injected = listener == null ? () -> { } : listener;
    }

    boolean injectionReady() {
        return injections.isReady();
    }

    /**
     * Plans undoing the newest edit: attached, an applied injection is undone on the agent's state now (and sent as
     * injections); otherwise on active.yaml.
     */
    void planUndo(Consumer<PlanResult> done) {
        SectionEditor current = editor.get();
        if (current == null) {
            return;
        }
        var client = injections.isReady() ? injections.client() : null;
        runner.submit("plan undo", () -> current.planUndo(false, client == null ? null
                : EditBase.ofAgent(current.readCurrent(), client.state(), current.planning()).version()), done,
                error -> rows.say(error.getMessage()));
    }

    /**
     * Undoes as planned: an applied injection's undo goes to an attached agent as injections (one replace per
     * section, each checked against the section's hash now), else every undo is a safe write to active.yaml.
     */
    void undo(EditPlan plan, Consumer<Submission> done) {
        SectionEditor current = editor.get();
        if (plan.request() instanceof EditRequest.UndoInjection undo && injections.isReady()) {
            injectUndo(undo, done);
            return;
        }
        runner.submit("undo", () -> current.apply(plan, true), outcome -> {
            if (outcome instanceof EditOutcome.Applied applied) {
                rows.record(EditPaths.undoneRow(applied));
                done.accept(new Submission.Written(applied));
            } else {
                done.accept(new Submission.NotWritten(outcome));
            }
        }, error -> rows.say("Could not undo: " + error.getMessage()));
    }

    private void injectUndo(EditRequest.UndoInjection undo, Consumer<Submission> done) {
        var client = injections.client();
        runner.submit("inject " + undo.describe(), () -> {
            var state = client.state();
            java.util.List<JournaledInjector.Sent> sent = new java.util.ArrayList<>();
            for (var edit : undo.injections()) {
                String hash = state.sections() == null ? null : state.sections().get(edit.section());
                sent.add(injections.send(edit, hash, null, undo.undoes()));
            }
            return sent;
        }, sent -> {
            sent.forEach(one -> {
                injections.follow(one);
                rows.record(EditPaths.injectedRow(one));
            });
            injected.run();
            done.accept(new Submission.Injected(sent.get(sent.size() - 1)));
        }, error -> fail("The agent did not take the undo: " + error.getMessage(), done));
    }

    /** Why a write could not be made, naming the file. */
    private String couldNotWrite(Throwable error) {
        SectionEditor current = editor.get();
        return "Could not write " + (current == null ? "the memory file" : current.file().getFileName()) + ": "
                + error.getMessage();
    }

    private void fail(String text, Consumer<Submission> done) {
        rows.say(text);
        done.accept(EditPaths.failed(text));
    }
}
