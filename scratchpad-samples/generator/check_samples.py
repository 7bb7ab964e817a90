#!/usr/bin/env python3
"""Recomputes every cycle's status and flags from an agent root's files and
compares them with its expected.json. Exit status 1 on any mismatch.

    python3 check_samples.py ROOT [ROOT ...]

The rules are the inspector's status rules (main README) (first matching status wins):

  running         _before without _after, and the newest cycle
  interrupted     _before without _after, not the newest
  crashed         after's notes start with "Cycle <id> failed: "
  no_change       before equals after, ignoring last_updated
  completed       the notes added in the cycle include [COMPLETED], or
                  completed_tasks grew, or current_task changed
  max_iterations  anything else
  unknown         a snapshot the rules need cannot be read

Flags: parse_errors (a [PARSE ERROR] entry was added), repeated_tool_call
(the same tool with the same arguments 3+ times in the cycle), notes_lost
(crashed and before's notes were non-empty), continuity_break (before
differs from the after of the nearest earlier cycle that has one, ignoring
last_updated), orphan (_after without _before: the cycle is then judged
against the state it should have woken with, the previous cycle's after),
unreadable (a snapshot of the cycle cannot be read: malformed YAML, empty,
not a mapping, not UTF-8, or a symlink to a file outside the scratchpad).
A name whose id is not a real date and time (month 13) is not a cycle.

The notes added in a cycle are after.notes minus the prefix before.notes;
when after.notes does not start with before.notes, all of after.notes.
tool_calls ([TOOL] and [TOOL ERROR] entries; [UNKNOWN TOOL] is none) and
parse_errors are 0 for a cycle without _after, and count nothing from a
notes that is not text (a list, a mapping, missing).

The real agent (msa-real): the scratchpad is the directory of config/
config.yaml's scratchpad_path, else scratchpads/, else scratchpad/. A cycle's
log section runs from its "=== AGENT WAKING ===" to its "Cycle <id>
complete." (a multi-cycle process appends later cycles to earlier logs); its
iterations are the highest "--- Iteration k/N ---" there, and a crashed
cycle's tool calls and parse errors are counted from its "Dispatching tool:"
and "Could not parse action" lines. The seed's sample agent writes one log
per cycle ("... INFO iteration k action: NAME"): a crashed cycle's calls are
its actions other than parse_error, done and update_scratchpad, its parse
errors its parse_error actions. iterations is compared only where
expected.json has it.
"""

import ast
import datetime
import json
import re
import sys
from collections import Counter
from pathlib import Path

import yaml

CYCLE_FILE = re.compile(r"^(\d{8}_\d{6})_(before|after)\.yaml$")
ENTRY_START = re.compile(r"(?:^|\n)\[(TOOL|TOOL ERROR|UNKNOWN TOOL|COMPLETED|PARSE ERROR)\] ")
WAKING = "=== AGENT WAKING ==="
ITERATION = re.compile(r"^--- Iteration (\d+)/\d+ ---$")
DISPATCH = re.compile(r"^Dispatching tool: (.*?) with args: ")
TOOL_ENTRY = re.compile(r"(?:^|\n)\[TOOL\] (\w+)\(")
ARROW = ") \u2192 "
FLAG_ORDER = ["parse_errors", "repeated_tool_call", "notes_lost",
              "continuity_break", "orphan", "unreadable", "replay_mismatch"]
UNREADABLE = object()  # stands for a snapshot that cannot be read


def load(path: Path):
    """The snapshot's state, or UNREADABLE."""
    if path.is_symlink() and path.parent.resolve() not in path.resolve().parents:
        return UNREADABLE
    try:
        with open(path, encoding="utf-8") as f:
            state = yaml.safe_load(f)
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return UNREADABLE
    return state if isinstance(state, dict) else UNREADABLE


def is_cycle_id(text: str) -> bool:
    try:
        datetime.datetime.strptime(text, "%Y%m%d_%H%M%S")
        return True
    except ValueError:
        return False


def notes_of(state: dict) -> str:
    notes = state.get("notes")
    return notes if isinstance(notes, str) else ""


def without_last_updated(state: dict) -> dict:
    return {k: v for k, v in state.items() if k != "last_updated"}


def added_notes(before: dict, after: dict) -> str:
    old, new = notes_of(before), notes_of(after)
    return new[len(old):] if new.startswith(old) else new


def tool_calls(notes: str) -> list:
    """(tool, args) of every [TOOL] entry. The args are the repr of a Python
    dict, which may itself contain ") → ": take the first cut that parses."""
    calls = []
    for match in TOOL_ENTRY.finditer(notes):
        rest = notes[match.end():]
        args, cut = None, rest.find(ARROW)
        while cut != -1:
            try:
                args = ast.literal_eval(rest[:cut])
                break
            except (ValueError, SyntaxError):
                cut = rest.find(ARROW, cut + 1)
        calls.append((match.group(1), repr(args) if args is not None else rest))
    return calls


def scratchpad_dir(root: Path) -> Path:
    config = root / "config" / "config.yaml"
    if config.is_file():
        path = (load(config) or {}).get("scratchpad_path")
        if isinstance(path, str):
            return (root / path).parent
    return root / "scratchpads" if (root / "scratchpads").is_dir() else root / "scratchpad"


def log_section(log: Path, cycle_id: str) -> list:
    """The cycle's own lines of its log; the whole file when it has no waking line."""
    if not log.is_file():
        return []
    lines = log.read_text(encoding="utf-8").split("\n")
    if WAKING not in lines:
        return lines
    start = lines.index(WAKING)
    section = [lines[start]]
    for line in lines[start + 1:]:
        if line == WAKING:
            break
        section.append(line)
        if line == f"Cycle {cycle_id} complete.":
            break
    return section


