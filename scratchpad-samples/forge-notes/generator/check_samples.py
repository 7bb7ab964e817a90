#!/usr/bin/env python3
"""Recomputes every tool call of a forge-notes sample from its files alone
and compares with its expected.json. Exit status 1 on any mismatch.

    python3 check_samples.py SAMPLE [SAMPLE ...]   (SAMPLE holds sessions/ and expected.json)

The readings (the same as the sample's README):

  session   the name of the folder sessions/<session_id>/
  call      an assistant message holding a <tool> element, numbered from 1
            in conversation order; id "<session>#<n>"
  ok        the next message is Role "tool", starting "Tool '<name>' result:\\n"
  failed    the next message is Role "user", starting
            'ERROR: Tool "<name>" execution failed.\\n\\nError details: ';
            error = the rest of that message

Beyond the units it replays the notes through the calls that succeeded (an
add's id from its result's note_id metadata) and checks, with its own code:
the replayed notes equal notes.json; each ok search_notes / list_notes
returned what AND-tag, case-insensitive substring search gives at that
point; each content-length error names the content's UTF-8 byte count and
no accepted content exceeds 4000 bytes or 10 tags; and the files are
written as Go writes them (no raw < > & U+2028 U+2029, two-space indent,
Go RFC 3339 timestamps).
"""

import json
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

FORMAT = "forgenotes"
ERROR_PREFIX = 'ERROR: Tool "{}" execution failed.\n\nError details: '
GO_TIME = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d*[1-9])?(Z|[+-]\d{2}:\d{2})$")
LENGTH_ERROR = re.compile(r"^note content exceeds maximum length of 4000 characters \(got (\d+)\)")
NOTE_ID = re.compile(r"^\[(note_\d+)\] ", re.M)


def tool_call(content: str):
    start, end = content.find("<tool>"), content.find("</tool>")
    if start < 0 or end < 0:
        return None
    root = ET.fromstring(content[start:end + 7])
    args = {}
    for child in root.find("arguments"):
        args[child.tag] = [t.text or "" for t in child] if len(child) else (child.text or "")
    return root.findtext("tool_name"), args


def matches(note, query, tags) -> bool:
    have = {t.lower() for t in note["tags"] or []}
    if not all(t.lower() in have for t in tags or []):
        return False
    return query == "" or query.lower() in note["content"].lower()


def go_written_problems(path: Path) -> list:
    text = path.read_text(encoding="utf-8")
    problems = [f"{path.name}: raw {c!r} (Go writes it escaped)"
                for c in "<>&\u2028\u2029" if c in text]
    if text.endswith("\n"):
        problems.append(f"{path.name}: ends with a newline (MarshalIndent does not)")
    if re.search(r"^(  )*( )\S", text, re.M):
        problems.append(f"{path.name}: an odd indent (Go indents by two spaces)")
    return problems


