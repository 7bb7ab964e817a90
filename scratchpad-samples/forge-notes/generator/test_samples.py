"""The committed forge-notes sample is what the generator writes, the checker
agrees with its expected.json, and the Go behaviour the sample relies on
holds (byte counting, escaping, times, search).

    python3 -m unittest discover -s scratchpad-samples/forge-notes/generator -p 'test_*.py'
"""

import json
import shutil
import sys
import tempfile
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
SAMPLE = HERE.parent
sys.path.insert(0, str(HERE))

import check_samples  # noqa: E402
import make_samples  # noqa: E402
from forge_agent import SimulatedClock  # noqa: E402
from forge_notes import Manager, ToolError  # noqa: E402
from gojson import GoTime, Struct, marshal_indent  # noqa: E402


def files(root: Path) -> list:
    return sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file())


class CommittedSampleTest(unittest.TestCase):

    def test_regenerating_gives_the_committed_files_byte_for_byte(self):
        with tempfile.TemporaryDirectory() as tmp:
            out = Path(tmp)
            make_samples.make_sample(out)
            generated = files(out / "sessions")
            self.assertEqual(generated, files(SAMPLE / "sessions"))
            for name in generated:
                self.assertEqual((out / "sessions" / name).read_bytes(),
                                 (SAMPLE / "sessions" / name).read_bytes(), name)
            self.assertEqual((out / "expected.json").read_bytes(),
                             (SAMPLE / "expected.json").read_bytes())

    def test_checker_recomputes_expected_json_from_the_committed_files(self):
        self.assertEqual(check_samples.check(SAMPLE), [])

    def test_checker_notices_a_call_whose_outcome_changed(self):
        with tempfile.TemporaryDirectory() as tmp:
            copy = Path(tmp) / "sample"
            shutil.copytree(SAMPLE / "sessions", copy / "sessions")
            shutil.copy(SAMPLE / "expected.json", copy)
            path = copy / "sessions" / "flaky-ci" / "conversation.json"
            messages = json.loads(path.read_text(encoding="utf-8"))
            failure = next(m for m in messages if m["Content"].startswith('ERROR: Tool "read_file"'))
            failure["Role"] = "tool"
            path.write_text(json.dumps(messages, indent=2, ensure_ascii=False), encoding="utf-8")
            problems = check_samples.check(copy)
        self.assertTrue(any(p.startswith("flaky-ci#1: ") for p in problems), problems)

    def test_sample_has_both_limit_errors_failures_of_other_tools_and_go_escapes(self):
        expected = json.loads((SAMPLE / "expected.json").read_text(encoding="utf-8"))
        errors = [u["error"] for u in expected["units"] if u["status"] == "failed"]
        self.assertTrue(any(e.startswith("note has too many tags (max 10, got 11)") for e in errors))
        self.assertTrue(any(e.startswith("note content exceeds maximum length of 4000 characters (got 4")
                            for e in errors))
        self.assertIn("read_file", {u["tool"] for u in expected["units"] if u["status"] == "failed"})
        text = (SAMPLE / "sessions" / "flaky-ci" / "conversation.json").read_text(encoding="utf-8")
        for escape in ("\\u003ctool\\u003e", "\\u0026", "\\u2028"):
            self.assertIn(escape, text)
        self.assertIn("\U0001F422", text)


class GoBehaviourTest(unittest.TestCase):

    def setUp(self):
        self.manager = Manager(SimulatedClock(GoTime.of(2025, 12, 2, 9, 30, 0, 0, 60)))

    def test_content_limit_counts_utf8_bytes_not_characters(self):
        with self.assertRaises(ToolError) as refused:
            self.manager.add("\u00e9" * 2001, None)  # 2001 characters, 4002 bytes
        self.assertIn("(got 4002)", str(refused.exception))
        self.assertEqual(len(self.manager.add("\u00e9" * 2000, None).Content), 2000)

    def test_eleven_tags_are_refused_and_duplicates_count(self):
        with self.assertRaises(ToolError) as refused:
            self.manager.add("x", ["a"] * 11)
        self.assertTrue(str(refused.exception).startswith("note has too many tags (max 10, got 11)"))

    def test_search_needs_every_tag_case_insensitively_and_matches_substrings(self):
        clock = self.manager.clock
        first = self.manager.add("Token REFRESH moved", ["Auth", "bug"])
        clock.advance(5_000_000)
        second = self.manager.add("refresh in tests", ["auth"])
        self.assertEqual([n.ID for n in self.manager.search("", ["AUTH", "BUG"])], [first.ID])
        self.assertEqual([n.ID for n in self.manager.search("refresh", ["auth"])], [second.ID, first.ID])

    def test_marshal_indent_escapes_like_go_and_sorts_map_keys(self):
        text = marshal_indent([Struct([("Metadata", {"b": None, "a": []}), ("Content", "<&>\u2028\U0001F680")])])
        self.assertEqual(text, '[\n  {\n    "Metadata": {\n      "a": [],\n      "b": null\n    },\n'
                               '    "Content": "\\u003c\\u0026\\u003e\\u2028\U0001F680"\n  }\n]')

    def test_times_are_rfc3339_with_trailing_zeros_of_the_nanoseconds_dropped(self):
        self.assertEqual(GoTime.of(2025, 12, 2, 9, 30, 0, 500_000_000, 60).rfc3339_nano(),
                         "2025-12-02T09:30:00.5+01:00")
        self.assertEqual(GoTime.of(2025, 12, 2, 9, 30, 0, 0, 0).rfc3339_nano(), "2025-12-02T09:30:00Z")


if __name__ == "__main__":
    unittest.main()
