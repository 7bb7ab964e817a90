"""Control protocol v1 for an agent built like the scratchpad seed.

The contract is docs/control-protocol.md in the Scratchpad Inspector
repository. This module is its Python server: Python 3.9+, the standard
library and PyYAML (only through the agent itself).

Adding it to a seed-like agent (one with run_once(), run_cycle(state),
wake(), sleep(state), scratchpad.snapshot(state, cycle_id, label),
scratchpad.save(state), dispatcher.dispatch(response, state) and
max_iterations) takes two lines instead of the agent's own loop:

    control = ControlServer(agent)            # wraps the agent's methods
    control.run(mode="loop", interval=60)     # serves and schedules cycles

run() blocks until SIGTERM or Ctrl-C (then it removes the discovery file),
and is called from the main thread. The agent's files are untouched: the
module only watches the six events of run_once() and holds the agent at
safe points (between cycles, at wake, between iterations).
"""

import copy
import hashlib
import hmac
import json
import os
import secrets
import selectors
import signal
import socket
import threading
import time
from collections import OrderedDict, deque
from datetime import date, datetime, timezone
from http.server import BaseHTTPRequestHandler
from pathlib import Path

PROTOCOL = 1
AGENT_NAME = "scratchpad_control.py 1.0"
MAX_BODY = 1024 * 1024
KEEP_EVENTS = 256
LIST_INJECTIONS = 1000
KEPT_INJECTIONS = 10000
KEEPALIVE_SECONDS = 10
RESPONSE_LIMIT = 64 * 1024
TOOL_RESULT_LIMIT = 300
WAIT_SLICE = 0.5
# What no local process can exhaust (docs/control-protocol.md section 1, "Limits"):
MAX_CONNECTIONS = 512        # open at once; one more is answered 503 and closed
MAX_REQUESTS = 32            # requests served at once (503 beyond)
MAX_STREAMS = 16             # event streams at once (503 beyond)
HEADER_TIMEOUT = 10.0        # seconds to send the request line and headers
IDLE_TIMEOUT = 30.0          # seconds a kept-alive connection may wait for its next request
BODY_TIMEOUT = 10.0          # seconds for each part of a body (and each answer) to move
STREAM_WRITE_TIMEOUT = 30.0  # seconds an event stream's reader may take to take an event
MAX_HEAD = 16 * 1024         # bytes of request line and headers (431 beyond)
MAX_QUEUED = 64              # queued injections (429 beyond)
MAX_QUEUED_BYTES = 4 * 1024 * 1024   # their values' JSON, all together (429 beyond)
MAX_EVENT_STATE = 128 * 1024  # an iteration event's state, as JSON; larger: named, not sent

OPS = ("replace", "append", "clear", "update")
UNITS = ("cycle", "iteration")


# --------------------------------------------------------------------------
# Values, hashes and the section operations (docs section 6)
# --------------------------------------------------------------------------

def to_json(value):
    """The state as JSON values: mappings with string keys, lists, and YAML
    timestamps as ISO-8601 strings."""
    if isinstance(value, dict):
        return {str(k): to_json(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [to_json(v) for v in value]
    if isinstance(value, (datetime, date)):
        return value.isoformat()
    if value is None or isinstance(value, (str, bool, int, float)):
        return value
    if isinstance(value, bytes):
        return value.decode("utf-8", errors="replace")
    return str(value)


def value_hash(value) -> str:
    """The opaque version string of a value: SHA-256 of its JSON with sorted keys."""
    text = json.dumps(to_json(value), sort_keys=True, separators=(",", ":"),
                      ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def type_name(value) -> str:
    """The YAML word for a value's type, as an operator reads it (as SectionEdit.typeName)."""
    if value is None:
        return "null"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, str):
        return "text"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    return "a " + type(value).__name__.lower()


class SectionEditError(Exception):
    """A section operation that cannot be applied to this state.

    reason: "type_clash" (the operation does not fit the section's type, or
    clears a section that does not exist) or "invalid" (the request itself is
    incomplete: an unknown op or a missing section).
    """

    def __init__(self, reason, message):
        super().__init__(message)
        self.reason = reason
        self.message = message


def apply_section_op(state: dict, op: str, section=None, value=None) -> dict:
    """Returns a new top-level mapping with the operation applied; never changes
    `state` (untouched values are shared). The same rules as the inspector's
    core/edit/SectionEdit.java."""
    if op not in OPS:
        raise SectionEditError("invalid", f"unknown op '{op}' (replace, append, clear or update)")
    if op != "update" and (not isinstance(section, str) or not section):
        raise SectionEditError("invalid", f"{op} needs a section")
    result = dict(state)
    if op == "replace":
        result[section] = value
    elif op == "append":
        result[section] = _appended(section, state.get(section), value)
    elif op == "clear":
        if section not in state:
            raise SectionEditError("type_clash", f"no section '{section}' to clear")
        current = state[section]
        if isinstance(current, list):
            result[section] = []
        elif isinstance(current, str):
            result[section] = ""
        elif isinstance(current, dict):
            result[section] = {}
        else:
            result[section] = None
    else:
        if not isinstance(value, dict):
            raise SectionEditError(
                "type_clash", f"update needs a mapping of sections to values, not {type_name(value)}")
        for key, item in value.items():
            key = str(key)
            if key == "completed_tasks":
                result[key] = _extended_like_python(result.get(key), item)
            else:
                result[key] = item
    return result


def _appended(section, current, value):
    if current is None:
        return value
    if isinstance(current, list):
        return current + value if isinstance(value, list) else current + [value]
    if isinstance(current, str):
        if not isinstance(value, str):
            raise SectionEditError(
                "type_clash", f"cannot append {type_name(value)} to the text section '{section}'")
        return value if current == "" else current + "\n" + value
    raise SectionEditError(
        "type_clash", f"cannot append to '{section}': it is {type_name(current)}, not a list or text")


def _extended_like_python(current, items):
    """Python's list.extend: a list adds its items, a string its characters."""
    if not isinstance(current, list):
        raise SectionEditError(
            "type_clash",
            f"completed_tasks is {type_name(current)}, not a list: the seed's update would fail")
    if isinstance(items, list):
        return current + items
    if isinstance(items, str):
        return current + list(items)
    raise SectionEditError(
        "type_clash", f"completed_tasks can only be extended by a list, not {type_name(items)}")


def replace_contents(state: dict, new_state: dict):
    """Makes `state` hold exactly `new_state`, keeping the dict object (the
    agent's run_once and run_cycle hold references to it) and the key order."""
    state.clear()
    state.update(new_state)


# --------------------------------------------------------------------------
# Small helpers
# --------------------------------------------------------------------------

def utc_now_text(milliseconds=True) -> str:
    now = datetime.now(timezone.utc)
    if milliseconds:
        return now.strftime("%Y-%m-%dT%H:%M:%S.") + f"{now.microsecond // 1000:03d}Z"
    return now.strftime("%Y-%m-%dT%H:%M:%SZ")


def truncate_utf8(text: str, limit: int):
    """(text, truncated): at most `limit` UTF-8 bytes, cut on a character boundary."""
    data = text.encode("utf-8")
    if len(data) <= limit:
        return text, False
    return data[:limit].decode("utf-8", errors="ignore"), True


def action_of(response: str) -> str:
    """The tool name a seed-like dispatcher would act on, or parse_error."""
    try:
        message = json.loads(response)
    except (ValueError, TypeError):
        return "parse_error"
    if isinstance(message, dict) and isinstance(message.get("tool"), str):
        args = message.get("args") or {}
        if isinstance(args, dict):
            return message["tool"]
    return "parse_error"


class HttpError(Exception):
    def __init__(self, status, code, message):
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message


def write_private_json(path: Path, data: dict):
    """Writes `path` atomically with mode 0600: a temporary file in the same
    directory, then a rename over it."""
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    os.chmod(path.parent, 0o700)   # owner only, also when an earlier run made it wider
    tmp = path.parent / f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}.tmp"
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, indent=2)
            f.write("\n")
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, 0o600)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


