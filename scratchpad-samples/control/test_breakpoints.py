"""Unit tests of the breakpoints in scratchpad_control.py: reading a set (the
same refusals as the Java ConditionParser), when each condition fires at the
safe points, and PUT / GET /v1/breakpoints over HTTP.

    python3 -m unittest discover -s scratchpad-samples/control -p 'test_*.py'
"""

import http.client
import json
import sys
import tempfile
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "generator"))

from scratchpad_control import (BreakpointError, BreakpointWatch, ControlServer,  # noqa: E402
                                parse_breakpoints)


class ParseTest(unittest.TestCase):

    def test_ids_are_kept_and_missing_ones_are_bp_and_the_position(self):
        parsed = parse_breakpoints([{"id": "task", "when": "changed", "path": "current_task"},
                                    {"when": "iteration", "over": 3}])
        self.assertEqual(parsed, [{"id": "task", "when": "changed", "path": "current_task"},
                                  {"id": "bp-2", "when": "iteration", "over": 3}])

    def test_every_bad_condition_is_refused_with_a_message_naming_the_problem(self):
        cases = [({"when": "sometimes"}, "sometimes"),
                 ({"status": "crashed"}, '"when"'),
                 ({"when": "status", "status": "exploded"}, "exploded"),
                 ({"when": "tool"}, '"tool" is missing'),
                 ({"when": "tool", "tool": "shell", "args_contains": 3}, "args_contains"),
                 ({"when": "changed", "path": "goals..title"}, "bad path"),
                 ({"when": "size", "path": "notes"}, '"over" is missing'),
                 ({"when": "size", "path": "notes", "over": "4000"}, '"over" must be'),
                 ({"when": "iteration", "over": True}, '"over" must be'),
                 ({"when": "iteration", "over": -1}, '"over" must be'),
                 ({"when": "changed", "path": "notes", "over": 3}, 'unexpected field "over"')]
        for condition, expected in cases:
            with self.assertRaises(BreakpointError, msg=condition) as caught:
                parse_breakpoints([condition])
            self.assertIn(expected, str(caught.exception))

    def test_a_set_that_is_no_array_or_uses_an_id_twice_is_refused(self):
        with self.assertRaises(BreakpointError):
            parse_breakpoints({"when": "iteration", "over": 1})
        with self.assertRaisesRegex(BreakpointError, "used twice"):
            parse_breakpoints([{"id": "a", "when": "iteration", "over": 1}, {"id": "a", "when": "iteration", "over": 2}])


class WatchTest(unittest.TestCase):

    def watch(self, *conditions):
        return BreakpointWatch(parse_breakpoints(list(conditions)))

    def test_changed_remembers_the_first_safe_point_and_fires_on_a_different_value(self):
        watch = self.watch({"id": "t", "when": "changed", "path": "current_task"})
        self.assertIsNone(watch.at_safe_point({"current_task": None}, 0))
        self.assertIsNone(watch.at_safe_point({"current_task": None}, 1))
        self.assertEqual(watch.at_safe_point({"current_task": "ship"}, 2),
                         ("t", {"path": "current_task", "old": None, "new": "ship"}))
        self.assertIsNone(watch.at_safe_point({"current_task": "ship"}, 3))

    def test_a_path_into_a_list_sees_a_change_of_one_item(self):
        watch = self.watch({"id": "g", "when": "changed", "path": "goals.1"})
        watch.at_safe_point({"goals": ["a", "b"]}, 0)
        self.assertEqual(watch.at_safe_point({"goals": ["a", "c"]}, 1)[1]["new"], "c")

    def test_size_fires_once_when_it_passes_the_bound(self):
        watch = self.watch({"id": "n", "when": "size", "path": "notes", "over": 5})
        self.assertIsNone(watch.at_safe_point({"notes": "12345"}, 0))
        self.assertEqual(watch.at_safe_point({"notes": "123456"}, 1),
                         ("n", {"path": "notes", "size": 6, "over": 5}))
        self.assertIsNone(watch.at_safe_point({"notes": "1234567"}, 2))

    def test_a_tool_call_fires_at_the_next_safe_point_when_its_arguments_match(self):
        watch = self.watch({"id": "rm", "when": "tool", "tool": "shell", "args_contains": "rm "})
        watch.tool_called("shell", "{'command': 'ls'}")
        self.assertIsNone(watch.at_safe_point({}, 1))
        watch.tool_called("shell", "{'command': 'rm -rf x'}")
        self.assertEqual(watch.at_safe_point({}, 2), ("rm", {"tool": "shell", "args": "{'command': 'rm -rf x'}"}))

    def test_status_fires_at_the_end_of_a_cycle_and_iteration_when_the_count_is_over(self):
        watch = self.watch({"id": "c", "when": "status", "status": "crashed"}, {"id": "i", "when": "iteration", "over": 2})
        self.assertIsNone(watch.at_safe_point({}, 2, "completed"))
        self.assertEqual(watch.at_safe_point({}, 0, "crashed"), ("c", {"status": "crashed"}))
        self.assertEqual(watch.at_safe_point({}, 3), ("i", {"iterations": 3}))


class BreakpointHttpTest(unittest.TestCase):

    def setUp(self):
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

    def request(self, method, path, body=None):
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        conn.request(method, path, body=body, headers={"Authorization": "Bearer " + self.control.token})
        response = conn.getresponse()
        data = json.loads(response.read())
        conn.close()
        return response.status, data

    def test_put_replaces_the_set_and_get_reads_it_back_with_the_assigned_ids(self):
        status, body = self.request("PUT", "/v1/breakpoints", json.dumps([{"when": "status", "status": "crashed"}]))
        self.assertEqual(status, 200)
        self.assertEqual(body["breakpoints"], [{"id": "bp-1", "when": "status", "status": "crashed"}])
        self.assertEqual(self.request("GET", "/v1/breakpoints"), (200, body))

    def test_a_bad_condition_is_422_bad_json_400_and_the_set_is_unchanged(self):
        self.request("PUT", "/v1/breakpoints", json.dumps([{"id": "x", "when": "iteration", "over": 1}]))
        status, body = self.request("PUT", "/v1/breakpoints", json.dumps([{"when": "size", "path": "notes"}]))
        self.assertEqual((status, body["error"]), (422, "invalid"))
        self.assertIn('"over" is missing', body["message"])
        self.assertEqual(self.request("PUT", "/v1/breakpoints", "[{")[0], 400)
        self.assertEqual(self.request("GET", "/v1/breakpoints")[1]["breakpoints"][0]["id"], "x")

    def test_status_says_why_the_agent_is_paused(self):
        self.assertIn("paused_reason", self.request("GET", "/v1/status")[1])


if __name__ == "__main__":
    unittest.main()
