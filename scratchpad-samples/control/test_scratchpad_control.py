"""Unit tests of scratchpad_control.py: the section operations (the same cases
as SectionEditTest.java), the hashes, when injections are applied, the event
stream's hello / gap / replay, and the HTTP layer's refusals.

    python3 -m unittest discover -s scratchpad-samples/control -p 'test_*.py'
"""

import copy
import http.client
import json
import os
import socket
import sys
import tempfile
import threading
import time
import unittest
from datetime import datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "generator"))

from scratchpad_control import (MAX_BODY, ControlServer, SectionEditError,  # noqa: E402
                                apply_section_op, to_json, value_hash)


def seed_state():
    return {"goals": ["ship"], "current_task": "tag", "pending_actions": ["build", "upload"],
            "completed_tasks": [], "notes": "", "last_updated": None,
            "budget": {"hours": 3}, "attempts": 2}


class SectionOperationTest(unittest.TestCase):

    def test_replace_sets_any_value_and_adds_an_unknown_section_at_the_end(self):
        after = apply_section_op(seed_state(), "replace", "current_task", {"name": "build"})
        self.assertEqual(after["current_task"], {"name": "build"})
        added = apply_section_op(seed_state(), "replace", "owner", "kenji")
        self.assertEqual(list(added)[-1], "owner")
        self.assertEqual(list(added)[:-1], list(seed_state()))

    def test_applying_never_changes_the_state_it_was_given(self):
        state = seed_state()
        apply_section_op(state, "append", "goals", "more")
        apply_section_op(state, "clear", "pending_actions")
        apply_section_op(state, "update", value={"completed_tasks": ["x"]})
        self.assertEqual(state, seed_state())

    def test_append_extends_a_list_by_a_list_and_adds_a_single_item(self):
        self.assertEqual(apply_section_op(seed_state(), "append", "goals", ["a", "b"])["goals"],
                         ["ship", "a", "b"])
        self.assertEqual(apply_section_op(seed_state(), "append", "goals", {"k": 1})["goals"],
                         ["ship", {"k": 1}])

    def test_append_puts_text_on_a_new_line_and_starts_an_empty_text_without_one(self):
        once = apply_section_op(seed_state(), "append", "notes", "first")
        self.assertEqual(once["notes"], "first")
        self.assertEqual(apply_section_op(once, "append", "notes", "second")["notes"], "first\nsecond")

    def test_append_to_null_or_a_missing_section_sets_the_value(self):
        self.assertEqual(apply_section_op(seed_state(), "append", "last_updated", "x")["last_updated"], "x")
        self.assertEqual(apply_section_op(seed_state(), "append", "fresh", [1])["fresh"], [1])

    def test_append_to_a_mapping_a_number_or_text_with_a_non_text_value_is_a_type_clash(self):
        for section, value in (("budget", "x"), ("attempts", 1), ("notes", ["x"])):
            with self.assertRaises(SectionEditError) as caught:
                apply_section_op(seed_state(), "append", section, value)
            self.assertEqual(caught.exception.reason, "type_clash")

    def test_clear_empties_each_type_its_own_way(self):
        self.assertEqual(apply_section_op(seed_state(), "clear", "goals")["goals"], [])
        self.assertEqual(apply_section_op(seed_state(), "clear", "current_task")["current_task"], "")
        self.assertEqual(apply_section_op(seed_state(), "clear", "budget")["budget"], {})
        cleared = apply_section_op(seed_state(), "clear", "attempts")
        self.assertIn("attempts", cleared)
        self.assertIsNone(cleared["attempts"])

    def test_clear_of_a_section_that_does_not_exist_is_a_type_clash(self):
        with self.assertRaises(SectionEditError) as caught:
            apply_section_op(seed_state(), "clear", "gaols")
        self.assertIn("gaols", caught.exception.message)
        self.assertEqual(caught.exception.reason, "type_clash")

    def test_update_follows_the_seed_completed_tasks_extends_pending_actions_and_others_replace(self):
        state = seed_state()
        state["completed_tasks"] = [{"task": "read", "summary": "ok"}]
        after = apply_section_op(state, "update", value={
            "completed_tasks": [{"task": "tag", "summary": "done"}],
            "pending_actions": ["announce"], "current_task": "build"})
        self.assertEqual(after["completed_tasks"], [{"task": "read", "summary": "ok"},
                                                    {"task": "tag", "summary": "done"}])
        self.assertEqual(after["pending_actions"], ["announce"])
        self.assertEqual(after["current_task"], "build")

    def test_update_does_what_the_seed_dispatcher_does(self):
        from sample_agent import Dispatcher, Tools
        args = {"completed_tasks": "ab", "pending_actions": ["x"], "goals": [], "extra": 1}
        by_seed = seed_state()
        Dispatcher(Tools(None)).dispatch(json.dumps({"tool": "update_scratchpad", "args": args}), by_seed)
        self.assertEqual(apply_section_op(seed_state(), "update", value=args), by_seed)

    def test_update_extends_completed_tasks_by_the_characters_of_a_string_as_python_does(self):
        self.assertEqual(apply_section_op(seed_state(), "update", value={"completed_tasks": "ab"})
                         ["completed_tasks"], ["a", "b"])

    def test_update_with_a_non_mapping_or_a_non_list_completed_tasks_is_a_type_clash(self):
        for value in ([], {"completed_tasks": 5}):
            with self.assertRaises(SectionEditError) as caught:
                apply_section_op(seed_state(), "update", value=value)
            self.assertEqual(caught.exception.reason, "type_clash")
        state = seed_state()
        state["completed_tasks"] = None
        with self.assertRaises(SectionEditError):
            apply_section_op(state, "update", value={"completed_tasks": ["x"]})

    def test_an_unknown_op_or_a_missing_section_is_invalid(self):
        for op, section in (("delete", "goals"), ("replace", None), ("append", "")):
            with self.assertRaises(SectionEditError) as caught:
                apply_section_op(seed_state(), op, section, "x")
            self.assertEqual(caught.exception.reason, "invalid")


