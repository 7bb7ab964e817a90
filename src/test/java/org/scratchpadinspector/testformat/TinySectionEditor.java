package org.scratchpadinspector.testformat;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.scratchpadinspector.engine.edit.EditOutcome;
import org.scratchpadinspector.engine.edit.EditPlan;
import org.scratchpadinspector.engine.edit.EditPlanning;
import org.scratchpadinspector.engine.edit.EditRequest;
import org.scratchpadinspector.engine.edit.Hashes;
import org.scratchpadinspector.engine.edit.Journal;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.engine.edit.LostEdit;
import org.scratchpadinspector.engine.edit.MemoryVersion;
import org.scratchpadinspector.engine.edit.PlanResult;
import org.scratchpadinspector.engine.edit.PreviousVersions;
import org.scratchpadinspector.engine.edit.SafeWrite;
import org.scratchpadinspector.engine.edit.SectionEditException;
import org.scratchpadinspector.engine.edit.SectionEditor;
import org.scratchpadinspector.engine.edit.SectionOperation;
import org.scratchpadinspector.model.TextProblem;
import org.scratchpadinspector.engine.edit.UndoTargets;

/**
 * The tiny format's section editor: memory.json is one JSON object of sections, written pretty-printed through the
 * engine's safe write. No unit ever runs (the format has no live agent), so nothing is held or lost. What a format
 * writes to get the window's whole section editor.
 */
final class TinySectionEditor implements SectionEditor, EditPlanning {
    private final Path file;
    private final Clock clock;
    private final Journal journal;
    private final PreviousVersions versions;
    private final SafeWrite safeWrite;

    TinySectionEditor(Path dir, Clock clock) {
        this.file = dir.resolve(TinySource.MEMORY);
        this.clock = clock;
        Path inspector = dir.resolve(".inspector");
        this.journal = new Journal(inspector.resolve(Journal.FILE_NAME));
        this.versions = new PreviousVersions(inspector.resolve("history"));
        this.safeWrite = new SafeWrite(journal, versions, clock);
    }

    @Override
    public EditPlanning planning() {
        return this;
    }

    @Override
    public Journal journal() {
        return journal;
    }

    @Override
    public Clock clock() {
        return clock;
    }

    @Override
    public Path file() {
        return file;
    }

    @Override
    public boolean isMemoryFile(String name) {
        return TinySource.MEMORY.equals(name);
    }

    @Override
    public boolean recordsAUnit(String name) {
        return TinySource.STEPS.equals(name);
    }

    @Override
    public MemoryVersion readCurrent() throws IOException {
        try {
            return versionOf(file, Files.readAllBytes(file));
        } catch (NoSuchFileException e) {
            return new MemoryVersion(file, false, "", Hashes.ABSENT, Map.of(), Map.of(), null);
        }
    }

    @Override
    public Optional<String> runningUnit() {
        return Optional.empty();
    }

    @Override
    public synchronized EditOutcome apply(EditPlan plan, boolean confirmTypeChange, JournalEntry.How how, String ref)
            throws IOException {
        JournalEntry undoes = plan.request() instanceof EditRequest.Restore restore ? restore.undoes() : null;
        JournalEntry entry = JournalEntry.of(clock.instant(), how,
                        undoes != null ? JournalEntry.Status.UNDONE : JournalEntry.Status.APPLIED,
                        plan.request().describe(), plan.sections())
                .withPreview(plan.request().preview(PREVIEW_LENGTH))
                .withRef(undoes != null ? undoes.id() : ref);
        byte[] bytes = plan.request() instanceof EditRequest.Restore restore ? Files.readAllBytes(restore.entry())
                : plan.resultText().getBytes(StandardCharsets.UTF_8);
        SafeWrite.Result result = safeWrite.write(new SafeWrite.Request(file, plan.baseHash(), bytes, entry,
                PreviousVersions.hashLabel(plan.baseHash(), ".json"), SafeWrite.Completeness.ANY));
        if (result instanceof SafeWrite.Written w) {
            return new EditOutcome.Applied(file, plan.request().describe(), w.hashBefore(), w.hashAfter(),
                    w.previous(), w.line(), w.warning());
        }
        if (result instanceof SafeWrite.Changed || result instanceof SafeWrite.Raced) {
            return new EditOutcome.Conflict(plan, readCurrent(), null);
        }
        return new EditOutcome.Refused(EditOutcome.Refused.Reason.BEING_WRITTEN, result.message(), null, null);
    }

    @Override
    public EditOutcome applyAgentStopped(EditPlan plan, boolean confirmTypeChange) throws IOException {
        return apply(plan, confirmTypeChange);
    }

