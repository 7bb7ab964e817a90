#!/usr/bin/env python3
"""(Re)creates the sample agent roots of Scratchpad Inspector.

    python3 make_samples.py [OUTDIR]      (default: scratchpad-samples/)

Writes OUTDIR/demo and OUTDIR/healthy, each an agent root of the seed's
text, and OUTDIR/msa-real, an agent root of the real agent (msa_agent.py,
msa_sample.py: config/config.yaml, scratchpads/, logs that accumulate over a
multi-cycle process). demo and healthy are laid out as:

    <name>/scratchpad/active.yaml, <id>_before.yaml, <id>_after.yaml
    <name>/logs/cycle_<id>.log
    <name>/expected.json

Every file except expected.json is written by sample_agent.py, that is by
PyYAML exactly as the seed's agent writes it; the only other writes are the
ones a real operator would make (the first active.yaml, one hand edit, one
deleted file), marked below. expected.json states what each cycle was
scripted to produce (status, flags, tool calls, parse errors); it is not
computed from the files. check_samples.py recomputes it from the files.

The output is deterministic: run it twice and `diff -r` finds nothing.
"""

import argparse
import json
import shutil
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Optional

import yaml

from msa_sample import make_msa_sample
from sample_agent import (DEFAULT_SCRIPT, DEFAULT_START, WORKSPACE, Agent,
                          ProcessKilled, ScriptedModel, SimulatedClock, Tools,
                          call)

SAMPLES_DIR = Path(__file__).resolve().parent.parent


@dataclass
class Expect:
    """What a cycle is scripted to produce. A cycle without _after (running,
    interrupted) counts 0 tool calls and 0 parse errors: none reached disk."""
    status: str
    flags: list = field(default_factory=list)
    tool_calls: int = 0
    parse_errors: int = 0


@dataclass
class Cycle:
    story: str                                   # one line, for the README
    responses: list                              # raw model responses
    expect: Expect
    max_iterations: Optional[int] = None         # None: the sample's default
    kill_at: Optional[int] = None                # the process dies at this model call
    hand_edit: Optional[Callable] = None         # operator edits active.yaml before the cycle
    drop_before: bool = False                    # operator deletes this cycle's _before


@dataclass
class Sample:
    name: str
    first_active: dict                           # the operator's initial active.yaml
    cycles: list
    max_iterations: int = 4


# --------------------------------------------------------------------------
# Operator actions (the only writes not made by the agent)
# --------------------------------------------------------------------------

