#!/usr/bin/env python3
"""The real agent of the scratchpad seed, re-implemented for the samples.

The seed (seeds/000_104ced97b1290a41.txt) is the SCRATCHPAD.md of the
Minimal Synthetic Agent (github.com/sagecontinuum/msa, package msa/). Where
its text and its code differ, this module follows the code:

- the agent root holds config/config.yaml, whose scratchpad_path (default
  scratchpads/active.yaml) names the live file; snapshots go beside it;
- logging: each run_once() adds a FileHandler for logs/cycle_<id>.log to the
  *root* logger (level DEBUG, logging's default "%(message)s" format) and
  never removes it, so a process that runs several cycles (--schedule)
  appends every later cycle's lines to each earlier cycle's log; the lines
  are "=== AGENT WAKING ===", "--- Iteration k/N ---", "Model response: ...",
  "Dispatching tool: NAME with args: ARGS", "Tool result: ...",
  "Tool NAME failed: ...", "Unknown tool: NAME", "=== AGENT SLEEPING ===",
  "Cycle <id> complete.", and library lines (httpx, httpcore, openai) between;
- the dispatcher writes "[TOOL ERROR] name: message" when a tool raises and
  "[UNKNOWN TOOL] name" for a name the registry lacks; a parse failure is
  "[PARSE ERROR] Could not parse: <response[:200]>";
- run_cycle() mutates the state dict it was given, so a crashed cycle's
  _after keeps the mid-cycle changes except notes, which the except branch
  replaces with "Cycle <id> failed: <error>".

Simulated, so that the samples are byte-identical on every run: the clock,
the model (a scripted list of raw responses; a model call can fail with the
connection error chain the OpenAI client raises, or the process can be
killed during one), the tools' outputs (the registry and the tool classes
are the real ones' shape; shell, http_get and yolo_detect return scripted
text), and tracebacks, written in the classic layout with this file's name
(no ^^^ markers, which vary between Python versions). Paths are relative to
the agent root instead of the working directory. Requires Python 3 and PyYAML.
"""

import copy
import json
import logging
import os
import re
import shlex
import traceback
from collections.abc import Mapping
from datetime import datetime, timedelta
from pathlib import Path

import yaml

logger = logging.getLogger("msa.agent")
dispatcher_logger = logging.getLogger("msa.dispatcher")
model_logger = logging.getLogger("msa.model")
scheduler_logger = logging.getLogger("msa.scheduler")

# --------------------------------------------------------------------------
# msa/config.py
# --------------------------------------------------------------------------

DEFAULT_CONFIG = {
    "model": {
        "backend": "anthropic",
        "model": "claude-sonnet-4-20250514",
        "max_tokens": 1024,
    },
    "scratchpad_path": "scratchpads/active.yaml",
    "rules_path": "config/rules.md",
    "max_iterations": 5,
    "tools": {},
    "scheduler": {
        "mode": "interval",
        "interval_seconds": 300,
    }
}


def load_config(path) -> dict:
    # The real code starts from dict(DEFAULT_CONFIG), whose nested dicts the
    # merge then mutates; a deep copy keeps several simulated processes apart.
    config = copy.deepcopy(DEFAULT_CONFIG)
    config_path = Path(path)
    if config_path.exists():
        with open(config_path) as f:
            user_config = yaml.safe_load(f) or {}
        _deep_merge(config, user_config)
    return config


def _deep_merge(base: dict, override: dict):
    for k, v in override.items():
        if k in base and isinstance(base[k], dict) and isinstance(v, dict):
            _deep_merge(base[k], v)
        else:
            base[k] = v


# --------------------------------------------------------------------------
# msa/scratchpad.py
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
    def __init__(self, path, clock):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.clock = clock

    def load(self) -> dict:
        if not self.path.exists():
            return dict(DEFAULT_SCHEMA)
        with open(self.path) as f:
            data = yaml.safe_load(f) or {}
        for k, v in DEFAULT_SCHEMA.items():
            data.setdefault(k, v)
        return data

    def save(self, state: dict):
        state["last_updated"] = self.clock.now().isoformat()
        with open(self.path, "w") as f:
            yaml.dump(state, f, default_flow_style=False, sort_keys=False)

    def snapshot(self, state: dict, cycle_id: str, label: str):
        snap_path = self.path.parent / f"{cycle_id}_{label}.yaml"
        with open(snap_path, "w") as f:
            yaml.dump(state, f, default_flow_style=False, sort_keys=False)

    def format(self, state: dict) -> str:
        return yaml.dump(state, default_flow_style=False, sort_keys=False)


