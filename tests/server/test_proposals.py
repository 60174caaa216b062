"""Structured answers over the API: the seat's state carries the decision's form, a proposal the
form accepts is taken though it is not listed, and a refused one gets 422 with the form's reason
and changes nothing."""

from __future__ import annotations

import random
from typing import Any

from .support import Server, Table

HUMANS = [("Ann", None), ("Bob", None), ("Cyd", None)]


def until_a_form(table: Table, rng: random.Random, kind: str = "deal-propose") -> dict[str, Any]:
    """Answer at random until some seat is offered a decision of ``kind`` with a form (a deal
    proposal; a launch with more answers than it lists, C-600)."""
    for _ in range(3000):
        for seat in sorted(table.seats):
            decision = table.state(seat)["decision"]
            if decision is None:
                continue
            if "form" in decision and decision["kind"] == kind:
                return decision
            options = [o for o in decision["options"] if o not in ("accept",)] or ["accept"]
            response = table.decide(seat, decision["seq"], rng.choice(options))
            assert response.status_code == 200, response.text
    raise AssertionError("no decision with a form came up")


def test_a_proposal_is_taken_from_the_form_and_a_refused_one_changes_nothing(
    sqlite_url: str,
) -> None:
    with Server(sqlite_url) as server:
        table = Table.create(server, "cosmic", HUMANS, {"use_powers": False})
        decision = until_a_form(table, random.Random(4))
        seat, form = decision["seat"], decision["form"]
        assert decision["kind"] == "deal-propose" and decision["options"][0] == "pass"
        assert form["grammar"] == "give:<terms>/get:<terms>" and form["empty"] == "nothing"
        cards = next(f for f in form["fields"] if f["name"] == "give.c")
        assert cards["label"] == "cards of the giver's choice" and cards["min"] == 0
        too_many = f"give:{cards['max'] + 1}c/get:nothing"
        before = table.snapshot()
        refused = table.decide(seat, decision["seq"], too_many)
        assert refused.status_code == 422
        assert refused.json()["detail"] == (
            f"cards of the giver's choice: you can give at most {cards['max']}, "
            f"not {cards['max'] + 1}"
        )
        assert table.snapshot() == before
        named = table.decide(seat, decision["seq"], "give:attack-8/get:nothing")
        assert named.json()["detail"] == (
            "'attack-8' names a specific card: a proposal may only say how many cards"
        )
        proposal = f"give:{cards['max']}c/get:nothing"
        assert proposal not in decision["options"]
        accepted = table.decide(seat, decision["seq"], proposal)
        assert accepted.status_code == 200, accepted.text
        stored = server.hub.storage.load(table.id)
        assert stored is not None and stored.decisions[-1] == (seat, proposal)


def test_a_launch_is_taken_from_its_tokens_form_and_a_refused_one_changes_nothing(
    sqlite_url: str,
) -> None:
    """A launch with more answers than it lists carries a tokens form (C-600): over the API a
    composed key is taken, and one asking more than a planet may give gets 422 with the reason."""
    with Server(sqlite_url) as server:
        table = Table.create(server, "cosmic", HUMANS, {"use_powers": False})
        decision = until_a_form(table, random.Random(4), kind="launch")
        seat, form = decision["seat"], decision["form"]
        assert form["kind"] == "tokens" and (form["least"], form["most"]) == (1, 4)
        first, second = form["fields"][:2]
        too_many = f"{first['max'] + 1}{first['unit']}"
        before = table.snapshot()
        refused = table.decide(seat, decision["seq"], too_many)
        assert refused.status_code == 422
        assert refused.json()["detail"].startswith(f"{first['label']} has only ")
        assert table.snapshot() == before
        launch = f"2{first['unit']}+{second['unit']}"
        assert launch not in decision["options"]
        accepted = table.decide(seat, decision["seq"], launch)
        assert accepted.status_code == 200, accepted.text
        stored = server.hub.storage.load(table.id)
        assert stored is not None and (seat, launch) in stored.decisions
