#!/usr/bin/env python3
"""Times how long a change of a memory file takes to become a recorded version, for `scripts/bench.sh record`:
starts `COMMAND record DIR`, then CHANGES times appends a line to DIR/MEMORY.md and waits for the recorder to
print the version it made. Prints each latency and a summary (median, 90th percentile, max) in milliseconds.

    python3 record_latency.py DIR CHANGES -- COMMAND...
"""

import os
import queue
import statistics
import subprocess
import sys
import threading
import time


def main(argv):
    directory, changes = argv[1], int(argv[2])
    command = argv[argv.index("--") + 1:]
    proc = subprocess.Popen(command + ["record", directory], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, bufsize=1)
    lines = queue.Queue()
    for stream in (proc.stdout, proc.stderr):
        threading.Thread(target=pump, args=(stream, lines), daemon=True).start()
    try:
        wait_for(lines, "r1 ", 60)
        latencies = []
        for n in range(changes):
            time.sleep(0.5)
            start = time.monotonic()
            with open(os.path.join(directory, "MEMORY.md"), "a", encoding="utf-8") as f:
                f.write(f"- change {n}\n")
            seen = wait_for(lines, f" r{n + 2} ", 10)
            latencies.append((seen - start) * 1000)
        latencies.sort()
        print("latency ms: " + " ".join(f"{x:.0f}" for x in latencies))
        p90 = latencies[int(len(latencies) * 0.9) - 1]
        print(f"a change -> its version recorded: median {statistics.median(latencies):.0f} ms, 90% {p90:.0f} ms, "
              f"max {latencies[-1]:.0f} ms over {changes} changes (budget 1000 ms; the recorder waits 75 ms of "
              f"quiet by design)")
    finally:
        proc.terminate()
        proc.wait(30)
    return 0


def pump(stream, lines):
    for line in stream:
        lines.put((time.monotonic(), line))


def wait_for(lines, text, seconds):
    """The time the line holding `text` arrived (lines before it are dropped)."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            at, line = lines.get(timeout=max(0.01, deadline - time.monotonic()))
        except queue.Empty:
            raise SystemExit(f"timed out waiting for {text!r}")
        if text in line:
            return at


if __name__ == "__main__":
    sys.exit(main(sys.argv))
