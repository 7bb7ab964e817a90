"""What no local process can exhaust (decision 0090), the failed state, the
injection queue's bounds (0091), and the iteration events that report each
iteration exactly (0093), against scratchpad_control.py's own server.

    python3 -m unittest discover -s scratchpad-samples/control -p 'test_*.py'
"""

import json
import socket
import sys
import tempfile
import threading
import time
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "generator"))

import scratchpad_control  # noqa: E402
from scratchpad_control import ControlServer, HttpError  # noqa: E402

WAIT = 10


def wait_until(predicate, what):
    deadline = time.monotonic() + WAIT
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError(f"not within {WAIT} s: {what}")
        time.sleep(0.01)


class _Patched:
    """Sets module constants for one test and puts them back."""

    def __init__(self, **values):
        self.values = values
        self.saved = {}

    def __enter__(self):
        for name, value in self.values.items():
            self.saved[name] = getattr(scratchpad_control, name)
            setattr(scratchpad_control, name, value)

    def __exit__(self, *exc):
        for name, value in self.saved.items():
            setattr(scratchpad_control, name, value)


class ServerLimitsTest(unittest.TestCase):

    def start(self):
        from sample_agent import Agent, RealClock, Tools
        self.tmp = tempfile.TemporaryDirectory()
        root = Path(self.tmp.name)
        (root / "scratchpad").mkdir()
        clock = RealClock()
        self.control = ControlServer(Agent(root, None, Tools(clock), clock))
        self.control.start()
        self.port = int(self.control.url.rsplit(":", 1)[1])

    def tearDown(self):
        self.control.close()
        self.tmp.cleanup()

    def connect(self):
        sock = socket.create_connection(("127.0.0.1", self.port), timeout=10)
        return sock

    def status_request(self, close=True):
        return (f"GET /v1/status HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\n"
                f"Authorization: Bearer {self.control.token}\r\n"
                + ("Connection: close\r\n" if close else "") + "\r\n").encode()

    @staticmethod
    def read_all(sock):
        chunks = []
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                return b"".join(chunks).decode()
            chunks.append(chunk)

    def await_open(self, n):
        wait_until(lambda: self.control._server.open_connections == n, f"{n} connections open")

    def test_past_the_connection_bound_a_new_client_gets_503_and_is_closed(self):
        with _Patched(MAX_CONNECTIONS=4):
            self.start()
            silent = [self.connect() for _ in range(4)]
            self.await_open(4)
            with self.connect() as fifth:
                fifth.sendall(self.status_request())
                answer = self.read_all(fifth)
            self.assertTrue(answer.startswith("HTTP/1.1 503 "), answer)
            self.assertIn("Retry-After: 1", answer)
            self.assertIn('"unavailable"', answer)
            silent[0].close()
            self.await_open(3)
            with self.connect() as next_one:
                next_one.sendall(self.status_request())
                self.assertTrue(self.read_all(next_one).startswith("HTTP/1.1 200 "))
            for sock in silent:
                sock.close()
            self.await_open(0)

    def test_a_late_head_is_closed_and_a_long_one_gets_431(self):
        with _Patched(HEADER_TIMEOUT=0.5):
            self.start()
            with self.connect() as slow:
                slow.sendall(b"GET /v1/status HTTP/1.1\r\nHost: 127.0.0.1:")
                self.assertEqual(slow.recv(10), b"", "closed without an answer")
            with self.connect() as huge:
                huge.sendall(b"GET /v1/status HTTP/1.1\r\nX-Filler: " + b"a" * 20000 + b"\r\n")
                self.assertTrue(self.read_all(huge).startswith("HTTP/1.1 431 "))
            self.await_open(0)

    def test_a_kept_alive_connection_serves_request_after_request_without_a_thread_while_idle(self):
        with _Patched(IDLE_TIMEOUT=0.8):
            self.start()
            with self.connect() as sock:
                reader = sock.makefile("rb")
                for _ in range(3):
                    sock.sendall(self.status_request(close=False))
                    head = b""
                    while not head.endswith(b"\r\n\r\n"):
                        head += reader.read(1)
                    self.assertTrue(head.startswith(b"HTTP/1.1 200 "), head)
                    length = int(head.split(b"Content-Length: ")[1].split(b"\r\n")[0])
                    self.assertEqual(json.loads(reader.read(length))["protocol"], 1)
                wait_until(lambda: self.control._server.requests == 0, "no request in flight")
                self.assertEqual(reader.read(1), b"", "the idle connection is closed after its timeout")
            self.await_open(0)

    def test_silent_connections_cost_no_thread(self):
        self.start()
        before = threading.active_count()
        silent = [self.connect() for _ in range(50)]
        try:
            self.await_open(50)
            self.assertLessEqual(threading.active_count(), before + 2)
            with self.connect() as sock:
                sock.sendall(self.status_request())
                self.assertTrue(self.read_all(sock).startswith("HTTP/1.1 200 "))
        finally:
            for sock in silent:
                sock.close()
        self.await_open(0)


