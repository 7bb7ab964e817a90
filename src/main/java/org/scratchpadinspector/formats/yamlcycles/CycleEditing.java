package org.scratchpadinspector.formats.yamlcycles;

import org.scratchpadinspector.engine.edit.SectionOperation;
import org.scratchpadinspector.engine.edit.EditRequest;
import org.scratchpadinspector.engine.edit.PlanResult;
import org.scratchpadinspector.engine.edit.EditPlan;
import org.scratchpadinspector.engine.edit.EditOutcome;
import org.scratchpadinspector.engine.edit.MemoryVersion;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.ByteBuffer;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.scratchpadinspector.pyyaml.YamlProblem;
import org.scratchpadinspector.model.EditAction;
import org.scratchpadinspector.model.EditPreview;
import org.scratchpadinspector.model.Editing;
import org.scratchpadinspector.model.UnitId;

/**
 * Seed 000's edits of active.yaml as the Editing facet: the section operations (YAML values, literal texts,
 * {@code update_scratchpad}'s mapping, a whole file) and restoring a snapshot, planned by the
 * {@link MemoryEditor} and written by it through the one safe write (refused while a cycle runs unless the
 * operator says the agent is stopped, a type change only when confirmed). A preview is made on active.yaml as it
 * is now; applying plans it again and writes only if the file is still the version previewed.
 */
final class CycleEditing implements Editing {
    static final String REPLACE = "replace";
    static final String APPEND = "append";
    static final String UPDATE = "update";
    static final String FILE = "file";
    static final String RESTORE = "restore";

    private static final List<EditAction> ACTIONS = List.of(
            new EditAction(REPLACE, "Replace a section with a YAML value", List.of("section", "value")),
            new EditAction(APPEND, "Append a YAML value (text to a text section)", List.of("section", "value")),
            new EditAction(EditAction.REPLACE_SECTION, "Replace a section with a text", List.of("section", "text")),
            new EditAction(EditAction.APPEND_SECTION, "Append a text to a section", List.of("section", "text")),
            new EditAction(EditAction.CLEAR_SECTION, "Clear a section", List.of("section")),
            new EditAction(UPDATE, "update_scratchpad with a mapping", List.of("value")),
            new EditAction(FILE, "Replace the whole file", List.of("text")));

    private final Scratchpad pad;
    private final MemoryEditor editor;

    CycleEditing(Scratchpad pad) {
        this.pad = pad;
        this.editor = new MemoryEditor(pad.location(), Clock.systemUTC(), pad.liveness());
    }

    @Override
    public List<EditAction> actions(UnitId unit) {
        return unit == null ? ACTIONS : List.of();
    }

    @Override
    public EditPreview preview(UnitId unit, String action, Map<String, String> args) throws IOException {
        if (unit != null) {
            throw new IllegalArgumentException("only active.yaml, the memory now, is edited: a cycle's snapshots are"
                    + " the agent's record (restore one to make it active)");
        }
        EditPlan plan = plan(action, args);
        if (plan.needsConfirmation() && !"true".equals(args.get(EditAction.CONFIRMED))) {
            throw new IllegalArgumentException(new EditOutcome.NeedsConfirmation(plan).message()
                    .replace("confirm the type change", "use --force to confirm the type change"));
        }
        String newText = plan.request() instanceof EditRequest.RestoreSnapshot restore ? restore.text() : plan.resultText();
        return new EditPreview(newestCycle().orElse(null), action, args, pad.location().active(), plan.baseHash(),
                plan.base().exists() ? plan.baseText() : "", newText);
    }

    @Override
    public String apply(EditPreview preview) throws IOException {
        Map<String, String> args = preview.args();
        EditPlan plan = plan(preview.action(), args);
        if (!plan.baseHash().equalsIgnoreCase(preview.baseHash())) {
            throw new IllegalStateException("conflict: " + ScratchpadLocation.ACTIVE + " changed since "
                    + preview.baseHash().toLowerCase(java.util.Locale.ROOT) + " (it is " + plan.baseHash() + " now)");
        }
        boolean confirmed = "true".equals(args.get(EditAction.CONFIRMED)) || RESTORE.equals(preview.action())
                || EditAction.UNDO_INJECTION.equals(preview.action());
        boolean agentStopped = "true".equals(args.get(EditAction.AGENT_STOPPED));
        EditOutcome outcome = agentStopped ? editor.applyAgentStopped(plan, confirmed) : editor.apply(plan, confirmed);
        if (outcome instanceof EditOutcome.Applied applied) {
            String verb = RESTORE.equals(preview.action()) ? "restored " + applied.file() + " from "
                    + args.get("label") + " (" + applied.operation() + ")" : "edited " + applied.file() + ": "
                    + applied.operation();
            return verb + "\nhash " + applied.hashBefore() + " -> " + applied.hashAfter() + "\nprevious version: "
                    + applied.historyEntry() + (agentStopped ? "\njournaled as agent_stopped: "
                    + applied.journalEntry().message() : "")
                    + (applied.warning() == null ? "" : "\nwarning: " + applied.warning());
        }
        if (outcome instanceof EditOutcome.NeedsConfirmation) {
            throw new IllegalStateException(outcome.message().replace("confirm the type change",
                    "use --force to confirm the type change"));
        }
        if (outcome instanceof EditOutcome.CycleRunning) {
            throw new IllegalStateException(outcome.message() + whyRunning()
                    + "; if the agent is stopped, add --agent-stopped");
        }
        throw new IllegalStateException(outcome.message());
    }