class HashTest(unittest.TestCase):

    def test_hash_ignores_key_order_and_sees_every_change(self):
        self.assertEqual(value_hash({"a": 1, "b": [1, "é"]}), value_hash({"b": [1, "é"], "a": 1}))
        self.assertNotEqual(value_hash({"a": 1}), value_hash({"a": "1"}))
        self.assertEqual(len(value_hash(None)), 64)

    def test_yaml_timestamps_become_iso_8601_text(self):
        self.assertEqual(to_json({"t": datetime(2026, 4, 1, 10, 1, 37)}), {"t": "2026-04-01T10:01:37"})


class _FakeAgent:
    """Just enough of a seed-like agent for ControlServer(wrap=False)."""

    max_iterations = 4

    class _Pad:
        path = Path("/nonexistent/scratchpad/active.yaml")

        @staticmethod
        def load():
            return seed_state()

    scratchpad = _Pad()


WAIT_SECONDS = 10


def wait_until(predicate, what):
    deadline = time.monotonic() + WAIT_SECONDS
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError(f"not within {WAIT_SECONDS} s: {what}")
        time.sleep(0.01)


class SafePointTest(unittest.TestCase):
    """When queued injections are applied (docs section 5), driven through the hooks."""

    def setUp(self):
        self.control = ControlServer(_FakeAgent(), "/nonexistent/scratchpad", wrap=False)
        self.names = lambda: [e[1] for e in self.control._events]
        self.threads = []

    def tearDown(self):
        self.control.stop()
        for thread in self.threads:
            thread.join(WAIT_SECONDS)

    def inject(self, body):
        status, reply = self.control.inject(body)
        self.assertEqual(status, 202)
        return reply

    def in_agent_thread(self, function):
        def run():
            try:
                function()
            except BaseException:   # _Shutdown at tearDown
                pass
        thread = threading.Thread(target=run, daemon=True)
        self.threads.append(thread)
        thread.start()

    def test_an_injection_received_while_paused_mid_cycle_is_applied_at_once(self):
        state = seed_state()
        self.control.step({"unit": "iteration"})
        self.control.at_wake(state, "20260401_100137")
        self.in_agent_thread(lambda: self.control.between_iterations(state, "{}", "echo", False))
        wait_until(lambda: self.control.status()["state"] == "paused", "paused mid-cycle")

        reply = self.inject({"section": "notes", "op": "append", "value": "operator hint"})

        self.assertEqual((reply["status"], reply["queued_injections"]), ("applied", 0))
        self.assertEqual(state["notes"], "operator hint")
        self.assertEqual(self.names()[-1], "injection_applied")
        view = self.control.state_view()
        self.assertEqual((view["phase"], view["state"]["notes"]), ("mid_cycle", "operator hint"))
        record = self.control.injection(reply["id"])
        self.assertEqual((record["cycle_id"], record["iteration"]), ("20260401_100137", 1))

    def test_an_injection_received_while_paused_at_wake_is_applied_at_once(self):
        state = seed_state()
        self.control._pause_requested = True
        self.in_agent_thread(lambda: self.control.at_wake(state, "20260401_100137"))
        wait_until(lambda: self.control.status()["phase"] == "at_wake"
                   and self.control.status()["state"] == "paused", "paused at wake")

        reply = self.inject({"section": "current_task", "op": "replace", "value": "Ship"})

        self.assertEqual(reply["status"], "applied")
        self.assertEqual(state["current_task"], "Ship")
        self.assertEqual(self.control.injection(reply["id"])["iteration"], 0)

    def test_no_injection_is_applied_after_the_iteration_that_ends_the_cycle(self):
        for done, iterations in ((True, 1), (False, _FakeAgent.max_iterations)):
            with self.subTest(done=done):
                control = ControlServer(_FakeAgent(), "/nonexistent/scratchpad", wrap=False)
                state = seed_state()
                control.at_wake(state, "20260401_100137")
                for _ in range(iterations - 1):
                    control.between_iterations(state, "{}", "echo", False)
                reply = control.inject({"section": "notes", "op": "append", "value": "later"})[1]
                control.between_iterations(state, "{}", "done" if done else "echo", done)
                self.assertEqual(state["notes"], "")
                self.assertEqual(control.injection(reply["id"])["status"], "queued")
                control.cycle_finished()
                self.assertEqual(control.status()["queued_injections"], 1)
                control.at_wake(state, "20260401_100138")
                self.assertEqual(state["notes"], "later")

    def test_a_clear_of_a_section_gone_by_apply_time_is_rejected_as_a_type_clash(self):
        state = seed_state()
        state["scratch"] = "x"
        self.control.at_wake(state, "20260401_100137")
        self.control._safe_state = copy.deepcopy(state)
        reply = self.inject({"section": "scratch", "op": "clear"})
        del state["scratch"]
        self.control.between_iterations(state, "{}", "echo", False)
        record = self.control.injection(reply["id"])
        self.assertEqual((record["status"], record["reason"]), ("rejected", "type_clash"))


    def test_an_injection_at_wake_wiped_by_the_crash_path_is_lost_and_one_it_spared_is_not(self):
        state = seed_state()
        notes = self.inject({"section": "notes", "op": "append", "value": "operator: skip the relay"})
        task = self.inject({"section": "current_task", "op": "replace", "value": "Ship"})
        self.control.at_wake(state, "20260401_100137")
        self.assertEqual(state["notes"], "operator: skip the relay")
        self.control.cycle_crashed(RuntimeError("unknown tool: fly"))
        state["notes"] = "Cycle 20260401_100137 failed: unknown tool: fly"   # the seed's except branch

        self.control.crash_path_done(state)

        lost = [e for e in self.control._events if e[1] == "injection_lost"]
        self.assertEqual(len(lost), 1)
        data = json.loads(lost[0][2])
        self.assertEqual((data["id"], data["sections"], data["reason"], data["cycle_id"]),
                         (notes["id"], ["notes"], "crash", "20260401_100137"))
        record = self.control.injection(notes["id"])
        self.assertEqual((record["status"], record["reason"]), ("lost", "crash"))
        self.assertEqual(self.control.injection(task["id"])["status"], "applied")

    def test_a_cycle_that_did_not_crash_loses_no_injection(self):
        state = seed_state()
        self.inject({"section": "notes", "op": "append", "value": "operator note"})
        self.control.at_wake(state, "20260401_100137")
        state["notes"] = "rewritten by a tool"

        self.control.crash_path_done(state)

        self.assertNotIn("injection_lost", self.names())


