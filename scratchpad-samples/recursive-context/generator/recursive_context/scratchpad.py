# scratchpad.py (seed 001: the bootstrap scratchpad copied literally)

BOOTSTRAP = """## IDENTITY
### Purpose
{purpose}

### User
[To be established through interaction]

### Boundaries
[None declared]

---

## UNDERSTANDING
### Known
(none yet)

### Believed
(none yet)

### Unknown
- User's immediate goal
- User's context and constraints
- What success looks like

---

## TRAJECTORY
### Now
Initialization - ready for first real input

### Path
(just started)

### Later
(none)

---

## WORKSPACE
(empty)

---

## SELF
### Confidence
MEDIUM - Fresh start, no information yet

### Attention
Establishing user's needs and context

### Flags
(none)
"""


def make_bootstrap(purpose: str) -> str:
    # NOT IN THE SEED: it names make_bootstrap() but does not show it; the
    # template's only placeholder is {purpose}.
    return BOOTSTRAP.format(purpose=purpose)
