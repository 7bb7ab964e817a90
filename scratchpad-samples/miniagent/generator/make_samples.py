#!/usr/bin/env python3
"""(Re)creates the miniagent sample experiment folder.

    python3 make_samples.py [OUTDIR] [--corrections N] [--table]

Writes OUTDIR/32-tutor-demo (default OUTDIR: scratchpad-samples/miniagent):

    32-tutor-demo/longterm.json
    32-tutor-demo/traces/<started_at>_<correction_id>.json
    32-tutor-demo/expected.json

Every file except expected.json is written by miniagent.py. expected.json
states what each correction was scripted to produce, as `ls --json` lists
it; check_samples.py recomputes it from the files alone.

--corrections N stops after the first N corrections (the folder as it was at
that moment), so a test can diff the long-term store between two moments.
The output is deterministic: run it twice and `diff -r` finds nothing.
"""

import argparse
import json
import random
import shutil
import sys
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import Optional

sys.path.insert(0, str(Path(__file__).resolve().parent))

from miniagent import START, GrammarTutorAgent, ProcessKilled, ScriptedModel, SimulatedClock  # noqa: E402

SAMPLES_DIR = Path(__file__).resolve().parent.parent
EXPERIMENT = "32-tutor-demo"
FORMAT = "miniagent"
MINUTES_BETWEEN_CORRECTIONS = 10


def act(thought, name, **args) -> str:
    return json.dumps({"thought": thought, "action": {"name": name, "args": args}}, ensure_ascii=False)


def answer(thought, corrected, explanation, tense, mistakes=()) -> str:
    return json.dumps({"thought": thought, "final_answer": {
        "corrected": corrected, "explanation": explanation, "tense": tense,
        "mistakes": [{"verb": v, "error_type": e} for v, e in mistakes]}}, ensure_ascii=False)


@dataclass
class Correction:
    story: str                     # one line, for the README
    learner: str
    sentence: str
    responses: list                # raw planner responses
    status: str                    # answered | incomplete
    tools: list                    # the action names the steps are scripted to record
    failed_steps: int
    store: tuple                   # keys per store table once this correction is over (scripted)
    kill_at: Optional[int] = None  # the process dies during this model call


CORRECTIONS = [
    Correction(
        "First correction of an empty store: two lookups, one mistake counted.",
        "zoë", "Yesterday I goed to the café 🙂.",
        [act("The learner wrote 'goed'. Check the table. Then their history.", "lookup_irregular_verb", verb="go"),
         act("Is this a habit?", "lookup_longterm", learner_id="zoë", verb="go"),
         answer("First time on this verb.", "Yesterday I went to the café 🙂.",
                "“go” is irregular: its past is “went”, not “goed”.", "past_simple",
                [("go", "past_tense_form")])],
        "answered", ["lookup_irregular_verb", "lookup_longterm"], 0, (1, 0, 1)),
    Correction(
        "A parse failure (prose around a fenced block) and a validation failure (argument 'verbo') "
        "kept as steps, then the right lookup.",
        "zoë", "I buyed a croissant for Amélie.",
        ["Sure! Let me look that up:\n```json\n{\"action\": {\"name\": \"lookup_irregular_verb\"}}\n```",
         act("Look up buy.", "lookup_irregular_verb", verbo="buy"),
         act("Retry with the right argument name.", "lookup_irregular_verb", verb="buy"),
         answer("Regularised past.", "I bought a croissant for Amélie.",
                "“buy” → “bought”.", "past_simple", [("buy", "regularised_past")])],
        "answered", ["parse_error", "lookup_irregular_verb", "lookup_irregular_verb"], 2, (2, 0, 1)),
    Correction(
        "Long-term facts injected (1 earlier mistake on go, past simple 0/2); two mistakes counted.",
        "zoë", "We goed home and I writed a postcard to Jürgen.",
        [act("She erred on go before. How often?", "lookup_longterm", learner_id="zoë", verb="go"),
         act("Now write.", "lookup_irregular_verb", verb="write"),
         answer("Two irregular pasts.", "We went home and I wrote a postcard to Jürgen.",
                "“go” → “went” (again), “write” → “wrote”.", "past_simple",
                [("go", "past_tense_form"), ("write", "regularised_past")])],
        "answered", ["lookup_longterm", "lookup_irregular_verb"], 0, (3, 0, 1)),
    Correction(
        "'spelt' is accepted: the agent adds a verb override; no mistake.",
        "kenji", "I spelt colour the British way.",
        [act("'spelt' may be a British variant.", "lookup_irregular_verb", verb="spell"),
         act("Both forms are acceptable: record it.", "add_verb_override", verb="spell", form="spelt"),
         answer("Correct as written.", "I spelt colour the British way.",
                "“spelt” and “spelled” are both acceptable.", "past_simple")],
        "answered", ["lookup_irregular_verb", "add_verb_override"], 0, (3, 1, 2)),
    Correction(
        "Answered at once: zero steps, NEW → FROZEN_FOR_ANSWER → DISCARDED.",
        "kenji", "I have eaten sushi.",
        [answer("Nothing to correct.", "I have eaten sushi.", "Correct present perfect.", "present_perfect")],
        "answered", [], 0, (3, 1, 3)),
    Correction(
        "Never answers: a tool error, an unknown tool, truncated JSON, a lookup; the step budget (4) "
        "runs out. The store is not saved.",
        "zoë", "She learnt to swim in Kraków.",
        [act("Look up the form she used.", "lookup_irregular_verb", verb="learnt"),
         act("Conjugate learn.", "conjugate", verb="learn", tense="past_simple"),
         act("Look up learn.", "lookup_irregular_verb", verb="learn")[:-3],
         act("Her history on learn.", "lookup_longterm", learner_id="zoë", verb="learn")],
        "incomplete", ["lookup_irregular_verb", "conjugate", "parse_error", "lookup_longterm"], 3, (3, 1, 3)),
    Correction(
        "go counted a third time, eat once: the counters keep growing.",
        "zoë", "Last summer I goed to Lisboa and eated pastéis de nata.",
        [act("Again go. And eat.", "lookup_irregular_verb", verb="eat"),
         answer("Same pattern as before.", "Last summer I went to Lisboa and ate pastéis de nata.",
                "“went” and “ate”.", "past_simple",
                [("go", "past_tense_form"), ("eat", "regularised_past")])],
        "answered", ["lookup_irregular_verb"], 0, (4, 1, 3)),
    Correction(
        "A second override (learn → learnt); adding spelt again changes nothing.",
        "kenji", "I learnt Python last year 😅",
        [act("'learnt' like 'spelt'?", "lookup_irregular_verb", verb="learn"),
         act("Accept learnt.", "add_verb_override", verb="learn", form="learnt"),
         act("And spelt is already there.", "add_verb_override", verb="spell", form="spelt"),
         answer("Correct as written.", "I learnt Python last year 😅",
                "“learnt” is accepted like “learned”.", "past_simple")],
        "answered", ["lookup_irregular_verb", "add_verb_override", "add_verb_override"], 0, (4, 2, 3)),
    Correction(
        "Newest: one lookup, then the process dies during the second model call (no DISCARDED, "
        "no finished_at).",
        "zoë", "Tomorrow I will go to the 日本語 class.",
        [act("Future tense; check go anyway.", "lookup_longterm", learner_id="zoë", verb="go")],
        "incomplete", ["lookup_longterm"], 0, (4, 2, 3), kill_at=2),
]

