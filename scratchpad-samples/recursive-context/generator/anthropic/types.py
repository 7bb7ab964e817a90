"""The content blocks of a model answer (stand-ins for anthropic.types)."""

from dataclasses import dataclass, field


@dataclass
class TextBlock:
    text: str
    type: str = 'text'


@dataclass
class ToolUseBlock:
    id: str
    name: str
    input: dict = field(default_factory=dict)
    type: str = 'tool_use'
