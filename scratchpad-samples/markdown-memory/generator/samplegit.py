"""A tiny driver for the sample histories: write files as the agent does, commit them with fixed dates and
authors, and write down, step by step, what the inspector must list for each version.

Only `git` is used (through subprocess), never the inspector, so expected.json states what was scripted, not
what the inspector computes.
"""

import json
import os
import shutil
import subprocess
from pathlib import Path


class Sample:
    """One memory directory inside a git work tree, and the versions it is scripted to have."""

    def __init__(self, out: Path, name: str, work_tree: str, memory_dir: str, fmt: str, kind: str = "version"):
        self.out = out
        self.name = name
        self.top = out / name / work_tree if work_tree else out / name
        self.memory = self.top / memory_dir if memory_dir else self.top
        self.fmt = fmt
        self.kind = kind
        self.units = []
        if (out / name).exists():
            shutil.rmtree(out / name)
        self.memory.mkdir(parents=True, exist_ok=True)
        self.git("init", "-q", "-b", "main")

    def git(self, *args, env=None):
        full = dict(os.environ)
        full.update({"GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_SYSTEM": "/dev/null"})
        if env:
            full.update(env)
        return subprocess.run(["git", "-C", str(self.top), *args], check=True, capture_output=True,
                              text=True, env=full).stdout.strip()

    # writing, as the agents do it -------------------------------------------------------------

    def write(self, rel: str, text: str, top: bool = False):
        path = (self.top if top else self.memory) / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")

    def append(self, rel: str, text: str):
        with open(self.memory / rel, "a", encoding="utf-8") as f:
            f.write(text)

    def read(self, rel: str) -> str:
        return (self.memory / rel).read_text(encoding="utf-8")

    def delete(self, rel: str):
        (self.memory / rel).unlink()

    def rename(self, old: str, new: str):
        (self.memory / new).parent.mkdir(parents=True, exist_ok=True)
        (self.memory / old).rename(self.memory / new)

    # history -----------------------------------------------------------------------------------

    def commit(self, when: str, author: str, message: str, expect=None):
        """Commits everything; `expect` is the version this commit must be (None: it changes no memory file)."""
        date = when + "+00:00"
        self.git("add", "-A")
        self.git("-c", f"user.name={author}", "-c", f"user.email={author.lower().replace(' ', '.')}@example.invalid",
                 "commit", "-q", "--allow-empty", "-m", message,
                 env={"GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date})
        if expect is not None:
            unit = {"id": self.git("rev-parse", "HEAD")[:12], "time": date, "author": author, "message": message}
            unit.update(expect)
            self.units.append(unit)

    def uncommitted(self, expect):
        """The files as they are now differ from the newest commit: one more version, worktree."""
        unit = {"id": "worktree", "author": None, "message": "uncommitted changes"}
        unit.update(expect)
        self.units.append(unit)

    def save(self, memory_dir_for_ls: str, notes: str):
        expected = {
            "format": self.fmt,
            "dir": memory_dir_for_ls,
            "notes": notes,
            "units": [normalise(self.fmt, self.kind, u) for u in self.units],
        }
        (self.out / f"{self.name}.expected.json").write_text(json.dumps(expected, indent=2, ensure_ascii=False) + "\n",
                                                              encoding="utf-8")


FLAG_ORDER = ["gap", "not_loaded", "over_cap", "missing_import", "front_matter", "rewritten", "missing_core_file"]


def normalise(fmt, kind, unit):
    flags = unit.get("flags", [])
    assert all(f in FLAG_ORDER for f in flags), flags
    out = {"format": fmt, "kind": kind, "id": unit["id"],
           "status": unit.get("status", "warning" if flags else "ok"),
           "flags": sorted(flags, key=FLAG_ORDER.index)}
    for key in ("time", "author", "message"):
        if key in unit:
            out[key] = unit[key]
    out["files_changed"] = sorted(unit["files_changed"])
    out["sections_changed"] = unit["sections_changed"]
    for key, value in unit.items():
        if key not in out and key not in ("flags",):
            out[key] = value
    return out
