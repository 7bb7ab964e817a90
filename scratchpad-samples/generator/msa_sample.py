"""The msa-real sample: an agent root written by msa_agent.py, the
re-implementation of the seed's real agent (sagecontinuum/msa).

Three agent processes run against one root:

- A, `--schedule` (interval 300 s): six cycles, then the operator presses
  Ctrl-C while it sleeps. Its log handlers pile up, so logs/cycle_<first>.log
  holds all six cycles' lines, the second all but the first, and so on:
  cycle 2's log holds cycle 4's and cycle 6's tracebacks.
- B, `--once`, killed during its second model call (interrupted).
- C, `--once`, a completed cycle.
- D, `--schedule` again: six cycles that take every branch of the dispatcher
  the replay of iterations follows (responses and results longer than the
  200 characters the logger keeps, a result the notes cut at 300, CRLF in a
  result, update_scratchpad with nested values, arguments that are a string,
  an unknown tool, a tool error, a summary that is a dict, done without
  arguments and without a current task, a max-iterations cycle, a crash in
  the dispatcher after an update).

expected.json is written from what each cycle was scripted to do.
"""

import json
import shutil
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from msa_agent import FAIL, KILL, World, run_process

NAME = "msa-real"


def call(tool, args):
    return json.dumps({"tool": tool, "args": args})


CONFIG = """\
# MSA Configuration

model:
  backend: vllm                # anthropic | vllm | ollama
  model: qwen2.5-7b-instruct
  max_tokens: 1024
  base_url: http://127.0.0.1:8000/v1

scratchpad_path: scratchpads/active.yaml
rules_path: config/rules.md
max_iterations: 5

scheduler:
  mode: interval
  interval_seconds: 300

tools:
  # Tools are all enabled by default. Disable here if needed.
  # shell: false
"""

RULES = """\
You are the caretaker of the W07 field node. Your only memory is the
scratchpad. Work on current_task; answer with exactly one JSON object.
"""

RESET_TEMPLATE = """\
# bin/reset.sh copies this template to active.yaml
goals:
  - Keep the W07 node's camera pipeline healthy
  - Post a daily report to the operators' channel
current_task: Check the node's uptime and disk space
pending_actions:
  - Read the top camera's calibration
  - Summarise the last 24 h of detections
  - Post the daily report
completed_tasks: []
notes: ""
last_updated: null
"""

HOURLY = "hour,person,car,bicycle\n" + "".join(
    f"{h:02d},{20 + (h * 7) % 31},{9 + (h * 5) % 17},{3 + (h * 3) % 7}\n" for h in range(24))

FILES = {
    "data/detections-by-hour.csv": HOURLY,
    "tools/calibration.json": '{\n  "camera": "top",\n  "resolution": [1920, 1080],\n'
                              '  "fx": 1412.6,\n  "fy": 1409.8\n}\n',
    "data/detections-24h.csv": "class,count\nperson,734\ncar,325\nbicycle,145\n",
}

COMMANDS = {
    "curl -si http://w07-cam.local/health": (
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nCache-Control: no-store\r\n\r\n"
        '{"camera": "top", "status": "degraded", "fps": 11.8, "dropped_frames": 1432, '
        '"reconnects_24h": 2, "note": "lens temperature 61 \u00b0C, above the 55 \u00b0C advisory"}\r\n'),
    "journalctl -u detector -n 12 -o cat": "".join(
        f"detector: frame {4100 + i * 37} processed in {41 + (i * 13) % 29} ms, {i % 4} objects\n"
        for i in range(12)),
    "uptime": " 10:01:39 up 12 days,  3:04,  0 users,  load average: 0.42, 0.37, 0.30\n",
    "df -h /": "Filesystem      Size  Used Avail Use% Mounted on\n"
               "/dev/nvme0n1p2  118G   71G   41G  64% /\n",
    "journalctl -u detector --since -24h -o cat": "detector: 1204 detections in 24 h\n"
                                                  "detector: camera top reconnected twice\n",
}


@dataclass
class Expect:
    story: str
    status: str
    iterations: int
    flags: list = field(default_factory=list)
    tool_calls: int = 0
    parse_errors: int = 0