    private EditPlan plan(String action, Map<String, String> args) throws IOException {
        if (EditAction.UNDO_INJECTION.equals(action)) {
            return planUndoInjection(args);
        }
        EditRequest request;
        try {
            request = request(action, args);
        } catch (YamlProblem problem) {
            throw new IllegalArgumentException("the value does not parse: " + problem.getMessage());
        }
        PlanResult planned = editor.prepare(request);
        if (planned instanceof EditOutcome.Refused refused) {
            throw new IllegalArgumentException(refused.message());
        }
        return (EditPlan) planned;
    }

    private EditRequest request(String action, Map<String, String> args) throws IOException, YamlProblem {
        String section = args.get("section");
        return switch (action) {
            case FILE -> EditRequest.wholeFile(required(args, "text"));
            case UPDATE -> EditPlanner.section(SectionOperation.UPDATE, null, required(args, "value"));
            case EditAction.CLEAR_SECTION -> EditPlanner.section(SectionOperation.CLEAR, required(args, "section"), null);
            case EditAction.REPLACE_SECTION -> EditRequest.text(SectionOperation.REPLACE, required(args, "section"),
                    required(args, "text"));
            case EditAction.APPEND_SECTION -> EditRequest.text(SectionOperation.APPEND, required(args, "section"),
                    required(args, "text"));
            case REPLACE, APPEND -> {
                SectionOperation op = action.equals(REPLACE) ? SectionOperation.REPLACE : SectionOperation.APPEND;
                MemoryVersion now = editor.readActive();
                yield EditRequest.takesText(now.state(), op, required(args, "section"))
                        ? EditRequest.text(op, section, required(args, "value"))
                        : EditPlanner.section(op, section, required(args, "value"));
            }
            case RESTORE -> restore(required(args, "cycle"), required(args, "side"));
            default -> throw new IllegalArgumentException("unknown edit " + action + ": active.yaml takes "
                    + String.join(", ", ACTIONS.stream().map(EditAction::name).toList()));
        };
    }

    /** The undo of the newest edit, which must be the applied injection {@code args} names. */
    private EditPlan planUndoInjection(Map<String, String> args) throws IOException {
        PlanResult planned = editor.planUndo("true".equals(args.get(EditAction.FORCE)));
        if (planned instanceof EditOutcome.Refused refused) {
            throw new IllegalArgumentException(refused.message());
        }
        EditPlan plan = (EditPlan) planned;
        if (!(plan.request() instanceof EditRequest.UndoInjection undo)
                || !undo.undoes().id().equals(args.get(EditAction.UNDO_ENTRY))) {
            throw new IllegalArgumentException("the newest edit is no longer the injection "
                    + args.get(EditAction.UNDO_ENTRY) + ": undo again");
        }
        return plan;
    }

    /** Restoring a snapshot: its bytes exactly, as the agent wrote them. */
    private EditRequest restore(String cycleText, String side) throws IOException {
        CycleId id = CycleHistory.parseId(cycleText, false);
        Side which = side.equals(CycleHistory.BEFORE) ? Side.BEFORE : Side.AFTER;
        String source = id + ":" + side;
        if (pad.index().indexOf(id) < 0 && CycleIndex.scan(pad.location()).indexOf(id) < 0) {
            throw new IllegalArgumentException("no cycle " + id + " in " + pad.location().directory());
        }
        Path file = pad.location().snapshot(id, which);
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            throw new IllegalArgumentException(source + " cannot be restored: " + file.getFileName()
                    + (Files.exists(file, LinkOption.NOFOLLOW_LINKS) ? " is not a plain file" : " does not exist"));
        }
        byte[] bytes = Files.readAllBytes(file);
        try {
            return new EditRequest.RestoreSnapshot(source,
                    StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString());
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException(source + " cannot be restored: " + file.getFileName()
                    + " is not UTF-8 text");
        }
    }

    private static String required(Map<String, String> args, String name) {
        String value = args.get(name);
        if (value == null) {
            throw new IllegalArgumentException("this edit needs a " + name);
        }
        return value;
    }

    private Optional<UnitId> newestCycle() {
        CycleIndex index = pad.index();
        return index.size() == 0 ? Optional.empty() : Optional.of(UnitId.of(index.id(index.size() - 1).toString()));
    }

    /** Why the newest cycle counts as running, for the line after a refusal. */
    String whyRunning() {
        try {
            CycleIndex index = CycleIndex.scan(pad.location());
            return index.size() == 0 ? "" : " (" + pad.liveness().judge(pad.location(), index, index.size() - 1)
                    .reason() + ")";
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }
}
