"""Settings for the whole suite: the Hypothesis profile (tests/profiles.py, docs/testing.md), and
assertion rewriting in the helper modules whose asserts carry a test's meaning."""

from __future__ import annotations

import pytest
from hypothesis import settings

pytest.register_assert_rewrite("tests.sim.bench_checks")

from tests.profiles import profile_name  # noqa: E402  (after the rewrite hook, as pytest asks)

settings.load_profile(profile_name())


def pytest_report_header() -> str:
    return f"hypothesis profile: {profile_name()}"
