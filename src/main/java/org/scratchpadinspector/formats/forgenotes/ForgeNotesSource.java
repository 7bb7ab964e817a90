package org.scratchpadinspector.formats.forgenotes;

import java.nio.file.Files;
import java.nio.file.Path;
import org.scratchpadinspector.engine.files.SymlinkCheck;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.model.Capabilities;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.UnitEvent;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitState;
import org.scratchpadinspector.model.UnitStatus;

/**
 * A folder of Forge sessions (or one session): a unit per tool call, {@code <session>#<n>}, its notes before and
 * after as states; a session whose files are unreadable or malformed gets a unit of its own, {@code <session>},
 * listed before its calls.
 */
final class ForgeNotesSource implements MemorySource {
    static final String CALL = "call";
    static final String SESSION = "session";
    static final List<String> CALL_STATES = List.of("before", "after");

    private final Path root;
    private final SessionReader reader;
    /** One history per source: the states its listing read are what a later load of a listed point finds. */
    private final NotesHistory notesHistory = new NotesHistory(this);

    ForgeNotesSource(Path root) {
        this.root = root;
        this.reader = new SessionReader(root);
    }

    @Override
    public Path directory() {
        return root;
    }

    @Override
    public String format() {
        return ForgeNotesProvider.NAME;
    }

    @Override
    public Capabilities capabilities() {
        return ForgeNotesProvider.CAPABILITIES;
    }

    @Override
    public List<Unit> units(Cancellation cancellation, Consumer<Unit> each) {
        List<Unit> units = new ArrayList<>();
        for (Session session : sessions(cancellation)) {
            for (Unit unit : units(session)) {
                units.add(unit);
                each.accept(unit);
            }
        }
        return units;
    }

