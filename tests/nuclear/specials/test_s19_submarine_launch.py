"""S19 "Submarine launch" (SPEC §8.3, §11 S19, step 10; rulings R-19, R-52, R-61, amended R-20,
amended R-22)."""

from support import three

SUB = ["activate:S19", "sublaunch:M500", "warhead:W500n", "target:B"]


def test_launch_without_prep_in_the_same_turn():
    # §11 S19: any M-card in hand, no prep; M, W and S19 are consumed.
    g = three({"hand": ["S19", "M500", "W500n"]}, {})
    g.play({"A": SUB})
    assert g.pop("B") == 9_500
    assert g.credit("A") == 500
    assert g.hand("A") == []
    assert g.told(None, "A used a card", round=1)


def test_the_option_exists_only_after_activating_s19():
    # §4.2: USE_SUBLAUNCH needs S19 activated this turn; undo takes it away again.
    g = three({"hand": ["S19", "M500", "W500n"]}, {})
    assert not any(o.startswith("sublaunch:") for o in g.options_for("A"))
    assert "sublaunch:M500" in g.options_for("A", ["activate:S19"])
    assert not any(o.startswith("sublaunch:") for o in g.options_for("A", ["undo:special"]))


def test_the_normal_yield_rule_applies():
    # §11 S19 / §4.3: each warhead's yield must be <= the missile's max yield.
    g = three({"hand": ["S19", "M200", "M1000", "W500n", "W700n", "W2000n"]}, {})
    opts = g.options_for("A", ["activate:S19"])
    assert "sublaunch:M1000" in opts and "sublaunch:M200" not in opts  # no W-card <= 200
    g.play({"A": ["sublaunch:M1000"]}, stop="A")
    assert g.waiting() == ("A", "warhead")
    assert set(g.options()) == {"warhead:W500n", "warhead:W700n"}


def test_d_cards_apply():
    # §11 S19: an M-card delivery: blocked when max yields compare (R-52: equal is blocked).
    g = three({"hand": ["S19", "M500", "W500n"]}, {"hand": ["D500"]})
    g.play({"A": SUB, "B": ["defense:D500"]})
    assert g.pop("B") == 10_000
    assert g.hand("A") == []  # consumed whether or not blocked (§8.2)


def test_s7_does_not_apply():
    # §11 S7 / S19 / R-19: a submarine launch is immune to sabotage.
    g = three({"hand": ["S19", "M500", "W500n"]}, {"hand": ["S7"]})
    g.play({"A": SUB, "B": ["activate:S7", "target:A", "pass"]})
    assert g.pop("B") == 9_500


def test_mirv_applies_when_s21_is_idle():
    # §11 S19: "MIRV applies if S21 is IDLE" (amended R-22: consumed by the launch).
    g = three({"hand": ["S19", "M1000", "W500n", "W500n"], "idle": ["S21"]}, {})
    g.play({"A": ["activate:S19", "sublaunch:M1000", "warhead:W500n", "target:B", "add:W500n"]})
    assert g.pop("B") == 9_000
    assert g.idle("A") == []


def test_a_due_missile_is_forfeited_after_a_warning():
    # §8.2 / R-61: a terminal action other than the launch forfeits the due missile.
    g = three({"hand": ["S19", "M500", "W500n"], "prepped": "M1000"}, {})
    r = g.play({"A": ["activate:S19", "sublaunch:M500", "confirm", "warhead:W500n", "target:B"]})
    assert "confirm_forfeit" in r.kinds("A")
    assert g.pop("B") == 9_500
    assert g.prepped("A") is None


def test_activated_but_unused_it_is_still_spent():
    # §1.1 / §6.3 C2: a one-shot S19 is USED when activated and consumed at cleanup.
    g = three({"hand": ["S19", "M500", "W500n"]}, {}, draw=["P100"])
    g.play({"A": ["activate:S19", "pick:P"]})
    assert g.hand("A") == ["M500", "P100", "W500n"]


def test_voided_the_cards_return():
    # §11 S4: the S-card, the M-card and the W-card return to hand.
    g = three({"hand": ["S19", "M500", "W500n"]}, {"hand": ["S4"]})
    g.play({"A": SUB, "B": ["activate:S4", "target:A", "pass"]})
    assert g.pop("B") == 10_000
    assert g.hand("A") == ["M500", "S19", "W500n"]
