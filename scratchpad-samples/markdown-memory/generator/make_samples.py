#!/usr/bin/env python3
"""Generates one sample memory per system, each with the git history the real system (or the operator keeping its
folder in git) would leave, with fixed dates and authors, and beside it <system>.expected.json: every version as
`ls --json DIR` must print it (id, time, author, message, files_changed, sections_changed, status, flags), as
scripted here step by step. Nothing here calls the inspector.

    python3 make_samples.py OUT_DIR

The samples (DIR is what `ls` is given; the work tree is where git keeps the history):

  claude-code/                 a project: CLAUDE.md with an @import, .claude/rules/testing.md, CLAUDE.local.md
  claude-code-auto/home/.claude/projects/-home-dana-orion/memory/   auto memory: MEMORY.md and topic files
  openclaw/.openclaw/workspace  OpenClaw's workspace (it runs `git init` there itself)
  hermes/.hermes               the Hermes home (config.yaml, memories/MEMORY.md and USER.md)
  letta/.letta/agents/agent-7f3c/memory   Letta Code's memory repository
  memory-bank-project/         a project with memory-bank/
  memory-tool/memories         a /memories directory kept through the memory tool
  forge/.forge/memories        Forge's long-term memories in a workspace
"""

import sys
from pathlib import Path

from samplegit import Sample

DELIM = "\n§\n"


def claude_code(out):
    s = Sample(out, "claude-code", "", "", "claude-code")
    s.write("docs/conventions.md", "# Conventions\n\nFour spaces, no tabs.\n")
    s.write("src/app.py", "print('orion')\n")
    s.write("CLAUDE.md", "# Project Orion\n\nOrion renders star maps. See @docs/conventions.md for the code style.\n\n"
            "## Commands\n\n- `make test` runs the tests\n- `make lint` checks the style\n\n"
            "## Architecture\n\nThe renderer lives in `src/render/`.\n")
    s.commit("2026-03-02T09:00:00", "Dana Operator", "Add CLAUDE.md", {
        "files_changed": ["CLAUDE.md"],
        "sections_changed": ["CLAUDE.md#Project Orion", "CLAUDE.md#Project Orion/Commands",
                             "CLAUDE.md#Project Orion/Architecture"]})
    s.write(".claude/rules/testing.md", "---\npaths:\n  - \"tests/**/*.py\"\n---\n\n# Testing\n\n"
            "- Use pytest fixtures, never mocks of the database.\n")
    s.write("CLAUDE.md", s.read("CLAUDE.md").replace("- `make lint` checks the style\n",
                                                    "- `make lint` checks the style\n- `make bench` runs the benchmarks\n"))
    s.commit("2026-03-03T10:00:00", "Claude", "Add testing rules", {
        "files_changed": [".claude/rules/testing.md", "CLAUDE.md"],
        "sections_changed": [".claude/rules/testing.md#front-matter", ".claude/rules/testing.md#Testing",
                             "CLAUDE.md#Project Orion/Commands"]})
    s.write("src/app.py", "print('orion 2')\n")
    s.commit("2026-03-04T11:00:00", "Dana Operator", "Refactor the renderer")  # no memory file: no version
    s.append("CLAUDE.md", "\n## Deploy\n\nFollow @docs/deploy.md before releasing.\n")
    s.commit("2026-03-05T12:00:00", "Claude", "Document the deploy", {
        "files_changed": ["CLAUDE.md"], "sections_changed": ["CLAUDE.md#Project Orion/Deploy"],
        "flags": ["missing_import"]})
    s.write("docs/deploy.md", "# Deploy\n\nTag, then push.\n")
    s.write(".claude/rules/testing.md", "---\npaths: [tests/**/*.py\n---\n\n# Testing\n\n"
            "- Use pytest fixtures, never mocks of the database.\n")
    s.commit("2026-03-06T09:30:00", "Dana Operator", "Add deploy notes; narrow the testing rule", {
        "files_changed": [".claude/rules/testing.md"], "sections_changed": [".claude/rules/testing.md#front-matter"],
        "flags": ["front_matter"]})
    s.write("CLAUDE.local.md", "# Local\n\n- My sandbox is at http://localhost:8080\n")
    s.uncommitted({"files_changed": ["CLAUDE.local.md"], "sections_changed": ["CLAUDE.local.md#Local"],
                   "flags": ["front_matter"]})
    s.save("claude-code", "a project: its instruction files; docs/ and src/ are not memory")