def iterations(section: list) -> int:
    real = [int(m.group(1)) for line in section if (m := ITERATION.match(line))]
    old = [int(n) for line in section for n in re.findall(r"\biteration (\d+)\b", line)]
    return max(real or old or [-1])


SAMPLE_ACTION = re.compile(r"^\d{4}-\d{2}-\d{2} [\d:,]+ [A-Z]+ iteration \d+ action: (.*)$")


def logged_calls(section: list):
    """(tool calls, parse errors) of a crashed cycle, from its log lines."""
    calls = parse_errors = 0
    for line in section:
        m = SAMPLE_ACTION.match(line)
        if m:
            name = m.group(1).strip()
            parse_errors += name == "parse_error"
            calls += name not in ("parse_error", "done", "update_scratchpad")
    for i, line in enumerate(section):
        m = DISPATCH.match(line)
        if m and m.group(1) not in ("done", "update_scratchpad"):
            unknown = i + 1 < len(section) and section[i + 1].startswith("Unknown tool: ")
            calls += 0 if unknown else 1
        if line.startswith("Could not parse action from response."):
            parse_errors += 1
    return calls, parse_errors


def cycle_report(cycle_id, before, after, newest, previous_after, section=None) -> dict:
    flags = set()
    tools = parse_errors = 0
    if UNREADABLE in (before, after):
        flags.add("unreadable")
    if before not in (None, UNREADABLE) and previous_after not in (None, UNREADABLE) and \
            without_last_updated(before) != without_last_updated(previous_after):
        flags.add("continuity_break")
    if after is not None and before is None:
        flags.add("orphan")
        before = previous_after

    if after is None:
        status = "running" if newest else "interrupted"
    elif after is UNREADABLE:
        status = "unknown"
    elif before in (None, UNREADABLE) and \
            not notes_of(after).startswith(f"Cycle {cycle_id} failed: "):
        status = "unknown"
    else:
        before = before if before not in (None, UNREADABLE) else {}
        added = added_notes(before, after)
        calls = tool_calls(added)
        tools = len(calls) + sum(1 for m in ENTRY_START.finditer(added) if m.group(1) == "TOOL ERROR")
        parse_errors = sum(1 for m in ENTRY_START.finditer(added)
                           if m.group(1) == "PARSE ERROR")
        if parse_errors:
            flags.add("parse_errors")
        if any(n >= 3 for n in Counter(calls).values()):
            flags.add("repeated_tool_call")

        if notes_of(after).startswith(f"Cycle {cycle_id} failed: "):
            status = "crashed"
            if before.get("notes"):
                flags.add("notes_lost")
            logged_tools, logged_errors = logged_calls(section or [])
            if logged_tools or logged_errors:
                tools, parse_errors = logged_tools, logged_errors
                if parse_errors:
                    flags.add("parse_errors")
        elif without_last_updated(before) == without_last_updated(after):
            status = "no_change"
        elif ("[COMPLETED]" in [m.group(1) for m in ENTRY_START.finditer(added)]
              or len(after.get("completed_tasks") or []) >
              len(before.get("completed_tasks") or [])
              or after.get("current_task") != before.get("current_task")):
            status = "completed"
        else:
            status = "max_iterations"

    return {"id": cycle_id, "status": status,
            "flags": [f for f in FLAG_ORDER if f in flags],
            "tool_calls": tools, "parse_errors": parse_errors}


def compute(root: Path, with_iterations=False) -> list:
    scratchpad = scratchpad_dir(root)
    files = {}
    for path in scratchpad.iterdir():
        match = CYCLE_FILE.match(path.name)
        if match and is_cycle_id(match.group(1)):
            files.setdefault(match.group(1), {})[match.group(2)] = load(path)
    ids = sorted(files)
    reports, previous_after = [], None
    for cycle_id in ids:
        before, after = files[cycle_id].get("before"), files[cycle_id].get("after")
        section = log_section(root / "logs" / f"cycle_{cycle_id}.log", cycle_id)
        report = cycle_report(cycle_id, before, after, cycle_id == ids[-1], previous_after, section)
        if with_iterations:
            report["iterations"] = iterations(section)
        reports.append(report)
        if after is not None:
            previous_after = after
    return reports


def check(root: Path) -> list:
    """Mismatches between the files of an agent root and its expected.json."""
    with open(root / "expected.json", encoding="utf-8") as f:
        expected = json.load(f)["cycles"]
    actual = compute(root, any("iterations" in c for c in expected))
    problems = []
    expected_by_id = {c["id"]: c for c in expected}
    actual_by_id = {c["id"]: c for c in actual}
    for cycle_id in sorted(set(expected_by_id) | set(actual_by_id)):
        want, got = expected_by_id.get(cycle_id), actual_by_id.get(cycle_id)
        if want != got:
            problems.append(f"{cycle_id}: expected {want}, computed {got}")
        if not (root / "logs" / f"cycle_{cycle_id}.log").is_file():
            problems.append(f"{cycle_id}: logs/cycle_{cycle_id}.log is missing")
    if not (scratchpad_dir(root) / "active.yaml").is_file():
        problems.append(f"{scratchpad_dir(root).name}/active.yaml is missing")
    return problems


def main(argv):
    if len(argv) < 2:
        print("usage: check_samples.py ROOT [ROOT ...]", file=sys.stderr)
        return 2
    failed = False
    for arg in argv[1:]:
        root = Path(arg)
        problems = check(root)
        for problem in problems:
            print(f"{root}: {problem}")
        if problems:
            failed = True
        else:
            print(f"{root}: OK")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