def replay_session(folder: Path):
    """(units, summary, problems) of one session folder."""
    session = folder.name
    with open(folder / "conversation.json", encoding="utf-8") as f:
        messages = json.load(f)
    with open(folder / "notes.json", encoding="utf-8") as f:
        export = json.load(f)
    problems = go_written_problems(folder / "conversation.json") + \
        go_written_problems(folder / "notes.json")
    for m in messages:
        if list(m) != ["Metadata", "Content", "Timestamp", "Role"]:
            problems.append(f"{session}: message fields {list(m)}")
        if not GO_TIME.match(m["Timestamp"]):
            problems.append(f"{session}: timestamp {m['Timestamp']!r} is not Go's RFC 3339")

    notes, deleted, units = {}, [], []
    calls = [(i, tool_call(m["Content"])) for i, m in enumerate(messages)
             if m["Role"] == "assistant" and "<tool>" in m["Content"]]
    for n, (index, (tool, args)) in enumerate(calls, start=1):
        unit_id = f"{session}#{n}"
        unit = {"format": FORMAT, "kind": "call", "id": unit_id, "status": "ok",
                "flags": [], "problems": [], "session": session, "tool": tool}
        reply = messages[index + 1] if index + 1 < len(messages) else None
        if reply and reply["Role"] == "tool" and reply["Content"].startswith(f"Tool '{tool}' result:\n"):
            result, metadata = reply["Content"][len(f"Tool '{tool}' result:\n"):], reply["Metadata"]
            problems += replay_ok(unit_id, tool, args, result, metadata, notes, deleted)
        elif reply and reply["Role"] == "user" and reply["Content"].startswith(ERROR_PREFIX.format(tool)):
            unit["status"] = "failed"
            unit["error"] = reply["Content"][len(ERROR_PREFIX.format(tool)):]
            length = LENGTH_ERROR.match(unit["error"])
            if length and int(length.group(1)) != len(args["content"].encode("utf-8")):
                problems.append(f"{unit_id}: the length error does not count the content's bytes")
        else:
            problems.append(f"{unit_id}: no result or error message follows the call")
        units.append(unit)

    exported = {n["id"]: {"content": n["content"], "tags": n["tags"]} for n in export["notes"]}
    if exported != notes:
        problems.append(f"{session}: notes.json {exported} differs from the replay {notes}")
    if export.get("session_id") != session:
        problems.append(f"{session}: notes.json names session {export.get('session_id')!r}")
    summary = {"session": session, "calls": len(units),
               "failed": sum(1 for u in units if u["status"] == "failed"),
               "notes": [n["id"] for n in export["notes"]], "deleted": deleted}
    return units, summary, problems


def replay_ok(unit_id, tool, args, result, metadata, notes, deleted) -> list:
    problems = []
    if tool in ("add_note", "scratch_note"):
        tags = args.get("tags") if tool == "add_note" else None
        notes[metadata["note_id"]] = {"content": args["content"], "tags": tags}
    elif tool == "update_note":
        note = notes.get(args["id"])
        if note is None:
            return [f"{unit_id}: update of {args['id']}, which the replay does not hold"]
        note["content"] = args.get("content", note["content"])
        note["tags"] = args.get("tags", note["tags"])
    elif tool == "delete_note":
        if notes.pop(args["id"], None) is None:
            return [f"{unit_id}: delete of {args['id']}, which the replay does not hold"]
        deleted.append(args["id"])
    elif tool in ("search_notes", "list_notes"):
        query = args.get("query", "")
        tags = args.get("tags") if tool == "search_notes" else ([args["tag"]] if args.get("tag") else [])
        want = sorted(i for i, note in notes.items() if matches(note, query, tags))
        got = sorted(NOTE_ID.findall(result))
        count = metadata["result_count" if tool == "search_notes" else "note_count"]
        if want != got or count != len(want):
            problems.append(f"{unit_id}: returned {got} (count {count}), the search gives {want}")
    for note_id, note in notes.items():
        if len(note["content"].encode("utf-8")) > 4000 or len(note["tags"] or []) > 10:
            problems.append(f"{unit_id}: {note_id} is over the limits yet was accepted")
    return problems


def check(sample: Path) -> list:
    with open(sample / "expected.json", encoding="utf-8") as f:
        expected = json.load(f)
    units, summaries, problems = [], [], []
    folders = sorted(p for p in (sample / "sessions").iterdir() if (p / "conversation.json").is_file())
    for folder in folders:
        u, s, p = replay_session(folder)
        units, problems = units + u, problems + p
        summaries.append(s)
    if expected.get("format") != FORMAT:
        problems.append(f"expected.json: format is {expected.get('format')!r}, not {FORMAT!r}")
    if [u["id"] for u in expected["units"]] != [u["id"] for u in units]:
        problems.append(f"call ids: expected {[u['id'] for u in expected['units']]}, "
                        f"computed {[u['id'] for u in units]}")
    want, got = {u["id"]: u for u in expected["units"]}, {u["id"]: u for u in units}
    for unit_id in sorted(set(want) | set(got)):
        if want.get(unit_id) != got.get(unit_id):
            problems.append(f"{unit_id}: expected {want.get(unit_id)}, computed {got.get(unit_id)}")
    if expected["sessions"] != summaries:
        problems.append(f"sessions: expected {expected['sessions']}, computed {summaries}")
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
