package org.scratchpadinspector.formats.mempalace;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.scratchpadinspector.engine.cache.UnitRowCache;
import org.scratchpadinspector.engine.files.SymlinkCheck;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.Capabilities;
import org.scratchpadinspector.model.MemorySource;
import org.scratchpadinspector.model.Severity;
import org.scratchpadinspector.model.Unit;
import org.scratchpadinspector.model.UnitDetail;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.model.UnitState;
import org.scratchpadinspector.model.UnitStatus;

/**
 * A folder of MemPalace sessions: a unit per session file, {@code live} or {@code expired} at the judged time
 * ({@link SourceOptions#now()}), {@code unreadable} when the file does not read as a session.
 */
final class MemPalaceSource implements MemorySource {
    /** The version of a session's row rules: change it with any rule of {@link #unit} or of reading a session. */
    static final String RULES = "1";
    private final Path directory;
    private final SessionFolder folder;
    private final SourceOptions options;
    private final SessionEdits edits;
    /** One history per source: the states its listing read are what a later load of a listed point finds. */
    private final EntryHistory entryHistory;

    MemPalaceSource(Path directory, Path sessions, SourceOptions options) {
        this.directory = directory;
        this.folder = new SessionFolder(sessions);
        this.options = options;
        this.entryHistory = new EntryHistory(folder, options);
        this.edits = new SessionEdits(folder, options);
    }

    @Override
    public Path directory() {
        return directory;
    }

    @Override
    public String format() {
        return MemPalaceProvider.NAME;
    }

    @Override
    public Capabilities capabilities() {
        return MemPalaceProvider.CAPABILITIES;
    }

    @Override
    public List<Unit> units(Cancellation cancellation, Consumer<Unit> each) {
        List<Unit> units = new ArrayList<>();
        Instant at = options.now();
        UnitRowCache rows = SymlinkCheck.refusal(folder.directory(), directory) == null
                ? UnitRowCache.open(MemPalaceProvider.NAME, RULES, folder.directory())
                : UnitRowCache.none();
        for (String name : folder.sessionFiles()) {
            if (cancellation.isCancelled()) {
                break;
            }
            String id = name.substring(0, name.length() - ".json".length());
            long[] stamp = UnitRowCache.stamp(folder.file(id));
            Unit cached = rows.get(name, stamp);
            Unit unit = cached == null ? null : judged(cached, at);
            if (unit == null) {
                unit = unit(folder.read(id, stamp), at);
                if (unit.equals(judged(unit, at))) {
                    rows.put(name, stamp, unit);
                }
            }
            units.add(unit);
            each.accept(unit);
        }
        rows.save(folder.directory(), MemPalaceProvider.NAME);
        return units;
    }

    @Override
    public Optional<UnitDetail> detail(UnitId id, Cancellation cancellation) {
        Optional<String> found = folder.find(id.text());
        if (found.isEmpty()) {
            return Optional.empty();
        }
        Instant at = options.now();
        SessionRead read = folder.read(found.get());
        Unit unit = unit(read, at);
        if (!read.readable()) {
            List<UnitState> states = List.of(new UnitState(SessionRenderer.PREVIOUS, "", read.problems()),
                    new UnitState(SessionRenderer.CURRENT, read.raw(), read.problems()));
            return Optional.of(new UnitDetail(unit, states, List.of(), SessionTimeline.of(read, at)));
        }
        Session s = read.session();
        List<List<SessionEntry>> entries = SessionRenderer.statesEntries(s, at);
        Instant before = SessionRenderer.previousMoment(s, at);
        String beforeLabel = before.equals(at) ? SessionTimes.stamp(at)
                : "just before " + entries.get(1).get(entries.get(1).size() - 1).timestamp();
        List<UnitState> states = List.of(
                UnitState.of(SessionRenderer.PREVIOUS, SessionRenderer.render(id.text(), s, entries.get(0), before, beforeLabel)),
                UnitState.of(SessionRenderer.CURRENT, SessionRenderer.render(id.text(), s, entries.get(1), at, SessionTimes.stamp(at))));
        return Optional.of(new UnitDetail(unit, states, SessionRenderer.changes(s, before, at),
                SessionTimeline.of(read, at)));
    }

    @Override
    public <F> Optional<F> facet(Class<F> type) {
        if (type == org.scratchpadinspector.model.Editing.class) {
            return Optional.of(type.cast(edits));
        }
        if (type == org.scratchpadinspector.model.History.class) {
            return Optional.of(type.cast(entryHistory));
        }
        return MemorySource.super.facet(type);
    }