class _Shutdown(BaseException):
    """Raised in the agent's thread to stop run() (SIGTERM, Ctrl-C, stop())."""


# --------------------------------------------------------------------------
# Breakpoints (docs section 9): conditions, and their evaluation at safe points
# --------------------------------------------------------------------------

BREAK_WHEN = "use status, tool, changed, size or iteration"
BREAK_STATUSES = ("completed", "max_iterations", "crashed", "no_change", "interrupted", "running", "unknown")
MAX_BREAKPOINTS = 1000
_MISSING = object()


class BreakpointError(Exception):
    """A breakpoint set or condition that is refused (422); the text names the problem."""


def parse_breakpoints(value) -> list:
    """The set of PUT /v1/breakpoints, normalised ({"id", "when", ...} each);
    a breakpoint without an id gets bp-N, N its position from 1."""
    if not isinstance(value, list):
        raise BreakpointError('the body must be a JSON array of breakpoints, '
                              'e.g. [{"when": "changed", "path": "current_task"}]')
    if len(value) > MAX_BREAKPOINTS:
        raise BreakpointError(f"at most {MAX_BREAKPOINTS} breakpoints, not {len(value)}")
    given = set()
    for i, item in enumerate(value):
        if isinstance(item, dict) and item.get("id") is not None:
            bid = _breakpoint_id(item["id"], i)
            if bid in given:
                raise BreakpointError(f'breakpoint {i + 1}: the id "{bid}" is used twice')
            given.add(bid)
    result = []
    for i, item in enumerate(value):
        if not isinstance(item, dict):
            raise BreakpointError(f"breakpoint {i + 1} is not a JSON object")
        if item.get("id") is not None:
            bid = _breakpoint_id(item["id"], i)
        else:
            bid, n = f"bp-{i + 1}", i + 1
            while bid in given:
                bid, n = f"bp-{i + 1}-{n}", n + 1000
        try:
            condition = parse_condition(item)
        except BreakpointError as error:
            raise BreakpointError(f"breakpoint {i + 1} ({bid}): {error}") from None
        result.append({"id": bid, **condition})
    return result


def _breakpoint_id(value, index):
    if not isinstance(value, str) or not value.strip() or len(value) > 200:
        raise BreakpointError(f'breakpoint {index + 1}: "id" must be a non-empty string of at most 200 characters')
    return value


def parse_condition(item: dict) -> dict:
    """One condition, as its JSON object (an "id" key is allowed and left out)."""
    when = item.get("when")
    if not isinstance(when, str):
        raise BreakpointError(f'"when" is missing or not a string: {BREAK_WHEN}')
    if when == "status":
        status = _text(item, "status")
        if status not in BREAK_STATUSES:
            raise BreakpointError(f'unknown status "{status}": use one of {", ".join(BREAK_STATUSES)}')
        condition = {"when": when, "status": status}
    elif when == "tool":
        condition = {"when": when, "tool": _text(item, "tool")}
        if item.get("args_contains") is not None:
            if not isinstance(item["args_contains"], str):
                raise BreakpointError('"args_contains" must be a string')
            condition["args_contains"] = item["args_contains"]
    elif when == "changed":
        condition = {"when": when, "path": _path_text(_text(item, "path"))}
    elif when == "size":
        condition = {"when": when, "path": _path_text(_text(item, "path")), "over": _over(item, 2 ** 63 - 1)}
    elif when == "iteration":
        condition = {"when": when, "over": _over(item, 2 ** 31 - 1)}
    else:
        raise BreakpointError(f'unknown "when": "{when}": {BREAK_WHEN}')
    for key in item:
        if key != "id" and key not in condition and not (key == "args_contains" and when == "tool"):
            raise BreakpointError(f'unexpected field "{key}" for "when": "{when}"')
    return condition


def _text(item, key):
    value = item.get(key)
    if value is None:
        raise BreakpointError(f'"{key}" is missing')
    if not isinstance(value, str) or not value:
        raise BreakpointError(f'"{key}" must be a non-empty string')
    return value


def _path_text(text):
    if not text.strip():
        raise BreakpointError('"path" must name a field, e.g. "current_task" or "goals.0"')
    if "" in text.split("."):
        raise BreakpointError(f'bad path "{text}": an empty part between dots')
    return text


def _over(item, limit):
    value = item.get("over")
    if value is None:
        raise BreakpointError('"over" is missing')
    if isinstance(value, bool) or not isinstance(value, int) or value < 0 or value > limit:
        raise BreakpointError(f'"over" must be a whole number from 0 to {limit}')
    return value


def resolve_path(state, path: str):
    """The value at a dotted path (a mapping's key as text, a list's index from 0), or _MISSING."""
    here = state
    for segment in path.split("."):
        if isinstance(here, dict):
            for key, value in here.items():
                if str(key) == segment:
                    here = value
                    break
            else:
                return _MISSING
        elif isinstance(here, list) and segment.isdigit() and int(segment) < len(here):
            here = here[int(segment)]
        else:
            return _MISSING
    return here


def field_size(value) -> int:
    """Characters of a string, items of a list, keys of a mapping; -1 for anything else."""
    if isinstance(value, (str, list, tuple, dict)):
        return len(value)
    return -1


class BreakpointWatch:
    """A breakpoint set evaluated at safe points, as the reference agent does:
    a tool call fires at the next safe point; a status at the end of a cycle;
    changed against the value at the previous safe point (the first one only
    remembers it); size and iteration when they become true."""

    def __init__(self, breakpoints):
        self.breakpoints = breakpoints
        self._last = {}
        self._over = {}
        self._tool_hit = None
        self._tool_where = None
        self.hit_where = None   # (cycle_id, iteration) of the tool call behind the last hit, else None

    def tool_called(self, tool, args_text, where=None):
        """A dispatched call; `where` is (cycle_id, iteration) of the iteration that made it."""
        if self._tool_hit is not None:
            return
        for b in self.breakpoints:
            if (b["when"] == "tool" and b["tool"] == tool
                    and (b.get("args_contains") is None or b["args_contains"] in args_text)):
                self._tool_hit = (b["id"], {"tool": tool, "args": args_text})
                self._tool_where = where
                return

    def condition_of(self, breakpoint_id):
        """The breakpoint's condition as JSON (without its id), or None."""
        for b in self.breakpoints:
            if b["id"] == breakpoint_id:
                return {k: v for k, v in b.items() if k != "id"}
        return None

    def at_safe_point(self, state, iterations, ended_with=None):
        """(id, saw) of the first breakpoint that fires here, or None; hit_where
        then says where a tool call behind it was made."""
        first, self._tool_hit = self._tool_hit, None
        self.hit_where, self._tool_where = (self._tool_where if first is not None else None), None
        for b in self.breakpoints:
            saw = self._observe(b, state, iterations, ended_with)
            if first is None and saw is not None:
                first = (b["id"], saw)
        return first

    def _observe(self, b, state, iterations, ended_with):
        when = b["when"]
        if when == "status":
            return {"status": ended_with} if ended_with == b["status"] else None
        if when == "changed":
            now = resolve_path(state, b["path"])
            now = now if now is _MISSING else copy.deepcopy(now)
            seen = b["id"] in self._last
            old = self._last.get(b["id"])
            self._last[b["id"]] = now
            if seen and old != now:
                return {"path": b["path"], "old": None if old is _MISSING else to_json(old),
                        "new": None if now is _MISSING else to_json(now)}
            return None
        if when == "size":
            size = field_size(resolve_path(state, b["path"]))
            if self._became_true(b["id"], size > b["over"]):
                return {"path": b["path"], "size": size, "over": b["over"]}
            return None
        if when == "iteration" and self._became_true(b["id"], iterations > b["over"]):
            return {"iterations": iterations}
        return None

    def _became_true(self, key, now):
        before = self._over.get(key, False)
        self._over[key] = now
        return now and not before


