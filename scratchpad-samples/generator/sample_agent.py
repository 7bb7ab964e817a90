#!/usr/bin/env python3
"""A small agent whose memory is a scratchpad directory of YAML files.

It follows the scratchpad seed (seeds/000_104ced97b1290a41.txt) literally:
the same DEFAULT_SCHEMA, the same load / snapshot / save code, the same six
events in run_once() and the same dispatcher branches. Only the model is
scripted and the clock can be simulated, so that the sample scratchpads are
byte-identical on every run.

Layout of an agent root:

    <root>/scratchpad/active.yaml
    <root>/scratchpad/<cycle_id>_before.yaml
    <root>/scratchpad/<cycle_id>_after.yaml
    <root>/logs/cycle_<cycle_id>.log

Run one cycle from the command line:

    python3 sample_agent.py --once ROOT [--script FILE] [--fake-clock]

Requires Python 3 and PyYAML.
"""

import argparse
import json
import logging
import os
import re
import sys
import time
import traceback
from datetime import datetime, timedelta
from pathlib import Path

import yaml

# --------------------------------------------------------------------------
# Scratchpad (seed: scratchpad.py)
# --------------------------------------------------------------------------

DEFAULT_SCHEMA = {
    "goals": [],
    "current_task": None,
    "pending_actions": [],
    "completed_tasks": [],
    "notes": "",
    "last_updated": None,
}


class Scratchpad:
    """active.yaml plus its <cycle_id>_<label>.yaml snapshots.

    The code is the seed's, with one change: "now" comes from the injected
    clock instead of datetime.now().

    Like the seed, load() returns a *shallow* copy of DEFAULT_SCHEMA when
    active.yaml is missing, so the default lists are shared with the module.
    That is harmless for one cycle per process (--once); code that runs
    several agents in one process should start each from a written
    active.yaml, as make_samples.py does.
    """

    def __init__(self, path, clock):
        self.path = Path(path)
        self.clock = clock

    def load(self) -> dict:
        if not self.path.exists():
            return dict(DEFAULT_SCHEMA)
        with open(self.path) as f:
            data = yaml.safe_load(f) or {}
        for k, v in DEFAULT_SCHEMA.items():
            data.setdefault(k, v)
        return data

    def snapshot(self, state: dict, cycle_id: str, label: str):
        snap_path = self.path.parent / f"{cycle_id}_{label}.yaml"
        with open(snap_path, "w") as f:
            yaml.dump(state, f, default_flow_style=False, sort_keys=False)

    def save(self, state: dict):
        state["last_updated"] = self.clock.now().isoformat()  # mutates the dict
        with open(self.path, "w") as f:
            yaml.dump(state, f, default_flow_style=False, sort_keys=False)


# --------------------------------------------------------------------------
# Clocks
# --------------------------------------------------------------------------

CYCLE_ID_FORMAT = "%Y%m%d_%H%M%S"
CYCLE_FILE = re.compile(r"^(\d{8}_\d{6})_(before|after)\.yaml$")


class RealClock:
    """Wall-clock time. Time passes by itself, so advance() does nothing."""

    def now(self) -> datetime:
        return datetime.now()

    def advance(self, seconds: float):
        pass


CYCLE_SECONDS = 300


class SimulatedClock:
    """A clock that only moves when told to.

    Cycle number k (0-based) starts at start + k * cycle_seconds (the runner
    calls go_to_cycle), and every model call takes a few seconds
    (ScriptedModel calls advance). cycle_seconds must exceed
    max_iterations * the model's seconds per call, so cycles never overlap.
    """

    def __init__(self, start: datetime, cycle_seconds: int = CYCLE_SECONDS):
        self.start = start
        self.cycle_seconds = cycle_seconds
        self._now = start

    def now(self) -> datetime:
        return self._now

    def advance(self, seconds: float):
        self._now += timedelta(seconds=seconds)

    def go_to_cycle(self, index: int):
        self._now = self.start + timedelta(seconds=index * self.cycle_seconds)


DEFAULT_START = datetime(2026, 4, 1, 10, 1, 37)


# --------------------------------------------------------------------------
# Tools
# --------------------------------------------------------------------------

class Tools:
    """The tools the model may call. Files live in an in-memory workspace."""

    def __init__(self, clock, files=None):
        self.clock = clock
        self.files = dict(files or {})

    def call(self, tool_name: str, args: dict):
        handler = getattr(self, f"tool_{tool_name}", None)
        if handler is None:
            raise KeyError(f"unknown tool: {tool_name}")
        return handler(**args)

    def tool_echo(self, message):
        return f"ECHO: {message}"

    def tool_clock(self, timezone="UTC"):
        """Shell-like `date`: the current (possibly simulated) time."""
        return self.clock.now().strftime(f"%a %b %d %H:%M:%S {timezone} %Y")

    def tool_read_file(self, path):
        if path not in self.files:
            raise FileNotFoundError(f"No such file in workspace: '{path}'")
        return self.files[path]

    def tool_publish_report(self, path, channel):
        """Publishes to the wiki; the mail relay is always down."""
        if path not in self.files:
            raise FileNotFoundError(f"No such file in workspace: '{path}'")
        if channel == "email":
            raise ConnectionError(
                "[Errno 111] Connection refused: smtp.kestrel.example:587")
        return f"Published {path} to {channel} page Kestrel/Status/{Path(path).stem}"