class _FakeAgent:
    max_iterations = 4

    class _Pad:
        path = Path("/nonexistent/scratchpad/active.yaml")

        @staticmethod
        def load():
            return {"goals": [], "notes": ""}

    scratchpad = _Pad()


class QueueAndFailureTest(unittest.TestCase):

    def setUp(self):
        self.control = ControlServer(_FakeAgent(), "/nonexistent/scratchpad", wrap=False)

    def test_the_queue_takes_at_most_64_injections_then_answers_429(self):
        for i in range(64):
            self.assertEqual(self.control.inject({"section": "notes", "op": "append", "value": f"n{i}"})[0], 202)
        with self.assertRaises(HttpError) as caught:
            self.control.inject({"section": "notes", "op": "append", "value": "one more"})
        self.assertEqual((caught.exception.status, caught.exception.code), (429, "too_many"))
        self.assertIn("64 queued injections", caught.exception.message)

    def test_the_queue_holds_at_most_4_mib_of_values_and_a_withdrawal_makes_room(self):
        big = "x" * 1_000_000
        accepted = []
        for _ in range(5):
            try:
                accepted.append(self.control.inject({"section": "notes", "op": "append", "value": big})[1]["id"])
            except HttpError as error:
                self.assertEqual(error.status, 429)
                self.assertIn("4 MiB", error.message)
        self.assertEqual(len(accepted), 4)
        self.control.withdraw(accepted[0])
        self.assertEqual(self.control.inject({"section": "notes", "op": "append", "value": big})[0], 202)

    def test_a_loop_that_dies_makes_the_agent_say_failed_and_refuse_work(self):
        class Dying(_FakeAgent):
            def run_once(self):
                raise MemoryError("the test's agent ran out of memory")

        control = ControlServer(Dying(), "/nonexistent/scratchpad", wrap=False)
        control.start = lambda: None      # no server, no discovery file: the loop alone
        control.close = lambda: None
        thread = threading.Thread(target=control.run, kwargs={"mode": "loop", "interval": 0}, daemon=True)
        thread.start()
        try:
            wait_until(lambda: control.status()["state"] == "failed", "state failed")
            status = control.status()
            self.assertIn("out of memory: MemoryError: the test's agent ran out of memory", status["failed_reason"])
            self.assertIsNone(status["paused_reason"])
            errors = [json.loads(e[2]) for e in control._events if e[1] == "error"]
            self.assertEqual(len(errors), 1)
            self.assertIn("restart the agent", errors[0]["message"])
            for refused in (lambda: control.step({"unit": "cycle"}), control.resume,
                            lambda: control.inject({"section": "notes", "op": "append", "value": "x"})):
                with self.assertRaises(HttpError) as caught:
                    refused()
                self.assertEqual((caught.exception.status, caught.exception.code), (409, "failed"))
        finally:
            control.stop()
            thread.join(WAIT)


