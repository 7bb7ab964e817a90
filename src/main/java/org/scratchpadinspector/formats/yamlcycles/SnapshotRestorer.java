package org.scratchpadinspector.formats.yamlcycles;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.ByteBuffer;
import org.scratchpadinspector.engine.edit.EditOutcome;
import org.scratchpadinspector.engine.edit.EditPlan;
import org.scratchpadinspector.engine.edit.EditRequest;
import org.scratchpadinspector.formats.yamlcycles.MemoryEditor;
import org.scratchpadinspector.engine.edit.PlanResult;
import org.scratchpadinspector.formats.yamlcycles.CycleId;
import org.scratchpadinspector.formats.yamlcycles.CycleIndex;
import org.scratchpadinspector.formats.yamlcycles.Side;

/**
 * Restore: a past snapshot becomes active.yaml through the editor's safe write (refused while a cycle runs,
 * atomic, the replaced version kept for undo, journaled as {@code restore ID:before}). The snapshot's bytes are
 * written exactly as the agent wrote them with PyYAML, so the agent reads back the very state it had.
 */
public final class SnapshotRestorer {
    private final MemoryEditor editor;

    public SnapshotRestorer(MemoryEditor editor) {
        this.editor = editor;
    }

    /** The plan of restoring {@code id}'s {@code side}, or why it is refused. Writes nothing. */
    public PlanResult plan(CycleId id, Side side) throws IOException {
        CycleIndex index = CycleIndex.scan(editor.location());
        int at = index.indexOf(id);
        String source = id + ":" + side.name().toLowerCase(java.util.Locale.ROOT);
        if (at < 0) {
            return refused("no cycle " + id + " in " + editor.location().directory());
        }
        Path file = editor.location().snapshot(id, side);
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            return refused(source + " cannot be restored: " + file.getFileName()
                    + (Files.exists(file, LinkOption.NOFOLLOW_LINKS) ? " is not a plain file" : " does not exist"));
        }
        byte[] bytes = Files.readAllBytes(file);
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return refused(source + " cannot be restored: " + file.getFileName() + " is not UTF-8 text");
        }
        PlanResult planned = editor.prepare(new EditRequest.RestoreSnapshot(source, text));
        if (planned instanceof EditOutcome.Refused refused) {
            return refused(source + " cannot be restored: " + refused.message());
        }
        return planned;
    }

    /** Plans and writes; a type change needs no confirmation (the state was the agent's own). */
    public EditOutcome restore(CycleId id, Side side) throws IOException {
        PlanResult planned = plan(id, side);
        if (planned instanceof EditOutcome.Refused refused) {
            return refused;
        }
        return editor.apply((EditPlan) planned, true);
    }

    private static EditOutcome.Refused refused(String message) {
        return new EditOutcome.Refused(EditOutcome.Refused.Reason.INVALID, message, null, null);
    }
}
