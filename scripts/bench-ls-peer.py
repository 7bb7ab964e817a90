#!/usr/bin/env python3
"""The peer of the ls benchmark: what `ls --json DIR` does, in Python with PyYAML's C loader.

    scripts/bench-ls-peer.py SCRATCHPAD_DIR > out.json

Lists the directory, loads every _before and _after once (the previous cycle's state is kept, not read
again), compares before and after ignoring last_updated, looks for a crash and [COMPLETED] in the notes, and
prints one JSON object per cycle. Fewer rules than the inspector (no logs, flags or liveness): a lower bound.
"""
import json
import os
import re
import sys

import yaml

LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
NAME = re.compile(r"^(\d{8}_\d{6})_(before|after)\.yaml$")


def load(path):
    try:
        with open(path, "rb") as f:
            return yaml.load(f, Loader=LOADER)
    except (OSError, yaml.YAMLError):
        return None


def main():
    pad = sys.argv[1]
    cycles = {}
    for name in os.listdir(pad):
        m = NAME.match(name)
        if m:
            cycles.setdefault(m.group(1), set()).add(m.group(2))
    out = []
    for cid in sorted(cycles):
        sides = cycles[cid]
        before = load(os.path.join(pad, cid + "_before.yaml")) if "before" in sides else None
        after = load(os.path.join(pad, cid + "_after.yaml")) if "after" in sides else None
        if after is None:
            status = "interrupted" if before is not None else "unknown"
        else:
            notes = after.get("notes") if isinstance(after, dict) else None
            b = {k: v for k, v in (before or {}).items() if k != "last_updated"}
            a = {k: v for k, v in after.items() if k != "last_updated"} if isinstance(after, dict) else {}
            if isinstance(notes, str) and notes.startswith("Cycle %s failed: " % cid):
                status = "crashed"
            elif a == b:
                status = "no_change"
            elif isinstance(notes, str) and "[COMPLETED]" in notes:
                status = "completed"
            else:
                status = "max_iterations"
        out.append({"id": cid, "status": status})
    json.dump(out, sys.stdout, indent=2)
    print()


if __name__ == "__main__":
    main()
