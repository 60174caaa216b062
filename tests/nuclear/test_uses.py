"""The per-card use counters (``state.uses``, the simulation's ``card_uses``): every move that
stood counts the cards it put to use, a theft that found nothing counts as such."""

from support import three


def test_card_uses_count_the_cards_each_move_that_stood_put_to_use():
    g = three(
        {"hand": ["M500", "W500n", "S22"]},
        {"hand": ["D500", "P200", "S2"]},
        {"hand": ["S4", "W200n"]},
    )
    # A activates S22 and preps; B tries to steal a bio warhead A does not have, and uses
    # propaganda on A; C gives a warhead away (no use).
    g.play(
        {
            "A": ["activate:S22", "prep:M500"],
            "B": ["activate:S2", "target:A", "propaganda:P200", "target:A"],
            "C": ["give:W200n", "target:A"],
        }
    )
    # A launches at B (its missile was counted at the prep); B's defense is voided by C's S4.
    g.play(
        {
            "A": ["launch:W500n", "target:B"],
            "B": ["defense:D500"],
            "C": ["activate:S4", "target:B", "pick:M"],
        }
    )
    assert g.state.uses == [
        {"S22": 1, "M": 1, "W": 1},
        {"S2": 1, "P": 1, "S2 found nothing": 1},
        {"S4": 1},
    ]


def test_a_submarine_launch_counts_its_missile_with_its_warhead_and_s19():
    # Unlike a launch, whose missile was counted at its prep, S19 launches a missile from the hand.
    g = three({"hand": ["S19", "M500", "W500n"]}, {})
    g.play({"A": ["activate:S19", "sublaunch:M500", "warhead:W500n", "target:B"]})
    assert g.state.uses == [{"S19": 1, "M": 1, "W": 1}, {}, {}]
