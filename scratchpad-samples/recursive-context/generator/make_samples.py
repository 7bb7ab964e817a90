#!/usr/bin/env python3
"""(Re)creates the recursive-context sample (seed 001): a folder of runs.

    python3 make_samples.py [OUTDIR]      (default: scratchpad-samples/recursive-context/)

Writes OUTDIR/runs/<run>/ (debug.json, and where the run saved and logged,
agent_state.json and recursive_context.log) and OUTDIR/expected.json.

Every run file is written by the seed's own code (the recursive_context
package beside this file): export_trace(), save(), the `recursive_context`
logger of validate.py. Only the model is scripted (claudette.py) and the
clock simulated, so the output is byte-identical on every run. The only
write not made by the agent is the operator's: the trimmed agent_state.json
that pr-review-restored starts from (save() later overwrites it).

expected.json states what each turn was *scripted* to produce; it is not
computed from the files. check_samples.py recomputes it from the files.
"""

import argparse
import json
import shutil
import sys
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import Optional

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import claudette  # noqa: E402  (the scripted stand-in beside this file)
from recursive_context import RecursiveChat  # noqa: E402
from recursive_context.trace import close_log, open_log  # noqa: E402

FORMAT = "recursivecontext"
SAMPLE_DIR = HERE.parent
SECONDS_BETWEEN_TURNS = 40


class SimulatedClock:
    def __init__(self, start: datetime):
        self._now = start

    def now(self) -> datetime:
        return self._now

    def advance(self, seconds: float):
        self._now += timedelta(seconds=seconds)


@dataclass
class Turn:
    user: str
    response: str
    updates: object                       # the update_scratchpad tool input of the reflection
    status: str                           # changed | unchanged
    sections_changed: list = field(default_factory=list)
    log: list = field(default_factory=list)        # [(level, message)] this turn logs
    inject_before: list = field(default_factory=list)  # operator's inject(section, value) calls

    @property
    def continuity_break(self) -> bool:
        return bool(self.inject_before)


@dataclass
class Run:
    name: str
    purpose: str
    start: datetime
    story: str                              # one line, for the README
    turns: list
    inject_first: list = field(default_factory=list)   # before turn 1: no previous turn, no break
    restore_from: Optional[dict] = None     # the operator's agent_state.json, loaded with load()
    save: bool = True                       # save() to agent_state.json at the end
    log: bool = True                        # the recursive_context logger writes recursive_context.log


# --------------------------------------------------------------------------
# python-help: every kind of refused update, APPEND, CLEAR, inject, unicode
# --------------------------------------------------------------------------

RATINGS = "user_id,item_id,rating\n" + "\n".join(
    f"{i},{(i * 37) % 500},{i % 5 + 1}" for i in range(1, 601))
assert len(RATINGS) > 5000