# --------------------------------------------------------------------------
# Clock
# --------------------------------------------------------------------------

class OperatorStop(KeyboardInterrupt):
    """Ctrl-C while the scheduler sleeps between cycles."""


class SimulatedClock:
    """now() for datetime.now(); sleep() for time.sleep(), which stops the
    process (Ctrl-C) once it has run `cycles` cycles."""

    def __init__(self, start: datetime):
        self._now = start
        self.cycles_left = None

    def now(self) -> datetime:
        return self._now

    def advance(self, seconds: float):
        self._now += timedelta(seconds=seconds)

    def sleep(self, seconds: float):
        if self.cycles_left is not None and self.cycles_left <= 0:
            raise OperatorStop()
        self.advance(seconds)


# --------------------------------------------------------------------------
# msa/tools.py (the registry and the tools' shape; outputs are scripted)
# --------------------------------------------------------------------------

PROJECT_DIR = "/opt/msa"


class BaseTool:
    name = ""
    description = ""

    def run(self, **kwargs) -> str:
        raise NotImplementedError


class EchoTool(BaseTool):
    name = "echo"
    description = "Echo a message back. Useful for testing."

    def run(self, message: str = "", **kwargs) -> str:
        return f"ECHO: {message}"


class ShellTool(BaseTool):
    name = "shell"
    description = "Run a shell command and return stdout. Use carefully."

    def __init__(self, world):
        self.world = world

    def run(self, command: str = "", **kwargs) -> str:
        try:
            args = shlex.split(command)
        except ValueError as e:
            return f"ERROR: Could not parse command: {e}"
        if not args:
            return "ERROR: Empty command"
        output = self.world.shell(args)
        return output if output is not None else f"ERROR: Command not found: {args[0]}"


class ReadFileTool(BaseTool):
    name = "read_file"
    description = "Read a file from disk and return its contents."

    def __init__(self, world):
        self.world = world

    def run(self, path: str = "", filename: str = "", **kwargs) -> str:
        path = path or filename
        if path not in self.world.files:
            return f"ERROR: [Errno 2] No such file or directory: '{PROJECT_DIR}/{path}'"
        return self.world.files[path]


class WriteFileTool(BaseTool):
    name = "write_file"
    description = "Write content to a file on disk."

    def __init__(self, world):
        self.world = world

    def run(self, path: str = "", content: str = "", filename: str = "", **kwargs) -> str:
        path = path or filename
        self.world.files[path] = content
        return f"Written to {PROJECT_DIR}/{path}"


class HttpGetTool(BaseTool):
    name = "http_get"
    description = ("Make an HTTP GET request and return the response body. "
                   "Only http/https URLs are accepted; internal/private addresses are blocked.")

    def run(self, url: str = "", **kwargs) -> str:
        host = re.sub(r"^\w+://([^/:]+).*$", r"\1", url)
        if host.startswith("127.") or host == "localhost":
            return f"ERROR: Requests to private or internal addresses are not allowed ({host})"
        return "ERROR: <urlopen error [Errno -3] Temporary failure in name resolution>"


class YoloDetectTool(BaseTool):
    name = "yolo_detect"
    description = (
        "Run YOLO object detection on an image file. "
        "Returns a JSON array of detections, each with 'class', 'confidence', and 'box' (x1,y1,x2,y2). "
        "Args: path (str) \u2014 path to image file within the project directory."
    )

    def run(self, path: str = "", **kwargs) -> str:
        return json.dumps({"error": "ultralytics is not installed. Run: pip install ultralytics"})


