"""src/miniagent/memory.py of seed 003 (seeds/003_41b077568f628091.txt):
the scratchpad of one correction and the long-term store, with the seed's
dataclasses copied as the seed gives them (ScratchpadMemory with its default
factory and its three methods, LongTermMemory with no defaults), the
append-or-update operations on the store, and its JSON file (tuple keys
joined with "|"). Standard library only.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from typing import Any, Optional

# --------------------------------------------------------------------------
# src/miniagent/memory.py (the seed's dataclasses)
# --------------------------------------------------------------------------


@dataclass
class ToolCall:
    name: str
    args: dict[str, Any]


@dataclass
class ToolResult:
    ok: bool
    output: Optional[str] = None
    error: Optional[str] = None


@dataclass
class Step:
    thought_summary: str
    action: ToolCall
    observation: ToolResult


@dataclass
class ScratchpadMemory:
    steps: list[Step] = field(default_factory=list)

    def append(self, thought: str, action: ToolCall, observation: ToolResult) -> None:
        self.steps.append(Step(thought, action, observation))

    def format_for_prompt(self) -> str:
        """Render the trace as the 'TRACE:' block in the planner prompt."""
        lines = ["TRACE:"]
        for number, step in enumerate(self.steps, 1):
            lines.append(f"{number}. thought: {step.thought_summary}")
            lines.append(f"   action: {step.action.name} {json.dumps(step.action.args, ensure_ascii=False)}")
            if step.observation.ok:
                lines.append(f"   observation: {step.observation.output}")
            else:
                lines.append(f"   observation: ERROR {step.observation.error}")
        return "\n".join(lines)

    def clear(self) -> None:
        """Reset to empty. Called at the start of every correct() call."""
        self.steps.clear()


@dataclass
class LongTermMemory:
    # Per-learner mistake counters.
    # Key: (learner_id, verb, error_type) → count
    mistake_counts: dict[tuple[str, str, str], int]

    # Per-verb regularity overrides (e.g., "spelled" vs "spelt" — both acceptable).
    # Key: verb → list of acceptable past forms
    verb_overrides: dict[str, list[str]]

    # Per-learner per-tense accuracy.
    # Key: (learner_id, tense) → {correct, total}
    accuracy_stats: dict[tuple[str, str], dict[str, int]]


# Append-or-update only: counters go up, overrides are added, nothing is removed.

def record_mistake(memory: LongTermMemory, learner_id: str, verb: str, error_type: str) -> None:
    key = (learner_id, verb, error_type)
    memory.mistake_counts[key] = memory.mistake_counts.get(key, 0) + 1


def add_override(memory: LongTermMemory, verb: str, form: str) -> bool:
    forms = memory.verb_overrides.setdefault(verb, [])
    if form in forms:
        return False
    forms.append(form)
    return True


def record_accuracy(memory: LongTermMemory, learner_id: str, tense: str, correct: bool) -> None:
    stats = memory.accuracy_stats.setdefault((learner_id, tense), {"correct": 0, "total": 0})
    stats["total"] += 1
    if correct:
        stats["correct"] += 1


def load_longterm(path: str) -> LongTermMemory:
    """On agent start: load longterm.json if it exists; otherwise empty."""
    if not os.path.exists(path):
        return LongTermMemory({}, {}, {})
    with open(path) as f:
        raw = json.load(f)
    return LongTermMemory(
        mistake_counts={tuple(k.split("|")): v for k, v in raw["mistake_counts"].items()},
        verb_overrides=raw["verb_overrides"],
        accuracy_stats={tuple(k.split("|")): v for k, v in raw["accuracy_stats"].items()},
    )


def save_longterm(memory: LongTermMemory, path: str) -> None:
    raw = {
        "mistake_counts": {"|".join(k): v for k, v in memory.mistake_counts.items()},
        "verb_overrides": memory.verb_overrides,
        "accuracy_stats": {"|".join(k): v for k, v in memory.accuracy_stats.items()},
    }
    with open(path, "w") as f:
        json.dump(raw, f, indent=2)
