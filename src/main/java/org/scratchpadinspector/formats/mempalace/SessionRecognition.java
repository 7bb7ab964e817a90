package org.scratchpadinspector.formats.mempalace;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.scratchpadinspector.format.Recognition;
import org.scratchpadinspector.engine.files.SymlinkCheck;

/**
 * Whether a folder holds MemPalace sessions: the folder {@code session_scratchpad/} itself, or the folder that
 * holds it, or a folder of session files under another name. The evidence is the names (the folder's,
 * {@code *.json}) and a look at the start of a few small files: a top-level object whose keys include
 * {@code session_id}, {@code created} and {@code ttl}, which the agent's {@code json.dumps} writes first. No
 * whole file is parsed here.
 */
final class SessionRecognition {
    /** jackson-core alone: telling a session by its first keys must not load the whole object mapper. */
    private static final JsonFactory HEAD_JSON = JsonFactory.builder().enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS).build();
    static final String FOLDER = "session_scratchpad";
    /** Where the Hermes agent keeps the same files: {@code ~/.hermes/scratchpad/}, beside its {@code memories/}. */
    static final String HERMES_FOLDER = "scratchpad";
    static final String HERMES_HOME = ".hermes";
    static final String MEMORIES = "memories";
    private static final int NAMES_LOOKED_AT = 200;
    private static final int FILES_PEEKED = 3;
    private static final int PEEK_BYTES = 4096;
    private static final long SMALL_FILE = 1 << 20;

    private SessionRecognition() {
    }

    static Recognition recognise(Path dir) {
        if (!Files.isDirectory(dir)) {
            return Recognition.none(dir);
        }
        Path inside = dir.resolve(FOLDER);
        if (Files.isDirectory(inside)) {
            return judge(inside, true);
        }
        if (isHermesHome(dir)) {
            Recognition r = judge(dir.resolve(HERMES_FOLDER), true);
            List<Path> memories = Files.isDirectory(dir.resolve(MEMORIES)) ? List.of(dir.resolve(MEMORIES)) : List.of();
            // above the home's memories format (0.95) only when there are sessions to list
            return r.confidence() >= 0.95 ? new Recognition(0.97, r.root(), "a Hermes home: " + r.evidence(), memories)
                    : new Recognition(Math.min(r.confidence(), 0.3), r.root(), r.evidence(), memories);
        }
        Path name = dir.toAbsolutePath().normalize().getFileName();
        if (name != null && name.toString().equals(HERMES_FOLDER) && isHermesHome(dir.toAbsolutePath().normalize().getParent())) {
            Path home = dir.toAbsolutePath().normalize().getParent();
            Recognition r = judge(dir, true);
            return new Recognition(r.confidence(), r.root(), r.evidence(),
                    Files.isDirectory(home.resolve(MEMORIES)) ? List.of(home.resolve(MEMORIES)) : List.of());
        }
        return judge(dir, name != null && name.toString().equals(FOLDER));
    }

    /**
     * A Hermes agent's home: it holds {@code scratchpad/}, and is named {@code .hermes} or holds the agent's
     * {@code memories/} or {@code config.yaml} too.
     */
    static boolean isHermesHome(Path dir) {
        if (dir == null || !Files.isDirectory(dir.resolve(HERMES_FOLDER))) {
            return false;
        }
        Path name = dir.toAbsolutePath().normalize().getFileName();
        return (name != null && name.toString().equals(HERMES_HOME)) || Files.isDirectory(dir.resolve(MEMORIES))
                || Files.isRegularFile(dir.resolve("config.yaml"));
    }

    private static Recognition judge(Path sessions, boolean named) {
        List<Path> jsonFiles = jsonFiles(sessions);
        long shaped = jsonFiles.stream()
                .filter(p -> size(p) <= SMALL_FILE)
                .sorted(Comparator.comparingLong(SessionRecognition::size))
                .limit(FILES_PEEKED)
                .filter(SessionRecognition::startsLikeASession)
                .count();
        String where = sessions.getFileName() + "/";
        if (shaped > 0) {
            return new Recognition(named ? 0.95 : 0.7, sessions,
                    where + " with session files (session_id, created, ttl, entries)");
        }
        if (!named) {
            return Recognition.none(sessions);
        }
        if (!jsonFiles.isEmpty()) {
            return new Recognition(0.5, sessions, where + " with .json files, none of them read as a session yet");
        }
        return new Recognition(0.3, sessions, "an empty " + where);
    }

    private static List<Path> jsonFiles(Path dir) {
        List<Path> files = new ArrayList<>();
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(dir)) {
            for (Path p : stream) {
                if (SessionFolder.isSessionName(p.getFileName().toString()) && Files.isRegularFile(p)
                        && SymlinkCheck.refusal(p) == null) {
                    files.add(p);
                    if (files.size() == NAMES_LOOKED_AT) {
                        break;
                    }
                }
            }
        } catch (IOException e) {
            return List.of();
        }
        return files;
    }

    /** The top-level keys in the file's first bytes include session_id, created and ttl. */
    static boolean startsLikeASession(Path file) {
        byte[] head;
        try (InputStream in = Files.newInputStream(file)) {
            head = in.readNBytes(PEEK_BYTES);
        } catch (IOException e) {
            return false;
        }
        Set<String> keys = new HashSet<>();
        try (JsonParser parser = HEAD_JSON.createParser(head)) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                return false;
            }
            for (JsonToken t = parser.nextToken(); t == JsonToken.FIELD_NAME; t = parser.nextToken()) {
                keys.add(parser.currentName());
                parser.nextToken();
                parser.skipChildren();
            }
        } catch (IOException e) {
            // the head ends mid-value: the keys seen so far are the evidence
        }
        return keys.containsAll(List.of("session_id", "created", "ttl"));
    }

    private static long size(Path p) {
        try {
            return Files.size(p);
        } catch (IOException e) {
            return Long.MAX_VALUE;
        }
    }
}