def tool_call_of(response):
    """(tool, args as the notes show them) for a tool call, or None for
    update_scratchpad, done and a response the dispatcher cannot parse."""
    try:
        message = json.loads(response)
    except (ValueError, TypeError):
        return None
    if not isinstance(message, dict) or not isinstance(message.get("tool"), str):
        return None
    args = message.get("args") or {}
    if not isinstance(args, dict) or message["tool"] in ("update_scratchpad", "done"):
        return None
    return message["tool"], str(args)


def _call_of(dispatcher, response):
    """(tool, args) as the agent's dispatcher reads the response, or None when it
    does not parse: the dispatcher's own parse(response) -> (tool, args) (the
    seed's) or _parse_response(response) -> dict or None (msa's), else JSON."""
    parse = getattr(dispatcher, "parse", None)
    if callable(parse):
        try:
            parsed = parse(response)
            if isinstance(parsed, tuple) and len(parsed) == 2:
                return parsed[0], parsed[1]
        except Exception:
            return None
    parse_response = getattr(dispatcher, "_parse_response", None)
    if callable(parse_response):
        try:
            action = parse_response(response)
        except Exception:
            return None
        if not isinstance(action, dict):
            return None
        args = action.get("args", {})
        return action.get("tool", ""), args
    try:
        message = json.loads(response)
    except (ValueError, TypeError):
        return None
    if not isinstance(message, dict) or not isinstance(message.get("tool"), str):
        return None
    args = message.get("args") or {}
    return (message["tool"], args) if isinstance(args, dict) else None


def _quietly(function, *args):
    try:
        return function(*args)
    except Exception:
        return True


# --------------------------------------------------------------------------
# The controller
# --------------------------------------------------------------------------

