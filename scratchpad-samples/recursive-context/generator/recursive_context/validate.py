# validate.py (seed 001, copied literally)

import logging

logger = logging.getLogger('recursive_context')


def validate_updates(updates: dict) -> tuple[bool, str]:
    """Validate updates before applying."""

    for key, value in updates.items():
        if value is None:
            continue

        # Size sanity check
        if len(str(value)) > 5000:
            return False, f"{key} exceeds 5k chars"

        # Confidence format check
        if key == 'self_confidence':
            if not any(level in value.upper() for level in ['HIGH', 'MEDIUM', 'LOW']):
                logger.warning(f"Confidence should include HIGH/MEDIUM/LOW: {value}")

    return True, ""


def safe_apply(scratchpad: str, updates: dict) -> str:
    """Apply updates with validation and fallback."""
    from .update import apply_updates

    valid, error = validate_updates(updates)
    if not valid:
        logger.warning(f"Update validation failed: {error}")
        return scratchpad

    try:
        new_scratchpad = apply_updates(scratchpad, updates)

        # Sanity check
        if len(new_scratchpad) < 100:
            logger.warning("Update produced suspiciously short scratchpad")
            return scratchpad

        return new_scratchpad

    except Exception as e:
        logger.error(f"Update failed: {e}")
        return scratchpad
