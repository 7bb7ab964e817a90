package org.scratchpadinspector.formats.recursivecontext;

import com.fasterxml.jackson.core.JsonToken;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.scratchpadinspector.engine.files.SymlinkCheck;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.format.FormatProvider;
import org.scratchpadinspector.format.Recognition;
import org.scratchpadinspector.format.SourceOptions;
import org.scratchpadinspector.model.Capabilities;
import org.scratchpadinspector.model.MemorySource;

/**
 * Seed 001: the recursive-context agent's markdown scratchpad, one run per folder ({@code debug.json},
 * {@code agent_state.json}, {@code recursive_context.log}); the directory given is a run or a folder of runs.
 */
public final class RecursiveContextProvider implements FormatProvider {
    public static final String NAME = "recursivecontext";
    static final Capabilities CAPABILITIES = new Capabilities(true, false, true, false);
    /** How many runs of a folder of runs are peeked into: enough to find one good one, few enough to be quick. */
    private static final int PEEKED = 5;

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String describe() {
        return "the seed-001 recursive-context run (debug.json, agent_state.json, recursive_context.log), or a folder"
                + " of such runs";
    }

    @Override
    public Recognition recognise(Path dir) {
        if (!Files.isDirectory(dir)) {
            return Recognition.none(dir);
        }
        if (RunFolders.holdsRunFiles(dir)) {
            Evidence e = evidence(dir);
            return e.confidence > 0 ? new Recognition(e.confidence, dir, "a recursive-context run: " + e.what)
                    : Recognition.none(dir);
        }
        List<RunFolders.Run> runs = RunFolders.candidates(dir, PEEKED);
        Evidence best = new Evidence(0, "");
        for (RunFolders.Run run : runs) {
            Evidence e = evidence(run.folder());
            if (e.confidence > best.confidence) {
                best = e;
            }
        }
        if (best.confidence == 0) {
            return Recognition.none(dir);
        }
        return new Recognition(best.confidence, dir, "a folder of recursive-context runs (" + best.what + ")");
    }

    private record Evidence(double confidence, String what) {
    }

    /** Names alone say little (debug.json is a common name): the start of the files must have the seed's shape. */
    private static Evidence evidence(Path run) {
        Evidence best = new Evidence(0, "");
        Path debug = run.resolve(TraceReader.FILE);
        if (Files.exists(debug)) {
            JsonPeek.Shape shape = JsonPeek.of(debug);
            if (shape.top() == JsonToken.START_ARRAY && shape.hasField("turn", "scratchpad_before", "scratchpad_after")) {
                best = new Evidence(0.9, "debug.json holds turns");
            } else if (shape.top() == JsonToken.START_ARRAY && (shape.empty() || shape.fields().isEmpty())) {
                best = new Evidence(0.3, "debug.json holds a list");
            } else if (shape.top() == null) {
                best = new Evidence(0.2, "debug.json, not readable as JSON yet");
            }
        }
        JsonPeek.Shape state = JsonPeek.of(run.resolve(SavedState.FILE));
        if (state.top() == JsonToken.START_OBJECT && state.hasField("scratchpad") && best.confidence < 0.8) {
            best = new Evidence(0.8, "agent_state.json holds a scratchpad");
        }
        if (best.confidence < 0.7 && logNamesTheAgent(run.resolve(RunLog.FILE))) {
            best = new Evidence(0.7, "recursive_context.log of the recursive_context logger");
        }
        return best;
    }

    private static boolean logNamesTheAgent(Path log) {
        if (!Files.isRegularFile(log) || SymlinkCheck.refusal(log) != null) {
            return false;
        }
        try (BufferedReader in = Files.newBufferedReader(log, StandardCharsets.UTF_8)) {
            char[] head = new char[4096];
            int n = in.read(head);
            String first = n <= 0 ? "" : new String(head, 0, n).split("\n", 2)[0];
            return !RunLog.parse(first).isEmpty() && RunLog.parse(first).get(0).logger().equals("recursive_context");
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    @Override
    public MemorySource open(Recognition recognition, SourceOptions options, Cancellation cancellation)
            throws IOException {
        return new RecursiveContextSource(recognition.root());
    }

    @Override
    public Capabilities capabilities() {
        return CAPABILITIES;
    }
}