def write_first_active(path: Path, state: dict):
    """The operator seeds the agent's memory before its first cycle.

    last_updated is left out on purpose: the agent's load() fills it in
    with setdefault."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w") as f:
        yaml.dump(state, f, default_flow_style=False, sort_keys=False)


def operator_adds_osaka_item(active: Path):
    """A hand edit between two cycles, with the operator's own PyYAML call
    (allow_unicode=True, so the file briefly holds real UTF-8 instead of
    the agent's \\u escapes). The next cycle's _before shows the change:
    continuity break."""
    with open(active, encoding="utf-8") as f:
        state = yaml.safe_load(f)
    state["goals"].append("Mention the Osaka office's 日本語 dashboard translation")
    state["pending_actions"].insert(0, "Add a line on the Osaka translation to the report")
    with open(active, "w", encoding="utf-8") as f:
        yaml.safe_dump(state, f, sort_keys=False, allow_unicode=True)


# --------------------------------------------------------------------------
# demo: every status and every flag the inspector reports
# --------------------------------------------------------------------------

REPORT = "reports/2026-W14.md"
STANDUP = "notes/standup-2026-03-31.md"
OSAKA_TASK = "Add a line on the Osaka translation to the report"

DEMO = Sample(
    name="demo",
    first_active={
        "goals": [
            "Publish the week-14 status report of the Kestrel data pipeline on the "
            "team wiki before Friday 17:00 UTC",
            "Keep every number in the report traceable to a file in the workspace",
        ],
        "current_task": "Collect this week's pipeline metrics",
        "pending_actions": [
            "Read the stand-up notes of 31 March",
            f"Draft the report in {REPORT}",
            "Ask Amélie to review the draft",
            "Publish the report",
        ],
        "completed_tasks": [],
        "notes": "",
    },
    cycles=[
        Cycle("Reads the metrics CSV (multi-line result), signals done.",
              [call("clock", timezone="UTC"),
               call("read_file", path="data/metrics-2026-W14.csv"),
               call("done", summary="Metrics collected: 924 runs, 23 failed "
                                    "(97.5 % success), p95 39–57 min")],
              Expect("completed", tool_calls=2)),
        Cycle("Two malformed responses (a fenced code block, truncated JSON), "
              "then reads the stand-up notes (é, →, 日本語, emoji) and signals done "
              "on the last allowed iteration.",
              ['Sure! Here is my next step:\n```json\n'
               + call("read_file", path=STANDUP) + "\n```",
               call("read_file", path=STANDUP)[:-2],
               call("read_file", path=STANDUP),
               call("done", summary="Stand-up read: Thursday failures were schema "
                                    "drift; 日本語 dashboard 80 % done")],
              Expect("completed", ["parse_errors"], tool_calls=1, parse_errors=2)),
        Cycle("Calls clock with the same arguments four times and never "
              "signals done.",
              [call("clock", timezone="UTC")] * 4,
              Expect("max_iterations", ["repeated_tool_call"], tool_calls=4)),
        Cycle("No done: update_scratchpad extends completed_tasks and moves on, "
              "then reads the draft (truncated to 300 characters); "
              "max_iterations is 2.",
              [call("update_scratchpad",
                    completed_tasks=[{"task": f"Draft the report in {REPORT}",
                                      "summary": "Draft written: summary, latency, "
                                                 "next week"}],
                    current_task="Ask Amélie to review the draft",
                    pending_actions=["Publish the report"]),
               call("read_file", path=REPORT)],
              Expect("completed", tool_calls=1),
              max_iterations=2),
        Cycle("Before it, the operator hand-edits active.yaml (a goal and a "
              "pending action). Asks Amélie for a review, signals done.",
              [call("echo", message=f"@Amélie could you review {REPORT}? 🙏"),
               call("done", summary="Review requested from Amélie")],
              Expect("completed", ["continuity_break"], tool_calls=1),
              hand_edit=operator_adds_osaka_item),
        Cycle("max_iterations is 1 and the only action sets current_task to "
              "its current value.",
              [call("update_scratchpad", current_task=OSAKA_TASK)],
              Expect("no_change"),
              max_iterations=1),
        Cycle("Reads the report, then the process is killed during the second "
              "model call: _before only, active.yaml untouched.",
              [call("read_file", path=REPORT)],
              Expect("interrupted"),
              kill_at=2),
        Cycle("Reads the report, then publish_report by email raises "
              "ConnectionError: the except branch replaces the notes log; both "
              "calls survive in the log's action lines (the second failed).",
              [call("read_file", path=REPORT),
               call("publish_report", path=REPORT, channel="email")],
              Expect("crashed", ["notes_lost"], tool_calls=2)),
        Cycle("Adds the Osaka line and signals done; afterwards the operator "
              "deletes this cycle's _before.",
              [call("echo", message="Added: “Osaka: 日本語 dashboard translation "
                                    "80 % done”"),
               call("done", summary="Osaka line added to the report")],
              Expect("completed", ["orphan"], tool_calls=1),
              drop_before=True),
        Cycle("Publishes the report on the wiki, signals done; no pending "
              "actions are left.",
              [call("publish_report", path=REPORT, channel="wiki"),
               call("done", summary="Week-14 report published on the wiki 🎉")],
              Expect("completed", tool_calls=1)),
        Cycle("No done: update_scratchpad sets a new current_task, then an echo; "
              "max_iterations is 2.",
              [call("update_scratchpad", current_task="Archive the week-14 notes",
                    pending_actions=["Start the week-15 report on Monday"]),
               call("echo", message=f"Archiving {STANDUP}")],
              Expect("completed", tool_calls=1),
              max_iterations=2),
        Cycle("Newest cycle, still running: one clock call, then the sample is "
              "taken while the model is thinking (_before only).",
              [call("clock", timezone="UTC")],
              Expect("running"),
              kill_at=2),
    ],
)

# --------------------------------------------------------------------------
# healthy: five clean cycles (the first five of sample_agent.DEFAULT_SCRIPT)
# --------------------------------------------------------------------------

HEALTHY_STORIES = [
    ("Reads the release checklist (multi-line result), signals done.", 1),
    ("Echoes the tag command, signals done.", 1),
    ("Echoes the build command, checks the clock, signals done.", 2),
    ("Echoes the upload command, signals done.", 1),
    ("Announces the release, signals done; nothing is left to do.", 1),
]

HEALTHY = Sample(
    name="healthy",
    first_active={
        "goals": ["Release Kestrel 1.4.0 following docs/release-checklist.md"],
        "current_task": "Read the release checklist",
        "pending_actions": [
            "Tag the release",
            "Build the wheel",
            "Upload the wheel to the internal index",
            "Announce the release in #kestrel",
        ],
        "completed_tasks": [],
        "notes": "",
    },
    cycles=[Cycle(story, responses, Expect("completed", tool_calls=tools))
            for (story, tools), responses
            in zip(HEALTHY_STORIES, DEFAULT_SCRIPT["cycles"])],
    max_iterations=DEFAULT_SCRIPT["max_iterations"],
)

SAMPLES = [DEMO, HEALTHY]


# --------------------------------------------------------------------------
# Running a sample
# --------------------------------------------------------------------------

def make_sample(outdir: Path, sample: Sample) -> list:
    """Writes one agent root; returns [(cycle_id, cycle), ...]."""
    root = outdir / sample.name
    if root.exists():
        shutil.rmtree(root)
    active = root / "scratchpad" / "active.yaml"
    write_first_active(active, sample.first_active)

    clock = SimulatedClock(DEFAULT_START)
    written = []
    for index, cycle in enumerate(sample.cycles):
        clock.go_to_cycle(index)
        if cycle.hand_edit:
            cycle.hand_edit(active)
        model = ScriptedModel(cycle.responses, clock, kill_at=cycle.kill_at)
        agent = Agent(root, model, Tools(clock, WORKSPACE), clock,
                      cycle.max_iterations or sample.max_iterations)
        try:
            agent.run_once()
        except ProcessKilled:
            pass  # the process "died": no _after, no active.yaml
        if cycle.drop_before:
            (active.parent / f"{agent.cycle_id}_before.yaml").unlink()
        written.append((agent.cycle_id, cycle))

    expected = {"cycles": [{"id": cycle_id,
                            "status": cycle.expect.status,
                            "flags": cycle.expect.flags,
                            "tool_calls": cycle.expect.tool_calls,
                            "parse_errors": cycle.expect.parse_errors}
                           for cycle_id, cycle in written]}
    with open(root / "expected.json", "w", encoding="utf-8") as f:
        json.dump(expected, f, indent=2, ensure_ascii=False)
        f.write("\n")
    return written


def markdown_table(written) -> str:
    """The README's table of a sample."""
    rows = ["| cycle | what happened | status | flags |", "|---|---|---|---|"]
    for cycle_id, cycle in written:
        flags = ", ".join(cycle.expect.flags) or "—"
        rows.append(f"| `{cycle_id}` | {cycle.story} | {cycle.expect.status} | {flags} |")
    return "\n".join(rows)


def main(argv=None):
    parser = argparse.ArgumentParser(description="(Re)create the sample agent roots.")
    parser.add_argument("outdir", nargs="?", type=Path, default=SAMPLES_DIR,
                        help="where to write demo/, healthy/ and msa-real/ (default: %(default)s)")
    parser.add_argument("--table", action="store_true",
                        help="print each sample's cycle table in Markdown")
    args = parser.parse_args(argv)
    for sample in SAMPLES:
        written = make_sample(args.outdir, sample)
        if args.table:
            print(f"\n### {sample.name}\n\n{markdown_table(written)}")
        else:
            print(f"{args.outdir / sample.name}: {len(written)} cycles")
    written = make_msa_sample(args.outdir)
    if args.table:
        rows = ["| cycle | what happened | status | flags | iterations |", "|---|---|---|---|---|"]
        rows += [f"| `{cycle_id}` | {e.story} | {e.status} | {', '.join(e.flags) or '—'} | {e.iterations} |"
                 for cycle_id, e in written]
        print("\n### msa-real\n\n" + "\n".join(rows))
    else:
        print(f"{args.outdir / 'msa-real'}: {len(written)} cycles")


if __name__ == "__main__":
    main()
