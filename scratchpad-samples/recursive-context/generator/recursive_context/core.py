# core.py (seed 001, copied literally; only save() and load() are filled in)

from dataclasses import dataclass, field
from typing import Optional, Callable
from claudette import Chat, contents

@dataclass
class RecursiveChat:
    """
    Claudette wrapper implementing continuous curation.

    Context = Attention, not Knowledge.
    The scratchpad is a live model of current understanding.
    """

    # Configuration
    model: str = 'claude-sonnet-4-5-20250929'
    reflect_model: Optional[str] = None  # Defaults to model; can use cheaper
    purpose: str = "General assistant"
    tools: list = field(default_factory=list)

    # Behavioral flags
    two_phase: bool = True      # False for single-phase (faster, less accurate)
    trace: bool = True          # Shadow logging for debugging

    # State
    _scratchpad: str = field(default=None, init=False)
    _turn: int = field(default=0, init=False)
    _trace_log: list = field(default_factory=list, init=False)

    # Internals
    _respond_chat: Chat = field(default=None, init=False)
    _reflect_chat: Chat = field(default=None, init=False)

    def __post_init__(self):
        from .scratchpad import make_bootstrap
        from .prompts import RESPONSE_SYSTEM, REFLECT_SYSTEM

        self._scratchpad = make_bootstrap(self.purpose)
        self._respond_chat = Chat(self.model, sp=RESPONSE_SYSTEM)

        if self.two_phase:
            reflect_model = self.reflect_model or self.model
            self._reflect_chat = Chat(reflect_model, sp=REFLECT_SYSTEM)

    def __call__(self, user_input: str, **kwargs) -> str:
        """Process input through the cognitive loop."""
        self._turn += 1
        scratchpad_before = self._scratchpad

        # Phase 1: Respond
        response = self._respond(user_input, **kwargs)

        # Phase 2: Reflect (if enabled)
        if self.two_phase:
            self._reflect(user_input, response)

        # Trace
        if self.trace:
            self._log_turn(user_input, response, scratchpad_before)

        return response

    def _respond(self, user_input: str, **kwargs) -> str:
        """Phase 1: Generate response from current understanding."""
        from .phases import build_respond_context

        # Build minimal context: scratchpad + user input
        context = build_respond_context(self._scratchpad, user_input)

        # Clear history, set fresh context
        self._respond_chat.h = context

        # Generate (with tools if provided)
        result = self._respond_chat(tools=self.tools, **kwargs)

        return contents(result)

    def _reflect(self, user_input: str, response: str):
        """Phase 2: Observe exchange and update understanding."""
        from .phases import build_reflect_context
        from .update import update_scratchpad, apply_updates
        from .validate import safe_apply

        # Build reflection context
        context = build_reflect_context(
            self._scratchpad, user_input, response
        )

        # Fresh history for reflection
        self._reflect_chat.h = context

        # Force tool call
        result = self._reflect_chat(
            tools=[update_scratchpad],
            tool_choice='update_scratchpad'
        )

        # Extract updates from tool call
        updates = self._extract_updates(result)

        # Apply with validation
        self._scratchpad = safe_apply(self._scratchpad, updates)

    def _extract_updates(self, result) -> dict:
        """Extract update_scratchpad arguments from reflection result."""
        from anthropic.types import ToolUseBlock

        for block in result.content:
            if isinstance(block, ToolUseBlock):
                if block.name == 'update_scratchpad':
                    return block.input
        return {}

    def _log_turn(self, user_input: str, response: str, before: str):
        """Shadow log for debugging."""
        self._trace_log.append({
            'turn': self._turn,
            'input': user_input,
            'response': response,
            'scratchpad_before': before,
            'scratchpad_after': self._scratchpad,
        })

    # --- Public API ---

    @property
    def scratchpad(self) -> str:
        """Current understanding."""
        return self._scratchpad

    @property
    def turn(self) -> int:
        """Number of turns processed."""
        return self._turn

    @property
    def cost(self) -> float:
        """Total cost across both phases."""
        total = self._respond_chat.cost
        if self.two_phase and self._reflect_chat:
            total += self._reflect_chat.cost
        return total

    def export_trace(self, path: str):
        """Export shadow log for debugging."""
        import json
        with open(path, 'w') as f:
            json.dump(self._trace_log, f, indent=2)

    def inject(self, section: str, content: str):
        """Manually inject content into a scratchpad section."""
        from .update import apply_updates
        updates = {section: content}
        self._scratchpad = apply_updates(self._scratchpad, updates)

    # --- Persistence (the seed's "Future" section) ---

    def save(self, path: str):
        """Save agent state."""
        state = {
            'scratchpad': self._scratchpad,
            'turn': self._turn,
            'purpose': self.purpose,
        }
        # NOT IN THE SEED (it writes `...` here): written like export_trace.
        import json
        with open(path, 'w') as f:
            json.dump(state, f, indent=2)

    @classmethod
    def load(cls, path: str) -> 'RecursiveChat':
        """Restore agent from saved state."""
        # NOT IN THE SEED (it writes `...` here): the inverse of save(). The
        # trace starts empty: a restored agent exports only its own turns.
        import json
        with open(path) as f:
            state = json.load(f)
        agent = cls(purpose=state['purpose'])
        agent._scratchpad = state['scratchpad']
        agent._turn = state['turn']
        return agent