class ToolRegistry:
    def __init__(self, world):
        self._tools = {}
        for tool in [EchoTool(), ShellTool(world), ReadFileTool(world), WriteFileTool(world),
                     HttpGetTool(), YoloDetectTool()]:
            self.register(tool)

    def register(self, tool):
        self._tools[tool.name] = tool
        logging.getLogger("msa.tools").debug("Registered tool: %s", tool.name)

    def has(self, name: str) -> bool:
        return name in self._tools

    def call(self, name: str, args):
        if not self.has(name):
            raise ValueError(f"Unknown tool: {name}")
        tool = self._tools[name]
        if not isinstance(args, Mapping):
            # what run(**args) raises (CPython 3.11's wording, fixed here for every version)
            raise TypeError(f"{type(tool).__name__}.run() argument after ** must be a mapping, "
                            f"not {type(args).__name__}")
        return tool.run(**args)

    def describe(self) -> str:
        return "\n".join(f"- {t.name}: {t.description}" for t in self._tools.values())


# --------------------------------------------------------------------------
# msa/dispatcher.py (verbatim but for the logger's name)
# --------------------------------------------------------------------------

DONE_SIGNAL = "done"


class Dispatcher:
    def __init__(self, tool_registry):
        self.tools = tool_registry

    def dispatch(self, response: str, state: dict):
        action = self._parse_response(response)

        if action is None:
            dispatcher_logger.warning("Could not parse action from response. Logging and continuing.")
            state["notes"] += f"\n[PARSE ERROR] Could not parse: {response[:200]}"
            return state, False

        tool_name = action.get("tool", "")
        args = action.get("args", {})

        dispatcher_logger.info("Dispatching tool: %s with args: %s", tool_name, args)

        if tool_name == DONE_SIGNAL:
            summary = args.get("summary", "Task complete.")
            state = self._mark_complete(state, summary)
            return state, True

        if tool_name == "update_scratchpad":
            state = self._apply_scratchpad_update(state, args)
            return state, False

        if self.tools.has(tool_name):
            try:
                result = self.tools.call(tool_name, args)
                dispatcher_logger.info("Tool result: %s", str(result)[:200])
                state = self._record_tool_result(state, tool_name, args, result)
            except Exception as e:
                dispatcher_logger.error("Tool %s failed: %s", tool_name, e)
                state["notes"] += f"\n[TOOL ERROR] {tool_name}: {e}"
        else:
            dispatcher_logger.warning("Unknown tool: %s", tool_name)
            state["notes"] += f"\n[UNKNOWN TOOL] {tool_name}"

        return state, False

    def _parse_response(self, response: str):
        try:
            return json.loads(response.strip())
        except json.JSONDecodeError:
            pass
        match = re.search(r'\{.*\}', response, re.DOTALL)
        if match:
            try:
                return json.loads(match.group())
            except json.JSONDecodeError:
                pass
        return None

    def _apply_scratchpad_update(self, state: dict, args: dict) -> dict:
        for key, value in args.items():
            if key == "completed_tasks" and isinstance(value, list):
                state["completed_tasks"].extend(value)
            elif key == "pending_actions" and isinstance(value, list):
                state["pending_actions"] = value
            else:
                state[key] = value
        return state

    def _mark_complete(self, state: dict, summary: str) -> dict:
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
        return state

    def _record_tool_result(self, state: dict, tool: str, args: dict, result) -> dict:
        state["notes"] += f"\n[TOOL] {tool}({args}) → {str(result)[:300]}"
        return state


# --------------------------------------------------------------------------
# msa/model.py, with a scripted model behind the OpenAI-compatible backend
# --------------------------------------------------------------------------

class ProcessKilled(BaseException):
    """The agent process dies (SIGKILL) during a model call: no _after, no
    active.yaml, no more log lines."""


def _library_exception(module, name):
    cls = type(name, (Exception,), {})
    cls.__module__ = module
    cls.__qualname__ = name
    return cls


HttpcoreConnectError = _library_exception("httpcore", "ConnectError")
HttpxConnectError = _library_exception("httpx", "ConnectError")
APIConnectionError = _library_exception("openai", "APIConnectionError")

FAIL = "<model server down>"   # a scripted response: the call fails
KILL = "<process killed>"      # a scripted response: the process dies

