"""The collector's setting while games are played in bulk (:mod:`hyperspace.sim.collection`)."""

from __future__ import annotations

import gc

import pytest

from hyperspace.sim.collection import YOUNG_ALLOCATIONS, few_collections


def test_young_collections_are_rare_and_start_up_objects_frozen_within_the_block() -> None:
    before = gc.get_threshold()
    with few_collections():
        assert gc.get_threshold() == (YOUNG_ALLOCATIONS, before[1], before[2])
        assert gc.get_freeze_count() > 0  # what existed on entry is left alone
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == 0


def test_the_setting_is_restored_when_the_block_fails() -> None:
    before = gc.get_threshold()
    with pytest.raises(RuntimeError), few_collections():
        raise RuntimeError("a game failed")
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == 0