def claude_code_auto(out):
    s = Sample(out, "claude-code-auto", "home/.claude/projects/-home-dana-orion/memory", "", "claude-code")
    s.write("MEMORY.md", "# Memory\n\n- [User role](user_role.md) — senior engineer, prefers Go\n")
    s.write("user_role.md", "---\nname: User role\ndescription: Who the user is\ntype: user\n---\n\n"
            "Dana is a senior engineer who prefers Go and integration tests.\n")
    s.commit("2026-03-10T09:00:00", "Claude", "auto memory: user role", {
        "files_changed": ["MEMORY.md", "user_role.md"],
        "sections_changed": ["MEMORY.md#Memory", "user_role.md#front-matter", "user_role.md#"]})
    index = "# Memory\n\n" + "".join(f"- [Note {i}](note_{i}.md) — something learned on day {i}\n" for i in range(1, 229))
    s.write("MEMORY.md", index)  # 230 lines: lines 201-230 are never loaded
    s.commit("2026-03-11T09:00:00", "Claude", "auto memory: many notes", {
        "files_changed": ["MEMORY.md"], "sections_changed": ["MEMORY.md#Memory"], "flags": ["not_loaded"]})
    s.write("feedback_testing.md", "---\nname: Testing feedback\ndescription: How to test\ntype: feedback\n---\n\n"
            "Integration tests hit a real database.\n")
    s.commit("2026-03-12T09:00:00", "Claude", "auto memory: testing feedback", {
        "files_changed": ["feedback_testing.md"],
        "sections_changed": ["feedback_testing.md#front-matter", "feedback_testing.md#"], "flags": ["not_loaded"]})
    s.write("MEMORY.md", "# Memory\n\n- [User role](user_role.md) — senior engineer, prefers Go\n"
            "- [Testing](feedback_testing.md) — real database\n")
    s.commit("2026-03-13T09:00:00", "Dana Operator", "Prune the index", {
        "files_changed": ["MEMORY.md"], "sections_changed": ["MEMORY.md#Memory"]})
    s.save("claude-code-auto/home/.claude/projects/-home-dana-orion/memory", "Claude Code's auto memory folder")


def openclaw(out):
    s = Sample(out, "openclaw", ".openclaw/workspace", "", "openclaw")
    s.write("AGENTS.md", "# AGENTS.md - Your Workspace\n\nRead SOUL.md and USER.md at the start of every session.\n")
    s.write("SOUL.md", "# SOUL.md - Who You Are\n\nBe genuinely helpful, not performatively helpful.\n")
    s.write("USER.md", "# USER.md - About Your Human\n\n- Name: Priya\n- Timezone: Europe/Berlin\n")
    s.write("IDENTITY.md", "# IDENTITY.md - Who Am I?\n\n- Name: Clawd\n- Emoji: 🦞\n")
    s.write("MEMORY.md", "# MEMORY.md\n\n## Preferences\n\n- Priya likes short answers.\n")
    s.write("memory/2026-03-01.md", "# 2026-03-01\n\n- 09:12 Set up the workspace with Priya.\n")
    s.commit("2026-03-01T08:00:00", "OpenClaw", "Bootstrap the workspace", {
        "files_changed": ["AGENTS.md", "IDENTITY.md", "MEMORY.md", "SOUL.md", "USER.md", "memory/2026-03-01.md"],
        "sections_changed": ["AGENTS.md#AGENTS.md - Your Workspace", "IDENTITY.md#IDENTITY.md - Who Am I?",
                             "MEMORY.md#MEMORY.md", "MEMORY.md#MEMORY.md/Preferences", "SOUL.md#SOUL.md - Who You Are",
                             "USER.md#USER.md - About Your Human", "memory/2026-03-01.md#2026-03-01"]})
    s.append("memory/2026-03-01.md", "- 17:40 Fixed the calendar sync.\n")
    s.commit("2026-03-01T18:00:00", "OpenClaw", "Daily notes", {
        "files_changed": ["memory/2026-03-01.md"], "sections_changed": ["memory/2026-03-01.md#2026-03-01"]})
    s.write("memory/2026-03-02.md", "# 2026-03-02\n\n- 08:55 Priya asked for the weekly summary.\n")
    s.append("MEMORY.md", "- Priya reviews pull requests in the morning.\n")
    s.commit("2026-03-02T09:00:00", "OpenClaw", "A new day", {
        "files_changed": ["MEMORY.md", "memory/2026-03-02.md"],
        "sections_changed": ["MEMORY.md#MEMORY.md/Preferences", "memory/2026-03-02.md#2026-03-02"]})
    s.write("DREAMS.md", "# Dreams\n\n- Calendar sync failures cluster on Mondays.\n")
    s.write("memory/2026-03-01.md", "# 2026-03-01\n\n- 17:40 Fixed the calendar sync.\n")  # a line dropped
    s.commit("2026-03-02T21:00:00", "OpenClaw", "Dreaming", {
        "files_changed": ["DREAMS.md", "memory/2026-03-01.md"],
        "sections_changed": ["DREAMS.md#Dreams", "memory/2026-03-01.md#2026-03-01"], "flags": ["rewritten"]})
    notes = "".join(f"- Note {i:03d}: the calendar service answers slowly between 09:00 and 09:30.\n" for i in range(200))
    s.append("MEMORY.md", "\n## Project notes\n\n" + notes)  # over 12,000 characters: the middle is not injected
    s.commit("2026-03-03T09:00:00", "OpenClaw", "Project notes", {
        "files_changed": ["MEMORY.md"], "sections_changed": ["MEMORY.md#MEMORY.md/Project notes"],
        "flags": ["not_loaded"]})
    s.save("openclaw/.openclaw/workspace", "OpenClaw's workspace, a git work tree of its own")


