#!/usr/bin/env python3
"""Rewrites a memory file the way a busy agent does, for the recording test and benchmark: ROUNDS rounds, each two
drafts a few milliseconds apart and then the round's settled text, which stays PERIOD seconds. Half the rounds write
in place (truncate, write), half through a temporary file renamed over the target (as Hermes and Letta do).

    python3 rewrite.py FILE ROUNDS PERIOD

The settled text of round n is "# Counter\\n\\n- value n\\n\\n# Log\\n\\n- round n of ROUNDS\\n". Prints one line per
round: n and the monotonic time its settled text was written.
"""

import os
import sys
import time


def write(path, text, atomic):
    if atomic:
        tmp = os.path.join(os.path.dirname(path), ".rewrite.tmp")
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    else:
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)


def main(argv):
    path, rounds, period = argv[1], int(argv[2]), float(argv[3])
    for n in range(1, rounds + 1):
        start = time.monotonic()
        atomic = n % 2 == 0
        write(path, f"# Counter\n\n- value {n} (draft a)\n", atomic)
        time.sleep(0.004)
        write(path, f"# Counter\n\n- value {n} (draft b)\n", atomic)
        time.sleep(0.004)
        write(path, f"# Counter\n\n- value {n}\n\n# Log\n\n- round {n} of {rounds}\n", atomic)
        print(n, f"{time.monotonic():.4f}", flush=True)
        time.sleep(max(0.0, period - (time.monotonic() - start)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