# --------------------------------------------------------------------------
# Dispatcher (seed: the three branches plus parse failure)
# --------------------------------------------------------------------------

class ParseError(ValueError):
    pass


class Dispatcher:
    def __init__(self, tools: Tools):
        self.tools = tools

    @staticmethod
    def parse(response: str):
        """Returns (tool_name, args) or raises ParseError."""
        try:
            message = json.loads(response)
        except json.JSONDecodeError as e:
            raise ParseError(str(e)) from e
        if not isinstance(message, dict) or not isinstance(message.get("tool"), str):
            raise ParseError('expected an object with a "tool" name')
        args = message.get("args") or {}
        if not isinstance(args, dict):
            raise ParseError('"args" must be an object')
        return message["tool"], args

    def action_name(self, response: str) -> str:
        """What dispatch() will do with this response, for the log."""
        try:
            return self.parse(response)[0]
        except ParseError:
            return "parse_error"

    def dispatch(self, response: str, state: dict):
        try:
            tool_name, args = self.parse(response)
        except ParseError as error:
            state["notes"] += f"\n[PARSE ERROR] {error}: {response[:200]}"
            return state, False

        if tool_name == "update_scratchpad":
            for key, value in args.items():
                if key == "completed_tasks":
                    state["completed_tasks"].extend(value)
                elif key == "pending_actions":
                    state["pending_actions"] = value
                else:
                    state[key] = value
            return state, False

        if tool_name == "done":
            summary = args.get("summary", "")
            if state.get("current_task"):
                state["completed_tasks"].append({
                    "task": state["current_task"],
                    "summary": summary
                })
            state["current_task"] = (
                state["pending_actions"].pop(0)
                if state.get("pending_actions") else None
            )
            state["notes"] += f"\n[COMPLETED] {summary}"
            return state, True   # done=True → exits the while loop

        result = self.tools.call(tool_name, args)
        state["notes"] += f"\n[TOOL] {tool_name}({args}) → {str(result)[:300]}"
        return state, False


# --------------------------------------------------------------------------
# Scripted model
# --------------------------------------------------------------------------

class ProcessKilled(BaseException):
    """Simulates the agent process dying (SIGKILL, OOM, power loss).

    A BaseException, so the seed's `except Exception` does not catch it:
    run_once() stops right there, without writing _after or active.yaml.
    """


class ScriptExhausted(Exception):
    pass


class ScriptedModel:
    """Replays raw responses. Each call takes iteration_seconds of clock time.

    kill_at: the 1-based call number at which the process "dies" instead of
    answering (None: never).
    """

    def __init__(self, responses, clock, kill_at=None, iteration_seconds=7):
        self.responses = list(responses)
        self.clock = clock
        self.kill_at = kill_at
        self.iteration_seconds = iteration_seconds
        self.calls = 0

    def complete(self, system: str, user: str) -> str:
        self.calls += 1
        if self.calls == self.kill_at:
            raise ProcessKilled(f"agent process killed during model call {self.calls}")
        self.clock.advance(self.iteration_seconds)
        if self.calls > len(self.responses):
            raise ScriptExhausted(f"the script has no response for call {self.calls}")
        return self.responses[self.calls - 1]


# --------------------------------------------------------------------------
# Logging: one file per cycle, timestamps from the agent's clock
# --------------------------------------------------------------------------

LOG_FORMAT = "%(asctime)s %(levelname)s %(message)s"


class ClockFormatter(logging.Formatter):
    """`%(asctime)s` from the agent's clock, in logging's default layout
    (2026-04-01 10:01:44,000).

    Tracebacks are written in the classic layout (no ^^^ markers, which
    vary between Python versions) with file names relative to this
    directory, so that the sample logs are the same on every machine.
    """

    def __init__(self, clock):
        super().__init__(LOG_FORMAT)
        self.clock = clock

    def formatTime(self, record, datefmt=None):
        now = self.clock.now()
        return now.strftime("%Y-%m-%d %H:%M:%S") + f",{now.microsecond // 1000:03d}"

    def formatException(self, ei):
        exc_type, exc, tb = ei
        lines = ["Traceback (most recent call last):"]
        for frame in traceback.extract_tb(tb):
            lines.append(f'  File "{_short_path(frame.filename)}", '
                         f"line {frame.lineno}, in {frame.name}")
            if frame.line:
                lines.append(f"    {frame.line.strip()}")
        lines.extend(line.rstrip("\n") for line in
                     traceback.format_exception_only(exc_type, exc))
        return "\n".join(lines)


