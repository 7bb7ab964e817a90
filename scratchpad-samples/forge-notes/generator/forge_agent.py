"""A Forge agent session: the conversation memory (the audit trail of every
tool call) and the notes manager, written out as Go writes them.

    sessions/<session_id>/conversation.json   json.MarshalIndent of []Message
    sessions/<session_id>/notes.json          the notes export at session end

Message is the struct {Metadata map[string]interface{}; Content string;
Timestamp time.Time; Role string}, fields in that order, no JSON tags. A
tool call is an assistant message holding one <tool> element; the agent
parses it, runs the tool, and appends either a "tool" message
`Tool '<name>' result:\\n<result>` carrying the tool's metadata, or a
"user" message `ERROR: Tool "<name>" execution failed.\\n\\nError details:
<error>` without metadata.
"""

from pathlib import Path

from forge_notes import Manager, ToolError, Tools, parse_tool_call, tool_call_xml
from gojson import GoTime, Struct, marshal_indent

TOOL_START_NS = 1_234_567      # from the assistant message to the tool running
TOOL_RESULT_NS = 2_345_678     # from the tool running to its result message


class SimulatedClock:
    def __init__(self, start: GoTime):
        self._now = start

    def now(self) -> GoTime:
        return self._now

    def advance(self, nanos: int):
        self._now = self._now.plus(nanos)


class Session:
    def __init__(self, session_id: str, clock: SimulatedClock, files: dict):
        self.session_id = session_id
        self.clock = clock
        self.manager = Manager(clock)
        self.tools = Tools(self.manager, files)
        self.messages = []

    def _append(self, role: str, content: str, metadata=None):
        self.messages.append(Struct([("Metadata", metadata), ("Content", content),
                                     ("Timestamp", self.clock.now()), ("Role", role)]))

    def user(self, text: str, think_ns: int):
        self.clock.advance(think_ns)
        self._append("user", text)

    def answer(self, text: str, think_ns: int):
        self.clock.advance(think_ns)
        self._append("assistant", text)

    def call(self, thought: str, tool: str, args: dict, think_ns: int):
        """One model turn with one tool call. Returns (result metadata, None)
        on success, (None, error text) on failure."""
        self.clock.advance(think_ns)
        content = (thought + "\n\n" if thought else "") + tool_call_xml(tool, args)
        self._append("assistant", content)
        name, parsed = parse_tool_call(content)
        self.clock.advance(TOOL_START_NS)
        try:
            result, metadata = self.tools.call(name, parsed)
        except ToolError as error:
            self.clock.advance(TOOL_RESULT_NS)
            self._append("user", f'ERROR: Tool "{name}" execution failed.\n\nError details: {error}')
            return None, str(error)
        self.clock.advance(TOOL_RESULT_NS)
        self._append("tool", f"Tool '{name}' result:\n{result}", metadata)
        return metadata, None

    def export(self) -> Struct:
        notes = sorted(self.manager.notes.values(), key=lambda n: n.CreatedAt.unix_ns)
        return Struct([("version", 1), ("session_id", self.session_id),
                       ("exported_at", self.clock.now()),
                       ("notes", [Struct([("id", n.ID), ("content", n.Content), ("tags", n.Tags),
                                          ("created_at", n.CreatedAt),
                                          ("updated_at", n.UpdatedAt)]) for n in notes])])

    def write(self, sessions_dir: Path):
        folder = sessions_dir / self.session_id
        folder.mkdir(parents=True)
        (folder / "conversation.json").write_bytes(marshal_indent(self.messages).encode("utf-8"))
        (folder / "notes.json").write_bytes(marshal_indent(self.export()).encode("utf-8"))