class ControlServer:
    """Control protocol v1 for one seed-like agent.

    ControlServer(agent) wraps, on the agent object only (never its class):
    agent.run_cycle, agent.scratchpad.snapshot, agent.scratchpad.save,
    agent.dispatcher.dispatch and, when there is one, agent.dispatcher.tools.call
    (to see tool results). Agents that cannot be wrapped may call the hook
    methods at_wake(), between_iterations() and cycle_finished() themselves
    and pass wrap=False.

    scratchpad_dir: the directory holding active.yaml (default: the parent of
    agent.scratchpad.path). run() schedules the cycles; the agent's own loop
    is not used.
    """

    def __init__(self, agent, scratchpad_dir=None, *, port=0, agent_name=AGENT_NAME,
                 keep_events=KEEP_EVENTS, wrap=True, before_cycle=None):
        self.agent = agent
        if scratchpad_dir is None:
            scratchpad_dir = Path(agent.scratchpad.path).parent
        self.scratchpad_dir = Path(scratchpad_dir).resolve()
        self.control_file = self.scratchpad_dir / ".agent" / "control.json"
        self.port = port
        self.agent_name = agent_name
        self.before_cycle = before_cycle
        self.token = secrets.token_hex(32)
        self.started = utc_now_text(milliseconds=False)

        self._cond = threading.Condition(threading.RLock())
        self._mode = "loop"
        self._state = "paused"
        self._phase = "between_cycles"
        self._cycle_id = None
        self._iteration = 0
        self._pause_requested = False
        self._pending_step = None
        self._last_cycle_id = None
        self._cycles_run = 0
        self._stopping = False
        self._safe_state = None          # deep copy of the state at the last safe point in a cycle
        self._live_state = None          # the agent's own state dict while it is paused in a cycle
        self._watch = BreakpointWatch([])
        self._paused_reason = "start"     # why it paused: start, pause, step, breakpoint
        self._break_hit = None           # (id, saw) of a breakpoint that fired at the end of a cycle
        self._last_state = None          # the agent's state dict as of the last hook, for the end of a cycle

        self._queue = []                 # ids of queued injections, in the order received
        self._queued_bytes = 0           # their values' JSON, all together
        self._injections = OrderedDict()  # id -> record (with value and base_hash)
        self._next_injection = 1

        self._events = deque(maxlen=max(KEEP_EVENTS, keep_events))
        self._seq = 0
        self._events_cond = threading.Condition()

        self._cycle_done = False
        self._cycle_error = None
        self._tool_result = None
        self._applied_this_cycle = []    # injection records applied in the cycle in progress

        self._failure = None             # why the agent's loop died: state "failed"
        self._tool_failed = None         # the text of a tool call that raised in the iteration being dispatched
        self._call = None                # (tool, args, failed, unknown) of the iteration being dispatched

        self._server = None
        if wrap:
            self._wrap_agent()

    # ------------------------------------------------------------------
    # Wrapping the agent
    # ------------------------------------------------------------------

    def _wrap_agent(self):
        agent = self.agent
        pad = agent.scratchpad
        original_snapshot = pad.snapshot
        original_save = pad.save
        original_run_cycle = agent.run_cycle
        dispatcher = agent.dispatcher
        original_dispatch = dispatcher.dispatch

        def snapshot(state, cycle_id, label, *args, **kwargs):
            if label == "before":
                self.at_wake(state, cycle_id)
            elif label == "after":
                self.crash_path_done(state)
            result = original_snapshot(state, cycle_id, label, *args, **kwargs)
            path = Path(pad.path).parent / f"{cycle_id}_{label}.yaml"
            self.snapshot_written(label, path)
            return result

        def save(state, *args, **kwargs):
            result = original_save(state, *args, **kwargs)
            self.snapshot_written("active", Path(pad.path))
            return result

        def run_cycle(state, *args, **kwargs):
            try:
                return original_run_cycle(state, *args, **kwargs)
            except Exception as error:
                self.cycle_crashed(error)
                raise

        def dispatch(response, state, *args, **kwargs):
            self._tool_result = None
            action = None
            action_name = getattr(dispatcher, "action_name", None)
            if callable(action_name):
                try:
                    action = action_name(response)
                except Exception:
                    action = None
            if action is None:
                action = action_of(response)
            self._note_tool_call(response, action, self._iteration + 1)   # before: a dispatch that raises still called the tool
            self._tool_failed = None
            call = _call_of(dispatcher, response)
            new_state, done = original_dispatch(response, state, *args, **kwargs)
            failed = self._tool_failed is not None
            tools_has = getattr(getattr(dispatcher, "tools", None), "has", None)
            unknown = (call is not None and call[0] not in ("done", "update_scratchpad") and callable(tools_has)
                       and not _quietly(tools_has, call[0]))
            if call is not None and call[0] != action and action != "parse_error":
                call = (action, call[1])
            result = self._tool_failed if failed else self._tool_result
            self.between_iterations(new_state, response, action, done, result,
                                    args=None if call is None else call[1], failed=failed, unknown=unknown)
            return new_state, done

        pad.snapshot = snapshot
        pad.save = save
        agent.run_cycle = run_cycle
        dispatcher.dispatch = dispatch

        tools = getattr(dispatcher, "tools", None)
        original_call = getattr(tools, "call", None)
        if callable(original_call):
            def call(*args, **kwargs):
                try:
                    result = original_call(*args, **kwargs)
                except Exception as error:
                    # the dispatcher may catch it and go on (msa's "Tool NAME failed")
                    self._tool_failed = str(error)[:TOOL_RESULT_LIMIT]
                    raise
                self._tool_result = str(result)[:TOOL_RESULT_LIMIT]
                return result
            tools.call = call

    # ------------------------------------------------------------------
    # Hooks: called in the agent's thread
    # ------------------------------------------------------------------

    def at_wake(self, state: dict, cycle_id: str):
        """Event 1 and the at-wake safe point: after active.yaml is read,
        before _before is written. Applies queued injections into `state`."""
        with self._cond:
            self._cycle_id = cycle_id
            self._iteration = 0
            self._cycle_done = False
            self._cycle_error = None
            self._applied_this_cycle = []
            self._phase = "at_wake"
            self._last_state = state
            self._emit("cycle_started", {"cycle_id": cycle_id})
            self._safe_point(state, may_pause=self._pause_requested)

    def between_iterations(self, state: dict, response: str, action: str, done: bool,
                           tool_result=None, *, args=_MISSING, failed=False, unknown=False):
        """After each iteration's dispatch: the iteration event (with the call's
        args, what happened and the exact state after it), then the
        between-iterations safe point (no pause when the iteration ended the cycle).
        args: the call's arguments (default: parsed from the response)."""
        with self._cond:
            self._iteration += 1
            self._cycle_done = bool(done)
            self._last_state = state
            self._note_tool_call(response, action, self._iteration)
            text = response if isinstance(response, str) else str(response)
            raw, truncated = truncate_utf8(text, RESPONSE_LIMIT)
            if args is _MISSING:
                call = _call_of(None, text) if action != "parse_error" else None
                args = None if call is None else call[1]
            data = {"cycle_id": self._cycle_id, "n": self._iteration, "response": raw,
                    "action": action,
                    "args": None if args is None else to_json(args),
                    "tool_result": None if tool_result is None else str(tool_result)[:TOOL_RESULT_LIMIT],
                    "done": bool(done), "parse_error": action == "parse_error",
                    "failed": bool(failed), "unknown": bool(unknown)}
            if truncated:
                data["truncated"] = True
            snapshot = to_json(state)
            size = len(json.dumps(snapshot, ensure_ascii=False))
            if size <= MAX_EVENT_STATE:
                data["state"] = snapshot
            else:
                data.update({"state": None, "state_omitted": True, "state_size": size})
            self._emit("iteration", data)
            max_iterations = getattr(self.agent, "max_iterations", None)
            last = done or (isinstance(max_iterations, int) and self._iteration >= max_iterations)
            self._phase = "mid_cycle"
            if last:
                # Not a safe point: _after and active.yaml follow, so queued
                # injections wait for the next wake (docs section 5).
                return
            self._safe_point(state, may_pause=self._pause_requested or self._pending_step == "iteration")

    def _note_tool_call(self, response, action, iteration):
        """Tells the breakpoints of a tool call made by `iteration` (noting the same call twice changes nothing)."""
        call = tool_call_of(response) if action not in ("parse_error", None) else None
        if call is not None:
            with self._cond:
                self._watch.tool_called(*call, where=(self._cycle_id, iteration))

    def cycle_crashed(self, error):
        """The seed's crash path was taken (run_cycle raised `error`)."""
        with self._cond:
            self._cycle_error = error

    def crash_path_done(self, state: dict):
        """Just before _after is written (with the state it holds): when the cycle
        crashed, each injection applied in it whose sections the crash path changed
        (the seed's except branch replaces notes) is lost: injection_lost."""
        with self._cond:
            if self._cycle_error is None or self._safe_state is None:
                return
            for record in self._applied_this_cycle:
                touched = ([str(k) for k in record["value"]] if record["op"] == "update"
                           and isinstance(record["value"], dict) else [record["section"]])
                wiped = [s for s in touched
                         if (s in state) != (s in self._safe_state)
                         or (s in state and value_hash(state[s]) != value_hash(self._safe_state[s]))]
                if not wiped:
                    continue
                message = (f"cycle {self._cycle_id} crashed and its crash path replaced "
                           f"{', '.join(wiped)} after the injection was applied")
                record["status"] = "lost"
                record["reason"] = "crash"
                record["message"] = message
                self._emit("injection_lost", {"id": record["id"], "section": record["section"],
                                              "op": record["op"], "sections": wiped, "reason": "crash",
                                              "message": message, "cycle_id": self._cycle_id})
            self._applied_this_cycle = []

    def snapshot_written(self, label: str, path):
        with self._cond:
            self._emit("snapshot_written", {"cycle_id": self._cycle_id, "label": label,
                                            "path": str(Path(path).resolve())})

    def cycle_finished(self):
        """After event 6 (run() calls it after run_once returns)."""
        with self._cond:
            if self._cycle_error is not None:
                status, error = "crashed", str(self._cycle_error)
            elif self._cycle_done:
                status, error = "completed", None
            else:
                status, error = "max_iterations", None
            cycle_id = self._cycle_id
            self._emit("cycle_finished", {"cycle_id": cycle_id, "status": status,
                                          "iterations": self._iteration, "error": error})
            hit = self._watch.at_safe_point(self._last_state or {}, self._iteration, status)
            self._break_hit = None if hit is None else (*hit, self._watch.hit_where or (cycle_id, self._iteration))
            if cycle_id is not None:
                self._last_cycle_id = cycle_id
                self._cycles_run += 1
            self._enter_between_cycles()

    # ------------------------------------------------------------------
    # Safe points and the state machine (docs sections 4 and 5)
    # ------------------------------------------------------------------

    def _safe_point(self, state, may_pause):
        """Applies the queued injections, remembers the state, and pauses when asked.
        Called with the lock held, in a cycle (at wake or between iterations)."""
        self._apply_queued(state)
        self._safe_state = copy.deepcopy(state)
        hit = self._watch.at_safe_point(state, self._iteration)
        if hit is not None:
            hit = (*hit, self._watch.hit_where)
        if not may_pause and hit is None:
            return
        self._live_state = state
        try:
            self._become_paused(hit)
            self._wait_while_not_running()
        finally:
            self._live_state = None

    def _become_paused(self, hit=None, reason=None):
        """hit: (id, saw) of the breakpoint that fired, if one did."""
        self._paused_reason = ("breakpoint" if hit is not None else reason
                               or ("pause" if self._pause_requested else "step"))
        self._state = "paused"
        self._mode = "stepped"
        self._pause_requested = False
        self._pending_step = None
        data = {"cycle_id": self._cycle_id, "iteration": self._iteration,
                "phase": self._phase, "reason": self._paused_reason}
        if hit is not None:
            breakpoint_id, saw = hit[0], hit[1]
            where = hit[2] if len(hit) > 2 and hit[2] is not None else (self._cycle_id, self._iteration)
            data["breakpoint"], data["saw"] = breakpoint_id, saw
            data["condition"] = self._watch.condition_of(breakpoint_id)
            data["hit_cycle_id"], data["hit_iteration"] = where
        self._emit("paused", data)

    def _wait_while_not_running(self, idle_until=None):
        while self._state != "running":
            if self._stopping:
                raise _Shutdown()
            if self._state == "idle":
                remaining = idle_until - time.monotonic()
                if remaining <= 0:
                    self._state = "running"
                    return
                self._cond.wait(min(remaining, WAIT_SLICE))
            else:
                self._cond.wait(WAIT_SLICE)
        if self._stopping:
            raise _Shutdown()

    def _enter_between_cycles(self):
        self._phase = "between_cycles"
        self._cycle_id = None
        self._iteration = 0
        self._safe_state = None
        self._live_state = None

    def _between_cycles(self, idle_seconds):
        """The between-cycles safe point: pause (stepped), wait the interval (loop),
        or go on. Returns when the next cycle may start."""
        with self._cond:
            self._enter_between_cycles()
            hit, self._break_hit = self._break_hit, None
            if hit is not None or self._mode == "stepped" or self._pause_requested:
                self._become_paused(hit, "start" if self._paused_reason == "start" and not self._cycles_run else None)
                self._wait_while_not_running()
            elif idle_seconds > 0:
                self._state = "idle"
                self._wait_while_not_running(time.monotonic() + idle_seconds)
            else:
                self._state = "running"

    # ------------------------------------------------------------------
    # Injections
    # ------------------------------------------------------------------

    def _apply_queued(self, state):
        while self._queue:
            record = self._injections[self._queue.pop(0)]
            self._queued_bytes -= record.get("size", 0)
            record["cycle_id"] = self._cycle_id
            record["iteration"] = self._iteration
            base = record["base_hash"]
            if base is not None:
                current = (value_hash(state) if record["op"] == "update"
                           else value_hash(state[record["section"]])
                           if record["section"] in state else None)
                if current != base:
                    self._reject(record, "conflict",
                                 f"the {'state' if record['op'] == 'update' else 'section'} changed "
                                 f"since the edit was made (base_hash {base[:12]}…)")
                    continue
            try:
                new_state = apply_section_op(state, record["op"], record["section"], record["value"])
            except SectionEditError as error:
                self._reject(record, "type_clash", error.message)
                continue
            replace_contents(state, new_state)
            record["status"] = "applied"
            self._applied_this_cycle.append(record)
            self._emit("injection_applied", {"id": record["id"], "section": record["section"],
                                             "op": record["op"], "cycle_id": self._cycle_id,
                                             "iteration": self._iteration})

    def _reject(self, record, reason, message):
        record["status"] = "rejected"
        record["reason"] = reason
        record["message"] = message
        self._emit("injection_rejected", {"id": record["id"], "section": record["section"],
                                          "op": record["op"], "reason": reason,
                                          "message": message, "cycle_id": self._cycle_id})

    def _current_state(self):
        """(state, cycle_id, iteration, phase) as of the last safe point; between
        cycles and not running, what active.yaml holds as the agent would load it."""
        with self._cond:
            if self._safe_state is not None:
                return self._safe_state, self._cycle_id, self._iteration, self._phase
            cycle_id, iteration, phase = self._cycle_id, self._iteration, self._phase
        pad = getattr(self.agent, "scratchpad", None)
        load = getattr(pad, "load", None) or self.agent.wake
        return load(), cycle_id, iteration, phase

    @staticmethod
    def _public(record):
        return {k: record[k] for k in ("id", "section", "op", "status", "cycle_id",
                                       "iteration", "reason", "message")}

    # ------------------------------------------------------------------
    # Requests (called in the server's threads)
    # ------------------------------------------------------------------

    def status(self):
        with self._cond:
            failed = self._failure is not None
            return {"protocol": PROTOCOL, "state": "failed" if failed else self._state, "mode": self._mode,
                    "cycle_id": self._cycle_id, "iteration": self._iteration,
                    "phase": self._phase, "queued_injections": len(self._queue),
                    "last_cycle_id": self._last_cycle_id, "cycles_run": self._cycles_run,
                    "pid": os.getpid(), "agent": self.agent_name,
                    "paused_reason": self._paused_reason if self._state == "paused" and not failed else None,
                    "failed_reason": self._failure}

    def _must_be_alive(self, what):
        if self._failure is not None:
            raise HttpError(409, "failed", f"the agent cannot {what}: its loop failed ({self._failure}); "
                            "restart the agent")

    def state_view(self):
        state, cycle_id, iteration, phase = self._current_state()
        return {"cycle_id": cycle_id, "iteration": iteration, "phase": phase,
                "hash": value_hash(state),
                "sections": {str(k): value_hash(v) for k, v in state.items()},
                "state": to_json(state)}

    def pause(self):
        with self._cond:
            if self._state == "running":
                self._pause_requested = True
                self._mode = "stepped"
                return 202, {"state": "running", "pause_requested": True}
            if self._state == "idle":
                self._become_paused(reason="pause")
                self._cond.notify_all()
            self._mode = "stepped"
            return 200, self.status()

    def resume(self):
        self._must_be_alive("resume")
        with self._cond:
            self._mode = "loop"
            self._pause_requested = False
            self._pending_step = None
            if self._state == "paused":
                self._state = "running"
                self._cond.notify_all()
            body = self.status()
            self._emit("resumed", {"mode": "loop"})
            return 200, body

    def step(self, body):
        unit = body.get("unit")
        if unit not in UNITS:
            raise HttpError(422, "invalid", f"unknown unit {json.dumps(unit)}: cycle or iteration")
        self._must_be_alive("step")
        with self._cond:
            if self._state == "running":
                raise HttpError(409, "busy", "a unit of work is running: pause first, or wait")
            self._mode = "stepped"
            self._pending_step = unit
            self._pause_requested = False
            self._state = "running"
            self._cond.notify_all()
            return 202, {"accepted": True, "unit": unit}

    def _no_room_for(self, size):
        """Why one more injection of `size` bytes does not fit in the queue, or None."""
        if len(self._queue) >= MAX_QUEUED:
            return (f"the agent already holds {MAX_QUEUED} queued injections: wait until they are "
                    "applied at its next safe point, or withdraw some")
        if self._queued_bytes + size > MAX_QUEUED_BYTES:
            return (f"the queued injections would hold {self._queued_bytes + size} bytes, over the bound "
                    f"of {MAX_QUEUED_BYTES} (4 MiB): wait until they are applied at the agent's next safe point")
        return None

    def inject(self, body):
        self._must_be_alive("take an injection")
        size = len(json.dumps(body.get("value"), ensure_ascii=False)) if "value" in body else 0
        with self._cond:
            no_room = self._no_room_for(size)
        if no_room is not None:
            raise HttpError(429, "too_many", no_room)
        op = body.get("op")
        if op not in OPS:
            raise HttpError(422, "invalid", f"unknown op {json.dumps(op)}: replace, append, clear or update")
        section = body.get("section") if op != "update" else None
        if op != "update" and (not isinstance(section, str) or not section):
            raise HttpError(422, "invalid", f"{op} needs a section (a top-level key, as text)")
        if op != "clear" and "value" not in body:
            raise HttpError(422, "invalid", f"{op} needs a value")
        value = body.get("value")
        base_hash = body.get("base_hash")
        if base_hash is not None and not isinstance(base_hash, str):
            raise HttpError(422, "invalid", "base_hash must be text (a hash from GET /v1/state)")
        state = self._current_state()[0]
        try:
            apply_section_op(state, op, section, value)
        except SectionEditError as error:
            raise HttpError(422, "invalid", error.message) from None
        with self._cond:
            no_room = self._no_room_for(size)
            if no_room is not None:
                raise HttpError(429, "too_many", no_room)
            injection_id = f"inj-{self._next_injection}"
            self._next_injection += 1
            self._injections[injection_id] = {
                "id": injection_id, "section": section, "op": op, "status": "queued",
                "cycle_id": None, "iteration": None, "reason": None, "message": None,
                "value": value, "base_hash": base_hash, "size": size}
            self._queue.append(injection_id)
            self._queued_bytes += size
            self._prune_injections()
            if self._live_state is not None:
                # Paused at wake or mid-cycle is a safe point: apply at once
                # (the agent's thread is waiting on this lock's condition).
                self._apply_queued(self._live_state)
                self._safe_state = copy.deepcopy(self._live_state)
            return 202, {"id": injection_id, "status": self._injections[injection_id]["status"],
                         "queued_injections": len(self._queue)}

    def breakpoints(self):
        with self._cond:
            return 200, {"breakpoints": copy.deepcopy(self._watch.breakpoints)}

    def set_breakpoints(self, body):
        """Replaces the set; a new set starts afresh (changed remembers the value at the next safe point)."""
        try:
            parsed = parse_breakpoints(body)
        except BreakpointError as error:
            raise HttpError(422, "invalid", str(error)) from None
        with self._cond:
            self._watch = BreakpointWatch(parsed)
            return 200, {"breakpoints": copy.deepcopy(parsed)}

    def _prune_injections(self):
        while len(self._injections) > KEPT_INJECTIONS:
            for key, record in self._injections.items():
                if record["status"] != "queued":
                    del self._injections[key]
                    break
            else:
                return

    def injection(self, injection_id):
        with self._cond:
            record = self._injections.get(injection_id)
            if record is None:
                raise HttpError(404, "not_found", f"no injection {injection_id}")
            return self._public(record)

    def injections(self):
        with self._cond:
            records = list(self._injections.values())[-LIST_INJECTIONS:]
            return {"injections": [self._public(r) for r in records]}

    def withdraw(self, injection_id):
        with self._cond:
            record = self._injections.get(injection_id)
            if record is None:
                raise HttpError(404, "not_found", f"no injection {injection_id}")
            if record["status"] != "queued":
                raise HttpError(409, "not_queued", f"{injection_id} is already {record['status']}")
            self._queue.remove(injection_id)
            self._queued_bytes -= record.get("size", 0)
            record["status"] = "withdrawn"
            return 200, {"id": injection_id, "status": "withdrawn"}

    # ------------------------------------------------------------------
    # Events
    # ------------------------------------------------------------------

    def _emit(self, event, fields):
        with self._events_cond:
            self._seq += 1
            data = {"seq": self._seq, "time": utc_now_text()}
            if "cycle_id" not in fields and self._cycle_id is not None:
                data["cycle_id"] = self._cycle_id
            data.update(fields)
            self._events.append((self._seq, event, json.dumps(data, ensure_ascii=False)))
            self._events_cond.notify_all()

    def error(self, message, cycle_id=None):
        """The error event: a failure outside a cycle's own crash path."""
        self._emit("error", {"message": message, "cycle_id": cycle_id})

    def _stream_events(self, write, last_event_id):
        """Writes the SSE stream until the client goes away or the server stops."""
        hello = self.status()
        with self._events_cond:
            newest = self._seq
            first_kept = self._events[0][0] if self._events else newest + 1
        hello.update({"seq": newest, "time": utc_now_text()})
        write(self._frame(None, "hello", json.dumps(hello, ensure_ascii=False)))
        sent = newest
        if last_event_id is not None:
            after = last_event_id if 0 <= last_event_id <= newest else 0
            if after + 1 < first_kept:
                gap = {"seq": newest, "time": utc_now_text(),
                       "from": after + 1, "to": first_kept - 1}
                write(self._frame(None, "gap", json.dumps(gap)))
            sent = max(after, first_kept - 1)
        while not self._stopping:
            with self._events_cond:
                if self._seq <= sent:
                    self._events_cond.wait(KEEPALIVE_SECONDS)
                pending = [e for e in self._events if e[0] > sent]
                newest = self._seq
            if not pending:
                write(b": keepalive\n\n")
                continue
            if pending[0][0] > sent + 1:
                # A slow reader: these events left the buffer before it read them.
                gap = {"seq": newest, "time": utc_now_text(),
                       "from": sent + 1, "to": pending[0][0] - 1}
                write(self._frame(None, "gap", json.dumps(gap)))
            write(b"".join(self._frame(seq, event, data) for seq, event, data in pending))
            sent = pending[-1][0]

    @staticmethod
    def _frame(seq, event, data):
        head = "" if seq is None else f"id: {seq}\n"
        return f"{head}event: {event}\ndata: {data}\n\n".encode("utf-8")

    # ------------------------------------------------------------------
    # Serving and scheduling
    # ------------------------------------------------------------------

    @property
    def url(self):
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def start(self):
        """Starts the HTTP server and writes the discovery file."""
        server = _ControlHttpServer(self, self.port, _handler_for(self))
        self._server = server
        server.start()
        write_private_json(self.control_file, {
            "protocol": PROTOCOL, "url": self.url, "token": self.token, "pid": os.getpid(),
            "started": self.started, "agent": self.agent_name})

    def close(self):
        """Removes the discovery file (when it is still ours) and stops the server."""
        self._stopping = True
        with self._cond:
            self._cond.notify_all()
        with self._events_cond:
            self._events_cond.notify_all()
        try:
            with open(self.control_file, encoding="utf-8") as f:
                if json.load(f).get("token") == self.token:
                    os.unlink(self.control_file)
        except (OSError, ValueError):
            pass
        if self._server is not None:
            self._server.close()
            self._server = None

    def _fail(self, error):
        """The agent's loop died: status says failed with the reason, and an error event tells the clients."""
        with self._cond:
            cycle_id = self._cycle_id
            self._enter_between_cycles()
            self._failure = (("out of memory: " if isinstance(error, MemoryError) else "a bug: ")
                             + f"{type(error).__name__}: {error}"
                             + (f" (in cycle {cycle_id})" if cycle_id else ""))
            self._cond.notify_all()
        self.error(f"the agent's loop stopped on {self._failure}; restart the agent", cycle_id)

    def _wait_until_stopped(self):
        with self._cond:
            while not self._stopping:
                self._cond.wait(WAIT_SLICE)

    def stop(self):
        """Asks run() to return at the next safe point (from any thread)."""
        self._stopping = True
        with self._cond:
            self._cond.notify_all()

    def run(self, mode="loop", interval=60.0):
        """Serves the protocol and runs cycles until SIGTERM, Ctrl-C or stop().

        mode "stepped" starts paused between cycles; "loop" runs a cycle at once,
        then one every `interval` seconds. Call it from the main thread, so that
        SIGTERM ends it cleanly (the discovery file is removed)."""
        if mode not in ("loop", "stepped"):
            raise ValueError("mode is loop or stepped")
        self._mode = mode
        previous = None
        if threading.current_thread() is threading.main_thread():
            previous = signal.signal(signal.SIGTERM, _raise_shutdown)
        self.start()
        try:
            idle = 0.0       # loop mode: the first cycle starts at once
            while True:
                self._between_cycles(idle)
                if self._stopping:
                    break
                if self.before_cycle is not None:
                    try:
                        self.before_cycle()
                    except Exception as error:
                        self.error(f"before the cycle: {type(error).__name__}: {error}")
                        with self._cond:
                            self._mode = "stepped"
                        continue
                try:
                    self.agent.run_once()
                except MemoryError:
                    raise
                except Exception as error:
                    with self._cond:
                        cycle_id = self._cycle_id
                        self._enter_between_cycles()
                    self.error(f"{type(error).__name__}: {error}", cycle_id)
                else:
                    self.cycle_finished()
                idle = interval
        except (_Shutdown, KeyboardInterrupt):
            pass
        except Exception as error:
            # The loop itself died (out of memory, a bug): say so, and keep answering until stopped.
            self._fail(error)
            try:
                self._wait_until_stopped()
            except (_Shutdown, KeyboardInterrupt):
                pass
        finally:
            self.close()
            if previous is not None:
                signal.signal(signal.SIGTERM, previous)


