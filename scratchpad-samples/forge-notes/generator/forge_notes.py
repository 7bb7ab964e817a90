"""The Forge agent's scratchpad & notes system (seed 002), re-implemented in
Python with the seed's Go semantics.

From the seed, exactly:
  - Note {ID, Content, Tags, CreatedAt, UpdatedAt}; ID "note_" + Unix
    milliseconds of the creation time; a map ID -> note, no persistence.
  - Limits: MaxContentLength 4000 and MaxTags 10, checked as Go checks them:
    len(content) is the number of UTF-8 *bytes*; len(tags) counts
    duplicates. The two error messages are the seed's, word for word.
  - Search: tag filter with AND logic (every filter tag must equal one of
    the note's tags, case-insensitive), then substring search of the content,
    case-insensitive (strings.ToLower on both sides); sorted by the position
    of the match, then by recency.
  - The metadata of add / update, search and list operations.
  - The 7 tools and their XML call syntax.

Not in the seed, chosen here (see the sample's README):
  - the result texts of the tools, the "note not found" and "content is
    required" errors, the metadata of delete_note, list_tags and read_file;
  - recency = UpdatedAt, newest first; list_tags sorted by tag name;
  - read_file, a non-note tool of the same agent, for a call that is not a
    note operation.

Failed calls raise ToolError: Go's `return "", nil, err`.
"""

import xml.etree.ElementTree as ET
from dataclasses import dataclass
from typing import Optional

from gojson import GoTime

MaxContentLength = 4000
MaxTags = 10


class ToolError(Exception):
    """A tool's Go error; str(e) is err.Error()."""


def go_len(s: str) -> int:
    """Go's len() of a string: its UTF-8 bytes."""
    return len(s.encode("utf-8"))


def go_lower(s: str) -> str:
    """strings.ToLower: a one-to-one mapping of each rune (Python's lower()
    may map one character to two; such characters are kept)."""
    return "".join(c.lower() if len(c.lower()) == 1 else c for c in s)


@dataclass
class Note:
    ID: str
    Content: str
    Tags: Optional[list]      # None is Go's nil slice (no tags given): JSON null
    CreatedAt: GoTime
    UpdatedAt: GoTime


def validate(content: Optional[str], tags: Optional[list]):
    if content is not None and go_len(content) > MaxContentLength:
        raise ToolError(
            "note content exceeds maximum length of %d characters (got %d). "
            "Please shorten the content or split into multiple notes"
            % (MaxContentLength, go_len(content)))
    if tags is not None and len(tags) > MaxTags:
        raise ToolError(
            "note has too many tags (max %d, got %d). "
            "Please reduce the number of tags to focus on the most relevant categories"
            % (MaxTags, len(tags)))


def matches_tags(note_tags, filters) -> bool:
    have = {go_lower(t) for t in note_tags or []}
    return all(go_lower(f) in have for f in filters or [])


class Manager:
    """NotesManager: CRUD + search over an in-memory map."""

    def __init__(self, clock):
        self.clock = clock
        self.notes = {}

    def add(self, content: str, tags: Optional[list]) -> Note:
        if content == "":
            raise ToolError("content is required")
        validate(content, tags)
        now = self.clock.now()
        note = Note(f"note_{now.unix_milli()}", content, tags, now, now)
        self.notes[note.ID] = note
        return note

    def update(self, note_id: str, content: Optional[str], tags: Optional[list]) -> Note:
        note = self.notes.get(note_id)
        if note is None:
            raise ToolError(f"note not found: {note_id}")
        validate(content, tags)
        if content is not None:
            note.Content = content
        if tags is not None:
            note.Tags = tags
        note.UpdatedAt = self.clock.now()
        return note

    def delete(self, note_id: str):
        if note_id not in self.notes:
            raise ToolError(f"note not found: {note_id}")
        del self.notes[note_id]

    def search(self, query: str, tags: Optional[list]) -> list:
        results = []
        for note in self.notes.values():
            if not matches_tags(note.Tags, tags):
                continue
            if query != "" and go_lower(query) not in go_lower(note.Content):
                continue
            results.append(note)
        position = (lambda n: go_lower(n.Content).find(go_lower(query))) if query else (lambda n: 0)
        return sorted(results, key=lambda n: (position(n), -n.UpdatedAt.unix_ns))

    def list(self, tag: str) -> list:
        notes = [n for n in self.notes.values() if not tag or matches_tags(n.Tags, [tag])]
        return sorted(notes, key=lambda n: -n.UpdatedAt.unix_ns)

    def tag_counts(self) -> dict:
        counts = {}
        for note in self.notes.values():
            for tag in note.Tags or []:
                counts[tag] = counts.get(tag, 0) + 1
        return counts

    def state_metadata(self, note_id: str) -> dict:
        return {"note_id": note_id, "total_notes": len(self.notes),
                "total_tags": len(self.tag_counts())}


