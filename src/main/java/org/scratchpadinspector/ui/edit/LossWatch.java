package org.scratchpadinspector.ui.edit;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.HashSet;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.engine.edit.LostEdit;
import org.scratchpadinspector.engine.edit.SectionEditor;
import org.scratchpadinspector.ui.common.TaskRunner;

/**
 * The loud part of rule 7 for one window: runs lost-edit detection after a cycle's snapshots appear, looks at
 * each change of active.yaml for a write by another program during a running cycle, and keeps the text of the
 * red bar. Each loss is announced once, however many ways it is found (the files, the agent's event).
 * Used on the UI thread; the reading and journaling run on the task runner.
 */
final class LossWatch {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss").withZone(ZoneId.systemDefault());

    private final TaskRunner runner;
    private final BiConsumer<String, String> rowLost;
    private final Runnable journalChanged;
    private final Consumer<String> failed;
    private final ReadOnlyStringWrapper alert = new ReadOnlyStringWrapper(this, "lostAlert");
    private final Set<String> announced = new HashSet<>();
    private SectionEditor editor;
    private SectionEditor.OutsideWriteWatch outsideWrites;

    /**
     * @param rowLost        (key of the edit's row, detail) for each loss
     * @param journalChanged called when the journal got lines
     * @param failed         one line when a check could not run
     */
    LossWatch(TaskRunner runner, BiConsumer<String, String> rowLost, Runnable journalChanged, Consumer<String> failed) {
        this.runner = runner;
        this.rowLost = rowLost;
        this.journalChanged = journalChanged;
        this.failed = failed;
    }

    void open(SectionEditor newEditor) {
        editor = newEditor;
        outsideWrites = newEditor == null ? null : newEditor.outsideWrites();
        announced.clear();
        alert.set(null);
        lookAtActive();
    }

    /** After a change of active.yaml: announces at once a write by another program while a cycle runs. */
    void lookAtActive() {
        SectionEditor.OutsideWriteWatch watch = outsideWrites;
        if (watch == null) {
            return;
        }
        String file = fileName(editor);
        runner.submit("look at " + file, watch::look, found -> found.ifPresent(write -> {
            if (watch == outsideWrites) {
                say(write + ". Journaled; it is reported lost if the cycle's end overwrites it.");
                journalChanged.run();
            }
        }), error -> failed.accept("Could not look at " + file + ": " + error.getMessage()));
    }

    /** After a cycle's snapshot appeared: checks every journaled edit and marks what was lost. */
    void detect() {
        SectionEditor current = editor;
        if (current == null) {
            return;
        }
        runner.submit("detect lost edits", current::detectAndMarkLost, lost -> {
            if (current != editor || lost.isEmpty()) {
                return;
            }
            for (LostEdit l : lost) {
                lost(l.edit(), l.wipedByCrash() ? "wiped by the crash of cycle " + l.nextCycle()
                        : l.overwrittenBy() == null ? "overwritten by another writer"
                        : "overwritten when cycle " + l.overwrittenBy() + " ended", alert(l, fileName(current)));
            }
            journalChanged.run();
        }, error -> failed.accept("Could not check for lost edits: " + error.getMessage()));
    }

    /** A loss learnt of elsewhere (the agent's injection_lost): the row and the bar, once per edit. */
    void lost(JournalEntry line, String detail, String loudLine) {
        // a queued edit's or an injection's row is keyed by its first line, which the later lines name in ref
        String key = line.ref() != null && line.status() != JournalEntry.Status.UNDONE ? line.ref() : line.id();
        rowLost.accept(key, detail);
        if (announced.add(key)) {
            say(loudLine);
        }
    }

    private void say(String text) {
        alert.set(alert.get() == null ? text : alert.get() + "\n" + text);
    }

    void dismiss() {
        alert.set(null);
    }

    ReadOnlyStringProperty alertProperty() {
        return alert.getReadOnlyProperty();
    }

    private static String fileName(SectionEditor editor) {
        return editor == null ? "the memory file" : String.valueOf(editor.file().getFileName());
    }

    /** The loud line: what was lost in {@code file}, when it was written, which cycle overwrote it, what to do. */
    static String alert(LostEdit lost, String file) {
        String when = TIME.format(lost.edit().writtenAt() != null ? lost.edit().writtenAt() : lost.edit().time());
        String who;
        if (lost.wipedByCrash()) {
            who = "cycle " + lost.nextCycle() + " crashed and its crash path replaced " + String.join(", ", lost.sections());
        } else if (lost.overwrittenBy() == null) {
            who = "another writer changed " + file + " after it";
        } else {
            who = "cycle " + lost.overwrittenBy() + " was running and overwrote it when it ended";
        }
        String what = lost.edit().how() == JournalEntry.How.OUTSIDE
                ? "the outside write to " + file + " (" + String.join(", ", lost.sections()) + ")"
                : lost.edit().how() == JournalEntry.How.INJECTED ? "injected " + lost.edit().operation()
                : lost.edit().operation();
        return "LOST EDIT: " + what + " (written " + when + ") is not in the " + lost.snapshot() + " of cycle "
                + lost.nextCycle() + ": " + who + ". Apply it again.";
    }
}