def _raise_shutdown(signum, frame):
    raise _Shutdown()


# --------------------------------------------------------------------------
# HTTP
# --------------------------------------------------------------------------

class _Conn:
    """One client connection. While it waits for a request head it is read without
    blocking by the server's one selecting thread (a silent client costs a
    descriptor, no thread) and closed when the head is late; a complete head is
    served by a thread of its own, reading and writing with socket timeouts.
    Closed exactly once, whoever closes it."""

    def __init__(self, server, sock, deadline):
        self.server = server
        self.sock = sock
        self.pending = bytearray()
        self.deadline = deadline
        self.closed = False

    def head_complete(self):
        data = bytes(self.pending).lstrip(b"\r\n")
        return b"\r\n\r\n" in data or b"\n\n" in data

    def request_path(self):
        line = bytes(self.pending).lstrip(b"\r\n").split(b"\n", 1)[0]
        parts = line.decode("latin-1").split(" ")
        return parts[1].split("?", 1)[0] if len(parts) >= 2 else ""

    # -- what BaseHTTPRequestHandler reads from (its rfile): the bytes read so
    #    far first, then the socket; never more than one recv past a line

    def readline(self, limit=-1):
        while True:
            end = self.pending.find(b"\n")
            if end >= 0 and (limit < 0 or end < limit):
                line = bytes(self.pending[:end + 1])
                del self.pending[:end + 1]
                return line
            if 0 <= limit <= len(self.pending):
                line = bytes(self.pending[:limit])
                del self.pending[:limit]
                return line
            chunk = self.sock.recv(65536)
            if not chunk:
                line = bytes(self.pending)
                self.pending.clear()
                return line
            self.pending += chunk

    def read(self, n=-1):
        """Exactly n bytes (fewer only at the end of the stream)."""
        if n is None or n < 0:
            raise ValueError("read() needs a size on a connection")
        while len(self.pending) < n:
            chunk = self.sock.recv(min(65536, n - len(self.pending)))
            if not chunk:
                break
            self.pending += chunk
        data = bytes(self.pending[:n])
        del self.pending[:n]
        return data

    def close(self):
        with self.server.lock:
            if self.closed:
                return
            self.closed = True
            self.server.open_connections -= 1
        try:
            self.sock.close()
        except OSError:
            pass


