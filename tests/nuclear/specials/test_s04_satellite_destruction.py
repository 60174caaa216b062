"""S4 "Satellite destruction" (SPEC §11 S4, step 2; rulings R-6, R-7, R-8, amended R-9, R-63)."""

from support import three


def test_voids_the_target_s_pick_and_the_user_s_own_turn_stands():
    # §11 S4 / R-6: the target's move this round is ignored (PICK: no card); S4 is consumed.
    g = three({"hand": ["S4"]}, {}, draw=["M500"])
    g.play({"A": ["activate:S4", "target:B", "pick:M"], "B": ["pick:W"]})
    assert g.hand("A") == ["M500"]
    assert g.hand("B") == []
    assert g.state.rng_log == ["draw:M"]  # B's pick was never drawn


def test_sc11_voided_launch_returns_warhead_forfeits_missile_and_returns_the_s_card():
    # SC-11 / R-7: W back to hand, prepped missile forfeited, activated S15 back in hand.
    g = three({"hand": ["S4"]}, {"hand": ["S15", "W500n"], "prepped": "M500"}, draw=["M200"])
    g.play(
        {
            "A": ["activate:S4", "target:B", "pick:M"],
            "B": ["activate:S15", "launch:W500n", "target:C"],
        }
    )
    assert g.pop("C") == 10_000
    assert g.hand("B") == ["S15", "W500n"]
    assert g.prepped("B") is None
    assert g.active("B") == {}
    assert g.hand("A") == ["M200"]
    # §5.3: the victim is told who destroyed the satellite (S4 is not anonymous).
    assert g.told("B", "Your satellite was destroyed by A; your turn had no effect.", round=1)
    assert not g.told("C", "satellite", round=1)


def test_s4_against_s4_seat_order_decides():
    # SC-11b / R-8: A's S4 (seat 1) voids B's turn, so B's S4 never happens and returns.
    g = three({"hand": ["S4"]}, {"hand": ["S4"]}, draw=["W200n"])
    g.play({"A": ["activate:S4", "target:B", "pick:W"], "B": ["activate:S4", "target:A", "pick:W"]})
    assert g.hand("A") == ["W200n"]
    assert g.hand("B") == ["S4"]
    assert not g.told("A", "satellite", round=1)


def test_seat_order_also_when_the_later_seat_is_the_user():
    # processing is in seat order; B (seat 2) aims at C (seat 3) whose S4 aims at B.
    g = three({}, {"hand": ["S4"]}, {"hand": ["S4"]}, draw=["P100"])
    g.play({"B": ["activate:S4", "target:C", "pick:P"], "C": ["activate:S4", "target:B", "pass"]})
    assert g.hand("B") == ["P100"]
    assert g.hand("C") == ["S4"]


def test_voided_prep_leaves_the_missile_unprepped_in_hand():
    # §11 S4: PREP: the missile stays unprepped in hand, so nothing is due next round.
    g = three({"hand": ["S4"]}, {"hand": ["M500", "W500n"]})
    g.play({"A": ["activate:S4", "target:B", "pass"], "B": ["prep:M500"]})
    assert g.prepped("B") is None
    assert g.hand("B") == ["M500", "W500n"]
    opts = g.options_for("B")
    assert not any(o.startswith("launch:") for o in opts)


def test_voided_defense_is_not_in_force_and_stays_in_hand():
    # §11 S4: DEFENSE: not in force, and the card stays in hand; C's M200 hits.
    g = three({"hand": ["S4"]}, {"hand": ["D1000"]}, {"hand": ["W200n"], "prepped": "M200"})
    g.play(
        {
            "A": ["activate:S4", "target:B", "pass"],
            "B": ["defense:D1000"],
            "C": ["launch:W200n", "target:B"],
        }
    )
    assert g.pop("B") == 9_800
    assert g.hand("B") == ["D1000"]


def test_voided_give_transfers_nothing():
    # §11 S4: GIVE: no transfer.
    g = three({"hand": ["S4"]}, {"hand": ["W1000n"]})
    g.play({"A": ["activate:S4", "target:B", "pass"], "B": ["give:W1000n", "target:C"]})
    assert g.hand("B") == ["W1000n"]
    assert g.hand("C") == []


def test_voided_propaganda_does_nothing_and_the_card_stays():
    # §11 S4: PROPAGANDA: nothing happens, and the card stays.
    g = three({"hand": ["S4"]}, {"hand": ["P300"]})
    g.play({"A": ["activate:S4", "target:B", "pass"], "B": ["propaganda:P300", "target:C"]})
    assert (g.pop("B"), g.pop("C")) == (10_000, 10_000)
    assert g.hand("B") == ["P300"]


def test_voided_stealth_bomb_returns_s18_and_the_warhead():
    # §11 S4: S18 or S6: the S-card and the W-card return.
    g = three({"hand": ["S4"]}, {"hand": ["S18", "W1000n"]})
    g.play(
        {
            "A": ["activate:S4", "target:B", "pass"],
            "B": ["activate:S18", "warhead:W1000n", "target:C"],
        }
    )
    assert g.pop("C") == 10_000
    assert g.hand("B") == ["S18", "W1000n"]


