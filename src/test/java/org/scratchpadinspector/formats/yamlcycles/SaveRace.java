package org.scratchpadinspector.formats.yamlcycles;

import org.scratchpadinspector.engine.edit.SectionOperation;
import org.scratchpadinspector.engine.edit.PlanResult;
import org.scratchpadinspector.engine.edit.EditPlan;
import org.scratchpadinspector.engine.edit.EditOutcome;

import org.scratchpadinspector.engine.edit.JournalEntry;
import org.scratchpadinspector.engine.edit.LostEdit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.scratchpadinspector.pyyaml.YamlReader;

/**
 * Edits racing a fast agent: a Python imitation of the seed agent's cycle (wake: read active.yaml; write
 * {@code _before}; a few ms of work; write {@code _after} with the cycle's mark in {@code completed_tasks}; save
 * active.yaml in place with {@code open(path, 'w')} and {@code yaml.dump}; sleep) runs every {@code period}, while
 * this process appends goals through the editor's safe write as fast as it may. At each wake the agent checks
 * that its previous save is still there (a wiped save); at the end every edit written is looked for in the agent's
 * state or among the lost edits the detector reports.
 */
public final class SaveRace {
    static final String AGENT = String.join("\n",
            "import datetime, json, os, random, sys, time, yaml",
            "root, seconds, period = sys.argv[1], float(sys.argv[2]), float(sys.argv[3])",
            "pad = os.path.join(root, 'scratchpad')",
            "active = os.path.join(pad, 'active.yaml')",
            "clock = datetime.datetime(2026, 4, 3, 8, 0, 0)",
            "def snapshot(state, cid, side):",
            "    with open(os.path.join(pad, cid + '_' + side + '.yaml'), 'w') as f:",
            "        yaml.dump(state, f, default_flow_style=False, sort_keys=False)",
            "wiped, cycles, previous = [], 0, None",
            "end = time.time() + seconds",
            "while time.time() < end:",
            "    clock += datetime.timedelta(minutes=1)",
            "    cid = clock.strftime('%Y%m%d_%H%M%S')",
            "    with open(active) as f:",
            "        state = yaml.safe_load(f) or {}",
            "    done = list(state.get('completed_tasks') or [])",
            "    if previous is not None and previous not in done:",
            "        wiped.append(previous)",
            "    snapshot(state, cid, 'before')",
            "    time.sleep(random.uniform(0, 0.01))",
            "    previous = 'cycle ' + cid",
            "    state['completed_tasks'] = done + [previous]",
            "    snapshot(state, cid, 'after')",
            "    state['last_updated'] = clock.isoformat()",
            "    with open(active, 'w') as f:",
            "        yaml.dump(state, f, default_flow_style=False, sort_keys=False)",
            "    cycles += 1",
            "    time.sleep(period)",
            // the next cycle starts before the race ends: it reads every edit written, so each one is checked
            "clock += datetime.timedelta(minutes=1)",
            "with open(active) as f:",
            "    state = yaml.safe_load(f) or {}",
            "if previous is not None and previous not in list(state.get('completed_tasks') or []):",
            "    wiped.append(previous)",
            "snapshot(state, clock.strftime('%Y%m%d_%H%M%S'), 'before')",
            "print(json.dumps({'cycles': cycles, 'wiped': wiped}))",
            "");

    /** What a race gave. */
    public record Figures(int agentCycles, List<String> wipedSaves, int attempts, int written, int racedAndPutBack,
                          int changedDuringWrite, int changedBefore, int cycleRunning, int beingWritten,
                          int writtenFoundInState, int writtenReportedLost, List<String> writtenMissingUnreported) {
        public String describe() {
            return String.format("agent cycles %d, agent saves wiped %d; edits tried %d: written %d (in the agent's"
                            + " state %d, reported lost %d, missing and unreported %d), conflicts: the agent saved during"
                            + " the write and its save was put back %d, the file changed during the write %d, changed"
                            + " since the plan %d; refused: a cycle running %d, the file being written %d",
                    agentCycles, wipedSaves.size(), attempts, written, writtenFoundInState, writtenReportedLost,
                    writtenMissingUnreported.size(), racedAndPutBack, changedDuringWrite, changedBefore, cycleRunning,
                    beingWritten);
        }
    }

    private SaveRace() {
    }

    /** {@code scripts/bench.sh race [SECONDS]}: the long run, its figures on one line. */
    public static void main(String[] args) throws Exception {
        Path work = Files.createTempDirectory("save-race");
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 150;
        System.out.println(run(work, seconds, 0.15).describe());
    }

    /** Races for {@code seconds} on a copy of the healthy sample in {@code work}. */
    public static Figures run(Path work, double seconds, double period) throws Exception {
        Path root = work.resolve("agent");
        EditFixture.copy(EditFixture.HEALTHY, root);
        Path script = work.resolve("fast_agent.py");
        Files.writeString(script, AGENT);
        Process agent = new ProcessBuilder(List.of("python3", script.toString(), root.toString(),
                Double.toString(seconds), Double.toString(period))).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        MemoryEditor editor = new MemoryEditor(ScratchpadLocation.resolve(root), Clock.systemUTC());
        Random random = new Random(28);
        int attempts = 0;
        int written = 0;
        int raced = 0;
        int during = 0;
        int changed = 0;
        int running = 0;
        int beingWritten = 0;
        List<String> goals = new ArrayList<>();
        while (agent.isAlive()) {
            Thread.sleep(random.nextInt(40));
            String goal = "race edit " + attempts;
            attempts++;
            PlanResult planned = editor.prepare(EditPlanner.section(SectionOperation.APPEND, "goals", goal));
            if (!(planned instanceof EditPlan plan)) {
                beingWritten++;
                continue;
            }
            EditOutcome outcome = editor.apply(plan, false);
            if (outcome instanceof EditOutcome.Applied) {
                written++;
                goals.add(goal);
            } else if (outcome instanceof EditOutcome.Conflict c && c.raced() != null) {
                if (c.raced().startsWith("conflict:")) {
                    raced++;
                } else {
                    during++;
                }
            } else if (outcome instanceof EditOutcome.Conflict) {
                changed++;
            } else if (outcome instanceof EditOutcome.CycleRunning) {
                running++;
            } else {
                beingWritten++;
            }
        }
        if (!agent.waitFor(1, TimeUnit.MINUTES) || agent.exitValue() != 0) {
            throw new IllegalStateException("the fast agent failed");
        }
        JsonNode report = new ObjectMapper().readTree(new String(agent.getInputStream().readAllBytes(),
                StandardCharsets.UTF_8));
        List<String> wiped = new ArrayList<>();
        report.path("wiped").forEach(w -> wiped.add(w.asText()));

        Set<String> lostIds = new HashSet<>();
        for (LostEdit lost : LostEditDetector.detect(editor.location(), editor.journal().read().entries())) {
            lostIds.add(lost.edit().id());
        }
        List<?> finalGoals = (List<?>) YamlReader.parseMapping(Files.readString(editor.location().active())).get("goals");
        int found = 0;
        int reportedLost = 0;
        List<String> missing = new ArrayList<>();
        for (JournalEntry e : editor.journal().read().entries()) {
            if (!e.isWrite()) {
                continue;
            }
            String goal = e.preview();
            if (finalGoals.contains(goal)) {
                found++;
            } else if (lostIds.contains(e.id())) {
                reportedLost++;
            } else {
                missing.add(goal);
            }
        }
        return new Figures(report.path("cycles").asInt(), wiped, attempts, written, raced, during, changed, running,
                beingWritten, found, reportedLost, missing);
    }
}
