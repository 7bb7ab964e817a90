#!/usr/bin/env python3
"""Generates the folders of `scripts/bench.sh formats`: N units written by the samples' own agents.

    scripts/bench-formats-gen.py miniagent OUTDIR N   OUTDIR/32-tutor-demo: N corrections by miniagent.py
    scripts/bench-formats-gen.py mempalace OUTDIR N   OUTDIR/session_scratchpad: N sessions by SessionScratchpad

Every file is written by the samples' generators (scratchpad-samples/*/generator), which follow the real
systems' code: the miniagent sample's nine scripted corrections played over and over, ten minutes apart, by one
agent process per correction (so longterm.json keeps growing, and every ninth correction dies mid-call); the
MemPalace sample's seven sessions played over and over under new session ids (so every seventh file is cut
short by a killed write). Deterministic: run it twice and `diff -r` finds nothing.
"""
import dataclasses
import importlib.util
import random
import shutil
import sys
from datetime import timedelta
from pathlib import Path

SAMPLES = Path(__file__).resolve().parent.parent / "scratchpad-samples"


def generator(system):
    folder = SAMPLES / system / "generator"
    sys.path.insert(0, str(folder))
    spec = importlib.util.spec_from_file_location(f"{system}_make_samples", folder / "make_samples.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def miniagent(outdir, count):
    gen = generator("miniagent")
    from miniagent import START, GrammarTutorAgent, ProcessKilled, ScriptedModel, SimulatedClock
    root = outdir / gen.EXPERIMENT
    shutil.rmtree(root, ignore_errors=True)
    root.mkdir(parents=True)
    ids = random.Random(3)
    clock = SimulatedClock(START)
    for index in range(count):
        correction = gen.CORRECTIONS[index % len(gen.CORRECTIONS)]
        clock.go_to(START + timedelta(minutes=index * gen.MINUTES_BETWEEN_CORRECTIONS))
        model = ScriptedModel(correction.responses, clock, kill_at=correction.kill_at)
        correction_id = f"{ids.getrandbits(32):08x}"
        agent = GrammarTutorAgent(str(root), model, clock, lambda: correction_id)
        try:
            agent.correct(correction.learner, correction.sentence)
        except ProcessKilled:
            pass
    print(f"{root}: {count} corrections")


def mempalace(outdir, count):
    gen = generator("mempalace")
    root = outdir / "session_scratchpad"
    shutil.rmtree(root, ignore_errors=True)
    root.mkdir(parents=True)
    for index in range(count):
        session = gen.SESSIONS[index % len(gen.SESSIONS)]
        gen.play(outdir, dataclasses.replace(session, session_id=f"{index:05d}-{session.session_id}"))
    print(f"{root}: {count} sessions")


if __name__ == "__main__":
    system, out, n = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3])
    {"miniagent": miniagent, "mempalace": mempalace}[system](out, n)
