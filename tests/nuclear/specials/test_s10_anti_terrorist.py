"""S10 "Anti-terrorist organisation" (SPEC §11 S10, step 1, idle trigger; rulings R-18, R-45,
amended R-17)."""

from support import three


def test_fires_on_an_anonymous_card_which_fails_and_is_consumed():
    # §11 S10: the anonymous card FAILS (consumed, no effect); S10 is consumed at cleanup.
    g = three({"hand": ["S7"]}, {"hand": ["M1000"], "idle": ["S10"]})
    g.play({"A": ["activate:S7", "target:B", "pass"], "B": ["prep:M1000"]})
    assert g.prepped("B") == "M1000"
    assert g.hand("A") == []
    assert g.idle("B") == [] and "S10" not in g.hand("B")


def test_the_holder_learns_card_and_user_for_every_anonymous_card_privately():
    # §11 S10 steps 2-4 / amended R-17: every other anonymous card that round also fails and is
    # reported the same way; the messages are private to the holder.
    g = three({"hand": ["S5"]}, {"idle": ["S10"]}, {"hand": ["S6", "W500n"]})
    g.play(
        {
            "A": ["activate:S5", "target:B", "pass"],
            "C": ["activate:S6", "warhead:W500n", "target:B", "pass"],
        }
    )
    assert g.pop("B") == 10_000
    assert g.told("B", "stopped S5 used by A", round=1)
    assert g.told("B", "stopped S6 used by C", round=1)
    assert g.hand("C") == []  # the W-card is consumed with S6
    for who in (None, "A", "C"):
        assert not g.told(who, "used by", round=1)
    # each user is told, privately, that the holder's S10 stopped their card.
    shield = "was stopped by B's anti-terrorist organisation (S10)."
    assert [e["text"] for e in g.entries("A", "stopped", round=1)] == [
        f"Your S5 against B {shield}"
    ]
    assert [e["text"] for e in g.entries("C", "stopped", round=1)] == [
        f"Your S6 against B {shield}"
    ]
    assert not g.entries(None, "stopped", round=1)


def test_not_triggered_by_non_anonymous_attacks():
    # only S5, S6, S7 trigger it; a missile hit lands and S10 stays idle.
    g = three({"hand": ["W500n"], "prepped": "M500"}, {"idle": ["S10"]})
    g.play({"A": ["launch:W500n", "target:B"]})
    assert g.pop("B") == 9_500
    assert g.idle("B") == ["S10"]


def test_once_fired_every_missile_attack_on_the_holder_fails():
    # Amended R-17: W-card deliveries aimed at the holder fail (consumed, no hit, no fallout roll).
    g = three(
        {"hand": ["W1000n"], "prepped": "M1000"}, {"idle": ["S10"]}, {"hand": ["S7"]}, fallout=["B"]
    )
    g.play({"A": ["launch:W1000n", "target:B"], "C": ["activate:S7", "target:B", "pass"]})
    assert g.pop("B") == 10_000
    assert g.hand("A") == [] and g.prepped("A") is None
    assert g.state.rng_log == []
    # the holder hears of the card that triggered it, then (C8) of what the shield stopped
    assert [e["text"] for e in g.entries("B", "shield", round=1)] == [
        "Your anti-terrorist organisation stopped S7 used by C.",
        "Your anti-terrorist shield stopped: launch from A",
    ]
    # the launcher learns what stopped the launch.
    assert g.told("A", "Your launch against B was stopped by B's anti-terrorist", round=1)


def test_once_fired_stealth_bombs_and_propaganda_fail_too():
    # Amended R-17: "W-card deliveries, propaganda and S-cards aimed at the holder fail".
    g = three({"hand": ["S18", "W500n"]}, {"idle": ["S10"]}, {"hand": ["S5", "P300"]})
    g.play(
        {
            "A": ["activate:S18", "warhead:W500n", "target:B"],
            "C": ["activate:S5", "target:B", "propaganda:P300", "target:B"],
        }
    )
    assert (g.pop("B"), g.pop("C")) == (10_000, 10_000)
    assert g.hand("A") == [] and g.hand("C") == []


