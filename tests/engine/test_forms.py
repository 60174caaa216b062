"""Structured answers: a decision with a form accepts any key its form accepts besides its
options, refuses the rest with the form's reason and changes nothing, is never answered
automatically, and its answers are recorded and replayed like any other."""

from __future__ import annotations

import json
from typing import Any

import pytest

from hyperspace.engine import Decision, Driver, Form, RefusedAnswer, UnknownOption, ask, replay
from hyperspace.engine.events import visible_log


class Pebbles:
    """Take up to ``most`` pebbles: "take:<n>" with 1 <= n <= most. A Form by its methods (the
    compiled engine's protocol cannot be subclassed by interpreted code)."""

    def __init__(self, most: int) -> None:
        self.most = most

    def describe(self) -> dict[str, Any]:
        return {"fields": [{"name": "take", "label": "pebbles", "min": 1, "max": self.most}]}

    def refusal(self, key: str) -> str | None:
        verb, _, count = key.partition(":")
        if verb != "take" or not count.isdigit():
            return f"{key!r} is not a proposal: write take:<number>"
        if not 1 <= int(count) <= self.most:
            return f"you may take 1 to {self.most} pebbles, not {count}"
        return None


class PebbleState:
    def __init__(self) -> None:
        self.taken: list[int] = []
        self.log: list[Any] = []


class PebbleGame:
    """Two seats each take pebbles three times; the only listed option is "pass"."""

    name = "pebbles"
    ruleset = "pebbles/1"
    window_kinds: frozenset[str] = frozenset()

    def new_state(self, config: Any, seed: int) -> PebbleState:
        return PebbleState()

    async def play(self, state: PebbleState) -> None:
        for turn in range(6):
            form: Form = Pebbles(turn + 1)
            key = await ask(Decision(turn % 2, "take", ("pass",), "Take?", form=form))
            state.taken.append(0 if key == "pass" else int(key.partition(":")[2]))

    def view(self, state: PebbleState, seat: int | None, since: int | None = 0) -> dict[str, Any]:
        return {"taken": list(state.taken), "log": visible_log(state.log, seat)}

    def returns(self, state: PebbleState) -> list[float]:
        return [float(sum(state.taken[0::2])), float(sum(state.taken[1::2]))]

    def num_seats(self, state: PebbleState) -> int:
        return 2


PEBBLES = PebbleGame()


def test_a_form_answer_is_accepted_recorded_and_replayed_exactly() -> None:
    d = Driver(PEBBLES, {}, 1)  # type: ignore[arg-type]
    assert [x.kind for x in d.pending] == ["take"]  # one option, but a form: not automatic
    for key in ("take:1", "pass", "take:3", "take:4", "pass", "take:6"):
        d.submit(d.pending[0].seat, key)
    assert d.finished and d.state.taken == [1, 0, 3, 4, 0, 6]
    assert d.record.decisions == [
        (0, "take:1"), (1, "pass"), (0, "take:3"), (1, "take:4"), (0, "pass"), (1, "take:6"),
    ]  # fmt: skip
    again = replay(PEBBLES, d.record)  # type: ignore[arg-type]
    assert again.state.taken == d.state.taken and again.record.decisions == d.record.decisions


def test_a_refused_answer_gives_the_forms_reason_and_changes_nothing() -> None:
    d = Driver(PEBBLES, {}, 1)  # type: ignore[arg-type]
    d.submit(0, "take:1")
    before = (list(d.state.taken), list(d.record.decisions), d.seq)
    with pytest.raises(RefusedAnswer) as refused:
        d.submit(1, "take:3")
    assert str(refused.value) == "you may take 1 to 2 pebbles, not 3"
    with pytest.raises(RefusedAnswer) as refused:
        d.check(1, "grab:1")
    assert str(refused.value) == "'grab:1' is not a proposal: write take:<number>"
    assert issubclass(RefusedAnswer, UnknownOption)
    assert (d.state.taken, d.record.decisions, d.seq) == before
    d.submit(1, "take:2")
    assert d.state.taken == [1, 2]


def test_play_out_accepts_form_answers_and_refuses_the_rest() -> None:
    d = Driver(PEBBLES, {}, 1)  # type: ignore[arg-type]
    d.play_out(lambda decision: f"take:{decision.form.most}")  # type: ignore[union-attr]
    assert d.state.taken == [1, 2, 3, 4, 5, 6] and d.asked == 6 and d.auto == 0
    greedy = Driver(PEBBLES, {}, 1)  # type: ignore[arg-type]
    with pytest.raises(RefusedAnswer, match="not 9"):
        greedy.play_out(lambda decision: "take:9")


def test_the_form_is_described_to_the_seat_as_plain_data() -> None:
    d = Driver(PEBBLES, {}, 1)  # type: ignore[arg-type]
    data = d.pending[0].to_dict()
    assert data["form"] == {"fields": [{"name": "take", "label": "pebbles", "min": 1, "max": 1}]}
    assert json.loads(json.dumps(data)) == data
    assert "form" not in Decision(0, "x", ("a", "b")).to_dict()
