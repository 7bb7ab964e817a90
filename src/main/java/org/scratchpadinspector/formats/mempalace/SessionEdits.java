package org.scratchpadinspector.formats.mempalace;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.scratchpadinspector.engine.edit.Hashes;
import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.engine.edit.PreviousVersions;
import org.scratchpadinspector.engine.edit.SafeWrite;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.EditAction;
import org.scratchpadinspector.model.EditPreview;
import org.scratchpadinspector.model.Editing;
import org.scratchpadinspector.model.UnitId;
import org.scratchpadinspector.engine.files.SymlinkCheck;
import org.scratchpadinspector.engine.json.PythonJsonDump;

/**
 * The three things the seed's session scratchpad does to a file, done as its Python does them and written as
 * its {@code json.dumps(data, indent=2)} writes them: append an entry ({@code append}), flag the newest entry of
 * a key for promotion ({@code flag_for_promotion}), end the session ({@code expire}: ttl cut to the session's
 * age). The seed's time is {@link SourceOptions#now()}. An expired session is not edited unless the operator
 * says so ({@value #EXPIRED_OK}); a file that does not read as a session is never edited.
 */
final class SessionEdits implements Editing {
    static final String APPEND = "append-entry";
    static final String FLAG = "flag-promotion";
    static final String END = "end-session";
    static final String EXPIRED_OK = "expired_ok";
    static final List<EditAction> ACTIONS = List.of(
            new EditAction(APPEND, "Append an entry", List.of("key", "value", "tool_origin")),
            new EditAction(FLAG, "Flag for promotion", List.of("key")),
            new EditAction(END, "End the session", List.of()));

    private final SessionFolder folder;
    private final SourceOptions options;
    private final Path inspector;

    SessionEdits(SessionFolder folder, SourceOptions options) {
        this.folder = folder;
        this.options = options;
        this.inspector = folder.directory().resolve(".inspector");
    }

    @Override
    public List<EditAction> actions(UnitId unit) {
        return folder.find(unit.text()).map(folder::read).filter(SessionRead::readable).map(r -> ACTIONS)
                .orElse(List.of());
    }

    @Override
    public EditPreview preview(UnitId unit, String action, Map<String, String> args) throws IOException {
        String id = folder.find(unit.text())
                .orElseThrow(() -> new IllegalArgumentException("no session " + unit.text() + " in " + folder.directory()));
        Path target = folder.file(id);
        byte[] bytes = readForEdit(target, id);
        SessionRead read = SessionFolder.parse(id, bytes);
        if (!read.readable()) {
            throw new IllegalArgumentException(read.problems().get(0) + ": not edited");
        }
        Session session = read.session();
        Instant now = options.now();
        if (session.expiredAt(now) && !"true".equalsIgnoreCase(args.getOrDefault(EXPIRED_OK, ""))) {
            throw new IllegalArgumentException("session " + id + " expired at " + SessionTimes.stamp(session.expiresAt())
                    + " (created + ttl " + session.ttl() + " s): the agent no longer reads or appends to it; "
                    + EXPIRED_OK + "=true edits it anyway");
        }
        ObjectNode data = session.tree().deepCopy();
        switch (action) {
            case APPEND -> append(data, required(args, "key"), required(args, "value"), required(args, "tool_origin"), now);
            case FLAG -> flagForPromotion(data, required(args, "key"), id);
            case END -> expire(data, session, now);
            default -> throw new IllegalArgumentException("unknown edit " + action + " (known: " + APPEND + ", " + FLAG
                    + ", " + END + ")");
        }
        return new EditPreview(unit, action, args, target, Hashes.sha256(bytes),
                new String(bytes, StandardCharsets.UTF_8), PythonJsonDump.dumps(data));
    }

    /** {@code self.data["entries"].append({"key", "value", "tool_origin", "timestamp": stamp(self.now())})}. */
    private static void append(ObjectNode data, String key, String value, String toolOrigin, Instant now) {
        ObjectNode entry = ((ArrayNode) data.get("entries")).addObject();
        entry.put("key", key);
        entry.put("value", value);
        entry.put("tool_origin", toolOrigin);
        entry.put("timestamp", SessionTimes.stamp(now));
    }