PYTHON_HELP = Run(
    name="python-help",
    purpose="Help with Python programming",
    start=datetime(2026, 4, 2, 9, 0, 0),
    story="A pandas helper: the seed's own inject() examples, APPEND and replace, "
          "a refused oversize update, unicode, an empty update, CLEAR, an update "
          "that raises.",
    inject_first=[("identity_user", "Senior ML engineer, prefers concise responses"),
                  ("understanding_known", "- (user) Working on a recommendation system")],
    turns=[
        Turn("How do I read a CSV file?",
             "Use pandas:\n\n```python\nimport pandas as pd\ndf = pd.read_csv(\"ratings.csv\")\n```\n\n"
             "`read_csv` infers the header and the column types; pass `dtype=` for ids "
             "you want kept as strings.",
             {"trajectory_now": "Showing how to read a CSV file with pandas",
              "trajectory_path": "APPEND: User asked how to read a CSV \u2192 suggested pandas.read_csv",
              "workspace": "```python\nimport pandas as pd\ndf = pd.read_csv(\"ratings.csv\")\n```",
              "self_confidence": "HIGH - standard pandas usage"},
             "changed", ["TRAJECTORY/Now", "TRAJECTORY/Path", "WORKSPACE", "SELF/Confidence"]),
        Turn("What about handling missing values?",
             "`read_csv` turns empty fields into NaN. Drop them with "
             "`df.dropna(subset=[\"rating\"])` or fill them with "
             "`df[\"rating\"].fillna(df[\"rating\"].median())`.",
             {"trajectory_now": "Handling missing values in the ratings CSV",
              "workspace": "APPEND: df = df.dropna(subset=[\"rating\"])"},
             "changed", ["TRAJECTORY/Now", "WORKSPACE"]),
        Turn("Can you keep the whole ratings file in your notes so you remember it?",
             "I'll keep what matters about it rather than every row: "
             "600 ratings, columns user_id, item_id, rating.",
             {"workspace": RATINGS},
             "unchanged",
             log=[("WARNING", "Update validation failed: workspace exceeds 5k chars")],
             inject_before=[("self_flags", "APPEND: - PROTECT: user prefers concise answers")]),
        Turn("Le fichier s'appelle donn\u00e9es_\u00e9t\u00e9.csv et les titres sont en "
             "\u65e5\u672c\u8a9e \U0001F680 \u2014 \u00e7a pose probl\u00e8me\u00a0?",
             "Non\u00a0: pandas lit l'UTF-8 par d\u00e9faut. S'il commence par un BOM, "
             "passez `encoding=\"utf-8-sig\"`\u00a0; les titres \u65e5\u672c\u8a9e et "
             "les emoji \U0001F680 restent intacts.",
             {"understanding_known": "APPEND: - (user) The file is donn\u00e9es_\u00e9t\u00e9.csv, "
                                     "UTF-8, titles in \u65e5\u672c\u8a9e and emoji \U0001F680",
              "self_confidence": "Fairly sure \u2014 utf-8-sig covers the BOM case"},
             "changed", ["UNDERSTANDING/Known", "SELF/Confidence"],
             log=[("WARNING", "Confidence should include HIGH/MEDIUM/LOW: "
                              "Fairly sure \u2014 utf-8-sig covers the BOM case")]),
        Turn("Thanks, that's all for now.",
             "You're welcome \u2014 good luck with the recommender!",
             {},
             "unchanged"),
        Turn("New task: parse the JSON event logs instead.",
             "Sure. Are the events one JSON object per line, or one big array?",
             {"trajectory_now": "Parsing the JSON event logs",
              "trajectory_path": "CLEAR",
              "workspace": "CLEAR",
              "self_flags": "CLEAR"},
             "changed", ["TRAJECTORY/Now", "TRAJECTORY/Path", "WORKSPACE", "SELF/Flags"]),
        Turn("Each line is one JSON object.",
             "Then `pd.read_json(\"events.jsonl\", lines=True)` reads it into a DataFrame.",
             {"trajectory_now": "Reading JSON Lines with pd.read_json(lines=True)",
              "trajectory_path": ["User switched to the JSON event logs",
                                  "suggested read_json(lines=True)"]},
             "unchanged",
             log=[("ERROR", "Update failed: 'list' object has no attribute 'startswith'")]),
    ],
)

# --------------------------------------------------------------------------
# pr-review-restored: restored from a trimmed state, every update refused
# --------------------------------------------------------------------------

PR_REVIEW = Run(
    name="pr-review-restored",
    purpose="Review pull requests",
    start=datetime(2026, 4, 2, 11, 0, 0),
    story="Restored with load() from a hand-trimmed agent_state.json (turn 3, one "
          "section): every update, even an empty one, is refused as suspiciously short.",
    restore_from={"scratchpad": "## TRAJECTORY\n### Now\nWaiting for the PR link\n",
                  "turn": 3,
                  "purpose": "Review pull requests"},
    turns=[
        Turn("Here it is: https://git.example.com/kestrel/pull/482",
             "Looking at #482: it moves the token refresh into the HTTP client.",
             {"trajectory_now": "Reviewing PR #482 (token refresh in the HTTP client)",
              "self_confidence": "MEDIUM - only the diff summary so far"},
             "unchanged",
             log=[("WARNING", "Update produced suspiciously short scratchpad")]),
        Turn("Any blocking issues?",
             "One: the refresh is not retried when the first attempt times out.",
             {},
             "unchanged",
             log=[("WARNING", "Update produced suspiciously short scratchpad")]),
    ],
)

# --------------------------------------------------------------------------
# trip-notes: only debug.json; an inject(), a layout-only change
# --------------------------------------------------------------------------

TRIP = Run(
    name="trip-notes",
    purpose="Plan a team offsite",
    start=datetime(2026, 4, 2, 14, 0, 0),
    story="Only debug.json (no save(), no log): an inject() between turns, a "
          "replace with the same text that only drops a blank line, a no-op update.",
    save=False,
    log=False,
    turns=[
        Turn("We're 12 people. Lisbon or Krak\u00f3w in May?",
             "Both work in May. Krak\u00f3w is cheaper; Lisbon is warmer \u2600\ufe0f.",
             {"understanding_known": "APPEND: - (user) 12 people; Lisbon or Krak\u00f3w; May",
              "trajectory_now": "Comparing Lisbon and Krak\u00f3w for May"},
             "changed", ["UNDERSTANDING/Known", "TRAJECTORY/Now"]),
        Turn("Book whichever is cheaper.",
             "Then Krak\u00f3w: about 1\u202f150\u00a0\u20ac per person \u2708\ufe0f \U0001F3E8.",
             {"trajectory_later": "(none)"},
             "changed", [],
             inject_before=[("workspace", "Budget: 1\u202f500\u00a0\u20ac per person "
                                          "\u2708\ufe0f \U0001F3E8")]),
        Turn("Great, thanks!",
             "Have a good offsite \U0001F389",
             {"trajectory_now": "Comparing Lisbon and Krak\u00f3w for May"},
             "unchanged"),
    ],
)

