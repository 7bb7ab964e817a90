"""The committed MemPalace sample is what the generator writes, the checker
(which reads only the files) agrees with expected.json at its reference time,
and the session scratchpad keeps the seed's promises (write → read → expire,
append-only, promotion only when flagged).

    python3 -m unittest discover -s scratchpad-samples/mempalace/generator -p 'test_*.py'
"""

import importlib.util
import json
import shutil
import tempfile
import unittest
from datetime import datetime, timedelta, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
COMMITTED = HERE.parent / "demo"


def load(name: str, file: str):
    """Loads a module by path under its own name (seed 000's generator has files of the same names)."""
    spec = importlib.util.spec_from_file_location(name, HERE / file)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


make = load("mempalace_make_samples", "make_samples.py")
checker = load("mempalace_check_samples", "check_samples.py")
scratchpad = load("mempalace_scratchpad", "mempalace_scratchpad.py")


def files(root: Path) -> dict:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


class MemPalaceSamplesTest(unittest.TestCase):
    def setUp(self):
        self.tmp = Path(tempfile.mkdtemp())
        self.clock = scratchpad.SimulatedClock(datetime(2026, 4, 7, 9, 0, tzinfo=timezone.utc))

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def test_regenerating_gives_the_committed_files_byte_for_byte(self):
        make.make_sample(self.tmp)
        generated, committed = files(self.tmp / make.SAMPLE), files(COMMITTED)
        self.assertEqual(sorted(generated), sorted(committed))
        for name in committed:
            self.assertEqual(generated[name], committed[name], name)

    def test_checker_computes_the_committed_expected_json_at_its_reference_time(self):
        self.assertEqual(checker.check(COMMITTED), [])
        statuses = [u["status"] for u in checker.compute(COMMITTED, checker.parse_time(make.AT))]
        self.assertEqual(sorted(set(statuses)), ["expired", "live", "unreadable"])

    def test_expiry_is_judged_at_the_given_time_not_now(self):
        earlier = {u["id"]: u["status"] for u in checker.compute(COMMITTED, checker.parse_time("2026-04-07T17:40:00Z"))}
        self.assertEqual(earlier["9d5b-ended"], "live")
        self.assertEqual(earlier["b311-boundary"], "live")
        self.assertEqual(earlier["7a02-release"], "expired")

    def test_write_read_expire_cycle(self):
        pad = scratchpad.SessionScratchpad(str(self.tmp), "s1", 600, self.clock.now)
        self.assertFalse((self.tmp / "session_scratchpad" / "s1.json").exists())
        pad.append("hits", "3 results", "web_search")
        reread = scratchpad.SessionScratchpad(str(self.tmp), "s1", 600, self.clock.now)
        self.assertEqual([e["value"] for e in reread.query("hits")], ["3 results"])
        self.clock.go_to(self.clock.now() + timedelta(seconds=600))
        self.assertEqual(reread.query(), [])
        with self.assertRaises(scratchpad.SessionExpired):
            reread.append("late", "too late", "web_search")
        self.assertTrue((self.tmp / "session_scratchpad" / "s1.json").exists())

    def test_a_repeated_key_is_appended_never_overwritten_and_only_flagged_entries_are_marked(self):
        pad = scratchpad.SessionScratchpad(str(self.tmp), "s2", now=self.clock.now)
        pad.append("k", "old", "web_search")
        pad.append("k", "new", "web_search")
        pad.flag_for_promotion("k")
        entries = json.loads((self.tmp / "session_scratchpad" / "s2.json").read_text())["entries"]
        self.assertEqual([(e["value"], e.get("promote")) for e in entries], [("old", None), ("new", True)])

    def test_ending_a_session_cuts_its_ttl_to_its_age(self):
        pad = scratchpad.SessionScratchpad(str(self.tmp), "s3", now=self.clock.now)
        pad.append("k", "v", "shell")
        self.clock.go_to(self.clock.now() + timedelta(seconds=95))
        pad.expire()
        saved = json.loads((self.tmp / "session_scratchpad" / "s3.json").read_text())
        self.assertEqual(saved["ttl"], 95)
        self.assertTrue(pad.is_expired())


if __name__ == "__main__":
    unittest.main()
