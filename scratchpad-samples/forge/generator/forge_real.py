"""A Python re-implementation of what the real Forge agent (github.com/entrhq/forge) does with notes and writes
to disk, for the samples. Each part names the Go code it follows:

    Note, NotesManager      pkg/agent/memory/notes/note.go, manager.go
    TOOLS                   pkg/tools/scratchpad/*.go (add_note, update_note, scratch_note, list_notes,
                            search_notes, list_tags); delete_note exists there but no main.go registers it
    Agent.iterate           pkg/agent/iteration.go recordResponse, tool_validation.go, tool_execution.go:
                            the assistant message is text + "<tool>" + the trimmed call + "</tool>"; a success
                            adds a "tool" message "Tool '<name>' result:\\n<result>"; a failure (bad XML, unknown
                            tool, the tool's error) adds nothing: its recovery text goes only to the next call
    snapshot()              pkg/executor/tui/slash_commands.go handleSnapshotCommand / buildContextSnapshot
"""

import os
import re
import xml.etree.ElementTree as ET

import gojson
from gojson import GoTime, Struct

MAX_CONTENT = 800
MIN_TAGS, MAX_TAGS = 1, 5


def go_trim(s: str) -> str:
    return s.strip(" \t\n\v\f\r\u0085\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009"
                   "\u200a\u2028\u2029\u202f\u205f\u3000")


class GoError(Exception):
    pass


class Note:
    def __init__(self, nid, content, tags, now):
        self.id, self.content, self.tags = nid, content, tags
        self.scratched = False
        self.created_at = self.updated_at = now


class NotesManager:
    """notes.Manager: a map of notes, ids note_<UnixNano>_<seq>, lists newest UpdatedAt first."""

    def __init__(self, clock):
        self.notes = {}
        self.clock = clock  # returns a GoTime, advancing
        self.seq = 0

    @staticmethod
    def validate_content(content):
        if content == "":
            raise GoError("note content cannot be empty")
        n = len(content.encode("utf-8"))
        if n > MAX_CONTENT:
            raise GoError(f"note content exceeds maximum length of {MAX_CONTENT} characters (got {n}). "
                          "Please shorten the content or split into multiple notes")

    @staticmethod
    def validate_tags(tags):
        if len(tags) < MIN_TAGS:
            raise GoError(f"note requires at least {MIN_TAGS} tag (got {len(tags)}). "
                          f"Please provide at least {MIN_TAGS} tag for organization")
        if len(tags) > MAX_TAGS:
            raise GoError(f"note requires 1-{MAX_TAGS} tags (got {len(tags)}). "
                          f"Please provide at least 1 tag and no more than {MAX_TAGS} tags for organization")
        for i, tag in enumerate(tags):
            if go_trim(tag) == "":
                raise GoError(f"tag at position {i} is empty")

    @staticmethod
    def normalize(tags):
        return [go_trim(t).lower() for t in tags]

    def add(self, content, tags):
        self.validate_content(content)
        self.validate_tags(tags)
        now = self.clock()
        self.seq += 1
        note = Note(f"note_{now.unix_ns}_{self.seq}", content, self.normalize(tags), now)
        self.notes[note.id] = note
        return note

    def update(self, nid, content, tags):
        note = self.notes.get(nid)
        if note is None:
            raise GoError(f"note not found: {nid}")
        if content is None and tags is None:
            raise GoError("at least one of content or tags must be provided for update")
        if content is not None:
            self.validate_content(content)
        if tags is not None:
            self.validate_tags(tags)
        if content is not None:
            note.content = content
        if tags is not None:
            note.tags = self.normalize(tags)
        note.updated_at = self.clock()
        return note

    def scratch(self, nid):
        note = self.notes.get(nid)
        if note is None:
            raise GoError(f"note not found: {nid}")
        note.scratched = True
        note.updated_at = self.clock()
        return note

    def _newest(self, notes, limit):
        limit = 10 if limit <= 0 else limit
        return sorted(notes, key=lambda n: n.updated_at.unix_ns, reverse=True)[:limit]

    def list(self, tag="", include_scratched=False, limit=0):
        want = go_trim(tag).lower()
        return self._newest([n for n in self.notes.values() if (include_scratched or not n.scratched)
                             and (tag == "" or want in n.tags)], limit)

    def search(self, query="", tags=None, include_scratched=False, limit=0):
        def hit(n):
            return (query == "" or query.lower() in n.content.lower()) and \
                all(go_trim(t).lower() in n.tags for t in (tags or []))
        return self._newest([n for n in self.notes.values() if (include_scratched or not n.scratched) and hit(n)],
                            limit)

    def list_tags(self):
        return sorted({t for n in self.notes.values() if not n.scratched for t in n.tags},
                      key=lambda s: s.encode("utf-8"))


# --- the tools: Go's xml.Unmarshal of <arguments>...</arguments> into each tool's input struct --------------

