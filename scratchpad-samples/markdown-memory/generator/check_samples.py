#!/usr/bin/env python3
"""Runs `ls --json` of the inspector on every sample make_samples.py wrote and compares each version with
<sample>.expected.json (id, time, author, message, files_changed, sections_changed, status, flags and, for Forge's
memories, their fields). Exit status 1 on any difference.

    python3 check_samples.py OUT_DIR -- COMMAND...     e.g.  -- java -jar target/scratchpad-inspector.jar
"""

import json
import subprocess
import sys
from pathlib import Path


def main(argv):
    if "--" not in argv or len(argv) < 4:
        print(__doc__, file=sys.stderr)
        return 2
    out = Path(argv[1])
    command = argv[argv.index("--") + 1:]
    failures = 0
    for expected_file in sorted(out.glob("*.expected.json")):
        expected = json.loads(expected_file.read_text(encoding="utf-8"))
        run = subprocess.run(command + ["ls", "--json", str(out / expected["dir"])], capture_output=True, text=True)
        if run.returncode != 0:
            print(f"{expected_file.name}: ls failed ({run.returncode}): {run.stderr.strip()}")
            failures += 1
            continue
        printed = json.loads(run.stdout)
        if len(printed) != len(expected["units"]):
            print(f"{expected_file.name}: {len(printed)} units listed, {len(expected['units'])} expected: "
                  f"{[u['id'] for u in printed]} vs {[u['id'] for u in expected['units']]}")
            failures += 1
        for got, want in zip(printed, expected["units"]):
            for key, value in want.items():
                if got.get(key) != value:
                    print(f"{expected_file.name}: {want['id']}: {key} is {got.get(key)!r}, expected {value!r}")
                    failures += 1
    print("all samples as expected" if failures == 0 else f"{failures} difference(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