def hermes_write(s, rel, entries):
    s.write(rel, DELIM.join(entries))
    s.write(rel + ".lock", "")  # the memory tool's lock file, beside it


def hermes(out):
    s = Sample(out, "hermes", ".hermes", "memories", "hermes")
    s.write("config.yaml", "model: hermes-4\nmemory:\n  memory_enabled: true\n", top=True)
    memory = ["Project uses Python 3.12 and uv.", "CI runs on GitHub Actions."]
    hermes_write(s, "MEMORY.md", memory)
    s.commit("2026-03-01T10:00:00", "Hermes Agent", "memory: add", {
        "files_changed": ["MEMORY.md"], "sections_changed": ["MEMORY.md#§0", "MEMORY.md#§1"]})
    user = ["Name is Sam.", "Prefers concise answers."]
    hermes_write(s, "USER.md", user)
    s.commit("2026-03-01T10:05:00", "Hermes Agent", "user: add", {
        "files_changed": ["USER.md"], "sections_changed": ["USER.md#§0", "USER.md#§1"]})
    memory[0] = "Project uses Python 3.13 and uv."
    hermes_write(s, "MEMORY.md", memory)
    s.commit("2026-03-02T09:00:00", "Hermes Agent", "memory: replace", {
        "files_changed": ["MEMORY.md"], "sections_changed": ["MEMORY.md#§0"]})
    memory = [memory[0], "Deploys happen on Fridays."]
    hermes_write(s, "MEMORY.md", memory)
    s.commit("2026-03-02T09:30:00", "Hermes Agent", "memory: remove, then add", {
        "files_changed": ["MEMORY.md"], "sections_changed": ["MEMORY.md#§1"]})
    pasted = "Runbook excerpt: " + "restart the worker, then check the queue depth; " * 46
    s.append("MEMORY.md", DELIM + pasted.strip())  # another writer appends past the 2,200 cap
    s.commit("2026-03-03T08:00:00", "Sam", "paste a runbook into memory", {
        "files_changed": ["MEMORY.md"], "sections_changed": ["MEMORY.md#§2"], "flags": ["over_cap"]})
    user = ["Name is Sam.", "Works from Lisbon.", "Prefers concise answers."]
    hermes_write(s, "USER.md", user)
    s.commit("2026-03-03T08:10:00", "Hermes Agent", "user: add", {
        "files_changed": ["USER.md"], "sections_changed": ["USER.md#§1"], "flags": ["over_cap"]})
    hermes_write(s, "USER.md", user[1:])
    s.uncommitted({"files_changed": ["USER.md"], "sections_changed": ["USER.md#§0"], "flags": ["over_cap"]})
    s.save("hermes/.hermes", "the Hermes home; the memories are memories/MEMORY.md and USER.md")