RUNS = [PYTHON_HELP, PR_REVIEW, TRIP]


# --------------------------------------------------------------------------
# Running
# --------------------------------------------------------------------------

def run_files(run: Run) -> list:
    return sorted(["debug.json"]
                  + (["agent_state.json"] if run.save or run.restore_from else [])
                  + (["recursive_context.log"] if run.log else []))


def make_run(runs_dir: Path, run: Run):
    folder = runs_dir / run.name
    folder.mkdir(parents=True)
    clock = SimulatedClock(run.start)
    answers = []
    for turn in run.turns:
        answers += [("respond", turn.response), ("reflect", turn.updates)]
    claudette.use_model(claudette.ScriptedModel(answers, clock))
    handler = open_log(folder / "recursive_context.log", clock) if run.log else None
    try:
        if run.restore_from is not None:
            # The operator's file (not the agent's): written like save() writes.
            with open(folder / "agent_state.json", "w") as f:
                json.dump(run.restore_from, f, indent=2)
            agent = RecursiveChat.load(folder / "agent_state.json")
        else:
            agent = RecursiveChat(purpose=run.purpose)
        for section, value in run.inject_first:
            agent.inject(section, value)
        for index, turn in enumerate(run.turns):
            if index:
                clock.advance(SECONDS_BETWEEN_TURNS)
            for section, value in turn.inject_before:
                agent.inject(section, value)
            agent(turn.user)
        if run.save:
            agent.save(folder / "agent_state.json")
        agent.export_trace(folder / "debug.json")
        return agent
    finally:
        claudette.use_model(None)
        if handler:
            close_log(handler)


def first_turn(run: Run) -> int:
    return (run.restore_from or {}).get("turn", 0) + 1


def expected(runs: list) -> dict:
    units, run_entries = [], []
    for run in sorted(runs, key=lambda r: r.name):
        for number, turn in enumerate(run.turns, start=first_turn(run)):
            units.append({"format": FORMAT, "kind": "turn", "id": f"{run.name}#{number}",
                          "status": turn.status,
                          "flags": ["continuity_break"] if turn.continuity_break else [],
                          "problems": [],
                          "run": run.name, "turn": number,
                          "sections_changed": turn.sections_changed})
        run_entries.append({"run": run.name, "files": run_files(run),
                            "log": [{"level": level, "message": message}
                                    for turn in run.turns for level, message in turn.log]})
    return {"format": FORMAT, "units": units, "runs": run_entries}


def make_sample(outdir: Path, runs=RUNS):
    runs_dir = outdir / "runs"
    if runs_dir.exists():
        shutil.rmtree(runs_dir)
    runs_dir.mkdir(parents=True)
    for run in runs:
        make_run(runs_dir, run)
    with open(outdir / "expected.json", "w", encoding="utf-8") as f:
        json.dump(expected(runs), f, indent=2, ensure_ascii=False)
        f.write("\n")


def markdown_table(runs=RUNS) -> str:
    rows = ["| turn | status | flags | sections changed | logged |", "|---|---|---|---|---|"]
    for run in sorted(runs, key=lambda r: r.name):
        for number, turn in enumerate(run.turns, start=first_turn(run)):
            flags = "continuity_break" if turn.continuity_break else "\u2014"
            sections = ", ".join(turn.sections_changed) or "\u2014"
            logged = "; ".join(f"{level} {message}" for level, message in turn.log) or "\u2014"
            rows.append(f"| `{run.name}#{number}` | {turn.status} | {flags} | {sections} | {logged} |")
    return "\n".join(rows)


def main(argv=None):
    parser = argparse.ArgumentParser(description="(Re)create the recursive-context sample.")
    parser.add_argument("outdir", nargs="?", type=Path, default=SAMPLE_DIR,
                        help="where to write runs/ and expected.json (default: %(default)s)")
    parser.add_argument("--table", action="store_true", help="print the turn table in Markdown")
    args = parser.parse_args(argv)
    make_sample(args.outdir)
    if args.table:
        print(markdown_table())
    else:
        print(f"{args.outdir / 'runs'}: {len(RUNS)} runs, "
              f"{sum(len(r.turns) for r in RUNS)} turns")


if __name__ == "__main__":
    main()
