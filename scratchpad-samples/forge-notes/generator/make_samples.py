#!/usr/bin/env python3
"""(Re)creates the forge-notes sample (seed 002): a folder of sessions.

    python3 make_samples.py [OUTDIR]      (default: scratchpad-samples/forge-notes/)

Writes OUTDIR/sessions/<session_id>/conversation.json and notes.json, and
OUTDIR/expected.json. The conversation is the audit trail the agent keeps
(every tool call and its result or error, as Go's json.MarshalIndent writes
it); notes.json is the notes export at the end of the session. Only the
model is scripted and the clock simulated (Go times with nanoseconds, in
UTC+01:00), so the output is byte-identical on every run.

An argument or an expected error may name a note by the call that created
it: "{#3}" is the note added by call 3 of the same session,
"{auth-refactor#2}" the one added by call 2 of that session.

expected.json states what each call was *scripted* to do (ok, or failed with
which error); it is not computed from the files. check_samples.py recomputes
it by replaying the conversations.
"""

import argparse
import json
import re
import shutil
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from forge_agent import Session, SimulatedClock  # noqa: E402
from forge_notes import go_len  # noqa: E402
from gojson import GoTime  # noqa: E402

FORMAT = "forgenotes"
SAMPLE_DIR = HERE.parent
CET = 60
THINK_NS = [2_718_281_828, 1_281_718_172, 1_500_000_000, 3_250_000_000, 4_141_592_654]
REF = re.compile(r"\{([\w-]*)#(\d+)\}")


@dataclass
class Call:
    thought: str
    tool: str
    args: dict
    error: Optional[str] = None          # the scripted error text; None: the call succeeds


@dataclass
class ScriptedSession:
    session_id: str
    start: GoTime
    story: str                           # one line, for the README
    task: str
    calls: list
    answer: str
    notes_left: list                     # refs of the notes still there at the end
    deleted: list = field(default_factory=list)   # refs of the notes deleted during the session


FILES = {
    "internal/auth/client.go": (
        "func (c *Client) Do(req *http.Request) (*http.Response, error) {\n"
        "\tif c.tok.Expiry.Before(time.Now()) && c.refresh != nil {\n"
        "\t\tif err := c.refresh(req.Context()); err != nil {\n"
        "\t\t\treturn nil, fmt.Errorf(\"refresh token: %w\", err)\n"
        "\t\t}\n"
        "\t}\n"
        "\treq.Header.Set(\"Authorization\", \"Bearer \"+c.tok.Value)\n"
        "\treturn c.http.Do(req)\n"
        "}\n"),
    "ci/nightly-2025-12-03.log": (
        "[02:00:01] step 1/4 build ok\n"
        "[02:04:12] step 2/4 unit tests ok (1 204 passed)\n"
        "[02:34:12] step 3/4 integration <timeout> after 30m on runner-7\n"
        "[02:34:13] retry 1/2\u2028copied from the CI web page\n"
        "[02:51:40] step 3/4 integration ok\n"
        "[02:55:02] step 4/4 publish ok\n"),
}

FAILURE_LOG = "\n".join(
    f"--- FAIL: TestLoginRefresh/case_{i:02d} (0.00s)\n"
    f"    login_test.go:{40 + i}: \u30ed\u30b0\u30a4\u30f3\u306b\u5931\u6557\u3057\u307e\u3057\u305f: token expired"
    for i in range(40))
assert len(FAILURE_LOG) < 4000 < go_len(FAILURE_LOG), "must be refused only by byte counting"


def exactly_4000_bytes() -> str:
    lines = ["Step timings (ms), runner-7 \u2014 last night's run:"]
    i = 0
    while go_len("\n".join(lines)) < 4000:
        lines.append(f"step {i:03d}: {(i * 7919) % 60000} ms")
        i += 1
    lines.pop()
    filler = 4000 - go_len("\n".join(lines)) - 1
    text = "\n".join(lines + ["-" * filler])
    assert go_len(text) == 4000
    return text


TIMINGS = exactly_4000_bytes()
ELEVEN_TAGS = ["auth", "tests", "refresh", "token", "http", "client", "pr-482",
               "regression", "login", "ci", "urgent"]

