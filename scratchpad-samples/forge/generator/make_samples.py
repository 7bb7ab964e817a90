"""(Re)creates scratchpad-samples/forge/workspace/ and expected.json with forge_real.py: three sessions of the real
Forge agent in one workspace, snapshotted with /snapshot, and two long-term memories.

    python3 make_samples.py [OUT]     default: the folder above this one
"""

import json
import os
import shutil
import sys

import forge_real
from forge_real import Agent, call
from gojson import GoTime

WORKSPACE_NAME = "/home/dev/auth-service"


class Clock:
    """time.Now() of the agent: each reading 1.5 s and a few nanoseconds after the last."""

    def __init__(self, start):
        self.t = start
        self.n = 0

    def __call__(self):
        self.n += 1
        self.t = self.t.plus(1_500_000_000 + 7919 * self.n)
        return self.t

    def at(self, minutes):
        self.t = self.t.plus(minutes * 60 * 1_000_000_000)
        return self.t


def session_a(ws, clock):
    a = Agent(clock)
    a.user("Refactor the auth middleware so token refresh moves out of it.")
    a.iterate("I'll record the decision first.\n\n",
              call("add_note", ("content", "Decision: JWT validation stays in the middleware; refresh moves to"
                                           " POST /token so the middleware stays stateless."),
                   ("tags", ["Decision", " Auth ", "security"])))
    a.iterate("", call("add_note", ("content", "é" * 425), ("tags", ["notes"])))
    a.iterate("", call("add_note", ("content", "Six tags is one too many."),
                       ("tags", ["a", "b", "c", "d", "e", "f"])))
    a.iterate("", call("add_note", ("content", "Tags left out."), ("tags", [])))
    a.iterate("", call("add_note", ("content", "Session store depends on Redis; tests need a local redis on 6379."),
                       ("tags", ["dependency", "database"])))
    a.iterate("", call("list_tags"))
    first, second = list(a.notes.notes)[:2]
    a.iterate("", call("update_note", ("id", first), ("content", "Decision: JWT validation stays in the middleware;"
                                                                   " refresh is POST /token (stateless middleware).")))
    a.iterate("Deleting the Redis note.\n", call("delete_note", ("id", second)))
    a.iterate("delete_note is not available; scratching it instead.\n", call("scratch_note", ("id", second)))
    a.iterate("", call("search_notes", ("query", "REDIS")))
    a.iterate("", call("list_notes"))
    a.iterate("", call("task_completion", ("result", "Middleware refactored; refresh moved to POST /token.")))
    s1 = a.snapshot(ws, WORKSPACE_NAME, clock.at(1))

    a.user("Now add rate limiting to /token.")
    for i in range(1, 11):
        a.iterate("", call("add_note", ("content", f"Progress {i}/10: rate limiter step {i} done."),
                           ("tags", ["progress", "ratelimit"])))
    a.iterate("", call("list_notes", ("limit", "ten")))
    a.iterate("", call("update_note", ("id", "note_404"), ("content", "does not exist")))
    a.iterate("", call("list_notes"))
    a.iterate("", call("add_note", ("content", "Rate limit: 100 req/min & burst 20 (token bucket)"),
                       ("tags", ["decision", "ratelimit"])))
    a.iterate("", call("add_note", ("content", "<![CDATA[Guard: if remaining < 0 && !admin then 429]]>"),
                       ("tags", ["pattern", "ratelimit"])))
    a.iterate("", call("list_notes", ("tag", "RateLimit"), ("limit", "3")))
    a.iterate("", call("task_completion", ("result", "Rate limiting added.")))
    s2 = a.snapshot(ws, WORKSPACE_NAME, clock.at(1))
    return a, [s1, s2]