def _text(el):
    """A string field: the character data directly inside the element (nested elements skipped)."""
    if el is None:
        return ""
    parts = [el.text or ""]
    for child in el:
        parts.append(child.tail or "")
    return "".join(parts)


def _last(args, name):
    found = args.findall(name)
    return found[-1] if found else None


def _list(args, outer, inner):
    items = [_text(i) for o in args.findall(outer) for i in o.findall(inner)]
    return items or None  # Go's nil slice


def _listing(results, none):
    if not results:
        return none
    out = [f"Found {len(results)} note(s):\n\n"]
    for i, n in enumerate(results):
        out.append(f"{i + 1}. [{n.id}] (tags: {', '.join(n.tags)})\n")
        out.append(f"   {n.content}\n")
        if n.scratched:
            out.append("   [SCRATCHED]\n")
        out.append("\n")
    return "".join(out)


def _parse_bool(text):
    s = go_trim(text)
    if s in ("1", "t", "T", "TRUE", "true", "True"):
        return True
    if s in ("0", "f", "F", "FALSE", "false", "False"):
        return False
    raise GoError(f'invalid arguments: strconv.ParseBool: parsing "{s}": invalid syntax')


def _parse_int(text):
    s = go_trim(text)
    if not re.fullmatch(r"[+-]?[0-9]+", s):
        raise GoError(f'invalid arguments: strconv.ParseInt: parsing "{s}": invalid syntax')
    v = int(s)
    if not -2 ** 63 <= v < 2 ** 63:
        raise GoError(f'invalid arguments: strconv.ParseInt: parsing "{s}": value out of range')
    return v


def add_note(m, args):
    content, tags = _text(_last(args, "content")), _list(args, "tags", "tag")
    if content == "":
        raise GoError("missing required parameter: content")
    if not tags:
        raise GoError("missing required parameter: tags (at least 1 tag required)")
    note = m.add(content, tags)
    return f"Note created successfully with ID: {note.id}"


def update_note(m, args):
    nid, content, tags = _text(_last(args, "id")), _text(_last(args, "content")), _list(args, "tags", "tag")
    if nid == "":
        raise GoError("missing required parameter: id")
    if content == "" and not tags:
        raise GoError("at least one of content or tags must be provided")
    note = m.update(nid, content if content != "" else None, tags)
    if content != "" and tags:
        return f"Note {note.id} updated successfully (content and tags modified)"
    if content != "":
        return f"Note {note.id} updated successfully (content modified)"
    return f"Note {note.id} updated successfully (tags modified)"


def scratch_note(m, args):
    nid = _text(_last(args, "id"))
    if nid == "":
        raise GoError("missing required parameter: id")
    m.scratch(nid)
    return f"Note {nid} marked as scratched"


def list_notes(m, args):
    tag, include, limit = "", False, 0
    for el in args:  # Go decodes in document order; the first bad value is the error
        if el.tag == "tag":
            tag = _text(el)
        elif el.tag == "include_scratched":
            include = _parse_bool(_text(el)) if _text(el) != "" else False
        elif el.tag == "limit":
            limit = _parse_int(_text(el)) if _text(el) != "" else 0
    if limit == 0:
        limit = 10
    return _listing(m.list(tag, include, limit), "No notes found.")


def search_notes(m, args):
    results = m.search(_text(_last(args, "query")), _list(args, "tags", "tag"), include_scratched=True)
    return _listing(results, "No notes found matching the search criteria.")


def list_tags(m, args):
    tags = m.list_tags()
    if not tags:
        return "No tags found in active notes."
    return f"Found {len(tags)} unique tag(s) in active notes:\n\n" + "\n".join(tags)


TOOLS = {"add_note": add_note, "list_notes": list_notes, "search_notes": search_notes, "list_tags": list_tags,
         "scratch_note": scratch_note, "update_note": update_note}
LOOP_BREAKING = {"task_completion", "ask_question", "converse"}

SYSTEM_PROMPT = """You are Forge, an expert software engineering assistant.

# AVAILABLE TOOLS

## add_note

Create a new note in the scratchpad with content and tags for organizing information during task execution.

**Example:**
```xml
<tool>
<server_name>local</server_name>
<tool_name>add_note</tool_name>
<arguments>
  <content>example content</content>
  <tags>
    <tag>example</tag>
  </tags>
</arguments>
</tool>
```

---

## task_completion

Signal that the task is complete.

*This is a loop-breaking tool - using it will end the current turn.*

**Example:**
```xml
<tool>
<server_name>local</server_name>
<tool_name>task_completion</tool_name>
<arguments>
  <result>Task completed successfully</result>
</arguments>
</tool>
```

<scratchpad_guidance>
-   **add_note**: Create notes capturing insights, decisions, or patterns (800 char limit, 1-5 tags required)
-   **delete_note**: Permanently remove a note (prefer scratch_note to preserve context)
-   **scratch_note**: Mark notes as addressed/completed (keeps for reference, filters from active lists)
</scratchpad_guidance>
"""