def letta(out):
    s = Sample(out, "letta", ".letta/agents/agent-7f3c/memory", "", "letta-memfs")
    s.write(".sync-state.json", "{}\n")
    s.write("system/persona.md", "---\ndescription: Who I am and how I behave\n---\n\n"
            "I am a coding assistant for the orion project.\n")
    s.write("system/human.md", "---\ndescription: What I know about the user\n---\n\nThe user is Dana.\n")
    s.write("reference/letta_docs.md", "---\ndescription: Letta documentation excerpts\nread_only: true\n---\n\n"
            "Memory blocks are edited with the memory tool.\n")
    s.commit("2026-03-01T12:00:00", "Letta Code", "Initialize memory", {
        "files_changed": ["reference/letta_docs.md", "system/human.md", "system/persona.md"],
        "sections_changed": ["reference/letta_docs.md#front-matter", "reference/letta_docs.md#",
                             "system/human.md#front-matter", "system/human.md#",
                             "system/persona.md#front-matter", "system/persona.md#"]})
    s.append("system/human.md", "Dana edits in Helix.\n")
    s.commit("2026-03-01T15:00:00", "Letta Code", "Remember the user's editor", {
        "files_changed": ["system/human.md"], "sections_changed": ["system/human.md#"]})
    s.write("system/project.md", "The orion project renders star maps.\n")
    s.commit("2026-03-02T10:00:00", "Letta Code", "Add project notes", {
        "files_changed": ["system/project.md"], "sections_changed": ["system/project.md#"], "flags": ["front_matter"]})
    s.write("system/project.md", "---\ndescription: The project I work on\n---\n\nThe orion project renders star maps.\n")
    s.commit("2026-03-02T10:05:00", "Letta Code", "Give project notes a description", {
        "files_changed": ["system/project.md"], "sections_changed": ["system/project.md#front-matter"]})
    s.write("reference/letta_docs.md", "---\ndescription: Letta documentation excerpts\nread_only: true\n---\n\n"
            "Memory blocks are edited with the memory tool, or by hand.\n")
    s.commit("2026-03-03T09:00:00", "Dana Operator", "Touch the read-only docs", {
        "files_changed": ["reference/letta_docs.md"], "sections_changed": ["reference/letta_docs.md#"],
        "flags": ["rewritten"]})
    s.write("system/persona.md", "---\ndescription: Who I am and how I behave\nlimit: 40\n---\n\n"
            "I am a coding assistant for the orion project.\n")
    s.commit("2026-03-03T09:10:00", "Letta Code", "Cap the persona block", {
        "files_changed": ["system/persona.md"], "sections_changed": ["system/persona.md#front-matter"],
        "flags": ["over_cap"]})
    s.save("letta/.letta/agents/agent-7f3c/memory", "Letta Code's memory repository (its git root)")


CORE = {"projectbrief.md": "Project Brief", "productContext.md": "Product Context",
        "activeContext.md": "Active Context", "systemPatterns.md": "System Patterns",
        "techContext.md": "Tech Context", "progress.md": "Progress"}


