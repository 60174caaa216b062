"""The special-card tests share ``tests/nuclear/support.py``: make it importable as ``support``."""

import sys
from pathlib import Path

_NUCLEAR = str(Path(__file__).resolve().parent.parent)
if _NUCLEAR not in sys.path:
    sys.path.insert(0, _NUCLEAR)
