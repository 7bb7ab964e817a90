"""(Re)creates scratchpad-samples/mempalace/hermes-home/: a Hermes agent's home as the real deployment lays it out,

    .hermes/config.yaml
    .hermes/scratchpad/<session_id>.json   the session scratchpad (the same files as session_scratchpad/)
    .hermes/memories/MEMORY.md, USER.md    the memory tool's entries, separated by a line holding only §

In the deployment promotion is a call (promote_to_palace()), so no entry carries a stored promote flag. The
memories have no history of their own here (no git): the inspector lists them as they are now.

    python3 make_hermes_home.py [OUT]     default: the folder above this one
"""

import json
import os
import shutil
import sys
from datetime import datetime, timezone

from mempalace_scratchpad import SessionScratchpad, SimulatedClock

DELIM = "\n§\n"


class HermesScratchpad(SessionScratchpad):
    """The session scratchpad at ~/.hermes/scratchpad/<session_id>.json."""

    def __init__(self, home, session_id, ttl, now):
        super().__init__(home, session_id, ttl, now)
        self.path = os.path.join(home, "scratchpad", f"{session_id}.json")


def main(out):
    home = os.path.join(out, "hermes-home", ".hermes")
    shutil.rmtree(os.path.join(out, "hermes-home"), ignore_errors=True)
    os.makedirs(home)
    with open(os.path.join(home, "config.yaml"), "w") as f:
        f.write("model: hermes-4\nmemory:\n  memory_enabled: true\n")
    clock = SimulatedClock(datetime(2026, 4, 7, 17, 0, 0, tzinfo=timezone.utc))
    ended = HermesScratchpad(home, "20260407_170000_a1b2c3", 900, clock.now)
    ended.append("weather", "Zürich: 4 °C, light rain", "web_search")
    clock.go_to(datetime(2026, 4, 7, 17, 5, 0, tzinfo=timezone.utc))
    ended.append("weather", "Zürich: 5 °C, clearing", "web_search")
    clock.go_to(datetime(2026, 4, 7, 17, 50, 0, tzinfo=timezone.utc))
    live = HermesScratchpad(home, "20260407_175000_d4e5f6", 3600, clock.now)
    live.append("ticket", {"id": 4411, "title": "Login loop on Safari"}, "jira_get_issue")
    clock.go_to(datetime(2026, 4, 7, 17, 52, 0, tzinfo=timezone.utc))
    live.append("repro", "Clear site data, sign in, the callback redirects to /login again.", "browser")
    memories = os.path.join(home, "memories")
    os.makedirs(memories)
    with open(os.path.join(memories, "MEMORY.md"), "w", encoding="utf-8") as f:
        f.write(DELIM.join(["Safari login loop: the SameSite=None cookie needs Secure.",
                            "Jira project for web bugs is WEB."]))
    with open(os.path.join(memories, "USER.md"), "w", encoding="utf-8") as f:
        f.write(DELIM.join(["Name is Sam.", "Prefers concise answers."]))
    expected = {"at": "2026-04-07T18:00:00Z", "sessions": {
        "20260407_170000_a1b2c3": {"status": "expired", "entries": 2},
        "20260407_175000_d4e5f6": {"status": "live", "entries": 2}}}
    with open(os.path.join(out, "hermes-home", "expected.json"), "w") as f:
        json.dump(expected, f, indent=2)
        f.write("\n")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