    @Override
    public PlanResult planUndo(boolean force, MemoryVersion agentState) throws IOException {
        JournalEntry target = UndoTargets.newest(journal.read().entries());
        if (target == null) {
            return new EditOutcome.Refused(EditOutcome.Refused.Reason.NOTHING_TO_UNDO, "nothing to undo", null, null);
        }
        Path entry = versions.directory().resolve(target.history());
        MemoryVersion now = readCurrent();
        if (!force && !now.hash().equalsIgnoreCase(target.hashAfter())) {
            return new EditOutcome.Refused(EditOutcome.Refused.Reason.CHANGED_SINCE_EDIT,
                    TinySource.MEMORY + " changed since " + target.operation(), null, null);
        }
        return plan(new EditRequest.Restore(entry, Files.readString(entry), target), now);
    }

    @Override
    public List<LostEdit> detectAndMarkLost() {
        return List.of();
    }

    @Override
    public OutsideWriteWatch outsideWrites() {
        return Optional::empty;
    }

    // the format's syntax: JSON

    @Override
    public PlanResult plan(EditRequest request, MemoryVersion base) {
        Map<String, Object> result;
        String text;
        if (request instanceof EditRequest.Section section) {
            if (!base.isReadable()) {
                return new EditOutcome.Refused(EditOutcome.Refused.Reason.UNREADABLE_FILE,
                        "memory.json does not read", base.problem(), null);
            }
            try {
                result = section.edit().applyTo(base.state());
            } catch (SectionEditException e) {
                return new EditOutcome.Refused(EditOutcome.Refused.Reason.TYPE_CLASH, e.getMessage(), null, null);
            }
            text = valueText(result);
        } else if (request instanceof EditRequest.Restore restore) {
            text = restore.text();
            result = versionOf(restore.entry(), text.getBytes(StandardCharsets.UTF_8)).state();
        } else if (request instanceof EditRequest.RestoreSnapshot restore) {
            MemoryVersion read = versionOf(file, restore.text().getBytes(StandardCharsets.UTF_8));
            if (!read.isReadable()) {
                return new EditOutcome.Refused(EditOutcome.Refused.Reason.INVALID_TEXT, read.problem().getMessage(),
                        read.problem(), restore.text());
            }
            text = restore.text();
            result = read.state();
        } else if (request instanceof EditRequest.WholeFile whole) {
            MemoryVersion read = versionOf(file, whole.text().getBytes(StandardCharsets.UTF_8));
            if (!read.isReadable()) {
                return new EditOutcome.Refused(EditOutcome.Refused.Reason.INVALID_TEXT, read.problem().getMessage(),
                        read.problem(), whole.text());
            }
            text = whole.text();
            result = read.state();
        } else {
            return new EditOutcome.Refused(EditOutcome.Refused.Reason.INVALID, "not an edit of memory.json", null, null);
        }
        Map<String, Object> shown = result == null ? Map.of() : result;
        return new EditPlan(request, base, text, shown,
                changedSections(base.isReadable() ? base.state() : Map.of(), shown), List.of(), this);
    }

    @Override
    public EditRequest.Section sectionRequest(Map<String, Object> state, SectionOperation op, String section,
                                              String valueText) throws TextProblem {
        if (EditRequest.takesText(state, op, section)) {
            return EditRequest.text(op, section, valueText);
        }
        Object value = op == SectionOperation.CLEAR ? null : parse(valueText);
        return new EditRequest.Section(new org.scratchpadinspector.engine.edit.SectionEdit(section, op, value));
    }

    @Override
    @SuppressWarnings("unchecked")
    public MemoryVersion versionOf(Path path, byte[] bytes) {
        String text = new String(bytes, StandardCharsets.UTF_8);
        try {
            Object parsed = parse(text);
            if (!(parsed instanceof Map<?, ?>)) {
                return new MemoryVersion(path, true, text, Hashes.sha256(bytes), null, null,
                        new TextProblem("memory.json must be one object of sections"));
            }
            Map<String, Object> state = (Map<String, Object>) parsed;
            return new MemoryVersion(path, true, text, Hashes.sha256(bytes), state, state, null);
        } catch (TextProblem problem) {
            return new MemoryVersion(path, true, text, Hashes.sha256(bytes), null, null, problem);
        }
    }

    @Override
    public String valueText(Object value) {
        try {
            return TinySource.JSON.writerWithDefaultPrettyPrinter().writeValueAsString(value) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(e);
        }
    }

    @Override
    public String decoded(Map<String, Object> state) {
        return valueText(state);
    }

    @Override
    public List<String> changedSections(Map<String, Object> base, Map<String, Object> result) {
        List<String> changed = new ArrayList<>();
        Map<String, Object> all = new LinkedHashMap<>(base);
        all.putAll(result);
        for (String key : all.keySet()) {
            if (!Objects.equals(base.get(key), result.get(key)) || base.containsKey(key) != result.containsKey(key)) {
                changed.add(key);
            }
        }
        return changed;
    }

    private static Object parse(String text) throws TextProblem {
        try {
            return TinySource.JSON.readValue(text, Object.class);
        } catch (JsonProcessingException e) {
            var at = e.getLocation();
            throw new TextProblem(at == null ? 0 : at.getLineNr(), at == null ? 0 : at.getColumnNr(),
                    e.getOriginalMessage(), e);
        }
    }
}