def session_b(ws, clock):
    b = Agent(clock)
    b.user("TestLogin is flaky in CI. Find out why.")
    b.iterate("", call("add_note", ("content", "Flaky: TestLogin races on the wall clock."), ("tags", ["bug", "test"])))
    b.iterate("", call("add_note", ("content", "Workaround: freeze the clock with a fake."),
                       ("tags", ["workaround", "test"])))
    s3 = b.snapshot(ws, WORKSPACE_NAME, clock.at(2))
    b.summarize(1, 5, "Recorded two notes on the flaky TestLogin (a clock race and a fake clock workaround).")
    flaky = list(b.notes.notes)[0]
    b.iterate("", call("update_note", ("id", flaky), ("content", "Root cause: TestLogin compares tokens minted in"
                                                                  " the same second."), ("tags", ["bug", "test", "resolved"])))
    b.iterate("", call("search_notes", ("tags", ["TEST"])))
    s4 = b.snapshot(ws, WORKSPACE_NAME, clock.at(1))
    return b, [s3, s4]


def session_c(ws, clock):
    c = Agent(clock)
    c.user("Clean up the notes from yesterday.")
    c.iterate("", call("add_note", ("content", "Old note from before the summary."), ("tags", ["old"])))
    old = list(c.notes.notes)[0]
    c.summarize(1, 3, "Added one old note.")
    c.iterate("", call("scratch_note", ("id", old)))
    c.iterate("", call("list_notes", ("include_scratched", "true")))
    s5 = c.snapshot(ws, WORKSPACE_NAME, clock.at(1))
    return c, [s5]


MEMORY_A = "mem_5f1c9a2e-3b7d-4c8e-9f0a-1b2c3d4e5f60"
MEMORY_B = "mem_6a2d0b3f-4c8e-4d9f-a0b1-2c3d4e5f6071"


def memories(ws):
    """Two long-term memories as longtermmemory.Serialize writes them (yaml.v3 front matter), the second superseding
    the first; written once each (O_EXCL)."""
    folder = os.path.join(ws, ".forge", "memories")
    os.makedirs(folder, exist_ok=True)
    files = {
        MEMORY_A: ("2026-04-01T08:10:00Z", 1, None, "Token refresh lives in the middleware.\n"),
        MEMORY_B: ("2026-04-01T08:40:00Z", 2, MEMORY_A, "Token refresh is POST /token; the middleware only"
                                                        " validates.\n"),
    }
    for mid, (time, version, supersedes, body) in files.items():
        lines = ["---", f"id: {mid}", f"created_at: {time}", f"updated_at: {time}", f"version: {version}",
                 "scope: repo", "category: architectural-decisions"]
        if supersedes:
            lines.append(f"supersedes: {supersedes}")
        lines += ["session_id: sess-auth-1", "trigger: compaction", "---"]
        path = os.path.join(folder, mid + ".md")
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n" + body)


def expected_units(run_name, agent, snapshots):
    """Every note call of a session as ls --json prints it, from the agent's own record of what happened."""
    units = []
    n = 0
    for truth in agent.truth:
        if truth["tool"] is None or truth["tool"].strip() not in forge_real.TOOLS and truth["tool"] != "delete_note":
            continue
        if not truth["snapshotted"]:
            continue  # summarised away before any snapshot: no file holds it
        n += 1
        unit = {"format": "forge", "kind": "call", "id": f"{run_name}#{n}",
                "status": "failed" if truth["error"] else "ok", "session": run_name, "tool": truth["tool"]}
        if truth["error"]:
            unit["error"] = truth["error"]
        unit["after"] = truth["notes"]
        units.append(unit)
    return units


def main(out):
    ws = os.path.join(out, "workspace")
    shutil.rmtree(ws, ignore_errors=True)
    os.makedirs(ws)
    clock = Clock(GoTime.of(2026, 4, 1, 10, 15, 0, offset_minutes=120))
    a, sa = session_a(ws, clock)
    clock.at(60 * 20)
    b, sb = session_b(ws, clock)
    clock.at(60 * 3)
    c, sc = session_c(ws, clock)
    memories(ws)
    expected = {"format": "forge", "units": []}
    for agent, snaps in ((a, sa), (b, sb), (c, sc)):
        name = os.path.basename(snaps[0])[:-len("-context.json")]
        expected["units"] += expected_units(name, agent, snaps)
    expected["snapshots"] = [os.path.basename(p) for p in sa + sb + sc]
    with open(os.path.join(out, "expected.json"), "w", encoding="utf-8") as f:
        json.dump(expected, f, indent=2, ensure_ascii=False)
        f.write("\n")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
