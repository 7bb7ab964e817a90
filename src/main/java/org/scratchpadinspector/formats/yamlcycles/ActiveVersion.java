package org.scratchpadinspector.formats.yamlcycles;

import org.scratchpadinspector.engine.edit.Hashes;
import org.scratchpadinspector.engine.edit.MemoryVersion;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Map;
import org.scratchpadinspector.engine.files.SymlinkCheck;
import org.scratchpadinspector.pyyaml.YamlProblem;
import org.scratchpadinspector.pyyaml.YamlReader;

/**
 * Reads one version of active.yaml for the editor ({@link MemoryVersion}): its text, the SHA-256 of its bytes,
 * and its state as the seed's {@code load()} sees it (missing default sections added; an empty or missing
 * file is the default schema). The state is null and the problem says why when the file cannot be read as a
 * mapping; a whole-file edit can still replace it.
 */
public final class ActiveVersion {
    private ActiveVersion() {
    }

    /** Reads {@code path}; a missing file is the seed's default schema with the {@link Hashes#ABSENT} hash. */
    public static MemoryVersion read(Path path) throws IOException {
        String refusal = SymlinkCheck.refusal(path);
        if (refusal != null) {
            throw new IOException(path.getFileName() + ": " + refusal);
        }
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(path);
        } catch (NoSuchFileException e) {
            return new MemoryVersion(path, false, "", Hashes.ABSENT, Map.of(), StateSchema.defaults(), null);
        }
        return of(path, bytes);
    }

    /** The version made of {@code bytes} (as if read from {@code path}). */
    public static MemoryVersion of(Path path, byte[] bytes) {
        String hash = Hashes.sha256(bytes);
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            text = new String(bytes, StandardCharsets.UTF_8);
        }
        try {
            Object parsed = YamlReader.parse(bytes);
            if (parsed == null) {
                return new MemoryVersion(path, true, text, hash, Map.of(), StateSchema.defaults(), null);
            }
            Map<String, Object> mapping = YamlReader.parseMapping(text);
            return new MemoryVersion(path, true, text, hash, mapping, StateSchema.loadLikeSeed(mapping), null);
        } catch (YamlProblem problem) {
            return new MemoryVersion(path, true, text, hash, null, null, problem);
        }
    }
}