    @Override
    public Optional<UnitId> find(String typed) {
        return folder.find(typed).map(MemPalaceSource::unitId);
    }

    /**
     * The seed's own lookup is {@code query(key)}: {@code key:NAME} finds the sessions holding that key exactly,
     * {@code tool:NAME} those with an entry from that tool; any other text is looked for, case-insensitively, in
     * the session ids, keys, tool origins and decoded values (in the text of a file that does not parse).
     */
    @Override
    public List<String> searchTexts(String query) {
        SessionSearch search = SessionSearch.parse(query);
        String text = search.key() != null ? search.key() : search.tool() != null ? search.tool() : search.text();
        return text == null || text.isEmpty() ? List.of() : List.of(text);
    }

    @Override
    public List<UnitId> search(String query, Cancellation cancellation) {
        SessionSearch search = SessionSearch.parse(query);
        List<UnitId> found = new ArrayList<>();
        for (String name : folder.sessionFiles()) {
            if (cancellation.isCancelled()) {
                break;
            }
            String id = name.substring(0, name.length() - ".json".length());
            if (search.matches(folder.read(id))) {
                found.add(unitId(id));
            }
        }
        return found;
    }

    @Override
    public List<String> notes() {
        return folder.strayNotes();
    }

    static UnitId unitId(String id) {
        return new UnitId(id, id + ".json");
    }

    /**
     * A cached row judged at {@code at}: whether a session is live depends on the time, so its status is given
     * afresh from its {@code expires_at} (whole seconds, as {@code created} and {@code ttl} are); null when the
     * row cannot be judged again (then the file is read).
     */
    static Unit judged(Unit row, Instant at) {
        if (row.status().key().equals("unreadable")) {
            return row;
        }
        Object expires = row.fields().get("expires_at");
        Instant expiresAt;
        try {
            expiresAt = expires instanceof String text ? Instant.parse(text) : null;
        } catch (java.time.format.DateTimeParseException e) {
            return null;
        }
        if (expiresAt == null || !SessionTimes.stamp(expiresAt).equals(expires)) {
            return null;
        }
        boolean expired = !at.isBefore(expiresAt);
        Severity severity = !row.problems().isEmpty() ? Severity.WARNING : expired ? Severity.NOTICE : Severity.OK;
        return new Unit(row.format(), row.kind(), row.id(), UnitStatus.of(expired ? "expired" : "live", severity),
                row.flags(), row.problems(), row.fields(), row.states());
    }

    static Unit unit(SessionRead read, Instant at) {
        Map<String, Object> fields = new LinkedHashMap<>();
        UnitStatus status;
        if (!read.readable()) {
            fields.put("entries", null);
            fields.put("expires_at", null);
            fields.put("promote", null);
            status = UnitStatus.of("unreadable", Severity.FAILURE);
        } else {
            Session s = read.session();
            fields.put("entries", s.entries().size());
            fields.put("expires_at", SessionTimes.stamp(s.expiresAt()));
            fields.put("promote", (int) s.promoted());
            boolean expired = s.expiredAt(at);
            Severity severity = !read.problems().isEmpty() ? Severity.WARNING : expired ? Severity.NOTICE : Severity.OK;
            status = UnitStatus.of(expired ? "expired" : "live", severity);
        }
        return new Unit(MemPalaceProvider.NAME, "session", unitId(read.id()), status, List.of(), read.problems(),
                fields, List.of(SessionRenderer.PREVIOUS, SessionRenderer.CURRENT));
    }

    /** The query as the operator typed it. */
    record SessionSearch(String key, String tool, String text) {
        static SessionSearch parse(String query) {
            String q = query.strip();
            if (q.startsWith("key:")) {
                return new SessionSearch(q.substring(4).strip(), null, null);
            }
            if (q.startsWith("tool:")) {
                return new SessionSearch(null, q.substring(5).strip(), null);
            }
            return new SessionSearch(null, null, q.toLowerCase(Locale.ROOT));
        }

        boolean matches(SessionRead read) {
            if (!read.readable()) {
                return text != null && (contains(read.id()) || contains(read.raw()));
            }
            for (SessionEntry e : read.session().entries()) {
                boolean hit = key != null ? e.key().equals(key)
                        : tool != null ? e.toolOrigin().equals(tool)
                        : contains(e.key()) || contains(e.toolOrigin()) || contains(e.valueText());
                if (hit) {
                    return true;
                }
            }
            return text != null && contains(read.id());
        }

        private boolean contains(String haystack) {
            return haystack.toLowerCase(Locale.ROOT).contains(text);
        }
    }
}
