"""The JSON API keeps the contract /openapi.json states (docs/server.md, "The API's contract"):
schemathesis draws requests from the document, valid and invalid, each operation alone and then
in sequences that follow the links it finds, and runs all its checks on every response: no
server error, every status and body documented, valid requests accepted, invalid ones refused,
the ``Allow`` header of a 405 whole. The examples are bounded to keep the run under a minute."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, settings

from hyperspace.cosmic.powers import POWERS
from hyperspace.server.app import create_app

FUZZ = settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))


@pytest.fixture(scope="module")
def api(tmp_path_factory: pytest.TempPathFactory) -> Any:
    database: Path = tmp_path_factory.mktemp("fuzz") / "hyperspace.sqlite3"
    return schemathesis.openapi.from_asgi("/openapi.json", create_app(f"sqlite:///{database}"))


schema = schemathesis.pytest.from_fixture("api")


@schemathesis.hook
def filter_case(context: schemathesis.HookContext, case: schemathesis.Case) -> bool:
    """Leave out the new games that break a rule between fields, which JSON Schema cannot state
    (the document's descriptions say them; the server answers 422 naming the rule)."""
    if case.operation.path != "/api/games" or not isinstance(case.body, dict):
        return True
    return not between_fields(case.body)


def between_fields(body: dict[str, Any]) -> list[str]:
    """The rules between fields that ``body`` breaks."""
    seats, options = body.get("seats"), body.get("options") or {}
    if not isinstance(seats, list) or not isinstance(options, dict):
        return []
    names = [str(s.get("name")).strip() for s in seats if isinstance(s, dict)]
    broken = ["names differ"] if len(set(names)) != len(names) else []
    powers = options.get("powers") or []
    if isinstance(powers, list) and powers and len(powers) != len(seats):
        broken.append("one power per seat")
    pool = options.get("power_pool") or []
    if isinstance(pool, list) and pool and len(set(map(repr, pool))) < len(seats):
        broken.append("a pool of a power per seat at least")
    if options.get("attacks") == [] and options.get("compromises") == 0:
        broken.append("the deck has a Challenge Card")
    lists = [x for x in (powers, pool) if isinstance(x, list)]
    named = [p for names in lists for p in names if isinstance(p, str) and p in POWERS]
    if any(not options.get(need) for p in named for need in POWERS[p].needs):
        broken.append("a power's setting is on (C-486: Pirate, Dragon, Assessor need Lucre)")
    return broken


@schema.parametrize()
@FUZZ
def test_each_operation(case: schemathesis.Case) -> None:
    # call_and_validate raises on any failed check; the assertion states the first of them here
    response = case.call_and_validate()
    assert response.status_code < 500, response.text


def test_sequences(api: Any) -> None:
    # the state machine raises on the first response failing a check, with the steps to it
    api.as_state_machine().run(settings=settings(FUZZ, stateful_step_count=6))
