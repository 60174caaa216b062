"""Hypothesis profiles (docs/testing.md): ``ci`` (derandomized: the same examples on every run),
``dev`` (fresh random examples each run) and ``thorough`` (ten times the examples). The profile is
named by the environment variable ``HYPOTHESIS_PROFILE``; without it, ``ci`` when ``CI`` is set,
else ``dev``. tests/conftest.py loads it before any test module is imported.

A property test states its usual number of examples through :func:`examples`, which scales it by
the profile, so ``thorough`` runs more of every property test, not only of those that leave the
number to Hypothesis.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

# The profiles and how many times each test's usual number of examples they run.
SCALE = {"ci": 1, "dev": 1, "thorough": 10}
# Whole games are slow examples: no per-example deadline, no "too slow" health check.
_GAMES = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow]}

settings.register_profile("ci", derandomize=True, database=None, print_blob=True, **_GAMES)
settings.register_profile("dev", **_GAMES)
settings.register_profile("thorough", max_examples=100 * SCALE["thorough"], **_GAMES)


def profile_name() -> str:
    """The profile this run uses (see the module's text)."""
    default = "ci" if os.environ.get("CI") else "dev"
    name = os.environ.get("HYPOTHESIS_PROFILE", default)
    if name not in SCALE:
        raise ValueError(f"HYPOTHESIS_PROFILE={name!r}: no such profile (known: {sorted(SCALE)})")
    return name


def examples(usual: int) -> settings:
    """Settings for a property test that runs ``usual`` examples under ``ci`` and ``dev``."""
    return settings(max_examples=usual * SCALE[profile_name()], **_GAMES)
