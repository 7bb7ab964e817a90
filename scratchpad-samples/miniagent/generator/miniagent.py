#!/usr/bin/env python3
"""A grammar-tutor agent whose memory is the miniagent pair of stores
(seeds/003_41b077568f628091.txt): a scratchpad of (thought, action,
observation) steps that lives for one correction, and a long-term JSON store
of per-learner mistake counters, per-verb overrides and per-tense accuracy.

The seed's dataclasses are copied as the seed gives them (ScratchpadMemory
with its default factory and its three methods, LongTermMemory with no
defaults at all); the seed leaves Step, ToolCall and ToolResult, the method
bodies, the planner loop and the trace file open, and this module fills
them in the plainest way (see docs/decisions/0035-miniagent-trace-samples.md).

Layout of an experiment folder:

    <experiment>/longterm.json                     tuple keys joined with "|"
    <experiment>/traces/<started_at>_<correction_id>.json

Only the planner model is scripted and the clock is simulated, so the files
are byte-identical on every run. Standard library only.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import asdict
from datetime import datetime, timedelta, timezone
from typing import Any, Callable, Optional

from miniagent_memory import (LongTermMemory, ScratchpadMemory, ToolCall, ToolResult,  # noqa: F401
                              add_override, load_longterm, record_accuracy, record_mistake,
                              save_longterm)

# --------------------------------------------------------------------------
# Tools
# --------------------------------------------------------------------------

IRREGULAR_VERBS = {
    "go": ("went", "gone"),
    "buy": ("bought", "bought"),
    "spell": ("spelled", "spelled"),
    "eat": ("ate", "eaten"),
    "write": ("wrote", "written"),
    "learn": ("learned", "learned"),
}

TOOL_ARGS = {
    "lookup_irregular_verb": ["verb"],
    "lookup_longterm": ["learner_id", "verb"],
    "add_verb_override": ["verb", "form"],
}


def validate(call: ToolCall) -> Optional[str]:
    """None when the call names a known tool with exactly its arguments."""
    if call.name not in TOOL_ARGS:
        return f"unknown tool {call.name!r}"
    if not isinstance(call.args, dict):
        return f"args of {call.name} must be an object"
    for name in TOOL_ARGS[call.name]:
        if name not in call.args:
            return f"missing argument {name!r} for {call.name}"
    for name in call.args:
        if name not in TOOL_ARGS[call.name]:
            return f"unexpected argument {name!r} for {call.name}"
    return None


class Tools:
    def __init__(self, memory: LongTermMemory):
        self.memory = memory

    def run(self, call: ToolCall) -> ToolResult:
        return getattr(self, call.name)(**call.args)

    def lookup_irregular_verb(self, verb):
        forms = IRREGULAR_VERBS.get(verb)
        if forms is None:
            return ToolResult(False, None, f"not in the irregular verb table: {verb!r}")
        past = " / ".join([forms[0]] + self.memory.verb_overrides.get(verb, []))
        return ToolResult(True, f"{verb}: past {past}; participle {forms[1]}")

    def lookup_longterm(self, learner_id, verb):
        counts = {k[2]: v for k, v in self.memory.mistake_counts.items()
                  if k[0] == learner_id and k[1] == verb}
        if not counts:
            return ToolResult(True, f"no mistakes recorded for {learner_id} on {verb!r}")
        listed = ", ".join(f"{error_type} ×{n}" for error_type, n in counts.items())
        return ToolResult(True, f"{learner_id} on {verb!r}: {listed}")

    def add_verb_override(self, verb, form):
        if add_override(self.memory, verb, form):
            return ToolResult(True, f"override added: {form!r} is an acceptable past of {verb!r}")
        return ToolResult(True, f"{form!r} was already acceptable for {verb!r}")


# --------------------------------------------------------------------------
# The agent
# --------------------------------------------------------------------------


class ProcessKilled(Exception):
    """The process died here (simulated): nothing after this point runs."""


def now_stamp(clock) -> str:
    return clock.now().strftime("%Y%m%dT%H%M%SZ")


def summarise_thought(thought: Any) -> str:
    """A 1-2 sentence summary: the planner's thought cut after its second sentence."""
    if not isinstance(thought, str):
        return ""
    sentences = re.split(r"(?<=[.!?])\s+", thought.strip())
    return " ".join(sentences[:2])


def detect_verbs(sentence: str) -> list[str]:
    """Irregular verbs whose base, past, participle or regularised (-ed) form is in the sentence."""
    words = set(re.findall(r"[^\W\d_]+", sentence.lower()))
    found = []
    for verb, (past, participle) in IRREGULAR_VERBS.items():
        if words & {verb, past, participle, verb + "ed", verb + "d"}:
            found.append(verb)
    return found


def select_facts(memory: LongTermMemory, learner_id: str, sentence: str, bound: int = 3) -> list[str]:
    """Explicit and bounded injection: the top facts by count, never the whole store."""
    facts = []
    for verb in detect_verbs(sentence):
        counts = [(n, error_type) for (learner, v, error_type), n in memory.mistake_counts.items()
                  if learner == learner_id and v == verb]
        if counts:
            total = sum(n for n, _ in counts)
            most = max(counts)[1]
            facts.append((total, f"LEARNER HAS PREVIOUSLY ERRED ON THIS VERB {total} TIMES. "
                                 f"Most common error: {most} ({verb!r})."))
    for (learner, tense), stats in memory.accuracy_stats.items():
        if learner == learner_id and stats["total"] >= 2 and stats["correct"] * 2 < stats["total"]:
            facts.append((stats["total"], f"LEARNER'S ACCURACY IN {tense.upper()} IS "
                                          f"{stats['correct']}/{stats['total']}."))
    facts.sort(key=lambda fact: -fact[0])
    return [text for _, text in facts[:bound]]


