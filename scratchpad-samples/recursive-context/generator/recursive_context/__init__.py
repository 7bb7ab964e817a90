"""The recursive context package of seed 001, file by file as the seed lays it out.

Everything under this package is the seed's code copied literally; the only
additions are marked "NOT IN THE SEED" (the bodies of save() and load(),
which the seed leaves as `...`, make_bootstrap(), which the seed names but
does not show, and the log file set-up in trace.py). The seed's
dependencies (claudette, anthropic) are replaced by the scripted stand-ins
in ../claudette.py and ../anthropic/.
"""

from .core import RecursiveChat
from .scratchpad import BOOTSTRAP, make_bootstrap
from .update import SECTIONS, apply_updates, update_scratchpad
from .validate import safe_apply, validate_updates

__all__ = ["RecursiveChat", "BOOTSTRAP", "make_bootstrap", "SECTIONS", "apply_updates",
           "update_scratchpad", "safe_apply", "validate_updates"]
