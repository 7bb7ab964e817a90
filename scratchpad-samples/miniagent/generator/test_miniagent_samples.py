"""The committed miniagent sample is what the generator writes, the checker
(which reads only the files) agrees with expected.json, and the agent keeps
the seed's promises (a fresh scratchpad per correction, a store that only
grows).

    python3 -m unittest discover -s scratchpad-samples/miniagent/generator -p 'test_*.py'
"""

import importlib.util
import json
import shutil
import sys
import tempfile
import unittest
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
COMMITTED = HERE.parent / "32-tutor-demo"
sys.path.insert(0, str(HERE))


def load(name: str, file: str):
    """Loads a module by path under its own name (seed 000's generator has files of the same names)."""
    spec = importlib.util.spec_from_file_location(name, HERE / file)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


make = load("miniagent_make_samples", "make_samples.py")
checker = load("miniagent_check_samples", "check_samples.py")
agent = load("miniagent", "miniagent.py")


def files(root: Path) -> dict:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


class MiniagentSamplesTest(unittest.TestCase):
    def setUp(self):
        self.tmp = Path(tempfile.mkdtemp())

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def test_regenerating_gives_the_committed_files_byte_for_byte(self):
        make.make_sample(self.tmp)
        generated, committed = files(self.tmp / make.EXPERIMENT), files(COMMITTED)
        self.assertEqual(sorted(generated), sorted(committed))
        for name in committed:
            self.assertEqual(generated[name], committed[name], name)

    def test_checker_computes_the_committed_expected_json_from_the_files(self):
        self.assertEqual(checker.check(COMMITTED), [])
        units = checker.compute(COMMITTED)
        self.assertEqual([u["status"] for u in units].count("incomplete"), 2)
        self.assertEqual(units[-1]["kind"], "store")

    def test_store_counters_and_overrides_change_between_two_moments(self):
        make.make_sample(self.tmp / "early", 3)
        make.make_sample(self.tmp / "late")
        self.assertEqual(checker.check(self.tmp / "early" / make.EXPERIMENT), [])
        early = json.loads((self.tmp / "early" / make.EXPERIMENT / "longterm.json").read_text())
        late = json.loads((self.tmp / "late" / make.EXPERIMENT / "longterm.json").read_text())
        self.assertEqual(early["mistake_counts"]["zoë|go|past_tense_form"], 2)
        self.assertEqual(late["mistake_counts"]["zoë|go|past_tense_form"], 3)
        self.assertEqual(early["verb_overrides"], {})
        self.assertEqual(late["verb_overrides"], {"spell": ["spelt"], "learn": ["learnt"]})

    def test_two_consecutive_corrections_produce_independent_traces(self):
        clock = agent.SimulatedClock(datetime(2026, 1, 1, tzinfo=timezone.utc))
        lookup = json.dumps({"thought": "t", "action": {"name": "lookup_irregular_verb", "args": {"verb": "go"}}})
        done = json.dumps({"thought": "t", "final_answer": {"corrected": "x", "tense": "past_simple",
                                                            "mistakes": []}})
        ids = iter(["first", "second"])
        tutor = agent.GrammarTutorAgent(str(self.tmp), agent.ScriptedModel([lookup, done, done], clock),
                                        clock, lambda: next(ids))
        tutor.correct("ana", "I goed home.")
        clock.advance(60)
        tutor.correct("ana", "I went home.")
        first, second = (json.loads(p.read_text()) for p in sorted((self.tmp / "traces").glob("*.json")))
        self.assertEqual(len(first["scratchpad"]["steps"]), 1)
        self.assertEqual(second["scratchpad"]["steps"], [])

    def test_checker_reports_a_cut_trace_as_unreadable_with_line_and_column(self):
        shutil.copytree(COMMITTED, self.tmp / "cut")
        trace = sorted((self.tmp / "cut" / "traces").glob("*.json"))[0]
        trace.write_text(trace.read_text()[:100])
        unit = checker.compute(self.tmp / "cut")[0]
        self.assertEqual(unit["status"], "unreadable")
        self.assertRegex(unit["problems"][0], r"^20260407T090000Z_3ceb3ffd\.json: line \d+, column \d+: ")


if __name__ == "__main__":
    unittest.main()
