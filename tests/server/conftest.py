"""Fixtures for the server tests: a database URL on SQLite (a file in tmp_path) and on PostgreSQL.

PostgreSQL runs when ``HYPERSPACE_TEST_DATABASE_URL`` names a server where the user may CREATE
DATABASE (scripts/check.sh starts one): each test gets a fresh database, dropped afterwards.
Without it the PostgreSQL cases are skipped, except in CI (``CI=true``), where they must run.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pytest

from .support import drop_database

PG_ENV = "HYPERSPACE_TEST_DATABASE_URL"
PG_MISSING = f"{PG_ENV} not set (scripts/check.sh starts a PostgreSQL server)"


def _postgres_database() -> Iterator[str]:
    admin_url = os.environ.get(PG_ENV)
    if not admin_url:
        if os.environ.get("CI") == "true":
            pytest.fail(f"{PG_MISSING}; CI must run the PostgreSQL tests")
        pytest.skip(PG_MISSING)
    import psycopg

    name = f"hs_test_{uuid.uuid4().hex}"
    with psycopg.connect(admin_url, autocommit=True) as admin:
        admin.execute(f"CREATE DATABASE {name}")
    parts = urlsplit(admin_url)
    try:
        yield urlunsplit(parts._replace(path=f"/{name}"))
    finally:
        drop_database(admin_url, name)


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A fresh, empty database: SQLite, then PostgreSQL."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'hyperspace.sqlite3'}"
    else:
        yield from _postgres_database()


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    """A fresh SQLite database, for the tests where the database does not matter."""
    return f"sqlite:///{tmp_path / 'hyperspace.sqlite3'}"


@pytest.fixture
def postgres_url() -> Iterator[str]:
    """A fresh PostgreSQL database, for what only PostgreSQL does (commits in worker threads)."""
    yield from _postgres_database()