PROCESS_A = [
    call("shell", {"command": "uptime"}),
    call("shell", {"command": "df -h /"}),
    call("done", {"summary": "Up 12 days, load 0.4; / is 64% full"}),

    "Let me look at the calibration first.\nI will read the file now.",
    call("read_calibration", {"camera": "top"}),
    call("read_file", {"path": "tools/calibration.json"}),
    call("done", {"summary": "Calibration read: top camera, 1920x1080, fx 1412.6"}),

    call("shell", ["journalctl", "-u", "detector", "--since", "-24h"]),
    call("shell", {"command": "journalctl -u detector --since -24h -o cat"}),
    call("yolo_detect", {"path": "data/last.jpg"}),
    call("update_scratchpad", {"pending_actions": ["Summarise the last 24 h of detections",
                                                   "Post the daily report",
                                                   "Install ultralytics on the node"]}),
    call("echo", {"message": "Detections: 1204 in 24 h (person 61 %, car 27 %)"}),

    call("echo", {"message": "Starting the summary again"}),
    "I need the detection counts first; reading them next.",
    call("read_file", {"path": "data/detections-24h.csv"}),
    FAIL,

    call("update_scratchpad", {"current_task": "Summarise the last 24 h of detections (retry)"}),
    call("done", {"summary": "1204 detections in 24 h: person 734, car 325, bicycle 145"}),

    '[{"tool": "shell", "args": {"command": "date -u"}}]',
]

EXPECT_A = [
    Expect("Two shell calls (one result spans lines), done.", "completed", 3, tool_calls=2),
    Expect("A reply without JSON, an unknown tool, read_file, done.", "completed", 4,
           ["parse_errors"], tool_calls=1, parse_errors=1),
    Expect("shell with a list of args ([TOOL ERROR]), shell, yolo_detect, update_scratchpad, echo; "
           "no done in 5 iterations.", "max_iterations", 5, tool_calls=4),
    Expect("echo, a reply without JSON, read_file, then the model server refuses the connection: "
           "a chained traceback; its calls survive only in its log.", "crashed", 4,
           ["parse_errors", "notes_lost"], tool_calls=2, parse_errors=1),
    Expect("update_scratchpad sets current_task, done.", "completed", 2),
    Expect("The reply is a JSON list: AttributeError in the dispatcher.", "crashed", 1, ["notes_lost"]),
]

PROCESS_B = [call("shell", {"command": "date -u"}), KILL]
EXPECT_B = [Expect("`--once`: date, then the process is killed during the second model call.",
                   "interrupted", 2)]

PROCESS_C = [
    call("http_get", {"url": "http://127.0.0.1:9090/status"}),
    call("write_file", {"path": "reports/daily.md", "content": "# W07 daily\n1204 detections\n"}),
    call("done", {"summary": "Daily report written to reports/daily.md"}),
]
EXPECT_C = [Expect("`--once`: http_get (refused: private address), write_file, done.", "completed", 3,
                   tool_calls=2)]


LONG_PROSE = ("Before the report goes out I want the hourly numbers, because yesterday's total hides the "
              "evening dip that the operators asked about twice last week; the hourly file is the only place "
              "where that dip is visible, so I read it first and summarise it afterwards.\n")

