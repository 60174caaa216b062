"""S9 "Spy satellite" (SPEC §11 S9, informational, D(5); rulings R-15, R-16, R-29, R-41)."""

from support import three


def intel(g, round):
    entries = g.entries("A", "intel", round=round)
    assert len(entries) <= 1
    return entries[0]["intel"] if entries else None


def test_reports_picks_with_value_and_kind_and_this_round_s_preps():
    # each other player's picked cards (type, value, kind for W) and the missile prepped
    # this round (max yield); R-15: delivered after cleanup, when the picked values exist.
    g = three({"hand": ["S9"]}, {"hand": ["M1500"]}, {}, draw=["W700b"])
    g.play({"A": ["activate:S9", "pass"], "B": ["prep:M1500"], "C": ["pick:W"]})
    assert intel(g, 1) == {
        1: {"picked": [], "prepped": "M1500"},
        2: {"picked": ["W700b"], "prepped": None},
    }
    assert g.active("A") == {"S9": (1, 5)}


def test_is_secret():
    # nobody is told S9 is active; picked values stay hidden from everyone else.
    g = three({"hand": ["S9"]}, {}, {}, draw=["W700b"])
    g.play({"A": ["activate:S9", "pass"], "C": ["pick:W"]})
    for who in (None, "B", "C"):
        assert not g.entries(who, "intel")
        assert not any("S9" in t or "Spy" in t for t in g.texts(who))
    assert not any("W700b" in t for t in g.texts("B"))


def test_a_prep_of_an_earlier_round_is_not_reported_again():
    # "the missile they prepped this round".
    g = three({"active": {"S9": [1, 5]}}, {"hand": ["M500", "W200n"]}, {})
    g.play({"B": ["prep:M500"]})
    assert intel(g, 1)[1]["prepped"] == "M500"
    g.play({"B": ["launch:W200n", "target:C"]})
    assert intel(g, 2)[1] == {"picked": [], "prepped": None}


def test_five_rounds_including_the_activation_round():
    # §11 S9 D(5) / R-29 / R-16: intel after the activation round and the 4 after it, then none.
    g = three({"hand": ["S9"]}, {}, {}, draw=["M200"] * 6)
    g.play({"A": ["activate:S9", "pass"], "B": ["pick:M"]})
    for _ in range(5):
        g.play({"B": ["pick:M"]})
    assert [r for r in range(1, 7) if intel(g, r) is not None] == [1, 2, 3, 4, 5]
    assert intel(g, 5)[1]["picked"] == ["M200"]
    assert g.active("A") == {}


def test_gifts_and_thefts_are_not_reported():
    # cards obtained by gift or theft are not included.
    g = three({"active": {"S9": [1, 5]}}, {"hand": ["S1"]}, {"hand": ["W500n", "M700"]})
    g.play({"B": ["activate:S1", "target:C", "pass"], "C": ["give:M700", "target:B"]})
    assert intel(g, 1) == {1: {"picked": [], "prepped": None}, 2: {"picked": [], "prepped": None}}
    assert g.hand("B") == ["M700", "W500n"]


def test_voided_activation_gives_no_intel_and_returns():
    # §11 S4: the activated S-card returns to hand; S9 is not in force.
    g = three({"hand": ["S9"]}, {"hand": ["S4"]}, {}, draw=["P100"])
    g.play(
        {"A": ["activate:S9", "pass"], "B": ["activate:S4", "target:A", "pass"], "C": ["pick:P"]}
    )
    assert intel(g, 1) is None
    assert g.hand("A") == ["S9"] and g.active("A") == {}


def test_eliminated_players_are_not_reported():
    # "each other living player".
    g = three(
        {"active": {"S9": [1, 5]}, "hand": ["W500n"], "prepped": "M500"}, {"population": 500}, {}
    )
    g.play({"A": ["launch:W500n", "target:B"]})
    assert not g.p("B").alive
    g.play({})
    assert set(intel(g, 2)) == {2}