class MsaLikeDispatcher:
    """msa's dispatcher branches that go on after a failing or unknown tool (msa_agent.py's Dispatcher)."""

    class Tools:
        def has(self, name):
            return name in ("echo", "boom")

        def call(self, name, args):
            if name == "boom":
                raise RuntimeError("it broke")
            return "ECHO: " + args.get("message", "")

    def __init__(self):
        self.tools = self.Tools()

    def _parse_response(self, response):
        try:
            return json.loads(response)
        except ValueError:
            return None

    def dispatch(self, response, state):
        action = self._parse_response(response)
        if action is None:
            state["notes"] += f"\n[PARSE ERROR] Could not parse: {response[:200]}"
            return state, False
        name, args = action.get("tool", ""), action.get("args", {})
        if name == "done":
            return state, True
        if self.tools.has(name):
            try:
                result = self.tools.call(name, args)
                state["notes"] += f"\n[TOOL] {name}: {result}"
            except Exception as e:
                state["notes"] += f"\n[TOOL ERROR] {name}: {e}"
        else:
            state["notes"] += f"\n[UNKNOWN TOOL] {name}"
        return state, False


class IterationReportTest(unittest.TestCase):
    """The iteration event carries the call, what happened and the exact state after it."""

    def test_each_branch_of_an_msa_like_dispatcher_is_reported_with_the_state_after_it(self):
        class Agent(_FakeAgent):
            def __init__(self):
                self.dispatcher = MsaLikeDispatcher()

            def run_once(self):
                state = {"goals": [], "notes": ""}
                self.scratchpad.snapshot(state, "20260401_100137", "before")
                for response in ('{"tool": "echo", "args": {"message": "hi"}}', '{"tool": "boom", "args": {}}',
                                 '{"tool": "fly", "args": {"to": "moon"}}', "not json",
                                 '{"tool": "done", "args": {"summary": "ok"}}'):
                    state, done = self.dispatcher.dispatch(response, state)
                    if done:
                        break

        agent = Agent()
        agent.scratchpad = type("Pad", (), {"path": "/nonexistent/scratchpad/active.yaml",
                                             "snapshot": staticmethod(lambda *a, **k: None),
                                             "save": staticmethod(lambda *a, **k: None),
                                             "load": staticmethod(lambda: {})})()
        agent.run_cycle = lambda state: state
        control = ControlServer(agent, "/nonexistent/scratchpad")
        agent.run_once()
        events = [json.loads(e[2]) for e in control._events if e[1] == "iteration"]
        self.assertEqual([e["n"] for e in events], [1, 2, 3, 4, 5])
        echo, boom, fly, garbled, done = events
        self.assertEqual((echo["action"], echo["args"], echo["tool_result"], echo["failed"], echo["unknown"]),
                         ("echo", {"message": "hi"}, "ECHO: hi", False, False))
        self.assertEqual(echo["state"], {"goals": [], "notes": "\n[TOOL] echo: ECHO: hi"})
        self.assertEqual((boom["failed"], boom["unknown"], boom["tool_result"]), (True, False, "it broke"))
        self.assertTrue(boom["state"]["notes"].endswith("[TOOL ERROR] boom: it broke"))
        self.assertEqual((fly["unknown"], fly["failed"], fly["args"]), (True, False, {"to": "moon"}))
        self.assertTrue(fly["state"]["notes"].endswith("[UNKNOWN TOOL] fly"))
        self.assertEqual((garbled["parse_error"], garbled["args"], garbled["action"]), (True, None, "parse_error"))
        self.assertEqual((done["done"], done["args"]), (True, {"summary": "ok"}))

    def test_a_state_over_the_event_bound_is_named_not_sent(self):
        control = ControlServer(_FakeAgent(), "/nonexistent/scratchpad", wrap=False)
        control._cycle_id = "20260401_100137"
        control.between_iterations({"notes": "x" * (scratchpad_control.MAX_EVENT_STATE + 10)},
                                   '{"tool": "echo", "args": {}}', "echo", False, "ECHO: ")
        event = json.loads(control._events[-1][2])
        self.assertIsNone(event["state"])
        self.assertTrue(event["state_omitted"])
        self.assertGreater(event["state_size"], scratchpad_control.MAX_EVENT_STATE)
        self.assertEqual(event["args"], {})


if __name__ == "__main__":
    unittest.main()
