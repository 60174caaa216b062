"""The state's own bookkeeping."""

import pytest

from hyperspace import compiled
from hyperspace.nuclear.state import PLAN_FIELDS, TurnPlan


@pytest.mark.skipif(compiled(), reason="a compiled class has no __slots__; the pure run checks it")
def test_the_snapshot_names_every_field_of_a_turn_plan() -> None:
    # snapshot() lists TurnPlan's fields by name, since a compiled class has no __slots__ to read.
    assert sorted(PLAN_FIELDS) == sorted(TurnPlan.__slots__)