class _Collected(Exception):
    pass


class EventStreamTest(unittest.TestCase):
    """hello and gap (no id line, their seq the newest event's) and replay after Last-Event-ID."""

    def frames(self, control, last_event_id, count):
        frames = []

        def write(data):
            for block in data.decode("utf-8").split("\n\n"):
                if block.strip():
                    frames.append(block)
            if len(frames) >= count:
                raise _Collected()

        with self.assertRaises(_Collected):
            control._stream_events(write, last_event_id)
        return frames[:count]

    @staticmethod
    def parse(frame):
        lines = dict(line.split(": ", 1) for line in frame.split("\n"))
        return lines.get("id"), lines["event"], json.loads(lines["data"])

    def control_with_events(self, n):
        control = ControlServer(_FakeAgent(), "/nonexistent/scratchpad", wrap=False)
        for i in range(n):
            control.error(f"event {i + 1}")
        return control

    def test_hello_and_gap_have_no_id_and_carry_the_newest_seq(self):
        control = self.control_with_events(300)
        frames = [self.parse(f) for f in self.frames(control, 1, 3)]
        self.assertEqual([(f[0], f[1]) for f in frames[:2]], [(None, "hello"), (None, "gap")])
        self.assertEqual(frames[0][2]["seq"], 300)
        self.assertEqual((frames[1][2]["seq"], frames[1][2]["from"], frames[1][2]["to"]), (300, 2, 44))
        self.assertEqual((frames[2][0], frames[2][2]["seq"]), ("45", 45))
        self.assertEqual(control._seq, 300)

    def test_a_last_event_id_above_the_newest_counts_as_zero(self):
        control = self.control_with_events(3)
        frames = [self.parse(f) for f in self.frames(control, 99, 4)]
        self.assertEqual([(f[0], f[1]) for f in frames], [(None, "hello"), ("1", "error"), ("2", "error"),
                                                          ("3", "error")])

    def test_a_reader_too_slow_to_keep_up_gets_a_gap(self):
        control = self.control_with_events(1)
        frames = []
        state = {"blocked": True}

        def write(data):
            frames.extend(b for b in data.decode("utf-8").split("\n\n") if b.strip())
            if state["blocked"]:
                state["blocked"] = False
                for i in range(300):       # published while this reader is busy writing hello
                    control.error(f"later {i}")
            if len(frames) >= 3:
                raise _Collected()

        with self.assertRaises(_Collected):
            control._stream_events(write, None)
        hello, gap, first = (self.parse(f) for f in frames[:3])
        self.assertEqual((hello[1], gap[0], gap[1]), ("hello", None, "gap"))
        self.assertEqual((gap[2]["from"], gap[2]["to"], gap[2]["seq"]), (2, 45, 301))
        self.assertEqual(first[0], "46")