def test_once_fired_hostile_s_cards_fail():
    # Amended R-17: S-cards aimed at the holder fail: C's S4 does not void B's move.
    g = three({"hand": ["S6", "W200n"]}, {"hand": ["P100"], "idle": ["S10"]}, {"hand": ["S4"]})
    g.play(
        {
            "A": ["activate:S6", "warhead:W200n", "target:B", "pass"],
            "B": ["propaganda:P100", "target:C"],
            "C": ["activate:S4", "target:B", "pass"],
        }
    )
    assert g.pop("C") == 9_900
    assert g.hand("C") == []


def test_fallout_is_not_an_attack_and_still_applies():
    # Amended R-17: fallout still applies to a shielded holder.
    g = three(
        {"hand": ["W1000n"], "prepped": "M1000"}, {"idle": ["S10"]}, {"hand": ["S7"]}, fallout=["B"]
    )
    g.play({"A": ["launch:W1000n", "target:C"], "C": ["activate:S7", "target:B", "pass"]})
    assert (g.pop("B"), g.pop("C")) == (9_500, 9_000)


def test_the_holder_s_own_move_is_not_affected():
    # §11 S10: it protects the holder; the holder's own launch goes out as usual.
    g = three({"hand": ["S5"]}, {"hand": ["W500n"], "prepped": "M500", "idle": ["S10"]})
    g.play({"A": ["activate:S5", "target:B", "pass"], "B": ["launch:W500n", "target:A"]})
    assert g.pop("A") == 9_500


def test_first_est_it_acts_before_s4():
    # §6.2 step 1 "first-est", before S4 (step 2): B's shield fires on C's S5 before A's S4 is
    # processed, so A's S4 on B fails and B's propaganda still lands.
    g = three({"hand": ["S4"]}, {"hand": ["P200"], "idle": ["S10"]}, {"hand": ["S5"]})
    g.play(
        {
            "A": ["activate:S4", "target:B", "pass"],
            "B": ["propaganda:P200", "target:A"],
            "C": ["activate:S5", "target:B", "pass"],
        }
    )
    assert g.pop("A") == 9_800


def test_can_be_deactivated_back_to_hand_as_a_free_action():
    # §4.4 / R-42: deactivating an own IDLE card is free; it goes back to hand, unprotected.
    g = three({"hand": ["S5"]}, {"idle": ["S10"], "hand": ["P100"]})
    g.play(
        {
            "A": ["activate:S5", "target:B", "pass"],
            "B": ["deactivate:S10", "propaganda:P100", "target:A"],
        }
    )
    assert g.hand("B") == ["P100", "S10"]
    assert g.pop("A") == 10_000  # B's move was voided by the virus


def test_voided_activation_returns_and_does_not_protect():
    # §11 S4: an S10 activated in a voided turn returns to hand and is not idle.
    g = three({"hand": ["S4", "S5"]}, {"hand": ["S10"]}, {"hand": ["S7"]})
    g.play({"A": ["activate:S4", "target:B", "pass"], "B": ["activate:S10", "pass"]})
    assert g.hand("B") == ["S10"] and g.idle("B") == []


def test_once_fired_a_ufo_launch_fails_too():
    # Amended R-17: every W-card delivery aimed at the holder fails, UFO launches included.
    g = three({"hand": ["W500n"], "active": {"U2": [1, 6]}}, {"idle": ["S10"]}, {"hand": ["S7"]})
    g.play({"A": ["ufo:W500n", "target:B"], "C": ["activate:S7", "target:B", "pass"]})
    assert g.pop("B") == 10_000
    assert g.p("A").penalty_u2 == 0


def test_h8_an_s10_that_fired_is_spent_even_if_its_holder_is_voided():
    # H-8 (docs/rulings.md): B activates S10 this round; A's S5 on B fails against it at step 1,
    # then C's Time machine (U3, after S5: amended R-9) voids every other move, B's included. The
    # S10 fired, so it does not come back to B's hand; B's other cards do.
    g = three({"hand": ["S5"]}, {"hand": ["S10", "P300"]}, {"hand": ["U3"]})
    g.play(
        {
            "A": ["activate:S5", "target:B", "pass"],
            "B": ["activate:S10", "propaganda:P300", "target:A"],
            "C": ["activate:U3", "pass"],
        }
    )
    assert "S10" not in g.hand("B") and "S10" not in g.idle("B")
    assert g.hand("B") == ["P300"]
    assert g.pop("A") == 10_000