AUTH = ScriptedSession(
    session_id="auth-refactor",
    start=GoTime.of(2025, 12, 2, 9, 30, 0, 0, CET),
    story="Finds why the login tests fail: a non-note call, notes added, both limit "
          f"errors (too many tags; {go_len(FAILURE_LOG)} bytes in {len(FAILURE_LOG)} "
          "characters), AND-tag and "
          "substring search, an update, a delete and a second delete of the same note.",
    task="The login tests fail since the auth refactor (PR #482). Find out why and "
         "keep notes as you go.",
    calls=[
        Call("Let me look at the new client first.", "read_file",
             {"path": "internal/auth/client.go"}),
        Call("The refresh only happens when the token has already expired. Noting it.",
             "add_note",
             {"content": "Token refresh moved from middleware into auth.Client in #482; it now "
                         "refreshes only when Expiry < now, so a token that expires during a "
                         "request is never refreshed.",
              "tags": ["auth", "bug-tracking"]}),
        Call("", "add_note",
             {"content": "login_test.go: TestLoginRefresh uses a token that expires after 1s "
                         "and sleeps 2s, so it fails every time.",
              "tags": ["auth", "tests"]}),
        Call("Tagging the root cause broadly so I find it again.", "add_note",
             {"content": "Root cause: refresh check moved, see #482", "tags": ELEVEN_TAGS},
             error="note has too many tags (max 10, got 11). Please reduce the number of "
                   "tags to focus on the most relevant categories"),
        Call("Keeping the full failure output.", "add_note",
             {"content": FAILURE_LOG, "tags": ["tests"]},
             error=f"note content exceeds maximum length of 4000 characters (got "
                   f"{go_len(FAILURE_LOG)}). Please shorten the content or split into "
                   f"multiple notes"),
        Call("", "scratch_note",
             {"content": "Ask Kenji whether the 1s expiry in the test is intentional"}),
        Call("What do I have on the bug itself?", "search_notes",
             {"query": "", "tags": ["AUTH", "Bug-Tracking"]}),
        Call("", "search_notes", {"query": "REFRESH", "tags": ["auth"]}),
        Call("Kenji confirmed: the test is right, the client is wrong.", "update_note",
             {"id": "{#3}",
              "content": "TestLoginRefresh is correct (Kenji): a token expiring mid-request "
                         "must be refreshed. Fix the client, not the test.",
              "tags": ["auth", "tests", "confirmed"]}),
        Call("The question is answered.", "delete_note", {"id": "{#6}"}),
        Call("", "delete_note", {"id": "{#6}"}, error="note not found: {#6}"),
        Call("", "list_notes", {"tag": "AUTH"}),
        Call("", "list_tags", {}),
    ],
    answer="The failures come from #482: auth.Client refreshes the token only once it has "
           "expired, so a token expiring during a request is sent stale. The test is right; "
           "refresh when Expiry is within the request timeout.",
    notes_left=["{#2}", "{#3}"],
    deleted=["{#6}"],
)

FLAKY = ScriptedSession(
    session_id="flaky-ci",
    start=GoTime.of(2025, 12, 3, 14, 5, 0, 0, CET),
    story="A failed and a good read_file, a note with <, &, U+2028 and an emoji, an "
          "update of a note of another session (notes are session-scoped), a note of "
          "exactly 4000 bytes, a scratch note (tags null), search and list.",
    task="The nightly CI job is flaky again. Read last night's log and note what you find.",
    calls=[
        Call("", "read_file", {"path": "ci/nightly-2025-12-02.log"},
             error="failed to read file: open ci/nightly-2025-12-02.log: no such file or directory"),
        Call("Wrong date; last night is the 3rd.", "read_file",
             {"path": "ci/nightly-2025-12-03.log"}),
        Call("", "add_note",
             {"content": "Nightly 2025-12-03: integration <timeout> after 30m on runner-7 & "
                         "retry OK\u2028copied from the CI web page \U0001F422",
              "tags": ["ci", "flaky"]}),
        Call("Linking it to yesterday's auth note.", "update_note",
             {"id": "{auth-refactor#2}", "content": "See also flaky-ci"},
             error="note not found: {auth-refactor#2}"),
        Call("Keeping runner-7's step timings.", "add_note",
             {"content": TIMINGS, "tags": ["ci", "timings"]}),
        Call("", "scratch_note", {"content": "Is runner-7 still on the old c5.large pool?"}),
        Call("", "search_notes", {"query": "TIMEOUT", "tags": ["CI", "flaky"]}),
        Call("", "list_notes", {}),
    ],
    answer="Runner-7 times out in the integration step (30 min) and the retry passes: "
           "the runner is slow, not the tests. Notes: the timeout and the step timings.",
    notes_left=["{#3}", "{#5}", "{#6}"],
)

