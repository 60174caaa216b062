"""S11 "Minute of Hate" (SPEC §10, §11 S11, step 21, D(2); rulings R-29, R-48, R-60, R-63)."""

from support import three


def test_propaganda_against_the_holder_fails_from_the_activation_round():
    # §11 S11 / R-29: in force from its activation round; the P-card fails and is consumed.
    g = three({"hand": ["S11"]}, {"hand": ["P300"]})
    g.play({"A": ["activate:S11", "pass"], "B": ["propaganda:P300", "target:A"]})
    assert (g.pop("A"), g.pop("B")) == (10_000, 10_000)
    assert g.hand("B") == []
    assert g.active("A") == {"S11": (1, 2)}


def test_failed_propaganda_is_private_to_user_and_target():
    # the user and the target each get a private message; not in the public report.
    g = three({"active": {"S11": [1, 2]}}, {"hand": ["P300"]})
    g.play({"B": ["propaganda:P300", "target:A"]})
    assert g.told("A", "Propaganda by B against A failed", round=1)
    assert g.told("B", "Propaganda by B against A failed", round=1)
    assert not g.told("C", "failed", round=1) and not g.told(None, "failed", round=1)


def test_lasts_two_rounds():
    # §11 S11 D(2) / R-29: in force in rounds 1-2, expired at cleanup of round 2.
    g = three({"hand": ["S11"]}, {"hand": ["P100", "P200", "P300"]})
    g.play({"A": ["activate:S11", "pass"], "B": ["propaganda:P100", "target:A"]})
    g.play({"B": ["propaganda:P200", "target:A"]})
    assert g.pop("A") == 10_000 and g.active("A") == {}
    g.play({"B": ["propaganda:P300", "target:A"]})
    assert (g.pop("A"), g.pop("B")) == (9_700, 10_150)


def test_the_holder_may_still_use_propaganda():
    # §11 S11 (unlike S12): no ban on the holder's own P-cards.
    g = three({"active": {"S11": [1, 2]}, "hand": ["P300"]}, {})
    assert "propaganda:P300" in g.options_for("A")
    g.play({"A": ["propaganda:P300", "target:B"]})
    assert g.pop("B") == 9_700


def test_counter_propaganda_takes_precedence():
    # filter order S13 -> S12 -> S11: the first P-card is reflected, the second fails.
    g = three({"active": {"S11": [1, 2]}, "idle": ["S13"]}, {"hand": ["P300"]}, {"hand": ["P200"]})
    g.play({"B": ["propaganda:P300", "target:A"], "C": ["propaganda:P200", "target:A"]})
    assert (g.pop("A"), g.pop("B"), g.pop("C")) == (10_150, 9_700, 10_000)
    assert g.active("A") == {"S11": (1, 2)}  # "overrides": S11 stays active


def test_activating_it_warns_before_cancelling_an_active_s12():
    # §4.3 / R-60: a warning first; "back" changes nothing and the special slot stays free.
    g = three({"hand": ["S11", "S4"], "active": {"S12": [1, 6]}}, {})
    opts = g.options_for("A", ["activate:S11"])
    assert g.waiting() == ("A", "confirm_cancel")
    assert set(opts) == {"confirm", "back"}
    assert "S12" in g.driver.pending[0].prompt
    g.play({"A": ["back"]}, stop="A")
    assert "activate:S4" in g.options() and "undo:special" not in g.options()
    g.play({"A": ["pass"]})
    assert g.active("A") == {"S12": (1, 6)} and g.hand("A") == ["S11", "S4"]


def test_confirmed_cancellation_happens_at_cleanup():
    # the cancelled S12 is discarded at cleanup; S11 is in force in rounds 1-2.
    g = three({"hand": ["S11"], "active": {"S12": [1, 6]}}, {"hand": ["P300"]})
    g.play({"A": ["activate:S11", "confirm", "pass"], "B": ["propaganda:P300", "target:A"]})
    assert g.active("A") == {"S11": (1, 2)}
    assert "S12" not in g.hand("A")
    assert g.pop("A") == 10_000


def test_voided_activation_cancels_nothing():
    # a voided cancelling move cancels nothing; S11 returns to hand.
    g = three({"hand": ["S11"], "active": {"S12": [1, 6]}}, {"hand": ["S4"]})
    g.play({"A": ["activate:S11", "confirm", "pass"], "B": ["activate:S4", "target:A", "pass"]})
    assert g.active("A") == {"S12": (1, 6)}
    assert g.hand("A") == ["S11"]


def test_disabled_by_the_virus_propaganda_lands():
    # §11 S5 / R-49: the holder's duration cards give no effect that round.
    g = three({"active": {"S11": [1, 2]}}, {"hand": ["P300", "S5"]})
    g.play({"B": ["activate:S5", "target:A", "propaganda:P300", "target:A"]})
    assert (g.pop("A"), g.pop("B")) == (9_700, 10_150)
    assert g.active("A") == {"S11": (1, 2)}
