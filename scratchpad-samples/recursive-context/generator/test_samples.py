"""The committed recursive-context sample is what the generator writes, the
checker agrees with its expected.json, and the seed's quirks the sample
relies on hold.

    python3 -m unittest discover -s scratchpad-samples/recursive-context/generator -p 'test_*.py'
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
from recursive_context import apply_updates, make_bootstrap, safe_apply  # noqa: E402


def files(root: Path) -> list:
    return sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file())


class CommittedSampleTest(unittest.TestCase):

    def test_regenerating_gives_the_committed_files_byte_for_byte(self):
        with tempfile.TemporaryDirectory() as tmp:
            out = Path(tmp)
            make_samples.make_sample(out)
            generated = files(out / "runs")
            self.assertEqual(generated, files(SAMPLE / "runs"))
            for name in generated:
                self.assertEqual((out / "runs" / name).read_bytes(),
                                 (SAMPLE / "runs" / name).read_bytes(), name)
            self.assertEqual((out / "expected.json").read_bytes(),
                             (SAMPLE / "expected.json").read_bytes())

    def test_checker_recomputes_expected_json_from_the_committed_files(self):
        self.assertEqual(check_samples.check(SAMPLE), [])

    def test_checker_notices_a_turn_that_no_longer_matches(self):
        with tempfile.TemporaryDirectory() as tmp:
            copy = Path(tmp) / "sample"
            shutil.copytree(SAMPLE / "runs", copy / "runs")
            shutil.copy(SAMPLE / "expected.json", copy)
            debug = copy / "runs" / "trip-notes" / "debug.json"
            trace = json.loads(debug.read_text())
            trace[2]["scratchpad_after"] += "- one more line\n"
            debug.write_text(json.dumps(trace, indent=2))
            problems = check_samples.check(copy)
        self.assertTrue(any(p.startswith("trip-notes#3: ") for p in problems), problems)

    def test_sample_covers_refusals_continuity_breaks_and_non_bmp_escapes(self):
        expected = json.loads((SAMPLE / "expected.json").read_text(encoding="utf-8"))
        messages = [r["message"] for run in expected["runs"] for r in run["log"]]
        self.assertIn("Update validation failed: workspace exceeds 5k chars", messages)
        self.assertIn("Update produced suspiciously short scratchpad", messages)
        self.assertIn("Update failed: 'list' object has no attribute 'startswith'", messages)
        self.assertEqual(sum("continuity_break" in u["flags"] for u in expected["units"]), 2)
        self.assertEqual({u["status"] for u in expected["units"]}, {"changed", "unchanged"})
        self.assertIn("\\ud83d\\ude80", (SAMPLE / "runs" / "python-help" / "debug.json").read_text())


class SeedQuirksTest(unittest.TestCase):
    """What the sample shows, pinned on the seed's own apply_updates."""

    def setUp(self):
        self.pad = make_bootstrap("Test")

    def test_replace_drops_the_blank_line_before_the_next_header(self):
        after = apply_updates(self.pad, {"trajectory_now": "Working"})
        self.assertIn("### Now\nWorking\n### Path", after)

    def test_append_lands_after_the_blank_line_and_keeps_the_placeholder(self):
        after = apply_updates(self.pad, {"understanding_known": "APPEND: - fact"})
        self.assertIn("### Known\n(none yet)\n\n- fact\n### Believed", after)

    def test_append_to_the_last_section_loses_the_final_newline(self):
        after = apply_updates(self.pad, {"self_flags": "APPEND: - PROTECT: x"})
        self.assertTrue(after.endswith("### Flags\n(none)\n\n- PROTECT: x"), repr(after[-40:]))

    def test_clear_keeps_the_header_and_nothing_under_it(self):
        after = apply_updates(self.pad, {"workspace": "CLEAR"})
        self.assertIn("## WORKSPACE\n---", after)

    def test_a_section_missing_from_the_scratchpad_is_ignored_silently(self):
        short = "## TRAJECTORY\n### Now\nWaiting\n"
        self.assertEqual(apply_updates(short, {"self_confidence": "HIGH - x"}), short)

    def test_safe_apply_refuses_even_an_empty_update_of_a_short_scratchpad(self):
        short = "## TRAJECTORY\n### Now\nWaiting\n"
        with self.assertLogs("recursive_context", "WARNING") as logs:
            self.assertEqual(safe_apply(short, {}), short)
        self.assertEqual(logs.output, ["WARNING:recursive_context:Update produced suspiciously short scratchpad"])


if __name__ == "__main__":
    unittest.main()