def _short_path(filename):
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.abspath(filename)
    return os.path.relpath(path, here) if path.startswith(here + os.sep) else filename


# --------------------------------------------------------------------------
# Agent (seed: agent.py)
# --------------------------------------------------------------------------

RULES = """You are a careful assistant whose only memory is the scratchpad below.
Answer with exactly one JSON object per turn:
  {"tool": "<name>", "args": {...}}
Tools: echo(message), clock(timezone), read_file(path),
publish_report(path, channel), update_scratchpad(<fields>), done(summary)."""


class Agent:
    def __init__(self, root, model, tools, clock=None, max_iterations=8):
        self.root = Path(root)
        self.clock = clock or RealClock()
        self.scratchpad = Scratchpad(self.root / "scratchpad" / "active.yaml", self.clock)
        self.logs_dir = self.root / "logs"
        self.model = model
        self.dispatcher = Dispatcher(tools)
        self.max_iterations = max_iterations
        self.rules = RULES
        self.cycle_id = None
        self.log = logging.getLogger(f"sample_agent.{id(self)}")
        self.log.setLevel(logging.INFO)
        self.log.propagate = False

    def wake(self) -> dict:
        return self.scratchpad.load()

    def sleep(self, state: dict):
        self.scratchpad.save(state)

    def run_once(self):
        cycle_id = self.clock.now().strftime(CYCLE_ID_FORMAT)   # 1. name the cycle
        self.cycle_id = cycle_id
        handler = self._open_cycle_log(cycle_id)
        try:
            self.log.info("cycle %s started", cycle_id)

            state_before = self.wake()                              # 2. read active.yaml
            self.scratchpad.snapshot(state_before, cycle_id, "before")  # 3. write _before

            try:
                state_after = self.run_cycle(state_before)         # 4. evolve state in memory
            except Exception as e:
                self.log.exception("cycle %s failed: %s", cycle_id, e)
                state_after = state_before
                state_after["notes"] = f"Cycle {cycle_id} failed: {e}"

            self.scratchpad.snapshot(state_after, cycle_id, "after")   # 5. write _after
            self.sleep(state_after)                                     # 6. write active.yaml
            return cycle_id
        finally:
            self.log.removeHandler(handler)
            handler.close()

    def run_cycle(self, state: dict) -> dict:
        iteration = 0
        done = False
        while iteration < self.max_iterations:
            iteration += 1
            prompt = self._build_prompt(state)
            response = self.model.complete(system=self.rules, user=prompt)
            self.log.info("iteration %d response: %s", iteration, response)
            self.log.info("iteration %d action: %s", iteration,
                          self.dispatcher.action_name(response))
            state, done = self.dispatcher.dispatch(response, state)
            if done:
                break
        self.log.info("cycle %s finished after %d iterations (%s)", self.cycle_id,
                      iteration, "done" if done else "max_iterations")
        return state

    def _build_prompt(self, state: dict) -> str:
        return "Your scratchpad:\n" + yaml.dump(
            state, default_flow_style=False, sort_keys=False, allow_unicode=True)

    def _open_cycle_log(self, cycle_id):
        self.logs_dir.mkdir(parents=True, exist_ok=True)
        handler = logging.FileHandler(self.logs_dir / f"cycle_{cycle_id}.log",
                                      encoding="utf-8")
        handler.setFormatter(ClockFormatter(self.clock))
        self.log.addHandler(handler)
        return handler


# --------------------------------------------------------------------------
# Scripts: what the scripted model answers, cycle by cycle
# --------------------------------------------------------------------------

def call(tool, **args):
    """A well-formed model response: one JSON tool call."""
    return json.dumps({"tool": tool, "args": args}, ensure_ascii=False)


WORKSPACE = {
    "data/metrics-2026-W14.csv": (
        "day,runs,failed,p95_minutes\n"
        "Mon,182,3,41\n"
        "Tue,179,5,44\n"
        "Wed,191,2,39\n"
        "Thu,188,9,57\n"
        "Fri,184,4,42\n"
    ),
    "notes/standup-2026-03-31.md": (
        "# Stand-up 31 March\n"
        "- Amélie: the Thursday failures → schema drift in the orders feed 🚀 fixed\n"
        "- Kenji: 日本語 translation of the dashboard is 80 % done\n"
        "- Open question: move the nightly run from 02:00 to 03:00 UTC?"
    ),
    "reports/2026-W14.md": (
        "# Kestrel pipeline — status report, week 14\n"
        "\n"
        "## Summary\n"
        "924 runs, 23 failed (97.5 % success). The Thursday spike (9 failures)\n"
        "was schema drift in the orders feed; Amélie shipped the fix on Friday.\n"
        "\n"
        "## Latency\n"
        "p95 stayed between 39 and 44 minutes except Thursday (57 minutes).\n"
        "\n"
        "## Next week\n"
        "- Decide on moving the nightly run to 03:00 UTC\n"
        "- Finish the 日本語 dashboard translation (Kenji)\n"
    ),
    "docs/release-checklist.md": (
        "1. Tag the release\n"
        "2. Build the wheel\n"
        "3. Upload to the internal index\n"
        "4. Announce in #kestrel"
    ),
}