PROCESS_D = [
    LONG_PROSE + call("read_file", {"path": "data/detections-by-hour.csv"}),
    "I cannot decide between posting now and waiting for the camera check: the health endpoint said "
    "'degraded' twice this morning and a report that ignores it would mislead the operators, but the "
    "report is due at noon and nobody else posts it.",
    call("shell", {"command": "curl -si http://w07-cam.local/health"}),
    call("done", {"summary": "Daily report posted; camera top degraded (11.8 fps, lens 61 \u00b0C)"}),

    call("update_scratchpad", {
        "current_task": "Check the camera's focus",
        "pending_actions": ["Check the camera's focus",
                            {"task": "Rotate logs", "when": "weekly", "keep": 7, "dry_run": True,
                             "owner": None}],
        "completed_tasks": [{"task": "Install ultralytics on the node",
                             "summary": "Skipped: no network \u2014 use the wheel in /opt/wheels",
                             "meta": {"attempts": 2, "ratio": 0.75, "tags": ["ops", "w07"],
                                      "quote": "it's \"fine\"", "path": "C:\\temp\\w07"}}]}),
    call("calibrate_focus", {"camera": "top", "steps": [1, 2, 3]}),
    call("echo", "focus ok?"),
    call("done", {"summary": {"focus": "ok", "score": 0.93, "retry": False}}),

    call("done", {"summary": "Focus checked again; the next task is the log rotation"}),

    '{"tool": "done"}',

    call("update_scratchpad", {"notes": "Trimmed at 12:20: the detector reconnects twice a day.",
                               "pending_actions": ["Find why the detector reconnects"]}),
    call("shell", {"command": "journalctl -u detector -n 12 -o cat"}),
    "Reconnects again. I will look at the journal once more before deciding anything.",
    call("inspect_journal", {"unit": "detector"}),
    call("echo", {"message": "Still investigating the reconnects \u2192 next cycle"}),

    call("update_scratchpad", {"completed_tasks": "none yet", "current_task": "Find why the detector reconnects"}),
    call("done", {"summary": "Reconnect cause unknown"}),
]

EXPECT_D = [
    Expect("A response of 330 characters (its JSON past the logger's 200), read_file of a 286-character file "
           "(200 in the log, all of it in the notes), a 238-character reply without JSON, a shell result of 235 "
           "characters with CRLF, done.", "completed", 4, ["parse_errors"], tool_calls=2, parse_errors=1),
    Expect("update_scratchpad with nested values (a dict in pending_actions, completed_tasks extended with a "
           "record holding a dict, a list, quotes and a backslash), an unknown tool, echo with a string for "
           "arguments ([TOOL ERROR]), done with a dict for its summary.", "completed", 4, tool_calls=1),
    Expect("done: the current task (a dict) is completed, nothing is pending.", "completed", 1),
    Expect("done without arguments and without a current task: only [COMPLETED] Task complete.", "completed", 1),
    Expect("update_scratchpad replaces the notes, a shell result over 300 characters, a reply without JSON, "
           "an unknown tool, echo; no done in 5 iterations.", "max_iterations", 5, ["parse_errors"],
           tool_calls=2, parse_errors=1),
    Expect("update_scratchpad sets completed_tasks to a string, then done fails on it: AttributeError in the "
           "dispatcher after the update.", "crashed", 2, ["notes_lost"]),
]


def make_msa_sample(outdir: Path) -> list:
    """Writes OUTDIR/msa-real; returns [(cycle_id, Expect), ...]."""
    root = outdir / NAME
    if root.exists():
        shutil.rmtree(root)
    (root / "config").mkdir(parents=True)
    (root / "config" / "config.yaml").write_text(CONFIG, encoding="utf-8")
    (root / "config" / "rules.md").write_text(RULES, encoding="utf-8")
    scratchpads = root / "scratchpads"
    scratchpads.mkdir()
    (scratchpads / "active.reset.yaml").write_text(RESET_TEMPLATE, encoding="utf-8")
    shutil.copyfile(scratchpads / "active.reset.yaml", scratchpads / "active.yaml")   # bin/reset.sh

    world = World(None, FILES, COMMANDS)
    ids = run_process(root, datetime(2026, 4, 1, 10, 1, 37, 104233), PROCESS_A, world, cycles=len(EXPECT_A))
    ids += run_process(root, datetime(2026, 4, 1, 11, 30, 2, 551870), PROCESS_B, world)
    ids += run_process(root, datetime(2026, 4, 1, 11, 45, 9, 20044), PROCESS_C, world)
    ids += run_process(root, datetime(2026, 4, 1, 12, 0, 0, 313370), PROCESS_D, world, cycles=len(EXPECT_D))
    written = list(zip(ids, EXPECT_A + EXPECT_B + EXPECT_C + EXPECT_D, strict=True))

    expected = {"cycles": [{"id": cycle_id, "status": e.status, "flags": e.flags,
                            "tool_calls": e.tool_calls, "parse_errors": e.parse_errors,
                            "iterations": e.iterations}
                           for cycle_id, e in written]}
    with open(root / "expected.json", "w", encoding="utf-8") as f:
        json.dump(expected, f, indent=2, ensure_ascii=False)
        f.write("\n")
    return written