def memory_bank(out):
    s = Sample(out, "memory-bank-project", "", "memory-bank", "memory-bank")
    s.write("src/sync.py", "def sync(): pass\n", top=True)
    for name, title in CORE.items():
        s.write(name, f"# {title}\n\nCalSync keeps two calendars in step.\n")
    s.commit("2026-03-01T09:00:00", "Cline", "Initialize the memory bank", {
        "files_changed": list(CORE),
        "sections_changed": [f"{n}#{CORE[n]}" for n in sorted(CORE)]})
    s.append("activeContext.md", "\n## Current focus\n\nConflict resolution for recurring events.\n")
    s.append("progress.md", "\n## What works\n\n- One-way sync\n")
    s.commit("2026-03-02T17:00:00", "Cline", "Update after the first task", {
        "files_changed": ["activeContext.md", "progress.md"],
        "sections_changed": ["activeContext.md#Active Context/Current focus", "progress.md#Progress/What works"]})
    s.write("src/sync.py", "def sync(): return 1\n", top=True)
    s.commit("2026-03-02T18:00:00", "Dana Operator", "Fix sync")  # no memory file
    s.delete("techContext.md")
    s.commit("2026-03-03T10:00:00", "Cline", "Drop the tech context", {
        "files_changed": ["techContext.md"], "sections_changed": ["techContext.md#Tech Context"],
        "flags": ["missing_core_file"]})
    s.write("features/sync.md", "# Sync\n\nTwo-way sync is next.\n")
    s.commit("2026-03-04T10:00:00", "Cline", "Add a feature note", {
        "files_changed": ["features/sync.md"], "sections_changed": ["features/sync.md#Sync"],
        "flags": ["missing_core_file"]})
    s.write("techContext.md", "# Tech Context\n\nPython 3.12, the CalDAV library.\n")
    s.commit("2026-03-05T10:00:00", "Cline", "Restore the tech context", {
        "files_changed": ["techContext.md"], "sections_changed": ["techContext.md#Tech Context"]})
    s.save("memory-bank-project", "a project with memory-bank/; paths are relative to memory-bank/")


def memory_tool(out):
    s = Sample(out, "memory-tool", "", "memories", "memory-tool")
    s.write("customer_service_guidelines.xml", "<guidelines>\n  <rule>Answer within one day.</rule>\n</guidelines>\n")
    s.commit("2026-03-01T10:00:00", "Claude", "create /memories/customer_service_guidelines.xml", {
        "files_changed": ["customer_service_guidelines.xml"],
        "sections_changed": ["customer_service_guidelines.xml#"]})
    s.write("notes.md", "# Notes\n\n- Customer prefers email.\n")
    s.commit("2026-03-01T10:01:00", "Claude", "create /memories/notes.md", {
        "files_changed": ["notes.md"], "sections_changed": ["notes.md#Notes"]})
    s.write("notes.md", s.read("notes.md").replace("email", "phone"))
    s.commit("2026-03-01T10:02:00", "Claude", "str_replace /memories/notes.md", {
        "files_changed": ["notes.md"], "sections_changed": ["notes.md#Notes"]})
    s.append("notes.md", "\n## Open issues\n\n- Refund for order 1142 pending\n")
    s.commit("2026-03-01T10:03:00", "Claude", "insert /memories/notes.md", {
        "files_changed": ["notes.md"], "sections_changed": ["notes.md#Notes/Open issues"]})
    s.rename("notes.md", "customer/notes.md")
    s.commit("2026-03-01T10:04:00", "Claude", "rename /memories/notes.md /memories/customer/notes.md", {
        "files_changed": ["customer/notes.md", "notes.md"],
        "sections_changed": ["customer/notes.md#Notes", "customer/notes.md#Notes/Open issues",
                             "notes.md#Notes", "notes.md#Notes/Open issues"]})
    s.write("transcript_dump.txt", "".join(f"turn {i:05d}: the customer asked about the refund again.\n"
                                           for i in range(2000)))  # 110,000 bytes
    s.commit("2026-03-01T10:05:00", "Claude", "create /memories/transcript_dump.txt", {
        "files_changed": ["transcript_dump.txt"], "sections_changed": ["transcript_dump.txt#"], "flags": ["over_cap"]})
    s.delete("transcript_dump.txt")
    s.commit("2026-03-01T10:06:00", "Claude", "delete /memories/transcript_dump.txt", {
        "files_changed": ["transcript_dump.txt"], "sections_changed": ["transcript_dump.txt#"]})
    s.save("memory-tool/memories", "a /memories directory the memory tool edits")


def forge_file(meta, body):
    lines = ["---"]
    for key in ("id", "created_at", "updated_at", "version", "scope", "category", "supersedes"):
        if meta.get(key) is not None:
            lines.append(f"{key}: {meta[key]}")
    if meta.get("related"):
        lines.append("related:")
        for r in meta["related"]:
            lines.append(f"    - id: {r['id']}")
            lines.append(f"      relationship: {r['relationship']}")
    for key in ("session_id", "trigger"):
        if meta.get(key) is not None:
            lines.append(f"{key}: {meta[key]}")
    return "\n".join(lines) + "\n---\n" + body


