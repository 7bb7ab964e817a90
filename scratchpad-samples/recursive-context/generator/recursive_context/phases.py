# phases.py (seed 001, copied literally)

from claudette import mk_msgs

def build_respond_context(scratchpad: str, user_input: str) -> list:
    """Build Phase 1 context: scratchpad + user input."""

    scratchpad_msg = f"""<current_understanding>
{scratchpad}
</current_understanding>

The above is your current understanding. Respond to the user naturally."""

    # Two messages: context setup, then user input
    return mk_msgs([scratchpad_msg, "Understood.", user_input])


def build_reflect_context(scratchpad: str, user_input: str, response: str) -> list:
    """Build Phase 2 context: scratchpad + exchange summary."""

    reflect_prompt = f"""<prior_understanding>
{scratchpad}
</prior_understanding>

<exchange>
USER: {user_input}

ASSISTANT: {response}
</exchange>

Review this exchange. What changed in the assistant's understanding?
Call update_scratchpad with any sections that need updating.
Most turns only need trajectory_now and possibly self_confidence."""

    return mk_msgs([reflect_prompt])