class _SocketWriter:
    """BaseHTTPRequestHandler's wfile: each write is one sendall, bounded by the socket's timeout."""

    def __init__(self, sock):
        self._sock = sock

    def write(self, data):
        self._sock.sendall(data)
        return len(data)

    def flush(self):
        pass


class _ControlHttpServer:
    """HTTP/1.1 on 127.0.0.1 that no local process can exhaust: at most
    MAX_CONNECTIONS open (503 beyond, closed at once), heads read by one thread
    without blocking and closed when late (HEADER_TIMEOUT, IDLE_TIMEOUT), at most
    MAX_REQUESTS requests and MAX_STREAMS event streams served at once (503
    beyond), bodies and answers under BODY_TIMEOUT. Every connection is closed:
    by the client's end of stream, a timeout, a bound, or close()."""

    def __init__(self, control, port, handler_class):
        self.control = control
        self.handler_class = handler_class
        self.lock = threading.Lock()
        self.open_connections = 0
        self.requests = 0
        self.streams = 0
        self._returning = deque()
        self._closing = False
        self._listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        try:
            self._listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            self._listener.bind(("127.0.0.1", port))
            self._listener.listen(128)
            self._listener.setblocking(False)
        except OSError:
            self._listener.close()
            raise
        self.server_address = self._listener.getsockname()
        self._wake_read, self._wake_write = socket.socketpair()
        self._wake_read.setblocking(False)
        self._selector = selectors.DefaultSelector()
        self._selector.register(self._listener, selectors.EVENT_READ, "accept")
        self._selector.register(self._wake_read, selectors.EVENT_READ, "wake")
        self._thread = threading.Thread(target=self._loop, name="scratchpad-control", daemon=True)

    def start(self):
        self._thread.start()

    def _wake(self):
        try:
            self._wake_write.send(b"x")
        except OSError:
            pass

    # -- the selecting thread -------------------------------------------

    def _loop(self):
        try:
            while not self._closing:
                for key, _ in self._selector.select(0.25):
                    if key.data == "accept":
                        self._accept_all()
                    elif key.data == "wake":
                        try:
                            while self._wake_read.recv(4096):
                                pass
                        except (BlockingIOError, OSError):
                            pass
                    else:
                        self._read_head(key.data)
                while self._returning:
                    self._register(self._returning.popleft())
                self._reap(time.monotonic())
        finally:
            self._close_everything()

    def _accept_all(self):
        while True:
            try:
                sock, _ = self._listener.accept()
            except (BlockingIOError, InterruptedError):
                return
            except OSError:
                # out of descriptors: the connection waits in the backlog; nothing is lost, and the
                # pause keeps this thread from spinning on a listener that stays ready
                time.sleep(0.05)
                return
            with self.lock:
                full = self.open_connections >= MAX_CONNECTIONS
                if not full:
                    self.open_connections += 1
            if full:
                _refuse(sock, 503, "unavailable", f"the agent already has {MAX_CONNECTIONS} connections "
                        "open: try again in a moment")
                continue
            conn = _Conn(self, sock, time.monotonic() + HEADER_TIMEOUT)
            try:
                sock.setblocking(False)
                self._selector.register(sock, selectors.EVENT_READ, conn)
            except (OSError, ValueError):
                conn.close()

    def _read_head(self, conn):
        try:
            chunk = conn.sock.recv(65536)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            chunk = b""
        if not chunk:
            self._unregister(conn)
            conn.close()
            return
        conn.pending += chunk
        if conn.head_complete():
            self._unregister(conn)
            self._hand_over(conn)
        elif len(conn.pending) > MAX_HEAD:
            self._unregister(conn)
            _refuse(conn.sock, 431, "too_large", f"the request head is over {MAX_HEAD} bytes")
            conn.close()

    def _register(self, conn):
        if self._closing or conn.closed:
            conn.close()
            return
        try:
            conn.sock.setblocking(False)
            conn.deadline = time.monotonic() + IDLE_TIMEOUT
            if conn.head_complete():
                self._hand_over(conn)
            else:
                self._selector.register(conn.sock, selectors.EVENT_READ, conn)
        except (OSError, ValueError):
            conn.close()

    def _unregister(self, conn):
        try:
            self._selector.unregister(conn.sock)
        except (KeyError, ValueError, OSError):
            pass

    def _hand_over(self, conn):
        stream = conn.request_path() == "/v1/events"
        with self.lock:
            if stream and self.streams >= MAX_STREAMS:
                refused = f"the agent already serves {MAX_STREAMS} event streams: close one, or try again in a moment"
            elif not stream and self.requests >= MAX_REQUESTS:
                refused = f"the agent is answering {MAX_REQUESTS} requests at once: try again in a moment"
            else:
                refused = None
                if stream:
                    self.streams += 1
                else:
                    self.requests += 1
        if refused is not None:
            _refuse(conn.sock, 503, "unavailable", refused)
            conn.close()
            return
        conn.deadline = None
        try:
            conn.sock.setblocking(True)
            conn.sock.settimeout(BODY_TIMEOUT)
            threading.Thread(target=self._serve, args=(conn, stream), name="scratchpad-control-request",
                             daemon=True).start()
        except (OSError, RuntimeError):
            self._done(stream)
            conn.close()

    def _done(self, stream):
        with self.lock:
            if stream:
                self.streams -= 1
            else:
                self.requests -= 1

    def _reap(self, now):
        for key in list(self._selector.get_map().values()):
            conn = key.data
            if isinstance(conn, _Conn) and conn.deadline is not None and now > conn.deadline:
                self._unregister(conn)
                conn.close()

    def _close_everything(self):
        for key in list(self._selector.get_map().values()):
            if isinstance(key.data, _Conn):
                key.data.close()
        while self._returning:
            self._returning.popleft().close()
        for closable in (self._selector, self._listener, self._wake_read, self._wake_write):
            try:
                closable.close()
            except OSError:
                pass

    # -- a request's thread ----------------------------------------------

    def _serve(self, conn, stream):
        keep = False
        try:
            handler = self.handler_class(conn, self.server_address, self)
            keep = not handler.close_connection and not self._closing
        except Exception:
            keep = False
        finally:
            self._done(stream)
            if keep and not conn.closed:
                self._returning.append(conn)
                self._wake()
            else:
                conn.close()

    def close(self):
        self._closing = True
        self._wake()
        self._thread.join(2)