    /** {@code for entry in reversed(entries): if entry["key"] == key: entry["promote"] = True; return}. */
    private static void flagForPromotion(ObjectNode data, String key, String id) {
        ArrayNode entries = (ArrayNode) data.get("entries");
        for (int i = entries.size() - 1; i >= 0; i--) {
            JsonNode k = entries.get(i).get("key");
            if (k.isTextual() && k.textValue().equals(key)) {
                ((ObjectNode) entries.get(i)).put("promote", true);
                return;
            }
        }
        throw new IllegalArgumentException("session " + id + " has no entry with key " + key + ": nothing to flag");
    }

    /** {@code self.data["ttl"] = int((self.now() - parse_stamp(created)).total_seconds())}. */
    private static void expire(ObjectNode data, Session session, Instant now) {
        data.put("ttl", SessionTimes.wholeSecondsBetween(session.created(), now));
    }

    @Override
    public String apply(EditPreview preview) throws IOException {
        String id = preview.unit().text();
        Path target = preview.target();
        if (preview.changesNothing()) {
            String hash = Hashes.sha256(readForEdit(target, id));
            if (!hash.equals(preview.baseHash())) {
                throw changedSincePreview(target, preview, hash);
            }
            return "session " + id + ": " + preview.action() + " changes nothing: nothing written";
        }
        readForEdit(target, id);
        byte[] written = preview.newText().getBytes(StandardCharsets.UTF_8);
        JournalEntry entry = JournalEntry.of(Instant.now(), JournalEntry.How.FILE, JournalEntry.Status.APPLIED,
                        preview.action() + " " + id, List.of(id))
                .withPreview(summary(preview)).withUnit(id, preview.args());
        SafeWrite.Result result = new SafeWrite(inspector, Clock.systemUTC()).write(new SafeWrite.Request(target,
                preview.baseHash(), written, entry, id + "_" + PreviousVersions.hashLabel(preview.baseHash(), ".json"),
                SafeWrite.Completeness.NOT_EMPTY));
        if (result instanceof SafeWrite.Written w) {
            return "session " + id + ": " + summary(preview) + " written to " + target.getFileName() + " ("
                    + Hashes.shortHash(w.hashBefore()) + " → " + Hashes.shortHash(w.hashAfter())
                    + "); previous version in .inspector/history/" + w.previous().getFileName()
                    + (w.warning() == null ? "" : "\nwarning: " + w.warning());
        }
        if (result instanceof SafeWrite.Changed c && !c.duringWrite()) {
            throw changedSincePreview(target, preview, c.currentHash());
        }
        throw new IllegalStateException(result.message() + "; preview again");
    }

    private static IllegalStateException changedSincePreview(Path target, EditPreview preview, String hash) {
        return new IllegalStateException(target.getFileName() + " changed since the preview (was "
                + Hashes.shortHash(preview.baseHash()) + ", now " + Hashes.shortHash(hash)
                + "): nothing written; preview again");
    }

    private static String summary(EditPreview p) {
        return switch (p.action()) {
            case APPEND -> "appended " + p.args().get("key") + " from " + p.args().get("tool_origin");
            case FLAG -> "flagged the newest " + p.args().get("key") + " for promotion";
            default -> "ended the session";
        };
    }

    private byte[] readForEdit(Path target, String id) throws IOException {
        String refusal = SymlinkCheck.refusal(target);
        if (refusal != null) {
            throw new IllegalArgumentException(id + ".json: " + refusal.replace(": not read", ": not edited"));
        }
        if (!Files.isRegularFile(target)) {
            throw new IllegalArgumentException(id + ".json: not a regular file: not edited");
        }
        if (Files.size(target) > SessionFolder.MAX_BYTES) {
            throw new IllegalArgumentException(id + ".json: over the " + (SessionFolder.MAX_BYTES >> 20)
                    + " MiB bound: not edited");
        }
        return Files.readAllBytes(target);
    }

    private static String required(Map<String, String> args, String name) {
        String value = args.get(name);
        if (value == null) {
            throw new IllegalArgumentException("a value for " + name + " is needed");
        }
        return value;
    }
}
