package org.scratchpadinspector.formats.forge;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One note tool call of a run, replayed.
 *
 * @param n        its number among the run's note calls, from 1
 * @param entry    the assistant message that holds it
 * @param call     its parsed {@code <tool>} element
 * @param tool     the tool's name as written
 * @param status   {@code ok}, {@code failed} or {@code no_result}
 * @param error    the tool's error for a failed call, else null
 * @param result   the result the agent saw: its message in the snapshot, or the replay's when the snapshot holds none
 * @param recorded whether {@code result} is the agent's own
 * @param outcome  the replay's view of the call
 * @param before   the notes before the call
 * @param after    the notes after it
 * @param flags    {@code scratched}, {@code limited}, {@code after_summary}, {@code unknown_note},
 *                 {@code replay_differs}
 * @param notices  what the replay could not know, one line each
 */
record NoteCall(int n, Run.Entry entry, ToolXml call, String tool, String status, String error, String result,
                boolean recorded, NoteTools.Outcome outcome, Map<String, Note> before, Map<String, Note> after,
                List<String> flags, List<String> notices) {
    static final String OK = "ok";
    static final String FAILED = "failed";
    static final String NO_RESULT = "no_result";
    private static final String RESULT = "Tool '%s' result:\n";

    /** Every note call of the run, replayed in order. */
    static List<NoteCall> replay(Run run) {
        NoteTools tools = new NoteTools();
        List<NoteCall> calls = new ArrayList<>();
        List<Run.Entry> entries = run.entries();
        boolean summaryBefore = false;
        for (int i = 0; i < entries.size(); i++) {
            Snapshot.Message m = entries.get(i).message();
            if (m.summarized()) {
                summaryBefore = true;
                continue;
            }
            if (!"assistant".equals(m.role())) {
                continue;
            }
            ToolXml call = ToolXml.find(m.content());
            if (call == null || !NoteTools.isNoteTool(call.name())) {
                continue;
            }
            Snapshot.Message next = i + 1 < entries.size() ? entries.get(i + 1).message() : null;
            String prefix = String.format(RESULT, call.name());
            // the agent stores results as role "tool"; what it sends the model says "user" (BuildMessages remaps it)
            String recorded = next != null && ("tool".equals(next.role()) || "user".equals(next.role()))
                    && !next.summarized()
                    && next.content().startsWith(prefix) ? next.content().substring(prefix.length()) : null;
            Map<String, Note> before = tools.notes();
            NoteTools.Outcome outcome = tools.run(call, recorded, false);
            List<String> flags = new ArrayList<>();
            List<String> notices = new ArrayList<>(outcome.notices());
            String status;
            String error = null;
            if (recorded != null) {
                status = OK;
                if (NoteTools.READS.contains(call.name()) && !recorded.equals(outcome.text())) {
                    flags.add("replay_differs");
                    int learned = tools.learn(recorded);
                    notices.add("the replayed answer differs from the one the agent saw: the notes before this call"
                            + " are incomplete" + (learned > 0 ? "; " + learned + " note(s) taken from the agent's"
                            + " answer" : ""));
                }
            } else if (outcome.error() != null) {
                status = FAILED;
                error = outcome.error();
            } else {
                status = NO_RESULT;
                notices.add(next == null ? "the snapshot ends before the call's result"
                        : "no result follows the call and the replay finds no error in it");
            }
            if (OK.equals(status) && "scratch_note".equals(call.name())) {
                flags.add("scratched");
            }
            if (outcome.limited()) {
                flags.add("limited");
            }
            if (summaryBefore) {
                flags.add("after_summary");
            }
            if (outcome.notices().stream().anyMatch(l -> l.contains("is not in the snapshots"))) {
                flags.add("unknown_note");
            }
            calls.add(new NoteCall(calls.size() + 1, entries.get(i), call, call.name(), status, error,
                    recorded != null ? recorded : outcome.error() == null ? outcome.text() : null, recorded != null,
                    outcome, before, tools.notes(), flags, notices));
        }
        return calls;
    }

    boolean read() {
        return NoteTools.READS.contains(tool);
    }
}