def _refuse(sock, status, code, message):
    """Answers a connection that is not taken, without blocking, and closes it."""
    body = json.dumps({"error": code, "message": message}).encode("utf-8")
    reason = {400: "Bad Request", 431: "Request Header Fields Too Large", 503: "Service Unavailable"}[status]
    head = (f"HTTP/1.1 {status} {reason}\r\nContent-Type: application/json\r\nContent-Length: {len(body)}\r\n"
            + ("Retry-After: 1\r\n" if status == 503 else "") + "Connection: close\r\n\r\n")
    try:
        sock.setblocking(False)
        try:
            sock.recv(8192)   # what the client already sent: closing on it would reset
        except (BlockingIOError, OSError):
            pass
        sock.send(head.encode("ascii") + body)
        sock.shutdown(socket.SHUT_WR)
    except OSError:
        pass
    finally:
        try:
            sock.close()
        except OSError:
            pass



def _own_host(value: str, port: int) -> bool:
    """127.0.0.1:PORT or localhost:PORT (names in any case); no port only for port 80."""
    name, colon, port_text = value.strip().lower().rpartition(":")
    if not colon:
        name, port_text = port_text, "80"
    return name in ("127.0.0.1", "localhost") and port_text == str(port)


def _handler_for(control: ControlServer):
    class Handler(_Handler):
        pass
    Handler.control = control
    return Handler


