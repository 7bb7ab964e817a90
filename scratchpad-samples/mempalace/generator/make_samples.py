#!/usr/bin/env python3
"""(Re)creates the MemPalace sample folder.

    python3 make_samples.py [OUTDIR] [--table]

Writes OUTDIR/demo (default OUTDIR: scratchpad-samples/mempalace):

    demo/session_scratchpad/<session_id>.json
    demo/expected.json

Every session file is written by mempalace_scratchpad.SessionScratchpad,
driven by a scripted list of tool hops on a simulated clock. Two sessions
die while their file is being written: one after the first 8192 bytes (one
buffer flush), one before any byte reached the disk. expected.json states
what each session was scripted to be, as `ls --json --at 2026-04-07T18:00:00Z`
lists it; check_samples.py recomputes it from the files alone.
"""

import argparse
import io
import json
import shutil
import sys
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Optional

sys.path.insert(0, str(Path(__file__).resolve().parent))

from mempalace_scratchpad import SessionScratchpad, SimulatedClock  # noqa: E402

SAMPLES_DIR = Path(__file__).resolve().parent.parent
SAMPLE = "demo"
FORMAT = "mempalace"
AT = "2026-04-07T18:00:00Z"   # the reference time of expected.json's statuses
DAY = "2026-04-07"


class ProcessKilled(Exception):
    pass


class DiesWhileWriting(SessionScratchpad):
    """The process is killed while json.dump is writing: only what one buffer flush
    (io.DEFAULT_BUFFER_SIZE bytes, or nothing for a shorter text) reached the disk."""

    def _write(self, f, text):
        self.written = text[:io.DEFAULT_BUFFER_SIZE] if len(text) > io.DEFAULT_BUFFER_SIZE else ""
        f.write(self.written)
        raise ProcessKilled(self.session_id)


@dataclass
class Session:
    story: str
    session_id: str
    hops: list                       # (HH:MM:SS, "append", key, value, origin) | (t, "flag", key) | (t, "end")
    status: str                      # at AT: live | expired | unreadable
    entries: Optional[int]
    expires_at: Optional[str]
    promote: Optional[int]
    ttl: int = 3600
    dies_writing: bool = False       # the last hop's write is cut short


def search_results(city: str, n: int) -> str:
    """A long, multi-line tool output (web search hits)."""
    lines = [f"{i}. {city} — transit strike update #{i}: lines S{i}, S{i + 1} run every "
             f"{10 + i} min; “Ersatzverkehr” buses from Hauptbahnhof; "
             f"source https://news.example/{city.lower()}/{i}" for i in range(1, n + 1)]
    return "\n".join(lines)


SESSIONS = [
    Session("Live: five tool hops, last_search_results twice (append-only), two entries flagged "
            "for promotion, ü and 日本語.",
            "4c1e-research",
            [("17:20:00", "append", "last_search_results", search_results("Zürich", 3), "web_search"),
             ("17:21:10", "append", "palace_hits", "room: travel / drawer: zürich — 2 hits (2025-11 trip, "
                                                   "hotel near Bellevue)", "palace_query"),
             ("17:24:45", "append", "last_search_results", search_results("Zürich", 2)
              + "\n3. 日本語: チューリッヒ交通ストライキ", "web_search"),
             ("17:26:02", "append", "draft_excerpt", "Trip note: take the S-Bahn before 07:00.", "read_file"),
             ("17:27:30", "append", "budget_total", "412.50 CHF", "calculator"),
             ("17:27:31", "flag", "last_search_results"),
             ("17:27:32", "flag", "budget_total")],
            "live", 5, "2026-04-07T18:20:00Z", 2),
    Session("Expired by its TTL an hour before the reference time; git_status twice, one flag.",
            "7a02-release",
            [("15:00:00", "append", "git_status", "On branch main\nnothing to commit, working tree clean",
              "shell"),
             ("15:02:15", "append", "changelog", "## 1.4.0\n- faster index\n- fix: crash on empty room",
              "read_file"),
             ("15:05:40", "append", "git_status", "On branch main\nYour branch is ahead of "
                                                  "'origin/main' by 1 commit.", "shell"),
             ("15:05:41", "flag", "changelog")],
            "expired", 3, "2026-04-07T16:00:00Z", 1),
    Session("Ended explicitly at 17:42:34 (ttl cut to 754 s): expired, though an hour's TTL "
            "would still run.",
            "9d5b-ended",
            [("17:30:00", "append", "weather", "Zürich: 4 °C, light rain ☔", "weather_api"),
             ("17:35:12", "append", "reminder", "Pack the umbrella", "calendar"),
             ("17:42:34", "end")],
            "expired", 2, "2026-04-07T17:42:34Z", 0),
    Session("Expires exactly at the reference time (created 17:00:00, ttl 3600): expired, since "
            "now >= created + ttl.",
            "b311-boundary",
            [("17:00:00", "append", "query", "cheapest flight ZRH → NRT", "web_search"),
             ("17:04:09", "append", "fare", "CHF 1 038 (via HEL)", "flight_search")],
            "expired", 2, "2026-04-07T18:00:00Z", 0),
    Session("Live with an 8-hour TTL set by the agent; emoji, one flag.",
            "c870-longrun",
            [("11:00:00", "append", "plan", "1) index photos 📷 2) tag faces 3) summarise", "planner"),
             ("11:30:00", "append", "photos_indexed", "1 204 photos, 37 without EXIF date", "photo_index"),
             ("11:30:05", "flag", "photos_indexed")],
            "live", 2, "2026-04-07T19:00:00Z", 1, ttl=28800),
    Session("Unreadable: killed while writing its fourth entry; the file stops after 8192 bytes.",
            "e5f9-halfwritten",
            [("17:45:00", "append", "last_search_results", search_results("Bern", 12), "web_search"),
             ("17:46:00", "append", "last_search_results", search_results("Basel", 12), "web_search"),
             ("17:47:00", "append", "last_search_results", search_results("Genève", 12), "web_search"),
             ("17:48:00", "append", "last_search_results", search_results("Lugano", 12), "web_search")],
            "unreadable", None, None, None, dies_writing=True),
    Session("Unreadable: killed during its first write, before any byte reached the disk (empty file).",
            "f0aa-empty",
            [("17:50:00", "append", "inbox", "3 unread: “Re: Zürich trip”", "mail")],
            "unreadable", None, None, None, dies_writing=True),
]


