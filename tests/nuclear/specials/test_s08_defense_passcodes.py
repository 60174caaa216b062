"""S8 "Defense passcodes" (SPEC §9, §11 S8, step 7, D(1); rulings R-29, R-47, amended R-17)."""

from support import three


def sc17(**b):
    return three(
        {"hand": ["S8", "W700n"], "prepped": "M700"},
        {"hand": ["D1000"], **b},
        {"hand": ["W500n"], "prepped": "M500"},
    )


def test_sc17_opens_the_defense_for_its_user_only():
    # SC-17 / R-47: A's 700 lands; C's M500 is still blocked by B's D1000.
    g = sc17()
    g.play(
        {
            "A": ["activate:S8", "target:B", "launch:W700n", "target:B"],
            "B": ["defense:D1000"],
            "C": ["launch:W500n", "target:B"],
        }
    )
    assert g.pop("B") == 9_300
    assert g.credit("A") == 700 and g.credit("C") == 0
    assert any("stopped by defense" in t for t in g.texts(None, round=1))


def test_the_target_is_told_who_bought_the_passcodes():
    # R-47 / §5.3: "X bought your defense passcodes" (S8 is not anonymous), privately.
    g = sc17()
    g.play({"A": ["activate:S8", "target:B", "launch:W700n", "target:B"], "B": ["defense:D1000"]})
    assert g.told("B", "A bought your defense passcodes", round=1)
    assert not g.told("C", "passcodes", round=1)
    assert not g.told(None, "passcodes", round=1)


def test_lasts_one_round_only():
    # §11 S8 D(1) / R-29: in force in the activation round only; expired at its cleanup.
    g = three(
        {"hand": ["S8", "W200n", "M700", "W700n"], "prepped": "M200"}, {"hand": ["D1000", "D1000"]}
    )
    g.play({"A": ["activate:S8", "target:B", "launch:W200n", "target:B"], "B": ["defense:D1000"]})
    assert g.pop("B") == 9_800
    assert "S8" not in g.active("A") and "S8" not in g.hand("A")
    g.play({"A": ["prep:M700"], "B": ["pick:M"]})
    g.play({"A": ["launch:W700n", "target:B"], "B": ["defense:D1000"]})
    assert g.pop("B") == 9_800  # blocked again in a later round


def test_without_a_defense_it_does_nothing_and_is_spent():
    # §11 S8: nothing to open; the hit is a plain hit and the card is used up.
    g = sc17()
    g.play({"A": ["activate:S8", "target:B", "launch:W700n", "target:B"]})
    assert g.pop("B") == 9_300
    assert "S8" not in g.hand("A") and g.active("A") == {}


def test_equal_yields_which_would_be_blocked_go_through():
    # §9 / R-52: M500 vs D500 is blocked, unless the attacker bought the passcodes.
    g = three({"hand": ["S8", "W500n"], "prepped": "M500"}, {"hand": ["D500"]})
    g.play({"A": ["activate:S8", "target:B", "launch:W500n", "target:B"], "B": ["defense:D500"]})
    assert g.pop("B") == 9_500


def test_fails_against_a_fired_s10_shield():
    # Amended R-17: a triggered S10 stops every S-card aimed at its holder; B's D1000 then blocks.
    g = three(
        {"hand": ["S8", "W700n"], "prepped": "M700"},
        {"hand": ["D1000"], "idle": ["S10"]},
        {"hand": ["S5"]},
    )
    g.play(
        {
            "A": ["activate:S8", "target:B", "launch:W700n", "target:B"],
            "B": ["defense:D1000"],
            "C": ["activate:S5", "target:B", "pass"],
        }
    )
    assert g.pop("B") == 10_000


def test_voided_by_s4_it_returns_and_the_defense_blocks():
    # §11 S4: the activated S-card returns to hand; the W-card too, and the missile is forfeited.
    g = three({"hand": ["S8", "W700n"], "prepped": "M700"}, {"hand": ["D1000"]}, {"hand": ["S4"]})
    g.play(
        {
            "A": ["activate:S8", "target:B", "launch:W700n", "target:B"],
            "B": ["defense:D1000"],
            "C": ["activate:S4", "target:A", "pass"],
        }
    )
    assert g.pop("B") == 10_000
    assert g.hand("A") == ["S8", "W700n"]
    assert not g.told("B", "passcodes", round=1)
