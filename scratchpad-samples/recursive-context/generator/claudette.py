"""A scripted stand-in for the claudette library, as far as seed 001 uses it.

The seed calls Chat(model, sp=...), sets chat.h to a fresh history, calls
chat(tools=..., tool_choice=...), reads the answer with contents(result) or
walks result.content for a ToolUseBlock, and builds histories with
mk_msgs(). Here every Chat call takes the next answer of the one
ScriptedModel installed with use_model(): a text for the respond phase, the
input of an update_scratchpad tool call for the reflect phase. A call that
meets an answer of the wrong kind fails loudly: the script is out of step.
"""

from anthropic.types import TextBlock, ToolUseBlock

_model = None


def use_model(model):
    global _model
    _model = model


class Message:
    def __init__(self, content):
        self.content = content


class Chat:
    def __init__(self, model, sp='', **kwargs):
        self.model = model
        self.sp = sp
        self.h = []
        self.cost = 0.0

    def __call__(self, pr=None, tools=None, tool_choice=None, **kwargs):
        if _model is None:
            raise RuntimeError('no scripted model installed (claudette.use_model)')
        return _model.answer(self, tool_choice)


def contents(result) -> str:
    return ''.join(block.text for block in result.content if isinstance(block, TextBlock))


def mk_msgs(msgs: list) -> list:
    """Alternating user / assistant messages, as claudette builds them."""
    return [{'role': 'user' if i % 2 == 0 else 'assistant', 'content': m}
            for i, m in enumerate(msgs)]


class ScriptedModel:
    """Answers from a list: ('respond', text) and ('reflect', tool_input)
    items, in call order. Each respond call takes respond_seconds of clock
    time, each reflect call reflect_seconds."""

    def __init__(self, answers, clock, respond_seconds=6, reflect_seconds=3):
        self.answers = list(answers)
        self.clock = clock
        self.respond_seconds = respond_seconds
        self.reflect_seconds = reflect_seconds
        self.calls = 0

    def answer(self, chat, tool_choice):
        if self.calls >= len(self.answers):
            raise RuntimeError(f'the script has no answer for call {self.calls + 1}')
        kind, value = self.answers[self.calls]
        self.calls += 1
        wanted = 'reflect' if tool_choice == 'update_scratchpad' else 'respond'
        if kind != wanted:
            raise RuntimeError(f'call {self.calls}: the script has a {kind} answer, '
                               f'the agent asked for {wanted}')
        if kind == 'respond':
            self.clock.advance(self.respond_seconds)
            return Message([TextBlock(text=value)])
        self.clock.advance(self.reflect_seconds)
        return Message([ToolUseBlock(id=f'toolu_{self.calls:04d}', name='update_scratchpad',
                                     input=value)])