_CALL = re.compile(r"(?s)<tool>.*?</tool>")


def _escape_bare_ampersands(text):
    return re.sub(r"&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)", "&amp;", text)


class Agent:
    """One session: the conversation memory, the notes, and the truth of every call (for expected.json)."""

    def __init__(self, clock):
        self.clock = clock
        self.memory = []  # [role, content, summarized]
        self.notes = NotesManager(clock)
        self.truth = []  # one dict per tool call, in order

    def user(self, text):
        self.memory.append(["user", text, False])

    def iterate(self, text, call_inner):
        """The model answered with `text` and the call `call_inner` (what the stream parser kept inside <tool>)."""
        inner = call_inner.strip()
        self.current = ["assistant", text + "<tool>" + inner + "</tool>", False]
        self.memory.append(self.current)
        wrapped = "<tool>" + inner + "</tool>"
        tool_xml = _CALL.search(wrapped).group().strip()
        try:
            try:
                root = ET.fromstring(tool_xml)
            except ET.ParseError:
                root = ET.fromstring(_escape_bare_ampersands(tool_xml))
        except ET.ParseError as e:
            name = re.search(r"<tool_name>([^<]*)</tool_name>", tool_xml)
            return self._record(name.group(1) if name else None, None, f"failed to parse tool call: {e}")
        name = _text(_last(root, "tool_name"))
        if name == "":
            return self._record(None, None, "failed to parse tool call: tool_name is required in tool call")
        if name in LOOP_BREAKING:
            return self._record(name, "(loop-breaking)", None)
        tool = TOOLS.get(name)
        if tool is None:
            return self._record(name, None, f"unknown tool: {name}")
        args = _last(root, "arguments")
        if args is None:
            args = ET.Element("arguments")
        try:
            result = tool(self.notes, args)
        except GoError as e:
            return self._record(name, None, str(e))
        self.memory.append(["tool", f"Tool '{name}' result:\n{result}", False])
        return self._record(name, result, None)

    def _record(self, name, result, error):
        self.truth.append({"tool": name, "result": result, "error": error, "message": self.current,
                           "snapshotted": False, "notes": {
            n.id: {"content": n.content, "tags": list(n.tags), "scratched": n.scratched}
            for n in self.notes.notes.values()}})

    def summarize(self, start, end, summary):
        """A context strategy's summary in place of memory[start:end] (metadata summarized: true)."""
        self.memory[start:end] = [["assistant", "[SUMMARIZED] " + summary, True]]

    def snapshot(self, workspace_dir, workspace_name, now):
        """/snapshot: <workspace>/.forge/context/<YYYYMMDD-HHMMSS>-context.json, MarshalIndent, mode 0600."""
        for truth in self.truth:
            truth["snapshotted"] = truth["snapshotted"] or any(m is truth["message"] for m in self.memory)
        messages = [Struct([("index", 0), ("role", "system"), ("content", SYSTEM_PROMPT),
                            ("tokens", (len(SYSTEM_PROMPT.encode()) + len("system") + 12) // 4),
                            ("is_summarized", False)])]
        for i, (role, content, summarized) in enumerate(self.memory):
            messages.append(Struct([("index", i + 1), ("role", role), ("content", content),
                                    ("tokens", (len(content.encode()) + len(role) + 12) // 4),
                                    ("is_summarized", summarized)]))
        conversation = sum(m.fields[3][1] for m in messages[1:])
        system = messages[0].fields[3][1]
        max_context = 128000
        current = system + conversation
        doc = Struct([
            ("exported_at", gojson.rfc3339(now)),
            ("workspace", workspace_name),
            ("token_summary", Struct([("current_context", current), ("max_context", max_context),
                                      ("usage_percent", current / max_context * 100.0), ("system_prompt", system),
                                      ("conversation", conversation), ("raw_messages", conversation),
                                      ("summary_blocks", 0), ("goal_batch_blocks", 0)])),
            ("messages", messages)])
        out_dir = os.path.join(workspace_dir, ".forge", "context")
        os.makedirs(out_dir, mode=0o750, exist_ok=True)
        path = os.path.join(out_dir, gojson.stamp(now) + "-context.json")
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(gojson.marshal_indent(doc))
        os.chmod(path, 0o600)
        return path


def call(tool, *args, **kw):
    """The XML of one call as a model writes it: <arguments> children from (name, value) pairs, lists as items."""
    lines = ["<server_name>local</server_name>", f"<tool_name>{tool}</tool_name>", "<arguments>"]
    for name, value in args:
        if isinstance(value, list):
            item = kw.get("item", "tag")
            lines.append(f"  <{name}>" + "".join(f"<{item}>{v}</{item}>" for v in value) + f"</{name}>")
        else:
            lines.append(f"  <{name}>{value}</{name}>")
    lines.append("</arguments>")
    return "\n" + "\n".join(lines) + "\n"
