#!/usr/bin/env python3
"""The MemPalace session scratchpad (seeds/004_9daa803cdfb04e51.txt, MP-3):
ephemeral, session-scoped context that survives tool hops.

    session_scratchpad/{session_id}.json
    {"session_id", "created", "ttl", "entries": [{"key", "value", "tool_origin",
     "timestamp", "promote"?}]}

What the seed fixes is kept as it says: created on the first tool call of a
session, entries appended after each tool return (write-append only, no
overwrites), auto-expiry after the TTL (default 1 hour) judged from
`created` (no garbage collection: an expired file stays where it is),
explicit session end, promotion only when the agent flags an entry, and
promote_to_palace() shelling out to the mempalace CLI. The seed gives no
code for the rest; docs/decisions/0036-mempalace-session-samples.md says how it is
filled in. Only the clock is injected, so the files are deterministic.
Standard library only.
"""

from __future__ import annotations

import json
import os
import subprocess
from datetime import datetime, timedelta, timezone
from typing import Any, Callable, Optional

DEFAULT_TTL = 3600  # seconds: "default 1hr"
MEMPALACE_BIN = "mempalace"
TIME_FORMAT = "%Y-%m-%dT%H:%M:%SZ"


def stamp(moment: datetime) -> str:
    return moment.astimezone(timezone.utc).strftime(TIME_FORMAT)


def parse_stamp(text: str) -> datetime:
    return datetime.strptime(text, TIME_FORMAT).replace(tzinfo=timezone.utc)


class SessionExpired(Exception):
    pass


class SessionScratchpad:
    """init / append / query / expire, plus the agent's explicit promotion flag."""

    def __init__(self, root: str, session_id: str, ttl: int = DEFAULT_TTL,
                 now: Callable[[], datetime] = lambda: datetime.now(timezone.utc)):
        self.session_id = session_id
        self.ttl = ttl
        self.now = now
        self.path = os.path.join(root, "session_scratchpad", f"{session_id}.json")
        self.data: Optional[dict] = None
        if os.path.exists(self.path):
            with open(self.path) as f:
                self.data = json.load(f)

    def append(self, key: str, value: Any, tool_origin: str) -> None:
        """After each tool return. The file is created on the session's first tool call."""
        if self.data is None:
            self.data = {"session_id": self.session_id, "created": stamp(self.now()),
                         "ttl": self.ttl, "entries": []}
        elif self.is_expired():
            raise SessionExpired(f"session {self.session_id} has expired")
        self.data["entries"].append({"key": key, "value": value, "tool_origin": tool_origin,
                                     "timestamp": stamp(self.now())})
        self._save()

    def query(self, key: Optional[str] = None) -> list:
        """L2 of the retrieval order: the session's entries (all, or one key's, oldest first);
        nothing once the session has expired."""
        if self.data is None or self.is_expired():
            return []
        return [e for e in self.data["entries"] if key is None or e["key"] == key]

    def expires_at(self) -> datetime:
        return parse_stamp(self.data["created"]) + timedelta(seconds=self.data["ttl"])

    def is_expired(self, at: Optional[datetime] = None) -> bool:
        return (at or self.now()) >= self.expires_at()

    def expire(self) -> None:
        """Explicit session end: the TTL is cut to the session's age, so the file says it
        expired now and nothing else about it changes."""
        age = self.now() - parse_stamp(self.data["created"])
        self.data["ttl"] = int(age.total_seconds())
        self._save()

    def flag_for_promotion(self, key: str) -> None:
        """Selective promotion: flags the newest entry with this key for palace storage.
        Nothing is promoted here; that is MP-4's job."""
        for entry in reversed(self.data["entries"]):
            if entry["key"] == key:
                entry["promote"] = True
                self._save()
                return
        raise KeyError(key)

    def promote_to_palace(self, key: str, room: str, drawer: str, bin_path: str = MEMPALACE_BIN):
        """Shells out to the mempalace CLI, as the seed's scratchpad.py does today."""
        content = "\n".join(str(e["value"]) for e in self.query(key) if e.get("promote"))
        return subprocess.run([bin_path, "store", room, drawer, content])

    def _save(self) -> None:
        os.makedirs(os.path.dirname(self.path), exist_ok=True)
        with open(self.path, "w") as f:
            self._write(f, json.dumps(self.data, indent=2))

    def _write(self, f, text: str) -> None:
        f.write(text)


class SimulatedClock:
    def __init__(self, start: datetime):
        self._now = start

    def now(self) -> datetime:
        return self._now

    def go_to(self, moment: datetime) -> None:
        self._now = moment