    @Override
    public Optional<UnitDetail> detail(UnitId id, Cancellation cancellation) {
        String text = id.text();
        Path whole = folder(text);
        if (whole != null) {
            Session session = reader.read(whole);
            return session.fileStatus() == null ? Optional.empty() : Optional.of(sessionDetail(session));
        }
        int hash = text.lastIndexOf('#');
        Path folder = hash < 0 ? null : folder(text.substring(0, hash));
        if (folder == null) {
            return Optional.empty();
        }
        Session session = reader.read(folder);
        int n;
        try {
            n = Integer.parseInt(text.substring(hash + 1));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
        if (n < 1 || n > session.steps().size()) {
            return Optional.empty();
        }
        NotesReplay.Step step = session.steps().get(n - 1);
        List<UnitEvent> timeline = new ArrayList<>();
        session.steps().forEach(s -> timeline.addAll(NotesRendering.events(s.call())));
        return Optional.of(new UnitDetail(callUnit(session, step),
                List.of(UnitState.of("before", NotesRendering.state(NotesReplay.notesBefore(session.steps(), n - 1))),
                        UnitState.of("after", NotesRendering.state(NotesReplay.notesAfter(session.steps(), n - 1)))),
                NotesRendering.changes(step.changes()), timeline));
    }

    @Override
    public <F> Optional<F> facet(Class<F> type) {
        if (type == org.scratchpadinspector.model.History.class) {
            return Optional.of(type.cast(notesHistory));
        }
        return MemorySource.super.facet(type);
    }

    @Override
    public String lacks(Class<?> facet) {
        if (facet == org.scratchpadinspector.model.Editing.class || facet == org.scratchpadinspector.model.TimeTravel.class) {
            return ForgeNotesProvider.NAME + " is read-only: its notes live in the agent's memory, and a session's"
                    + " conversation is its record";
        }
        return MemorySource.super.lacks(facet);
    }

    /** The substring of the query; its {@code tag:} filters are no text of a state. */
    @Override
    public List<String> searchTexts(String query) {
        String text = NotesQuery.parse(query).text();
        return text.isEmpty() ? List.of() : List.of(text);
    }

    @Override
    public List<UnitId> search(String query, Cancellation cancellation) {
        NotesQuery q = NotesQuery.parse(query);
        List<UnitId> found = new ArrayList<>();
        for (Session session : sessions(cancellation)) {
            if (session.fileStatus() != null && q.matchesText(String.join("\n", session.problems()))) {
                found.add(sessionId(session));
            }
            for (NotesReplay.Step step : session.steps()) {
                if (q.matches(step)) {
                    found.add(callId(session, step));
                }
            }
        }
        return found;
    }

    /** The sessions in name order: the root itself when it is one session folder. */
    List<Session> sessions(Cancellation cancellation) {
        List<Path> folders = SessionFolders.isSession(root) ? List.of(root) : SessionFolders.sessions(root);
        List<Session> sessions = new ArrayList<>();
        for (Path folder : folders) {
            cancellation.check();
            sessions.add(reader.read(folder));
        }
        return sessions;
    }

    private Path folder(String session) {
        if (SessionFolders.isSession(root)) {
            return root.getFileName() != null && root.getFileName().toString().equals(session) ? root : null;
        }
        if (session.isEmpty() || session.startsWith(".") || session.contains("/") || session.equals("..")) {
            return null;
        }
        Path folder = root.resolve(session);
        boolean listed = Files.isDirectory(folder) && SymlinkCheck.refusal(folder, root) == null
                && (SessionFolders.isSession(folder) || !SessionFolders.searchable(folder));
        return listed ? folder : null;
    }

    /** What the listing left out, and why: links out of the folder, entries that are no session, counted. */
    @Override
    public List<String> notes() {
        List<String> notes = new ArrayList<>();
        notes.add(LAYOUT);
        notes.addAll(SessionFolders.isSession(root) ? List.of() : SessionFolders.list(root).notes());
        return notes;
    }

    /** What no released Forge writes: said on every listing, so nobody takes it for the agent's own files. */
    static final String LAYOUT = "the ADR's layout (conversation.json and notes.json, as docs/adr/0032 describes them);"
            + " the released Forge writes .forge/context/*-context.json snapshots instead, read by the forge format";

    private static List<Unit> units(Session session) {
        List<Unit> units = new ArrayList<>();
        if (session.fileStatus() != null) {
            units.add(sessionUnit(session));
        }
        session.steps().forEach(step -> units.add(callUnit(session, step)));
        return units;
    }

    static Unit callUnit(Session session, NotesReplay.Step step) {
        Call call = step.call();
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("session", session.name());
        fields.put("tool", call.tool());
        if (call.outcome() == Call.Outcome.FAILED) {
            fields.put("error", call.error());
        }
        List<String> problems = new ArrayList<>(call.problems());
        problems.addAll(step.problems());
        return new Unit(ForgeNotesProvider.NAME, CALL, callId(session, step), status(call), step.flags(), problems,
                fields, CALL_STATES);
    }

    private static UnitStatus status(Call call) {
        return switch (call.outcome()) {
            case OK -> UnitStatus.of("ok", Severity.OK);
            case FAILED -> UnitStatus.of("failed", Severity.FAILURE);
            case PENDING -> new UnitStatus("pending", Severity.NOTICE, "the conversation ends with this call: the tool"
                    + " is still running, or the agent stopped before its result");
            case NO_RESULT -> new UnitStatus("no_result", Severity.WARNING, NotesRendering.whyNoResult(call));
        };
    }

    private static Unit sessionUnit(Session session) {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("session", session.name());
        fields.put("calls", session.steps().size());
        return new Unit(ForgeNotesProvider.NAME, SESSION, sessionId(session), session.fileStatus(), session.flags(),
                session.problems(), fields, List.of(Conversation.FILE));
    }

    private UnitDetail sessionDetail(Session session) {
        Path file = session.conversationFile();
        UnitState raw = new UnitState(Conversation.FILE, JsonFile.rawPreview(file, root),
                session.fileStatus().isFailure() || session.fileStatus().key().equals(SessionReader.BEING_WRITTEN)
                        ? List.of(session.problems().get(0)) : List.of());
        List<UnitEvent> timeline = new ArrayList<>();
        session.steps().forEach(s -> timeline.addAll(NotesRendering.events(s.call())));
        return new UnitDetail(sessionUnit(session), List.of(raw), List.of(), timeline);
    }

    static UnitId callId(Session session, NotesReplay.Step step) {
        return UnitId.numbered(session.name(), step.call().n());
    }

    /** Sorts before the session's calls: its key is the calls' prefix. */
    static UnitId sessionId(Session session) {
        return new UnitId(session.name(), session.name() + "#");
    }
}
