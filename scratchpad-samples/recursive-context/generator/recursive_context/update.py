# update.py (seed 001, copied literally, quirks included)

import re
from typing import Optional

# Section paths for surgical updates
SECTIONS = {
    'identity_purpose': ('IDENTITY', 'Purpose'),
    'identity_user': ('IDENTITY', 'User'),
    'identity_boundaries': ('IDENTITY', 'Boundaries'),
    'understanding_known': ('UNDERSTANDING', 'Known'),
    'understanding_believed': ('UNDERSTANDING', 'Believed'),
    'understanding_unknown': ('UNDERSTANDING', 'Unknown'),
    'trajectory_now': ('TRAJECTORY', 'Now'),
    'trajectory_path': ('TRAJECTORY', 'Path'),
    'trajectory_later': ('TRAJECTORY', 'Later'),
    'workspace': ('WORKSPACE', None),
    'self_confidence': ('SELF', 'Confidence'),
    'self_attention': ('SELF', 'Attention'),
    'self_flags': ('SELF', 'Flags'),
}


def update_scratchpad(
    identity_purpose: Optional[str] = None,
    identity_user: Optional[str] = None,
    identity_boundaries: Optional[str] = None,
    understanding_known: Optional[str] = None,
    understanding_believed: Optional[str] = None,
    understanding_unknown: Optional[str] = None,
    trajectory_now: Optional[str] = None,
    trajectory_path: Optional[str] = None,
    trajectory_later: Optional[str] = None,
    workspace: Optional[str] = None,
    self_confidence: Optional[str] = None,
    self_attention: Optional[str] = None,
    self_flags: Optional[str] = None
) -> dict:
    """Update scratchpad sections. Pass only what changed."""
    return {k: v for k, v in locals().items() if v is not None}


def apply_updates(scratchpad: str, updates: dict) -> str:
    """Apply updates to scratchpad with APPEND/CLEAR/REPLACE semantics."""
    if not updates:
        return scratchpad

    lines = scratchpad.split('\n')
    result = []

    current_section = None
    current_subsection = None
    skip_until_next = False
    pending_append = None

    for i, line in enumerate(lines):
        # Track major sections
        if line.startswith('## '):
            if pending_append:
                result.append(pending_append)
                pending_append = None
            skip_until_next = False
            current_section = line[3:].strip()
            current_subsection = None
            result.append(line)

            # Handle sections without subsections (WORKSPACE)
            key = f"{current_section.lower()}"
            if key in updates:
                value = updates[key]
                if value == 'CLEAR':
                    skip_until_next = True
                elif value.startswith('APPEND: '):
                    pending_append = value[8:]
                else:
                    result.append(value)
                    skip_until_next = True
                continue

        # Track subsections
        elif line.startswith('### '):
            if pending_append:
                result.append(pending_append)
                pending_append = None
            skip_until_next = False
            current_subsection = line[4:].strip()
            result.append(line)

            # Check for update
            for key, (sec, subsec) in SECTIONS.items():
                if key in updates and sec == current_section and subsec == current_subsection:
                    value = updates[key]
                    if value == 'CLEAR':
                        skip_until_next = True
                    elif value.startswith('APPEND: '):
                        pending_append = value[8:]
                    else:
                        result.append(value)
                        skip_until_next = True
                    break

        # Section dividers
        elif line.startswith('---'):
            if pending_append:
                result.append(pending_append)
                pending_append = None
            skip_until_next = False
            result.append(line)

        # Content lines
        elif not skip_until_next:
            result.append(line)

    # Final pending append
    if pending_append:
        result.append(pending_append)

    return '\n'.join(result)