class HttpRefusalTest(unittest.TestCase):
    """The server's answers that a Java client cannot provoke easily (a chunked body)."""

    def setUp(self):
        from sample_agent import Agent, RealClock, Tools
        self.tmp = tempfile.TemporaryDirectory()
        root = Path(self.tmp.name)
        (root / "scratchpad").mkdir()
        clock = RealClock()
        self.control = ControlServer(Agent(root, None, Tools(clock), clock))
        self.control.start()
        self.port = int(self.control.url.rsplit(":", 1)[1])
        self.control_file = root / "scratchpad" / ".agent" / "control.json"

    def tearDown(self):
        self.control.close()
        self.tmp.cleanup()

    def request(self, method, path, body=None, token=True, headers=None, chunked=False):
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        all_headers = dict(headers or {})
        if token:
            all_headers["Authorization"] = "Bearer " + self.control.token
        conn.request(method, path, body=body, headers=all_headers, encode_chunked=chunked)
        response = conn.getresponse()
        data = response.read()
        conn.close()
        return response.status, json.loads(data), response

    def test_discovery_file_is_private_and_names_the_server(self):
        self.assertEqual(os.stat(self.control_file).st_mode & 0o777, 0o600)
        info = json.loads(self.control_file.read_text())
        self.assertEqual((info["protocol"], info["url"], info["token"], info["pid"]),
                         (1, self.control.url, self.control.token, os.getpid()))

    def test_closing_removes_the_discovery_file(self):
        self.control.close()
        self.assertFalse(self.control_file.exists())

    def test_a_missing_token_is_401_whatever_the_path(self):
        for path in ("/v1/status", "/nowhere"):
            status, body, response = self.request("GET", path, token=False)
            self.assertEqual((status, body["error"]), (401, "unauthorized"))
            self.assertEqual(response.getheader("WWW-Authenticate"), "Bearer")

    def raw_get(self, *header_lines):
        """GET /v1/status with exactly these header lines (http.client adds its own Host)."""
        with socket.create_connection(("127.0.0.1", self.port), timeout=10) as sock:
            sock.sendall(("GET /v1/status HTTP/1.1\r\n" + "".join(line + "\r\n" for line in header_lines)
                          + "Connection: close\r\n\r\n").encode())
            answer = sock.makefile("rb").read()
        head, _, body = answer.partition(b"\r\n\r\n")
        return int(head.split(b" ", 2)[1]), json.loads(body)

    def test_a_foreign_host_or_any_origin_is_403_even_with_the_token(self):
        bearer = "Authorization: Bearer " + self.control.token
        status, body = self.raw_get(f"Host: evil.example.com:{self.port}", bearer)
        self.assertEqual((status, body["error"]), (403, "forbidden"))
        self.assertIn("evil.example.com", body["message"])
        self.assertEqual(self.raw_get(f"Host: 127.0.0.1:{self.port + 1}", bearer)[0], 403)
        self.assertEqual(self.raw_get(bearer)[0], 403)
        status, body = self.raw_get(f"Host: 127.0.0.1:{self.port}", f"Origin: http://127.0.0.1:{self.port}", bearer)
        self.assertEqual((status, body["error"]), (403, "forbidden"))
        self.assertEqual(self.raw_get(f"Host: localhost:{self.port}", "Origin: null", bearer)[0], 403)

    def test_the_bearer_scheme_is_matched_in_any_letter_case(self):
        for scheme in ("bearer", "BEARER", "Bearer", "bEaReR"):
            status, body = self.raw_get(f"Host: 127.0.0.1:{self.port}", f"Authorization: {scheme} {self.control.token}")
            self.assertEqual(status, 200, scheme)
            self.assertIn("state", body)
        self.assertEqual(self.raw_get(f"Host: LOCALHOST:{self.port}", "Authorization: bearer " + self.control.token)[0],
                         200)
        self.assertEqual(self.raw_get(f"Host: localhost:{self.port}", "Authorization: Basic " + self.control.token)[0],
                         401)
        self.assertEqual(self.raw_get(f"Host: localhost:{self.port}", "Authorization: bearer" + self.control.token)[0],
                         401)

    def test_the_control_directory_is_owner_only_and_a_wider_one_is_narrowed(self):
        self.assertEqual(os.stat(self.control_file.parent).st_mode & 0o777, 0o700)
        self.control.close()
        os.chmod(self.control_file.parent, 0o755)
        self.control.start()
        self.assertEqual(os.stat(self.control_file.parent).st_mode & 0o777, 0o700)
        self.assertEqual(os.stat(self.control_file).st_mode & 0o777, 0o600)

    def test_a_chunked_body_over_one_mebibyte_is_413(self):
        with socket.create_connection(("127.0.0.1", self.port), timeout=10) as sock:
            sock.sendall((f"POST /v1/inject HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\nTransfer-Encoding: chunked\r\n"
                          f"Authorization: Bearer {self.control.token}\r\n\r\n").encode())
            chunk = b"x" * 65536
            try:
                for _ in range(MAX_BODY // len(chunk) + 2):
                    sock.sendall(b"10000\r\n" + chunk + b"\r\n")
            except OSError:
                pass
            answer = sock.makefile("rb").read()
        self.assertTrue(answer.startswith(b"HTTP/1.1 413"), answer[:100])
        self.assertIn(b'"too_large"', answer)

    def test_a_small_chunked_body_is_read(self):
        status, body, _ = self.request("POST", "/v1/step", body=iter([b'{"unit":', b'"week"}']),
                                       headers={"Transfer-Encoding": "chunked"}, chunked=True)
        self.assertEqual((status, body["error"]), (422, "invalid"))

    def test_unknown_paths_methods_and_bad_bodies_are_refused_with_their_codes(self):
        self.assertEqual(self.request("GET", "/v1/nothing")[1]["error"], "not_found")
        self.assertEqual(self.request("GET", "/v1/inject/inj-99")[0], 404)
        self.assertEqual(self.request("DELETE", "/v1/status")[:2],
                         (405, {"error": "method_not_allowed",
                                "message": "DELETE is not allowed on /v1/status (allowed: GET)"}))
        self.assertEqual(self.request("POST", "/v1/step", body=b"{not json")[1]["error"], "bad_json")
        self.assertEqual(self.request("POST", "/v1/step", body=b"[1]")[1]["error"], "bad_json")
        self.assertEqual(self.request("POST", "/v1/step", body=b"\xff\xfe")[1]["error"], "bad_json")


if __name__ == "__main__":
    unittest.main()
