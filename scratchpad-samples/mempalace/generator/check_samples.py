#!/usr/bin/env python3
"""Recomputes the sessions of a MemPalace folder from its files alone and
compares them with its expected.json. Exit status 1 on any mismatch.

    python3 check_samples.py [--at TIME] DIR [DIR ...]

DIR holds session_scratchpad/. Expiry is judged at --at (default: the "at"
of DIR/expected.json), never at the machine's clock.

One unit per session_scratchpad/<session_id>.json, sorted by file name:
kind "session", id the file name without ".json", status

  unreadable  the file is not JSON, or not {session_id, created, ttl, entries}
  expired     at >= created + ttl
  live        otherwise

and the fields entries (how many), expires_at (created + ttl, as
YYYY-MM-DDTHH:MM:SSZ) and promote (entries with "promote": true); all three
are null when the file is unreadable. flags is always empty; problems holds
"<file>: <what is wrong>", with line and column for JSON that cannot be
parsed (a file that stops early: the position just past its last character).

This file does not import the generator: it reads only the folder.
"""

import argparse
import json
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

FORMAT = "mempalace"
TIME_FORMAT = "%Y-%m-%dT%H:%M:%SZ"
SESSION_FIELDS = ["session_id", "created", "ttl", "entries"]
ENTRY_FIELDS = ["key", "value", "tool_origin", "timestamp"]


def parse_time(text: str) -> datetime:
    return datetime.strptime(text, TIME_FORMAT).replace(tzinfo=timezone.utc)


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


def shape_problem(name: str, session) -> str:
    if not isinstance(session, dict) or sorted(session) != sorted(SESSION_FIELDS):
        return f"{name}: the fields are not {', '.join(SESSION_FIELDS)}"
    try:
        parse_time(session["created"])
    except (TypeError, ValueError):
        return f"{name}: created is not a time like 2025-01-15T10:00:00Z"
    if not isinstance(session["ttl"], int) or not isinstance(session["entries"], list):
        return f"{name}: ttl must be a number of seconds and entries a list"
    for number, entry in enumerate(session["entries"], 1):
        if not isinstance(entry, dict) or sorted(set(entry) - {"promote"}) != sorted(ENTRY_FIELDS):
            return f"{name}: entry {number} is not {{key, value, tool_origin, timestamp, promote?}}"
    return None


def session_unit(path: Path, at: datetime) -> dict:
    unit = {"format": FORMAT, "kind": "session", "id": path.stem, "status": "unreadable",
            "flags": [], "problems": [], "entries": None, "expires_at": None, "promote": None}
    session, problem = read_json(path)
    problem = problem or shape_problem(path.name, session)
    if problem:
        unit["problems"].append(problem)
        return unit
    if session["session_id"] != path.stem:
        unit["problems"].append(f"{path.name}: session_id is {session['session_id']!r}")
    expires_at = parse_time(session["created"]) + timedelta(seconds=session["ttl"])
    unit.update({
        "status": "expired" if at >= expires_at else "live",
        "entries": len(session["entries"]),
        "expires_at": expires_at.strftime(TIME_FORMAT),
        "promote": sum(1 for entry in session["entries"] if entry.get("promote") is True),
    })
    return unit


def compute(root: Path, at: datetime) -> list:
    return [session_unit(path, at) for path in sorted((root / "session_scratchpad").glob("*.json"))]


def check(root: Path, at_text=None) -> list:
    with open(root / "expected.json", encoding="utf-8") as f:
        expected = json.load(f)
    actual = compute(root, parse_time(at_text or expected["at"]))
    problems = []
    for index in range(max(len(expected["units"]), len(actual))):
        want = expected["units"][index] if index < len(expected["units"]) else None
        got = actual[index] if index < len(actual) else None
        if want != got:
            problems.append(f"unit {index + 1}: expected {want}, computed {got}")
    return problems


def main(argv):
    parser = argparse.ArgumentParser(description="Check MemPalace sample folders against expected.json.")
    parser.add_argument("--at", help="judge expiry at this time (default: expected.json's at)")
    parser.add_argument("dirs", nargs="+", type=Path)
    args = parser.parse_args(argv[1:])
    failed = False
    for root in args.dirs:
        problems = check(root, args.at)
        for problem in problems:
            print(f"{root}: {problem}")
        failed = failed or bool(problems)
        if not problems:
            print(f"{root}: OK")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