def moment(hms: str) -> datetime:
    return datetime.strptime(f"{DAY}T{hms}Z", "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=timezone.utc)


def end_of_input(text: str) -> str:
    """Line and column (1-based, in characters) just past the last character."""
    line = text.count("\n") + 1
    column = len(text) - (text.rfind("\n") + 1) + 1
    return f"line {line}, column {column}"


def play(root: Path, session: Session) -> list:
    """Plays the session's hops; returns its problems (the cut write, if any)."""
    clock = SimulatedClock(moment(session.hops[0][0]))
    pad = SessionScratchpad(str(root), session.session_id, session.ttl, clock.now)
    for number, (hms, op, *args) in enumerate(session.hops, 1):
        clock.go_to(moment(hms))
        if session.dies_writing and number == len(session.hops):
            pad.__class__ = DiesWhileWriting
            try:
                pad.append(*args)
            except ProcessKilled:
                return [f"{session.session_id}.json: {end_of_input(pad.written)}: "
                        "the file ends before the JSON is complete"]
        elif op == "append":
            pad.append(*args)
        elif op == "flag":
            pad.flag_for_promotion(*args)
        elif op == "end":
            pad.expire()
    return []


def make_sample(outdir: Path) -> list:
    root = outdir / SAMPLE
    if root.exists():
        shutil.rmtree(root)
    root.mkdir(parents=True)
    units = []
    for session in sorted(SESSIONS, key=lambda s: s.session_id):
        problems = play(root, session)
        units.append({"format": FORMAT, "kind": "session", "id": session.session_id,
                      "status": session.status, "flags": [], "problems": problems,
                      "entries": session.entries, "expires_at": session.expires_at,
                      "promote": session.promote})
    with open(root / "expected.json", "w", encoding="utf-8") as f:
        json.dump({"at": AT, "units": units}, f, indent=2, ensure_ascii=False)
        f.write("\n")
    return units


def markdown_table() -> str:
    rows = ["| session | what it shows | status at 18:00:00Z | entries | expires_at | promote |",
            "|---|---|---|---|---|---|"]
    for s in sorted(SESSIONS, key=lambda s: s.session_id):
        dash = "—"
        rows.append(f"| `{s.session_id}` | {s.story} | {s.status} | {dash if s.entries is None else s.entries} "
                    f"| {s.expires_at or dash} | {dash if s.promote is None else s.promote} |")
    return "\n".join(rows)


def main(argv=None):
    parser = argparse.ArgumentParser(description="(Re)create the MemPalace sample folder.")
    parser.add_argument("outdir", nargs="?", type=Path, default=SAMPLES_DIR)
    parser.add_argument("--table", action="store_true", help="print the README's table")
    args = parser.parse_args(argv)
    units = make_sample(args.outdir)
    if args.table:
        print(markdown_table())
    else:
        print(f"{args.outdir / SAMPLE}: {len(units)} sessions")


if __name__ == "__main__":
    main()