class _Handler(BaseHTTPRequestHandler):
    """Serves exactly one request of a _Conn (passed as the request); whether the
    connection stays open for another is close_connection, as http.server sets it."""
    protocol_version = "HTTP/1.1"
    server_version = "scratchpad-control/1"
    control = None

    def setup(self):
        self.conn = self.request
        self.connection = self.conn.sock
        self.rfile = self.conn
        self.wfile = _SocketWriter(self.connection)

    def handle(self):
        self.close_connection = True
        self.handle_one_request()

    def finish(self):
        pass   # the server decides whether the connection goes on

    def log_message(self, format, *args):
        pass

    def do_GET(self):
        self._handle("GET")

    def do_POST(self):
        self._handle("POST")

    def do_DELETE(self):
        self._handle("DELETE")

    def do_PUT(self):
        self._handle("PUT")

    def do_PATCH(self):
        self._handle("PATCH")

    def do_HEAD(self):
        self._handle("HEAD")

    def do_OPTIONS(self):
        self._handle("OPTIONS")

    def _handle(self, method):
        # One handler serves every request of a kept-alive connection: start afresh.
        self._body = None
        self._must_linger = False
        try:
            self._authorize()
            self._route(method)
        except HttpError as error:
            self._discard_body()
            self._send_error(error)
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True
        except Exception as error:  # a bug: say what
            self._discard_body()
            self._send_error(HttpError(500, "internal", f"{type(error).__name__}: {error}"))

    def _authorize(self):
        # A web page that rebinds its own DNS name to 127.0.0.1 sends that name as
        # Host, and browsers send Origin: both are refused even with the token.
        if self.headers.get_all("Origin"):
            raise HttpError(403, "forbidden", "requests from a web page (with an Origin header) are refused")
        port = self.server.server_address[1]
        hosts = self.headers.get_all("Host") or []
        if len(hosts) != 1 or not _own_host(hosts[0], port):
            raise HttpError(403, "forbidden", f"the Host header must be 127.0.0.1:{port} or localhost:{port} "
                            + (f"(it is {', '.join(hosts)})" if hosts else "(it is missing)"))
        headers = self.headers.get_all("Authorization") or []
        scheme, _, given = (headers[0].strip() if len(headers) == 1 else "").partition(" ")
        if scheme.lower() != "bearer":
            given = ""
        if not hmac.compare_digest(given.strip().encode("utf-8"), self.control.token.encode("utf-8")):
            raise HttpError(401, "unauthorized", "missing or wrong token (Authorization: Bearer <token>)")

    def _route(self, method):
        control = self.control
        path = self.path.split("?", 1)[0]
        routes = {
            "/v1/status": {"GET": lambda: (200, control.status())},
            "/v1/state": {"GET": lambda: (200, control.state_view())},
            "/v1/pause": {"POST": lambda: self._ignoring_body(control.pause)},
            "/v1/resume": {"POST": lambda: self._ignoring_body(control.resume)},
            "/v1/step": {"POST": lambda: control.step(self._json_body())},
            "/v1/inject": {"POST": lambda: control.inject(self._json_body()),
                           "GET": lambda: (200, control.injections())},
            "/v1/events": {"GET": None},
            "/v1/breakpoints": {"GET": control.breakpoints,
                                "PUT": lambda: control.set_breakpoints(self._json_body(any_value=True))},
        }
        handlers = routes.get(path)
        if handlers is None and path.startswith("/v1/inject/") and len(path) > len("/v1/inject/"):
            injection_id = path[len("/v1/inject/"):]
            handlers = {"GET": lambda: (200, control.injection(injection_id)),
                        "DELETE": lambda: control.withdraw(injection_id)}
        if handlers is None:
            raise HttpError(404, "not_found", f"no such path: {path}")
        if method not in handlers:
            raise HttpError(405, "method_not_allowed",
                            f"{method} is not allowed on {path} (allowed: {', '.join(handlers)})")
        if path == "/v1/events":
            self._discard_body()
            self._events()
            return
        status, body = handlers[method]()
        self._discard_body()
        self._send_json(status, body)

    # -- bodies ---------------------------------------------------------

    _body = None

    def _read_body(self):
        """The request body (bytes), at most MAX_BODY; 413 beyond, announced or chunked."""
        if self._body is not None:
            return self._body
        if "chunked" in self.headers.get("Transfer-Encoding", "").lower():
            data = bytearray()
            while True:
                line = self.rfile.readline(1024)
                try:
                    size = int(line.split(b";", 1)[0].strip(), 16)
                except ValueError:
                    self.close_connection = True
                    raise HttpError(400, "bad_json", "malformed chunked body") from None
                if size == 0:
                    while self.rfile.readline(1024) not in (b"\r\n", b"\n", b""):
                        pass
                    break
                if len(data) + size > MAX_BODY:
                    self._too_large()
                data += self.rfile.read(size)
                self.rfile.readline(1024)
            self._body = bytes(data)
            return self._body
        length = self.headers.get("Content-Length")
        try:
            length = int(length) if length is not None else 0
        except ValueError:
            self.close_connection = True
            raise HttpError(400, "bad_json", "bad Content-Length") from None
        if length > MAX_BODY:
            self._too_large()
        self._body = self.rfile.read(length) if length > 0 else b""
        return self._body

    def _too_large(self):
        self._body = b""
        self._must_linger = True
        raise HttpError(413, "too_large", f"the body is over {MAX_BODY} bytes")

    _must_linger = False

    def _discard_body(self):
        if self._body is None and not self._must_linger:
            try:
                self._read_body()
            except HttpError:
                pass

    def _json_body(self, any_value=False):
        raw = self._read_body()
        try:
            body = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            raise HttpError(400, "bad_json", "the body is not valid UTF-8 JSON") from None
        if not isinstance(body, dict) and not any_value:
            raise HttpError(400, "bad_json", "the body must be a JSON object")
        return body

    def _ignoring_body(self, action):
        self._read_body()
        return action()

    # -- responses -------------------------------------------------------

    def _send_json(self, status, body, extra_headers=()):
        data = json.dumps(body, ensure_ascii=False).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        for name, value in extra_headers:
            self.send_header(name, value)
        if self._must_linger:
            self.send_header("Connection", "close")
            self.close_connection = True
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)
        self.wfile.flush()
        if self._must_linger:
            self._linger()

    def _send_error(self, error):
        headers = [("WWW-Authenticate", "Bearer")] if error.status == 401 else []
        try:
            self._send_json(error.status, {"error": error.code, "message": error.message}, headers)
        except OSError:
            self.close_connection = True

    def _linger(self):
        """After a 413: stop sending, and drain briefly what the client already
        sent, so that closing does not reset the connection before it reads the
        answer."""
        try:
            self.connection.shutdown(socket.SHUT_WR)
            self.connection.settimeout(2)
            drained = 0
            while drained < 16 * MAX_BODY:
                chunk = self.connection.recv(65536)
                if not chunk:
                    break
                drained += len(chunk)
        except OSError:
            pass

    def _events(self):
        last = self.headers.get("Last-Event-ID")
        try:
            last_event_id = int(last) if last is not None and last.strip() else None
        except ValueError:
            last_event_id = None
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream; charset=utf-8")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        self.connection.settimeout(STREAM_WRITE_TIMEOUT)

        def write(data):
            self.wfile.write(data)
            self.wfile.flush()

        try:
            self.control._stream_events(write, last_event_id)
        except (OSError, ValueError):
            pass