STORE_TABLES = ["mistake_counts", "verb_overrides", "accuracy_stats"]


def make_sample(outdir: Path, count: Optional[int] = None) -> list:
    """Writes the experiment folder; returns [(unit id, Correction), ...]."""
    root = outdir / EXPERIMENT
    if root.exists():
        shutil.rmtree(root)
    root.mkdir(parents=True)
    ids = random.Random(3)
    clock = SimulatedClock(START)
    written = []
    for index, correction in enumerate(CORRECTIONS[:count]):
        clock.go_to(START + timedelta(minutes=index * MINUTES_BETWEEN_CORRECTIONS))
        # one agent process per correction: it loads longterm.json when it starts
        model = ScriptedModel(correction.responses, clock, kill_at=correction.kill_at)
        correction_id = f"{ids.getrandbits(32):08x}"
        agent = GrammarTutorAgent(str(root), model, clock, lambda: correction_id)
        try:
            agent.correct(correction.learner, correction.sentence)
        except ProcessKilled:
            pass
        written.append((correction_id, correction))

    units = [{"format": FORMAT, "kind": "correction", "id": correction_id,
              "status": c.status, "flags": [], "problems": [],
              "learner": c.learner, "steps": len(c.tools), "tools": c.tools,
              "failed_steps": c.failed_steps}
             for correction_id, c in written]
    if written:
        # correction 1 answers, so longterm.json exists from then on
        units.append({"format": FORMAT, "kind": "store", "id": "longterm", "status": "ok",
                      "flags": [], "problems": [], **dict(zip(STORE_TABLES, written[-1][1].store))})
    with open(root / "expected.json", "w", encoding="utf-8") as f:
        json.dump({"units": units}, f, indent=2, ensure_ascii=False)
        f.write("\n")
    return written


def markdown_table(written) -> str:
    rows = ["| id | learner | what happened | status | steps (failed) |", "|---|---|---|---|---|"]
    for correction_id, c in written:
        rows.append(f"| `{correction_id}` | {c.learner} | {c.story} | {c.status} | "
                    f"{len(c.tools)} ({c.failed_steps}) |")
    return "\n".join(rows)


def main(argv=None):
    parser = argparse.ArgumentParser(description="(Re)create the miniagent sample experiment folder.")
    parser.add_argument("outdir", nargs="?", type=Path, default=SAMPLES_DIR)
    parser.add_argument("--corrections", type=int, default=None,
                        help="stop after the first N corrections")
    parser.add_argument("--table", action="store_true", help="print the README's table")
    args = parser.parse_args(argv)
    written = make_sample(args.outdir, args.corrections)
    if args.table:
        print(markdown_table(written))
    else:
        print(f"{args.outdir / EXPERIMENT}: {len(written)} corrections")


if __name__ == "__main__":
    main()
