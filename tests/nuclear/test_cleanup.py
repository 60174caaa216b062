"""Cleanup (SPEC §6.3 C6): what an eliminated player loses [R-10]."""

from support import three


def test_c6_an_eliminated_player_loses_the_missile_he_prepped_that_round():
    # eliminated players lose all their cards and effects. B preps M500 (installed at C4)
    # in the round A's missile destroys him (C1): at C6 the prepped missile is gone with the rest.
    g = three(
        {"hand": ["W500n"], "prepped": "M500"},
        {"hand": ["M500", "P100"], "idle": ["S10"], "population": 300},
        fallout=["C"],
    )
    g.play({"A": ["launch:W500n", "target:B"], "B": ["prep:M500"]})
    assert not g.p("B").alive
    assert g.p("B").prepped is None
    assert (g.hand("B"), g.idle("B"), g.active("B")) == ([], [], {})