MODEL_SECONDS = 2.318504


class ModelClient:
    """The real client's shape (backend vllm: logs and re-raises API
    errors); the HTTP server behind it is a script of raw responses."""

    def __init__(self, config: dict, script: list, clock):
        self.backend = config.get("backend", "anthropic")
        self.model = config.get("model", "claude-sonnet-4-20250514")
        self.max_tokens = config.get("max_tokens", 1024)
        self.base_url = config.get("base_url", None)
        self.script = list(script)
        self.clock = clock
        self.url = (self.base_url or "http://localhost:8000/v1") + "/chat/completions"

    def complete(self, system: str, user: str) -> str:
        try:
            return self._openai_compat(system, user)
        except Exception as e:
            model_logger.error("OpenAI-compat API error: %s", e)
            raise

    def _openai_compat(self, system, user):
        logging.getLogger("openai._base_client").debug(
            "Request options: {'method': 'post', 'url': '/chat/completions', 'json_data': "
            "{'model': %r, 'max_tokens': %d}}", self.model, self.max_tokens)
        response = self.script.pop(0)
        if response == KILL:
            raise ProcessKilled()
        if response == FAIL:
            for delay in ("0.482", "0.917"):
                self._connect_failed()
                logging.getLogger("openai._base_client").info(
                    "Retrying request to /chat/completions in %s seconds", delay)
                self.clock.advance(float(delay))
            return self._request()
        host = re.sub(r"^\w+://([^/:]+):?(\d*).*$", r"host='\1' port=\2", self.url)
        connection = logging.getLogger("httpcore.connection")
        connection.debug("connect_tcp.started %s local_address=None timeout=5.0 socket_options=None", host)
        connection.debug("connect_tcp.complete return_value=<httpcore._backends.sync.SyncStream object>")
        self.clock.advance(MODEL_SECONDS)
        logging.getLogger("httpx").info('HTTP Request: POST %s "HTTP/1.1 200 OK"', self.url)
        return response

    def _connect_failed(self):
        logging.getLogger("httpcore.connection").debug(
            "connect_tcp.failed exception=ConnectError(ConnectionRefusedError(111, 'Connection refused'))")

    def _request(self):
        try:
            self._send()
        except HttpxConnectError as err:
            raise APIConnectionError("Connection error.") from err

    def _send(self):
        try:
            self._connect()
        except HttpcoreConnectError as exc:
            raise HttpxConnectError(str(exc)) from exc

    def _connect(self):
        try:
            self._connect_tcp()
        except OSError as exc:
            raise HttpcoreConnectError(str(exc))

    def _connect_tcp(self):
        self._connect_failed()
        raise ConnectionRefusedError(111, "Connection refused")


# --------------------------------------------------------------------------
# Tracebacks: the classic layout, this directory's file names
# --------------------------------------------------------------------------

CAUSE = "The above exception was the direct cause of the following exception:"
CONTEXT = "During handling of the above exception, another exception occurred:"


class MessageFormatter(logging.Formatter):
    """logging's default "%(message)s", with deterministic tracebacks."""

    def __init__(self):
        super().__init__("%(message)s")

    def formatException(self, ei):
        chain = []
        exc, link = ei[1], None
        while exc is not None:
            chain.append((exc, link))
            if exc.__cause__ is not None:
                exc, link = exc.__cause__, CAUSE
            elif exc.__context__ is not None and not exc.__suppress_context__:
                exc, link = exc.__context__, CONTEXT
            else:
                exc = None
        lines = []
        for exc, link in reversed(chain):
            lines.append("Traceback (most recent call last):")
            for frame in traceback.extract_tb(exc.__traceback__):
                lines.append(f'  File "{_short_path(frame.filename)}", line {frame.lineno}, in {frame.name}')
                if frame.line:
                    lines.append(f"    {frame.line.strip()}")
            lines.append(_exception_line(exc))
            if link:
                lines.extend(["", link, ""])
        return "\n".join(lines)


def _exception_line(exc):
    cls = type(exc)
    name = cls.__qualname__ if cls.__module__ in ("builtins", "__main__") else f"{cls.__module__}.{cls.__qualname__}"
    text = str(exc)
    return f"{name}: {text}" if text else name