def test_voided_terrorist_warhead_returns_s6_and_the_warhead():
    # §11 S4: S6: the S-card and the W-card return.
    g = three({"hand": ["S4"]}, {"hand": ["S6", "W700n"]})
    g.play(
        {
            "A": ["activate:S4", "target:B", "pass"],
            "B": ["activate:S6", "warhead:W700n", "target:C", "pass"],
        }
    )
    assert g.pop("C") == 10_000
    assert g.hand("B") == ["S6", "W700n"]


def test_voids_a_u_card_activation_which_returns_to_hand():
    # Amended R-9: U-cards come after S5, so S4 voids them like an S-card; the U-card returns.
    g = three({"hand": ["S4"]}, {"hand": ["U2", "W500n"]})
    g.play(
        {"A": ["activate:S4", "target:B", "pass"], "B": ["activate:U2", "ufo:W500n", "target:C"]}
    )
    assert g.pop("C") == 10_000
    assert g.hand("B") == ["U2", "W500n"]
    assert g.active("B") == {}
    assert not g.entries(None, "ultimate_used", round=1)


def test_voided_activation_cancels_nothing():
    # if the cancelling move is voided, nothing is cancelled: S15 stays, S17 returns.
    g = three({"hand": ["S4"]}, {"hand": ["S17"], "active": {"S15": [1, 4]}})
    g.play({"A": ["activate:S4", "target:B", "pass"], "B": ["activate:S17", "confirm", "pass"]})
    assert g.active("B") == {"S15": (1, 4)}
    assert g.hand("B") == ["S17"]


def test_free_actions_already_made_are_not_undone():
    # §11 S4: free actions stand: the thrown-away S15 stays gone, the deactivated S16
    # stays in hand.
    g = three({"hand": ["S4"]}, {"active": {"S15": [1, 4]}, "idle": ["S16"]})
    g.play(
        {"A": ["activate:S4", "target:B", "pass"], "B": ["discard:S15", "deactivate:S16", "pass"]}
    )
    assert g.active("B") == {}
    assert g.idle("B") == []
    assert g.hand("B") == ["S16"]


def test_a_target_already_void_is_not_affected_further_but_s4_is_consumed():
    # §11 S4: "If the target's turn is already VOID, S4 has no further effect. It is still
    # consumed."
    g = three({"hand": ["S4"]}, {"hand": ["P300"]}, {"hand": ["S4"]})
    g.play(
        {
            "A": ["activate:S4", "target:B", "pass"],
            "B": ["propaganda:P300", "target:A"],
            "C": ["activate:S4", "target:B", "pass"],
        }
    )
    assert g.hand("A") == [] and g.hand("C") == []
    assert g.hand("B") == ["P300"]
    assert g.pop("A") == 10_000


def test_first_priority_s4_voids_an_s5_before_it_acts():
    # §6.2: S4 (step 2) before S5 (step 3): A voids C's move, so C's virus never reaches B.
    g = three({"hand": ["S4"]}, {"hand": ["D500"]}, {"hand": ["S5"]})
    g.play(
        {
            "A": ["activate:S4", "target:C", "pass"],
            "B": ["defense:D500"],
            "C": ["activate:S5", "target:B", "pass"],
        }
    )
    assert g.hand("C") == ["S5"]
    assert g.hand("B") == []  # B's defense stood and was spent (§9)
    assert not g.told("B", "virus", round=1)


def test_s4_does_not_trigger_s10_but_fails_against_a_fired_shield():
    # S4 is not anonymous: alone it leaves S10 idle and voids B's move ...
    g = three({"hand": ["S4"]}, {"hand": ["P100"], "idle": ["S10"]})
    g.play({"A": ["activate:S4", "target:B", "pass"], "B": ["propaganda:P100", "target:C"]})
    assert g.idle("B") == ["S10"]
    assert g.hand("B") == ["P100"]
    # ... amended R-17: but once C's anonymous S7 fired B's shield, A's S4 on B fails.
    g = three({"hand": ["S4"]}, {"hand": ["P100"], "idle": ["S10"]}, {"hand": ["S7"]})
    g.play(
        {
            "A": ["activate:S4", "target:B", "pass"],
            "B": ["propaganda:P100", "target:A"],
            "C": ["activate:S7", "target:B", "pass"],
        }
    )
    assert g.hand("B") == []
    assert g.pop("A") == 9_900
    assert g.hand("A") == []  # S4 consumed with no effect


def test_activation_is_not_announced():
    # §5.1: S-card activations are not announced; the public sees only "A picked a card".
    g = three({"hand": ["S4"]}, {}, draw=["M200"])
    g.play({"A": ["activate:S4", "target:B", "pick:M"]})
    public = g.texts(None, round=1)
    assert "A picked a card" in public
    assert not any("S4" in t or "satellite" in t for t in public)


def test_h8_an_s4_that_acted_is_spent_even_if_its_user_is_voided_later():
    # H-8 (docs/rulings.md): A's S4 voids B at step 2; C's S5 then voids A at step 3. A's S4 took
    # effect, so it does not come back to A's hand; B's move stays void.
    g = three({"hand": ["S4"]}, {"hand": ["P300"]}, {"hand": ["S5"]})
    g.play(
        {
            "A": ["activate:S4", "target:B", "pick:M"],
            "B": ["propaganda:P300", "target:A"],
            "C": ["activate:S5", "target:A", "pass"],
        }
    )
    assert "S4" not in g.hand("A")
    assert g.hand("B") == ["P300"]  # B's propaganda was voided and came back
    assert g.pop("A") == 10_000
