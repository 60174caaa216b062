"""Killing a process in the middle of its work, on a busy machine too.

The engine plays a whole game in a tenth of a second, so a test that watches a process's output
and then kills it can see the work end in between if the machine is slow to run the test itself.
The process is instead kept stopped (SIGSTOP) and let run in slices of about a millisecond
(SIGCONT); the test looks at its output between slices and kills it while it is still stopped.
"""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Callable

SLICE = 0.001  # seconds the process runs between two looks


def run_until(pid: int, reached: Callable[[], bool], patience: float) -> None:
    """Let the stopped process ``pid`` run in slices until ``reached()`` holds (looked at while it
    is stopped); it is left stopped. Fails after ``patience`` seconds."""
    deadline = time.monotonic() + patience
    while not reached():
        assert time.monotonic() < deadline, f"not reached within {patience:.0f} s"
        os.kill(pid, signal.SIGCONT)
        time.sleep(SLICE)
        os.kill(pid, signal.SIGSTOP)