def _short_path(filename):
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.abspath(filename)
    return os.path.relpath(path, here) if path.startswith(here + os.sep) else filename


# --------------------------------------------------------------------------
# msa/agent.py
# --------------------------------------------------------------------------

class World:
    """What the tools act on: files under the project root and shell output."""

    def __init__(self, clock, files, commands):
        self.clock = clock
        self.files = dict(files)
        self.commands = dict(commands)

    def shell(self, args):
        command = " ".join(args)
        if command == "date -u":
            return self.clock.now().strftime("%a %b %d %H:%M:%S UTC %Y\n")
        return self.commands.get(command)


class Agent:
    def __init__(self, root, clock, script, world, config_path="config/config.yaml"):
        self.root = Path(root)
        self.clock = clock
        self.config = load_config(self.root / config_path)
        self.scratchpad = Scratchpad(self.root / self.config["scratchpad_path"], clock)
        self.tools = ToolRegistry(world)
        self.model = ModelClient(self.config["model"], script, clock)
        self.dispatcher = Dispatcher(self.tools)
        self.rules = self._load_rules()
        self.max_iterations = self.config.get("max_iterations", 5)
        self.cycle_ids = []

    def _load_rules(self) -> str:
        rules_path = self.root / self.config.get("rules_path", "config/rules.md")
        if rules_path.exists():
            return rules_path.read_text()
        logger.warning("No rules file found at %s", rules_path)
        return "You are a helpful agent. Complete tasks listed in your scratchpad."

    def wake(self) -> dict:
        logger.info("=== AGENT WAKING ===")
        state = self.scratchpad.load()
        logger.info("Current task: %s", state.get("current_task", "none"))
        return state

    def run_cycle(self, state: dict) -> dict:
        iteration = 0

        while iteration < self.max_iterations:
            iteration += 1
            logger.info("--- Iteration %d/%d ---", iteration, self.max_iterations)

            prompt = self._build_prompt(state)

            response = self.model.complete(
                system=self.rules,
                user=prompt
            )
            logger.info("Model response: %s", response[:200])

            state, done = self.dispatcher.dispatch(response, state)

            if done:
                logger.info("Agent signaled completion.")
                break

        return state

    def sleep(self, state: dict):
        logger.info("=== AGENT SLEEPING ===")
        self.scratchpad.save(state)

    def _build_prompt(self, state: dict) -> str:
        return f"""
Current scratchpad state:
{self.scratchpad.format(state)}

Available tools:
{self.tools.describe()}

Instructions:
- Review your current_task and pending_actions
- Take the next appropriate action using an available tool, OR update your scratchpad
- To call a tool, respond with JSON: {{"tool": "tool_name", "args": {{...}}}}
- To update scratchpad only, respond with JSON: {{"tool": "update_scratchpad", "args": {{...}}}}
- To signal you are done, respond with JSON: {{"tool": "done", "args": {{"summary": "..."}}}}
"""

    def run_once(self):
        cycle_id = self.clock.now().strftime("%Y%m%d_%H%M%S")
        self.cycle_ids.append(cycle_id)
        self._setup_logging(cycle_id)

        state_before = self.wake()
        self.scratchpad.snapshot(state_before, cycle_id, "before")

        try:
            state_after = self.run_cycle(state_before)
        except Exception as e:
            logger.error("Agent cycle failed: %s", e, exc_info=True)
            state_after = state_before
            state_after["notes"] = f"Cycle {cycle_id} failed: {e}"

        self.scratchpad.snapshot(state_after, cycle_id, "after")
        self.sleep(state_after)
        logger.info("Cycle %s complete.", cycle_id)

    def _setup_logging(self, cycle_id: str):
        log_path = self.root / "logs" / f"cycle_{cycle_id}.log"
        log_path.parent.mkdir(exist_ok=True)
        fh = logging.FileHandler(log_path, encoding="utf-8")
        fh.setFormatter(MessageFormatter())
        fh.setLevel(logging.DEBUG)
        logging.getLogger().addHandler(fh)
        logging.getLogger().setLevel(logging.DEBUG)