def render(note: Note) -> str:
    tags = ", ".join(note.Tags) if note.Tags else "(none)"
    return f"[{note.ID}] tags: {tags}\n{note.Content}"


def render_all(header: str, notes: list) -> str:
    return "\n\n".join([header] + [render(n) for n in notes])


class Tools:
    """The 7 scratchpad tools plus read_file. Each returns (result, metadata)
    or raises ToolError."""

    def __init__(self, manager: Manager, files: dict):
        self.m = manager
        self.files = files

    def call(self, name: str, args: dict):
        handler = getattr(self, name, None)
        if handler is None:
            raise ToolError(f"unknown tool: {name}")
        return handler(args)

    def add_note(self, args):
        note = self.m.add(args.get("content", ""), args.get("tags"))
        return f"Note added: {note.ID}", self.m.state_metadata(note.ID)

    def scratch_note(self, args):
        note = self.m.add(args.get("content", ""), None)
        return f"Note added: {note.ID}", self.m.state_metadata(note.ID)

    def update_note(self, args):
        note = self.m.update(args.get("id", ""), args.get("content"), args.get("tags"))
        return f"Note updated: {note.ID}\n\n{render(note)}", self.m.state_metadata(note.ID)

    def delete_note(self, args):
        self.m.delete(args.get("id", ""))
        return f"Note deleted: {args['id']}", self.m.state_metadata(args["id"])

    def search_notes(self, args):
        query, tags = args.get("query", ""), args.get("tags")
        results = self.m.search(query, tags)
        return (render_all(f"Found {len(results)} note(s)", results),
                {"result_count": len(results), "query": query, "tags": tags})

    def list_notes(self, args):
        tag = args.get("tag", "")
        results = self.m.list(tag)
        return (render_all(f"{len(results)} note(s)", results),
                {"note_count": len(results), "tag_filter": tag})

    def list_tags(self, args):
        counts = self.m.tag_counts()
        lines = [f"{len(counts)} tag(s)"] + [f"- {t} ({counts[t]})" for t in sorted(counts)]
        return "\n".join(lines), {"tag_count": len(counts)}

    def read_file(self, args):
        path = args.get("path", "")
        if path not in self.files:
            raise ToolError(f"failed to read file: open {path}: no such file or directory")
        return self.files[path], {"path": path, "bytes": go_len(self.files[path])}


# --------------------------------------------------------------------------
# The XML tool call of the seed
# --------------------------------------------------------------------------

def _xml_text(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def tool_call_xml(tool: str, args: dict) -> str:
    """<tool> as the seed writes it: server_name, tool_name, arguments;
    a list argument (tags) is one <tag> element per item."""
    lines = ["<tool>", "  <server_name>local</server_name>", f"  <tool_name>{tool}</tool_name>"]
    if not args:
        lines.append("  <arguments></arguments>")
    else:
        lines.append("  <arguments>")
        for key, value in args.items():
            if isinstance(value, list):
                lines.append(f"    <{key}>")
                lines += [f"      <tag>{_xml_text(v)}</tag>" for v in value]
                lines.append(f"    </{key}>")
            else:
                lines.append(f"    <{key}>{_xml_text(value)}</{key}>")
        lines.append("  </arguments>")
    lines.append("</tool>")
    return "\n".join(lines)


def parse_tool_call(content: str):
    """(tool_name, args) of the one <tool> element in an assistant message."""
    start, end = content.find("<tool>"), content.rfind("</tool>")
    root = ET.fromstring(content[start:end + len("</tool>")])
    args = {}
    for child in root.find("arguments"):
        if len(child):
            args[child.tag] = [t.text or "" for t in child]
        else:
            args[child.tag] = child.text or ""
    return root.findtext("tool_name"), args
