#!/usr/bin/env python3
"""The sample agent (../generator/sample_agent.py) run for a long time, with
control protocol v1 (scratchpad_control.py).

    python3 example_agent.py ROOT [--stepped] [--interval SECONDS] [--script FILE]
                                  [--fake-clock] [--clock-step SECONDS] [--think SECONDS]

ROOT is an agent root (ROOT/scratchpad/active.yaml, ROOT/logs/). The agent
writes exactly the files sample_agent.py --once writes, one cycle at a time:
each cycle plays the next cycle of the script, chosen by how many cycles
already exist in ROOT/scratchpad, so a copy of the healthy sample goes on
where it stopped. When the script has no cycle left, the model fails at its
first call and the cycle crashes (the seed's except branch says why).

  --stepped        start paused between cycles; run only what a client steps
  --interval S     loop mode: seconds between cycles (default 5)
  --script FILE    a script as sample_agent.py takes it (default: its DEFAULT_SCRIPT);
                   with "repeat": true its cycles wrap around instead of running out
  --fake-clock     the simulated clock: each cycle starts 5 minutes after the
                   newest existing one (2026-04-01 10:01:37 in an empty root)
  --clock-step S   with --fake-clock: each cycle starts S seconds after the newest
                   one instead (default 300); below 300, model calls take no
                   simulated time (as the reference agent's --test-clock)
  --think S        every model call also takes S real seconds (a slow model)

The discovery file is ROOT/scratchpad/.agent/control.json; SIGTERM or Ctrl-C
removes it. A script cycle's kill_at ends the process at once, as a crash.
"""

import argparse
import json
import os
import sys
import time
from datetime import datetime, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "generator"))
sys.path.insert(0, str(HERE))

from sample_agent import (CYCLE_ID_FORMAT, CYCLE_SECONDS, DEFAULT_SCRIPT,  # noqa: E402
                          DEFAULT_START, WORKSPACE, Agent, ProcessKilled,
                          RealClock, ScriptedModel, ScriptExhausted,
                          SimulatedClock, Tools, existing_cycle_ids,
                          script_cycle)
from scratchpad_control import ControlServer  # noqa: E402


class ExampleModel(ScriptedModel):
    """The sample's scripted model, with a thinking time and a real death at kill_at."""

    def __init__(self, responses, clock, kill_at=None, think=0.0, exhausted=None,
                 iteration_seconds=7):
        super().__init__(responses, clock, kill_at=kill_at, iteration_seconds=iteration_seconds)
        self.think = think
        self.exhausted = exhausted

    def complete(self, system: str, user: str) -> str:
        if self.think > 0:
            time.sleep(self.think)
        if self.exhausted is not None:
            raise ScriptExhausted(self.exhausted)
        try:
            return super().complete(system, user)
        except ProcessKilled as killed:
            print(f"example_agent: {killed}", file=sys.stderr, flush=True)
            os._exit(137)   # like SIGKILL: no _after, no active.yaml, control.json stays


def main(argv=None):
    parser = argparse.ArgumentParser(description="The sample agent with control protocol v1.")
    parser.add_argument("root", metavar="ROOT", help="agent root (holds scratchpad/ and logs/)")
    parser.add_argument("--stepped", action="store_true", help="start paused between cycles")
    parser.add_argument("--interval", type=float, default=5.0, metavar="SECONDS",
                        help="loop mode: seconds between cycles (default 5)")
    parser.add_argument("--script", metavar="FILE",
                        help='JSON: {"max_iterations": n, "cycles": [[response, ...], ...]}')
    parser.add_argument("--fake-clock", action="store_true",
                        help="simulated clock: each cycle starts 5 minutes after the newest one")
    parser.add_argument("--clock-step", type=int, default=CYCLE_SECONDS, metavar="SECONDS",
                        help="with --fake-clock: seconds between cycle starts (default 300)")
    parser.add_argument("--think", type=float, default=0.0, metavar="SECONDS",
                        help="real seconds every model call takes (default 0)")
    args = parser.parse_args(argv)
    if args.clock_step < 1:
        parser.error("--clock-step must be at least 1 second")

    root = Path(args.root)
    script = DEFAULT_SCRIPT
    if args.script:
        with open(args.script, encoding="utf-8") as f:
            script = json.load(f)
    (root / "scratchpad").mkdir(parents=True, exist_ok=True)

    clock = SimulatedClock(DEFAULT_START, args.clock_step) if args.fake_clock else RealClock()
    # sample_agent.py's calls take 7 s: that only fits cycles of the default length.
    call_seconds = 7 if args.clock_step >= CYCLE_SECONDS else 0
    tools = Tools(clock, WORKSPACE)
    agent = Agent(root, None, tools, clock)

    def before_cycle():
        """Picks the script's next cycle and moves the clock, as sample_agent.py --once does."""
        ids = existing_cycle_ids(root)
        exhausted = None
        index = len(ids)
        if script.get("repeat") and script.get("cycles"):
            index %= len(script["cycles"])
        try:
            responses, max_iterations, kill_at = script_cycle(script, index)
        except ScriptExhausted as e:
            responses, max_iterations, kill_at, exhausted = [], 1, None, str(e)
        if args.fake_clock:
            clock.start = (datetime.strptime(ids[-1], CYCLE_ID_FORMAT)
                           + timedelta(seconds=args.clock_step)) if ids else DEFAULT_START
            clock.go_to_cycle(0)
        else:
            # Cycle ids have a resolution of one second: a cycle started in the
            # same second as an existing one would overwrite its files.
            while clock.now().strftime(CYCLE_ID_FORMAT) in ids:
                time.sleep(0.05)
        agent.model = ExampleModel(responses, clock, kill_at=kill_at, think=args.think,
                                   exhausted=exhausted, iteration_seconds=call_seconds)
        agent.max_iterations = max_iterations

    control = ControlServer(agent, root / "scratchpad", before_cycle=before_cycle,
                            agent_name="example_agent.py (scratchpad_control.py 1.0)")
    control.run(mode="stepped" if args.stepped else "loop", interval=args.interval)
    return 0


if __name__ == "__main__":
    sys.exit(main())
