"""S15 "Fallout shelters" (SPEC §7.2-§7.4, §11 S15, step 15, D(4); rulings R-23, R-28, R-29, R-42,
R-43, R-60, R-62, R-63)."""

from support import three

SHELTER = {"active": {"S15": [1, 4]}}


def launch_at_b(warhead, missile=None, **kwargs):
    missile = missile or f"M{warhead[1:-1]}"
    g = three({"hand": [warhead], "prepped": missile}, SHELTER, **kwargs)
    g.play({"A": [f"launch:{warhead}", "target:B"]})
    return g


def test_halves_a_nuclear_direct_hit():
    # SC-04 / §7.4: W700n on a target with S15: 350 (credit is the actual loss, R-11).
    g = launch_at_b("W700n")
    assert g.pop("B") == 9_650
    assert g.credit("A") == 350


def test_does_nothing_against_bio():
    # SC-04 / R-62: "S15 does nothing against bio": W700b -> 1,400.
    g = launch_at_b("W700b")
    assert g.pop("B") == 8_600


def test_halves_nuclear_fallout_on_the_holder():
    # SC-05: C has S15; fallout of a W1000n on C: 1000/2 = 500, halved again: 250.
    g = three({"hand": ["W1000n"], "prepped": "M1000"}, {}, SHELTER, fallout=["C"])
    g.play({"A": ["launch:W1000n", "target:B"]})
    assert (g.pop("B"), g.pop("C")) == (9_000, 9_750)
    assert g.credit("A") == 1_250


def test_viral_fallout_is_not_halved_by_default():
    # SC-05c / R-62: bio W200b fallout on C with S15 only: 200.
    g = three({"hand": ["W200b"], "prepped": "M200"}, {}, SHELTER, fallout=["C"])
    g.play({"A": ["launch:W200b", "target:B"]})
    assert (g.pop("B"), g.pop("C")) == (9_600, 9_800)


def test_an_option_lets_it_halve_viral_fallout_too():
    # "A configuration option lets S15 halve viral fallout too."
    g = three(
        {"hand": ["W200b"], "prepped": "M200"},
        {},
        SHELTER,
        fallout=["C"],
        s15_halves_viral_fallout=True,
    )
    g.play({"A": ["launch:W200b", "target:B"]})
    assert g.pop("C") == 9_900


def test_halves_stealth_and_terrorist_nuclear_hits():
    # §11 S18 / S6: the target's shelters apply to stealth bombs and terrorist warheads.
    g = three({"hand": ["S18", "W500n"]}, SHELTER, {"hand": ["S6", "W700n"]})
    g.play(
        {
            "A": ["activate:S18", "warhead:W500n", "target:B"],
            "C": ["activate:S6", "warhead:W700n", "target:B", "pass"],
        }
    )
    assert g.pop("B") == 10_000 - 250 - 350


def test_sc06_four_rounds_counting_the_activation_round():
    # SC-06 / R-29: activated in round 3, in force in rounds 3-6; a W500n in round 7 does 500.
    g = three({"hand": ["W500n", "W500n", "M500", "M500"]}, {"hand": ["S15"]}, round=3)
    g.play({"A": ["prep:M500"], "B": ["activate:S15", "pass"]})
    assert g.active("B") == {"S15": (3, 6)}
    g.play({"A": ["launch:W500n", "target:B"]})
    assert g.pop("B") == 9_750
    g.play({})
    g.play({"A": ["prep:M500"]})
    assert g.active("B") == {}
    g.play({"A": ["launch:W500n", "target:B"]})
    assert g.pop("B") == 9_250


def test_sc06_activating_warns_before_cancelling_s17():
    # SC-06 / R-60: a warning; declining leaves everything and the slot free.
    g = three({}, {"hand": ["S15", "S9"], "active": {"S17": [1, 4]}})
    g.options_for("B", ["activate:S15"])
    assert g.waiting() == ("B", "confirm_cancel")
    assert g.driver.pending[0].prompt == "Activating S15 will cancel your active S17. Continue?"
    g.play({"B": ["back"]}, stop="B")
    assert "activate:S9" in g.options()
    g.play({"B": ["pass"]})
    assert g.active("B") == {"S17": (1, 4)}


def test_confirmed_the_cancelled_s17_still_counts_until_cleanup():
    # the cancelled card is discarded at cleanup, not at activation: this round B still has
    # S17, which halves A's bio hit (W500b: 1000 -> 500); afterwards only S15 remains.
    g = three({"hand": ["W500b"], "prepped": "M500"}, {"hand": ["S15"], "active": {"S17": [1, 4]}})
    g.play({"A": ["launch:W500b", "target:B"], "B": ["activate:S15", "confirm", "pass"]})
    assert g.pop("B") == 9_500
    assert g.active("B") == {"S15": (1, 4)}
    assert g.hand("B") == []


def test_a_second_s15_is_rejected():
    # SC-06 / R-43: no second copy while one is active.
    g = three({}, {"hand": ["S15"], **SHELTER})
    assert "activate:S15" not in g.options_for("B")


def test_sc25_undo_frees_the_slot_and_no_warning_follows():
    # SC-25 / §4.4: after undoing S15 it is back in hand and S17 activates with no warning.
    g = three({}, {"hand": ["S15", "S17"]})
    assert "activate:S17" not in g.options_for("B", ["activate:S15"])
    r = g.play({"B": ["undo:special", "activate:S17", "pass"]})
    assert "confirm_cancel" not in r.kinds("B")
    assert g.active("B") == {"S17": (1, 4)} and g.hand("B") == ["S15"]


def test_thrown_away_it_protects_no_more_from_that_turn_on():
    # §4.4 / R-42: throwing away an active card is a free action that takes effect at once.
    g = three({"hand": ["W500n"], "prepped": "M500"}, {"active": {"S15": [1, 4]}})
    g.play({"A": ["launch:W500n", "target:B"], "B": ["discard:S15", "pass"]})
    assert g.pop("B") == 9_500
    assert g.active("B") == {} and g.hand("B") == []


def test_voided_activation_returns_and_does_not_protect():
    # §11 S4: an activated S15 returns to hand, not in force (SC-11).
    g = three({"hand": ["S4", "W500n"], "prepped": "M500"}, {"hand": ["S15"]})
    g.play(
        {
            "A": ["activate:S4", "target:B", "launch:W500n", "target:B"],
            "B": ["activate:S15", "pass"],
        }
    )
    assert g.pop("B") == 9_500
    assert g.hand("B") == ["S15"] and g.active("B") == {}
