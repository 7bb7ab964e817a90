#!/usr/bin/env python3
"""Smoke test of a built app image: packaging/smoke-test.py [IMAGE]  (default target/packaging/scratchpad-inspector)

Run from the repository root. Needs only python3: CI runs it with no java and no mvn on PATH, so the image must
bring its own runtime. Checks that
  - `bin/scratchpad-inspector ls --json` of a fresh copy of scratchpad-samples/demo gives the cycles of
    demo/expected.json (id -> status, flags, tool calls, parse errors, as JarSmokeIT / ExpectedCycles compare
    them); a copy, because its unfinished cycle reads running only while its files are fresh (a checkout's files
    carry the checkout time, and after the stale limit that cycle is rightly interrupted);
  - without a display and without arguments it prints the launcher's "No display" message and exits 2.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

image = sys.argv[1] if len(sys.argv) > 1 else "target/packaging/scratchpad-inspector"
launcher = os.path.join(image, "bin", "scratchpad-inspector")
if not os.access(launcher, os.X_OK):
    sys.exit(f"FAIL: no launcher {launcher} (build it: packaging/build.sh --image-only)")


def by_id(cycles):
    return {c["id"]: (c["status"], sorted(c["flags"]), c["tool_calls"], c["parse_errors"]) for c in cycles}


def run(args, env=None):
    return subprocess.run([launcher, *args], capture_output=True, text=True, timeout=120, env=env)


failures = []

live_demo = os.path.join(tempfile.mkdtemp(prefix="smoke-"), "demo")
shutil.copytree("scratchpad-samples/demo", live_demo, copy_function=shutil.copy)  # copies get the time of now
r = run(["ls", "--json", live_demo])
if r.returncode != 0:
    failures.append(f"ls --json exited {r.returncode}: {r.stderr.strip()}")
else:
    with open("scratchpad-samples/demo/expected.json", encoding="utf-8") as f:
        expected = by_id(json.load(f)["cycles"])
    actual = by_id(json.loads(r.stdout))
    if actual != expected:
        for cid in sorted(set(actual) | set(expected)):
            if actual.get(cid) != expected.get(cid):
                failures.append(f"ls --json, cycle {cid}: expected {expected.get(cid)}, got {actual.get(cid)}")
    else:
        print(f"ok: ls --json scratchpad-samples/demo gives the {len(actual)} cycles of expected.json")

no_display = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
r = run([], env=no_display)
if r.returncode != 2 or "No display" not in r.stderr or "Traceback" in r.stderr or "Exception" in r.stderr:
    failures.append(f"no display, no arguments: exit {r.returncode}, stderr: {r.stderr.strip()}")
else:
    print("ok: without a display it says so and exits 2:", r.stderr.strip().splitlines()[0])

for f in failures:
    print("FAIL:", f, file=sys.stderr)
sys.exit(1 if failures else 0)