SESSIONS = [AUTH, FLAKY]     # in name order: expected.json lists the units session by session
assert [s.session_id for s in SESSIONS] == sorted(s.session_id for s in SESSIONS)


def resolve(value, session_id: str, created: dict):
    """Replaces {#n} / {session#n} with the id of the note that call added."""
    if isinstance(value, list):
        return [resolve(v, session_id, created) for v in value]
    if isinstance(value, str):
        return REF.sub(lambda m: created[(m.group(1) or session_id, int(m.group(2)))], value)
    return value


def make_sample(outdir: Path, sessions=SESSIONS) -> dict:
    sessions_dir = outdir / "sessions"
    if sessions_dir.exists():
        shutil.rmtree(sessions_dir)
    sessions_dir.mkdir(parents=True)
    created = {}                      # (session, call number) -> note id the call added
    units, summaries = [], []
    for script in sessions:
        clock = SimulatedClock(script.start)
        session = Session(script.session_id, clock, FILES)
        think = iter(THINK_NS * 10)
        session.user(script.task, 0)
        for n, call in enumerate(script.calls, start=1):
            args = {k: resolve(v, script.session_id, created) for k, v in call.args.items()}
            metadata, error = session.call(call.thought, call.tool, args, next(think))
            expected_error = resolve(call.error, script.session_id, created) if call.error else None
            if error != expected_error:
                raise SystemExit(f"{script.session_id}#{n}: scripted error {expected_error!r}, "
                                 f"the tool said {error!r}")
            if call.tool in ("add_note", "scratch_note") and metadata:
                created[(script.session_id, n)] = metadata["note_id"]
            unit = {"format": FORMAT, "kind": "call", "id": f"{script.session_id}#{n}",
                    "status": "failed" if expected_error else "ok", "flags": [], "problems": [],
                    "session": script.session_id, "tool": call.tool}
            if expected_error:
                unit["error"] = expected_error
            units.append(unit)
        session.answer(script.answer, next(think))
        clock.advance(1_000_000_000)
        session.write(sessions_dir)
        summaries.append({
            "session": script.session_id,
            "calls": len(script.calls),
            "failed": sum(1 for c in script.calls if c.error),
            "notes": [resolve(r, script.session_id, created) for r in script.notes_left],
            "deleted": [resolve(r, script.session_id, created) for r in script.deleted]})
    expected = {"format": FORMAT, "units": units, "sessions": summaries}
    with open(outdir / "expected.json", "w", encoding="utf-8") as f:
        json.dump(expected, f, indent=2, ensure_ascii=False)
        f.write("\n")
    return expected


def markdown_table(expected: dict) -> str:
    rows = ["| call | tool | status | error |", "|---|---|---|---|"]
    for unit in expected["units"]:
        rows.append(f"| `{unit['id']}` | {unit['tool']} | {unit['status']} | "
                    f"{unit.get('error', '—')} |")
    return "\n".join(rows)


def main(argv=None):
    parser = argparse.ArgumentParser(description="(Re)create the forge-notes sample.")
    parser.add_argument("outdir", nargs="?", type=Path, default=SAMPLE_DIR,
                        help="where to write sessions/ and expected.json (default: %(default)s)")
    parser.add_argument("--table", action="store_true", help="print the call table in Markdown")
    args = parser.parse_args(argv)
    expected = make_sample(args.outdir)
    if args.table:
        print(markdown_table(expected))
    else:
        print(f"{args.outdir / 'sessions'}: {len(SESSIONS)} sessions, {len(expected['units'])} calls")


if __name__ == "__main__":
    main()