def forge(out):
    s = Sample(out, "forge", "", ".forge/memories", "forge-memories", kind="memory")
    s.write("README.md", "# The orion workspace\n", top=True)
    a = "mem_0b5e3f4a-6c1d-4e2f-9a8b-7c6d5e4f3a21"
    b = "mem_1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f"
    a2 = "mem_2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a"
    c = "mem_3e4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7"
    base = {"version": 1, "scope": "repo", "category": "project-conventions", "session_id": "sess-101",
            "trigger": "cadence"}
    s.write(f"{a}.md", forge_file(dict(base, id=a, created_at="2026-03-01T10:00:00Z", updated_at="2026-03-01T10:00:00Z"),
                                  "Use ruff for linting.\n"))
    s.commit("2026-03-01T10:00:05", "Forge", "capture: project conventions")
    s.write(f"{b}.md", forge_file(dict(base, id=b, created_at="2026-03-01T11:00:00Z", updated_at="2026-03-01T11:00:00Z",
                                       scope="user", category="coding-preferences", trigger="compaction",
                                       related=[{"id": a, "relationship": "relates-to"}]),
                                  "# Style\n\nPrefer small functions.\n"))
    s.commit("2026-03-01T11:00:05", "Forge", "capture: coding preferences")
    s.write(f"{a2}.md", forge_file(dict(base, id=a2, created_at="2026-03-02T09:00:00Z", updated_at="2026-03-02T09:00:00Z",
                                        version=2, supersedes=a, session_id="sess-102"),
                                   "Use ruff for linting and formatting.\n"))
    s.commit("2026-03-02T09:00:05", "Forge", "capture: supersede project conventions")
    s.write(f"{c}.md", forge_file({"id": c, "created_at": "2026-03-02T12:00:00Z", "updated_at": "2026-03-02T12:00:00Z",
                                   "version": 1, "scope": "repo", "session_id": "sess-102", "trigger": "cadence"},
                                  "The CI cache key includes the lock file.\n"))
    s.commit("2026-03-02T12:00:05", "Forge", "capture: a memory without a category")
    s.write(f"{b}.md", s.read(f"{b}.md").replace("Prefer small functions.", "Prefer small, pure functions."))
    s.commit("2026-03-03T08:00:00", "Dana Operator", "Reword a memory in place")
    common = {"author": "Forge", "scope": "repo", "category": "project-conventions", "trigger": "cadence"}
    s.units = [
        dict(common, id=a, time="2026-03-01T10:00:00Z", files_changed=[f"{a}.md"],
             sections_changed=[f"{a}.md#front-matter", f"{a}.md#"], version=1, supersedes=None,
             superseded_by=[a2], session_id="sess-101"),
        dict(common, id=b, time="2026-03-01T11:00:00Z", files_changed=[f"{b}.md"],
             sections_changed=[f"{b}.md#front-matter", f"{b}.md#Style"], flags=["rewritten"], version=1,
             scope="user", category="coding-preferences", supersedes=None, superseded_by=[], session_id="sess-101",
             trigger="compaction"),
        dict(common, id=a2, time="2026-03-02T09:00:00Z", files_changed=[f"{a2}.md"],
             sections_changed=[f"{a2}.md#front-matter", f"{a2}.md#"], version=2, supersedes=a, superseded_by=[],
             session_id="sess-102"),
        dict(common, id=c, time="2026-03-02T12:00:00Z", files_changed=[f"{c}.md"],
             sections_changed=[f"{c}.md#front-matter", f"{c}.md#"], flags=["front_matter"], version=1,
             category=None, supersedes=None, superseded_by=[], session_id="sess-102"),
    ]
    s.save("forge/.forge/memories", "Forge's memories: one unit per memory file")


def main(argv):
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[0], file=sys.stderr)
        print("usage: make_samples.py OUT_DIR", file=sys.stderr)
        return 2
    out = Path(argv[1])
    out.mkdir(parents=True, exist_ok=True)
    for make in (claude_code, claude_code_auto, openclaw, hermes, letta, memory_bank, memory_tool, forge):
        make(out)
    print(f"wrote 8 samples and their expected.json into {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