# The default script of --once: the release-checklist agent of the
# `healthy` sample. make_samples.py uses its first five cycles; the rest lets
# an operator keep stepping a copy of that sample.
DEFAULT_SCRIPT = {
    "max_iterations": 4,
    "cycles": [
        [call("read_file", path="docs/release-checklist.md"),
         call("done", summary="Checklist has 4 steps; starting with the tag")],
        [call("echo", message="git tag v1.4.0 && git push --tags"),
         call("done", summary="Tagged v1.4.0")],
        [call("echo", message="python -m build --wheel"),
         call("clock", timezone="UTC"),
         call("done", summary="Built kestrel-1.4.0-py3-none-any.whl")],
        [call("echo", message="twine upload -r internal dist/*"),
         call("done", summary="Uploaded to the internal index")],
        [call("echo", message="Kestrel 1.4.0 is out → see the changelog"),
         call("done", summary="Announced in #kestrel")],
        [call("clock", timezone="UTC"),
         call("done", summary="Release finished")],
        [call("echo", message="Idle: no pending actions"),
         call("done", summary="Idle")],
        [call("echo", message="Idle: no pending actions"),
         call("done", summary="Idle")],
    ],
}


def script_cycle(script: dict, index: int):
    """(responses, max_iterations, kill_at) of the index-th cycle of a script.

    A cycle is either a list of raw responses or an object
    {"responses": [...], "max_iterations": n, "kill_at": n}.
    """
    cycles = script["cycles"]
    if index >= len(cycles):
        raise ScriptExhausted(f"the script has {len(cycles)} cycles; cycle {index + 1} requested")
    cycle = cycles[index]
    if isinstance(cycle, list):
        cycle = {"responses": cycle}
    return (cycle["responses"],
            cycle.get("max_iterations", script.get("max_iterations", 8)),
            cycle.get("kill_at"))


def existing_cycle_ids(root) -> list:
    scratchpad = Path(root) / "scratchpad"
    if not scratchpad.is_dir():
        return []
    ids = {m.group(1) for name in os.listdir(scratchpad) if (m := CYCLE_FILE.match(name))}
    return sorted(ids)


# --------------------------------------------------------------------------
# Command line: run exactly one cycle
# --------------------------------------------------------------------------

def main(argv=None):
    parser = argparse.ArgumentParser(description="Run one cycle of the sample agent.")
    parser.add_argument("--once", metavar="ROOT", required=True,
                        help="agent root (holds scratchpad/ and logs/)")
    parser.add_argument("--script", metavar="FILE",
                        help='JSON: {"max_iterations": n, "cycles": [[response, ...], ...]}')
    parser.add_argument("--fake-clock", action="store_true",
                        help="simulated clock: the newest cycle's start + 5 minutes")
    args = parser.parse_args(argv)

    root = Path(args.once)
    script = DEFAULT_SCRIPT
    if args.script:
        with open(args.script, encoding="utf-8") as f:
            script = json.load(f)

    ids = existing_cycle_ids(root)
    try:
        responses, max_iterations, kill_at = script_cycle(script, len(ids))
    except ScriptExhausted as e:
        print(f"sample_agent: {e}", file=sys.stderr)
        return 2

    if args.fake_clock:
        start = DEFAULT_START
        if ids:
            start = (datetime.strptime(ids[-1], CYCLE_ID_FORMAT)
                     + timedelta(seconds=CYCLE_SECONDS))
        clock = SimulatedClock(start)
    else:
        clock = RealClock()
        # Cycle ids have a resolution of one second: a cycle started in the
        # same second as an existing one would overwrite its files.
        while clock.now().strftime(CYCLE_ID_FORMAT) in ids:
            time.sleep(0.05)

    (root / "scratchpad").mkdir(parents=True, exist_ok=True)
    model = ScriptedModel(responses, clock, kill_at=kill_at)
    agent = Agent(root, model, Tools(clock, WORKSPACE), clock, max_iterations)
    try:
        cycle_id = agent.run_once()
    except ProcessKilled as e:
        print(f"sample_agent: {e}", file=sys.stderr)
        return 137
    print(cycle_id)
    return 0


if __name__ == "__main__":
    sys.exit(main())
