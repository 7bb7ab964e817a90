#!/usr/bin/env python3
"""Recomputes every turn of a recursive-context sample from its files alone
and compares with its expected.json. Exit status 1 on any mismatch.

    python3 check_samples.py SAMPLE [SAMPLE ...]    (SAMPLE holds runs/ and expected.json)

The readings (the same as the sample's README):

  run               the name of the folder that holds debug.json
  unit              one entry of debug.json; id "<run>#<turn>", turn as recorded
  section path      "SECTION" for a "## " header, "SECTION/Subsection" for a
                    "### " header under it; its text is the lines after the
                    header up to the next "## ", "### " or "---" line, trailing
                    blank lines dropped (a repeated header continues its path)
  sections_changed  the paths whose text differs between scratchpad_before and
                    scratchpad_after: the after's paths in document order, then
                    the paths only the before has
  status            "changed" when scratchpad_after differs from
                    scratchpad_before at all (a layout-only change, such as a
                    blank line dropped by a replace, is "changed" with no
                    section changed), else "unchanged"
  continuity_break  the turn's scratchpad_before differs from the previous
                    entry's scratchpad_after (an inject() between them)
  log               records of recursive_context.log: a record starts with
                    "YYYY-MM-DD HH:MM:SS,mmm LEVEL name: "; later lines without
                    that start continue it

It also checks that agent_state.json, when present, holds the last turn's
scratchpad_after and turn number.
"""

import json
import re
import sys
from pathlib import Path

FORMAT = "recursivecontext"
LOG_RECORD = re.compile(r"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},\d{3} (\w+) ([\w.]+): (.*)$")


def sections(scratchpad: str) -> dict:
    """{path: text} in document order."""
    texts, section, path = {}, None, None
    for line in scratchpad.split("\n"):
        if line.startswith("## "):
            section = line[3:].strip()
            path = section
            texts.setdefault(path, [])
        elif line.startswith("### "):
            sub = line[4:].strip()
            path = f"{section}/{sub}" if section is not None else sub
            texts.setdefault(path, [])
        elif line.startswith("---"):
            path = None
        elif path is not None:
            texts[path].append(line)
    result = {}
    for key, lines in texts.items():
        while lines and not lines[-1].strip():
            lines.pop()
        result[key] = "\n".join(lines)
    return result


def sections_changed(before: str, after: str) -> list:
    old, new = sections(before), sections(after)
    changed = [p for p in new if old.get(p) != new[p]]
    return changed + [p for p in old if p not in new]


def turn_units(run: str, trace: list) -> list:
    units, previous_after = [], None
    for entry in trace:
        before, after = entry["scratchpad_before"], entry["scratchpad_after"]
        flags = []
        if previous_after is not None and before != previous_after:
            flags.append("continuity_break")
        units.append({"format": FORMAT, "kind": "turn", "id": f"{run}#{entry['turn']}",
                      "status": "changed" if after != before else "unchanged",
                      "flags": flags, "problems": [],
                      "run": run, "turn": entry["turn"],
                      "sections_changed": sections_changed(before, after)})
        previous_after = after
    return units


def log_records(path: Path) -> list:
    if not path.is_file():
        return []
    records = []
    for line in path.read_text(encoding="utf-8").split("\n"):
        match = LOG_RECORD.match(line)
        if match:
            records.append({"level": match.group(1), "message": match.group(3)})
        elif records:
            records[-1]["message"] += "\n" + line
    for record in records:
        record["message"] = record["message"].rstrip("\n")
    return records


def compute(sample: Path):
    """(units, runs, problems) from the files of SAMPLE/runs."""
    units, runs, problems = [], [], []
    for folder in sorted(p for p in (sample / "runs").iterdir() if (p / "debug.json").is_file()):
        with open(folder / "debug.json", encoding="utf-8") as f:
            trace = json.load(f)
        units += turn_units(folder.name, trace)
        runs.append({"run": folder.name,
                     "files": sorted(p.name for p in folder.iterdir() if p.is_file()),
                     "log": log_records(folder / "recursive_context.log")})
        state_path = folder / "agent_state.json"
        if state_path.is_file() and trace:
            with open(state_path, encoding="utf-8") as f:
                state = json.load(f)
            if state.get("scratchpad") != trace[-1]["scratchpad_after"]:
                problems.append(f"{folder.name}: agent_state.json's scratchpad is not the last turn's after")
            if state.get("turn") != trace[-1]["turn"]:
                problems.append(f"{folder.name}: agent_state.json's turn {state.get('turn')} "
                                f"is not the last turn {trace[-1]['turn']}")
    return units, runs, problems


def check(sample: Path) -> list:
    with open(sample / "expected.json", encoding="utf-8") as f:
        expected = json.load(f)
    units, runs, problems = compute(sample)
    if expected.get("format") != FORMAT:
        problems.append(f"expected.json: format is {expected.get('format')!r}, not {FORMAT!r}")
    want = {u["id"]: u for u in expected["units"]}
    got = {u["id"]: u for u in units}
    if [u["id"] for u in expected["units"]] != [u["id"] for u in units]:
        problems.append(f"unit ids: expected {[u['id'] for u in expected['units']]}, "
                        f"computed {[u['id'] for u in units]}")
    for unit_id in sorted(set(want) | set(got)):
        if want.get(unit_id) != got.get(unit_id):
            problems.append(f"{unit_id}: expected {want.get(unit_id)}, computed {got.get(unit_id)}")
    if expected["runs"] != runs:
        problems.append(f"runs: expected {expected['runs']}, computed {runs}")
    return problems


def main(argv):
    if len(argv) < 2:
        print("usage: check_samples.py SAMPLE [SAMPLE ...]", file=sys.stderr)
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