class GrammarTutorAgent:
    def __init__(self, experiment: str, model, clock, new_id: Callable[[], str], max_steps: int = 4):
        self.experiment = experiment
        self.model = model
        self.clock = clock
        self.new_id = new_id
        self.max_steps = max_steps
        self.longterm_path = os.path.join(experiment, "longterm.json")
        self.memory = load_longterm(self.longterm_path)
        self.tools = Tools(self.memory)

    def correct(self, learner_id: str, sentence: str) -> Optional[dict]:
        scratchpad = ScratchpadMemory()  # fresh per call
        trace = {
            "correction_id": self.new_id(),
            "learner_id": learner_id,
            "sentence": sentence,
            "started_at": now_stamp(self.clock),
            "finished_at": None,
            "lifecycle": [],
            "injected_facts": select_facts(self.memory, learner_id, sentence),
            "scratchpad": {"steps": []},
            "final_answer": None,
        }
        path = os.path.join(self.experiment, "traces",
                            f"{trace['started_at']}_{trace['correction_id']}.json")
        self._enter(trace, "NEW", scratchpad, path)

        final_answer = None
        for _ in range(self.max_steps):
            raw = self.model.complete(self._prompt(trace, scratchpad))
            try:
                planned = json.loads(raw)
            except json.JSONDecodeError as e:
                self._step(trace, scratchpad, path, "", ToolCall("parse_error", {"raw": raw}),
                           ToolResult(False, None, f"could not parse planner output: {e}"))
                continue
            thought = summarise_thought(planned.get("thought"))
            if "final_answer" in planned:
                final_answer = planned["final_answer"]
                self._enter(trace, "FROZEN_FOR_ANSWER", scratchpad, path)
                break
            action = planned.get("action") or {}
            call = ToolCall(action.get("name"), action.get("args", {}))
            problem = validate(call)
            if problem:
                observation = ToolResult(False, None, f"validation failed: {problem}")
            else:
                observation = self.tools.run(call)
            self._step(trace, scratchpad, path, thought, call, observation)

        trace["final_answer"] = final_answer
        trace["finished_at"] = now_stamp(self.clock)
        self._enter(trace, "DISCARDED", scratchpad, path)
        if final_answer is not None:
            self._remember(learner_id, final_answer)
        return final_answer

    def _prompt(self, trace, scratchpad) -> str:
        facts = "\n".join(trace["injected_facts"])
        return f"{facts}\nSENTENCE: {trace['sentence']}\n{scratchpad.format_for_prompt()}"

    def _remember(self, learner_id: str, answer: dict) -> None:
        """On correction end: update counters, save to disk."""
        for mistake in answer.get("mistakes", []):
            record_mistake(self.memory, learner_id, mistake["verb"], mistake["error_type"])
        record_accuracy(self.memory, learner_id, answer["tense"], not answer.get("mistakes"))
        save_longterm(self.memory, self.longterm_path)

    def _step(self, trace, scratchpad, path, thought, call, observation) -> None:
        if not scratchpad.steps:
            trace["lifecycle"].append({"state": "ACCUMULATING", "at": now_stamp(self.clock)})
        scratchpad.append(thought, call, observation)
        self._save(trace, scratchpad, path)

    def _enter(self, trace, state, scratchpad, path) -> None:
        trace["lifecycle"].append({"state": state, "at": now_stamp(self.clock)})
        self._save(trace, scratchpad, path)

    def _save(self, trace, scratchpad, path) -> None:
        """The trace is rewritten after every change, so a correction can be replayed even
        when the process dies in the middle of it."""
        trace["scratchpad"] = {"steps": [asdict(step) for step in scratchpad.steps]}
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            json.dump(trace, f, indent=2)


# --------------------------------------------------------------------------
# Scripted model and simulated clock
# --------------------------------------------------------------------------


class SimulatedClock:
    def __init__(self, start: datetime):
        self._now = start

    def now(self) -> datetime:
        return self._now

    def advance(self, seconds: float) -> None:
        self._now += timedelta(seconds=seconds)

    def go_to(self, moment: datetime) -> None:
        self._now = moment


class ScriptedModel:
    """Returns the scripted raw responses in order; each call takes seconds_per_call.
    kill_at=n: the process dies during the n-th call (1-based)."""

    def __init__(self, responses: list, clock: SimulatedClock, seconds_per_call: int = 3,
                 kill_at: Optional[int] = None):
        self.responses = list(responses)
        self.clock = clock
        self.seconds_per_call = seconds_per_call
        self.kill_at = kill_at
        self.calls = 0

    def complete(self, prompt: str) -> str:
        self.calls += 1
        self.clock.advance(self.seconds_per_call)
        if self.kill_at is not None and self.calls >= self.kill_at:
            raise ProcessKilled(f"killed during model call {self.calls}")
        if not self.responses:
            return json.dumps({"thought": "I have nothing more to try."})
        return self.responses.pop(0)


START = datetime(2026, 4, 7, 9, 0, 0, tzinfo=timezone.utc)
