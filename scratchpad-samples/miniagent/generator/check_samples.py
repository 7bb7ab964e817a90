#!/usr/bin/env python3
"""Recomputes the units of a miniagent experiment folder from its files alone
and compares them with its expected.json. Exit status 1 on any mismatch.

    python3 check_samples.py EXPERIMENT [EXPERIMENT ...]

Units, in this order:

  one per traces/<started_at>_<correction_id>.json, sorted by file name:
    kind "correction", id the correction id (the file name after the first
    "_", which must equal the trace's correction_id), status "answered" when
    the lifecycle reached FROZEN_FOR_ANSWER and final_answer is not null,
    else "incomplete"; "unreadable" when the file is not a trace. Fields:
    learner (learner_id), steps (the number of scratchpad steps), tools (each
    step's action name, in order), failed_steps (steps whose observation has
    ok false).
  then longterm.json, when it exists: kind "store", id "longterm", status
    "ok" (or "unreadable"), fields mistake_counts, verb_overrides,
    accuracy_stats: how many keys each table holds.

flags is always empty; problems holds "<file>: <what is wrong>" (line and
column for JSON that cannot be parsed).

This file does not import the generator: it reads only the folder.
"""

import json
import sys
from pathlib import Path

FORMAT = "miniagent"
TRACE_FIELDS = ["correction_id", "learner_id", "sentence", "started_at", "finished_at",
                "lifecycle", "injected_facts", "scratchpad", "final_answer"]
STEP_FIELDS = {"thought_summary": None, "action": ["name", "args"],
               "observation": ["ok", "output", "error"]}
STORE_TABLES = ["mistake_counts", "verb_overrides", "accuracy_stats"]


def read_json(path: Path):
    """(value, None) or (None, problem)."""
    text = path.read_text(encoding="utf-8")
    try:
        return json.loads(text), None
    except json.JSONDecodeError as e:
        if e.pos >= len(text) or e.msg.startswith("Unterminated string"):
            line = text.count("\n") + 1
            column = len(text) - (text.rfind("\n") + 1) + 1
            return None, f"{path.name}: line {line}, column {column}: the file ends before the JSON is complete"
        return None, f"{path.name}: line {e.lineno}, column {e.colno}: {e.msg}"


def shape_problems(name: str, trace) -> list:
    if not isinstance(trace, dict) or list(trace) != TRACE_FIELDS:
        return [f"{name}: the fields are not {', '.join(TRACE_FIELDS)}"]
    problems = []
    for number, step in enumerate(trace["scratchpad"].get("steps", []), 1):
        for key, inner in STEP_FIELDS.items():
            if key not in step or (inner and list(step[key]) != inner):
                problems.append(f"{name}: step {number}: {key} is not as a step writes it")
    for entry in trace["lifecycle"]:
        if list(entry) != ["state", "at"]:
            problems.append(f"{name}: a lifecycle entry is not {{state, at}}")
    return problems


def correction_unit(path: Path) -> dict:
    correction_id = path.stem.split("_", 1)[1] if "_" in path.stem else path.stem
    unit = {"format": FORMAT, "kind": "correction", "id": correction_id,
            "status": "unreadable", "flags": [], "problems": [],
            "learner": None, "steps": None, "tools": None, "failed_steps": None}
    trace, problem = read_json(path)
    if problem:
        unit["problems"].append(problem)
        return unit
    problems = shape_problems(path.name, trace)
    if problems:
        unit["problems"] += problems
        return unit
    if trace["correction_id"] != correction_id:
        unit["problems"].append(f"{path.name}: correction_id is {trace['correction_id']!r}, "
                                f"the file name says {correction_id!r}")
    steps = trace["scratchpad"]["steps"]
    reached = any(entry["state"] == "FROZEN_FOR_ANSWER" for entry in trace["lifecycle"])
    unit.update({
        "status": "answered" if reached and trace["final_answer"] is not None else "incomplete",
        "learner": trace["learner_id"],
        "steps": len(steps),
        "tools": [step["action"]["name"] for step in steps],
        "failed_steps": sum(1 for step in steps if not step["observation"]["ok"]),
    })
    return unit


def store_unit(path: Path) -> dict:
    unit = {"format": FORMAT, "kind": "store", "id": "longterm", "status": "unreadable",
            "flags": [], "problems": [], **{table: None for table in STORE_TABLES}}
    store, problem = read_json(path)
    if problem:
        unit["problems"].append(problem)
    elif not isinstance(store, dict) or sorted(store) != sorted(STORE_TABLES):
        unit["problems"].append(f"{path.name}: the tables are not {', '.join(STORE_TABLES)}")
    else:
        unit["status"] = "ok"
        unit.update({table: len(store[table]) for table in STORE_TABLES})
    return unit


def compute(experiment: Path) -> list:
    units = [correction_unit(path) for path in sorted((experiment / "traces").glob("*.json"))]
    if (experiment / "longterm.json").is_file():
        units.append(store_unit(experiment / "longterm.json"))
    return units


def check(experiment: Path) -> list:
    with open(experiment / "expected.json", encoding="utf-8") as f:
        expected = json.load(f)["units"]
    actual = compute(experiment)
    problems = []
    for index in range(max(len(expected), len(actual))):
        want = expected[index] if index < len(expected) else None
        got = actual[index] if index < len(actual) else None
        if want != got:
            problems.append(f"unit {index + 1}: expected {want}, computed {got}")
    return problems


def main(argv):
    if len(argv) < 2:
        print("usage: check_samples.py EXPERIMENT [EXPERIMENT ...]", file=sys.stderr)
        return 2
    failed = False
    for arg in argv[1:]:
        problems = check(Path(arg))
        for problem in problems:
            print(f"{arg}: {problem}")
        failed = failed or bool(problems)
        if not problems:
            print(f"{arg}: OK")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