# --------------------------------------------------------------------------
# msa/scheduler.py (interval mode)
# --------------------------------------------------------------------------

class Scheduler:
    def __init__(self, agent):
        self.agent = agent
        scheduler_config = agent.config.get("scheduler", {})
        if isinstance(scheduler_config, str):
            self.config = {"mode": scheduler_config}
        else:
            self.config = scheduler_config or {}
        self.mode = self.config.get("mode", "interval")
        self.interval = self.config.get("interval_seconds", 300)

    def run(self):
        scheduler_logger.info("Scheduler starting in mode: %s", self.mode)
        if self.mode == "interval":
            self._run_interval()
        else:
            raise ValueError(f"Unknown scheduler mode: {self.mode}")

    def _run_interval(self):
        scheduler_logger.info("Interval scheduler: every %d seconds", self.interval)
        clock = self.agent.clock
        while True:
            scheduler_logger.info("Scheduler firing at %s", clock.now().isoformat())
            try:
                self.agent.run_once()
            except Exception as e:
                scheduler_logger.error("Agent run failed: %s", e)
            clock.cycles_left -= 1
            scheduler_logger.info("Sleeping %d seconds...", self.interval)
            clock.sleep(self.interval)


# --------------------------------------------------------------------------
# One agent process
# --------------------------------------------------------------------------

def run_process(root, start, script, world, cycles=None, strict=True):
    """Runs the agent as `python -m msa.agent --schedule` (cycles: how many
    before the operator presses Ctrl-C) or `--once` (cycles None) from
    `root`, with the clock at `start`. Returns the ids of the cycles it
    started. The process's log handlers are closed at its end, as at exit.
    strict: the script must be used up."""
    root_logger = logging.getLogger()
    handlers, level = list(root_logger.handlers), root_logger.level
    clock = SimulatedClock(start)
    world.clock = clock
    agent = Agent(root, clock, script, world)
    try:
        if cycles is None:
            agent.run_once()
        else:
            clock.cycles_left = cycles
            Scheduler(agent).run()
    except (ProcessKilled, OperatorStop):
        pass
    finally:
        for handler in list(root_logger.handlers):
            if handler not in handlers:
                root_logger.removeHandler(handler)
                handler.close()
        root_logger.setLevel(level)
    if strict and agent.model.script:
        raise RuntimeError(f"{len(agent.model.script)} scripted responses left unused")
    return agent.cycle_ids


# --------------------------------------------------------------------------
# As a package: python3 -m msa.agent --once
# --------------------------------------------------------------------------

def main(argv=None):
    """This file copied to <root>/msa/agent.py (with an empty msa/__init__.py)
    runs as the real agent's command line from the root: `python3 -m
    msa.agent --once` runs one cycle with the clock at the current time, the
    model answering with config/model_script.json (a JSON list of raw
    responses, "<model server down>" for a failed call), the tools acting on
    the files of config/world.json ({"files": {...}, "commands": {...}}),
    when present. MSA_CLOCK=ISO-TIME starts the clock there instead (two
    runs with one time start two cycles in the same second)."""
    import argparse
    parser = argparse.ArgumentParser(description="Minimal Synthetic Agent (the samples' re-implementation)")
    parser.add_argument("--once", action="store_true", help="Run one cycle and exit")
    parser.add_argument("--schedule", action="store_true", help="Run on scheduler")
    parser.add_argument("--config", default="config/config.yaml")
    args = parser.parse_args(argv)
    if not args.once:
        print("Specify --once or --schedule")
        return
    root = Path.cwd()
    script = json.loads((root / "config" / "model_script.json").read_text(encoding="utf-8"))
    world_file = root / "config" / "world.json"
    world = json.loads(world_file.read_text(encoding="utf-8")) if world_file.exists() else {}
    start = datetime.fromisoformat(os.environ["MSA_CLOCK"]) if os.environ.get("MSA_CLOCK") else datetime.now()
    run_process(root, start, script, World(None, world.get("files", {}), world.get("commands", {})), strict=False)


if __name__ == "__main__":
    main()
