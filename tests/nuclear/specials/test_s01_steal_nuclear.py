"""S1 "Steal best nuclear W-card" (SPEC §11 S1/S2/S3, step 23; rulings R-8, R-44; amended R-17)."""

from support import three


def test_takes_the_highest_yield_nuclear_warhead_at_cleanup():
    # §11 S1: the victim's highest-yield *nuclear* W-card; bio and weaker ones stay.
    g = three({"hand": ["S1"]}, {"hand": ["W500n", "W1000n", "W2000b", "M1000"]})
    g.play({"A": ["activate:S1", "target:B", "pass"]})
    assert g.hand("A") == ["W1000n"]
    assert g.hand("B") == ["M1000", "W2000b", "W500n"]
    # §1.1: a one-shot card is consumed at cleanup.
    assert "S1" not in g.hand("A")


def test_victim_learns_card_and_thief_name_after_the_round():
    # §5.3 / R-44: S1 is not anonymous; the victim is told the card and the thief's name, the
    # thief what was obtained. Nobody else hears of it.
    g = three({"hand": ["S1"]}, {"hand": ["W700n"]})
    g.play({"A": ["activate:S1", "target:B", "pass"]})
    assert g.told("B", "A stole your W700n", round=1)
    assert g.told("A", "You stole W700n from B", round=1)
    assert not g.told("C", "stole", round=1)
    assert not g.told(None, "stole", round=1)
    assert [e["round"] for e in g.entries("B", "theft")] == [1]


def test_ties_go_to_the_lowest_card_id():
    # ties between equal cards go to the lowest id.
    g = three({"hand": ["S1"]}, {"hand": ["W700n", "W700n"]})
    first, second = (c.id for c in g.p("B").hand)
    g.play({"A": ["activate:S1", "target:B", "pass"]})
    assert [c.id for c in g.p("A").hand] == [first]
    assert [c.id for c in g.p("B").hand] == [second]


def test_cards_committed_this_round_are_not_in_the_pool():
    # the launched warhead is committed; the thief gets the best one left.
    g = three({"hand": ["S1"]}, {"hand": ["W1000n", "W500n"], "prepped": "M1000"})
    g.play({"A": ["activate:S1", "target:B", "pass"], "B": ["launch:W1000n", "target:C"]})
    assert g.pop("C") == 9_000
    assert g.hand("A") == ["W500n"]
    assert g.hand("B") == []


def test_a_given_card_is_committed_and_goes_to_the_recipient():
    # a given card is committed; gifts are applied before thefts (§6.3 C2).
    g = three({"hand": ["S1"]}, {"hand": ["W1000n", "W200n"]})
    g.play({"A": ["activate:S1", "target:B", "pass"], "B": ["give:W1000n", "target:C"]})
    assert g.hand("C") == ["W1000n"]
    assert g.hand("A") == ["W200n"]


def test_a_voided_launch_counts_as_not_used_so_its_warhead_can_be_stolen():
    # R-44 + R-7: C's S4 voids B's launch; the W-card comes back and is stealable.
    g = three(
        {"hand": ["S1"]},
        {"hand": ["W1000n", "W200n"], "prepped": "M1000"},
        {"hand": ["S4"]},
    )
    g.play(
        {
            "A": ["activate:S1", "target:B", "pass"],
            "B": ["launch:W1000n", "target:A"],
            "C": ["activate:S4", "target:B", "pass"],
        }
    )
    assert g.pop("A") == 10_000
    assert g.hand("A") == ["W1000n"]
    assert g.hand("B") == ["W200n"]
    assert g.prepped("B") is None  # the missile is forfeited


def test_nothing_to_steal_still_consumes_the_card():
    # the S-card is consumed even if the pool has no matching card; the thief is told, and
    # so is the victim, with the thief's name (R-44 second amendment).
    g = three({"hand": ["S1"]}, {"hand": ["W500b", "M500"]})
    g.play({"A": ["activate:S1", "target:B", "pass"]})
    assert g.hand("A") == []
    assert g.hand("B") == ["M500", "W500b"]
    assert g.told("A", "B had no nuclear warhead to steal", round=1)
    assert [e["text"] for e in g.entries("B", "theft", round=1)] == [
        "A tried to steal a nuclear warhead from you; you had none"
    ]
    assert not g.entries("C", "theft", round=1)


def test_cards_picked_at_this_cleanup_cannot_be_stolen():
    # cards the victim receives at this cleanup are not in the pool.
    g = three({"hand": ["S1"]}, {}, draw=["W1000n"])
    g.play({"A": ["activate:S1", "target:B", "pass"], "B": ["pick:W"]})
    assert g.hand("A") == []
    assert g.hand("B") == ["W1000n"]


def test_two_thieves_take_in_seat_order_and_never_the_same_card():
    # several thieves pick in seat order; a claimed card is out of the pool.
    g = three({"hand": ["S1"]}, {"hand": ["W500n", "W1000n"]}, {"hand": ["S1"]})
    g.play({"A": ["activate:S1", "target:B", "pass"], "C": ["activate:S1", "target:B", "pass"]})
    assert g.hand("A") == ["W1000n"]
    assert g.hand("C") == ["W500n"]
    assert g.hand("B") == []


def test_the_victim_s_s6_warhead_still_explodes_and_the_theft_takes_another():
    # §6.2: thefts come last (step 23), after S6 (step 18); R-44: the S6 W-card is committed.
    g = three({"hand": ["S1"]}, {"hand": ["S6", "W1000n", "W500n"]})
    g.play(
        {
            "A": ["activate:S1", "target:B", "pass"],
            "B": ["activate:S6", "warhead:W1000n", "target:C", "pass"],
        }
    )
    assert g.pop("C") == 9_000
    assert g.hand("A") == ["W500n"]


def test_voided_by_s4_the_s1_comes_back_and_nothing_is_stolen():
    # §11 S4 / R-6: the thief's move is void; the activated S-card returns to hand.
    g = three({"hand": ["S1"]}, {"hand": ["W1000n", "S4"]})
    g.play({"A": ["activate:S1", "target:B", "pass"], "B": ["activate:S4", "target:A", "pass"]})
    assert g.hand("A") == ["S1"]
    assert g.hand("B") == ["W1000n"]
    assert not g.entries("B", "theft")


def test_voided_by_s5_the_s1_comes_back():
    # §11 S5: voids the move like S4.
    g = three({"hand": ["S1"]}, {"hand": ["W1000n"]}, {"hand": ["S5"]})
    g.play({"A": ["activate:S1", "target:B", "pass"], "C": ["activate:S5", "target:A", "pass"]})
    assert g.hand("A") == ["S1"]
    assert g.hand("B") == ["W1000n"]


def test_s5_on_the_victim_does_not_protect_the_hand():
    # §11 S5 voids the victim's move and disables *their* cards, not the thief's S1.
    g = three({"hand": ["S1"]}, {"hand": ["W1000n"]}, {"hand": ["S5"]})
    g.play({"A": ["activate:S1", "target:B", "pass"], "C": ["activate:S5", "target:B", "pass"]})
    assert g.hand("A") == ["W1000n"]


def test_fails_against_a_triggered_s10_shield():
    # Amended R-17: once B's S10 fired (C's anonymous S7), every S-card aimed at B this round
    # fails; S1 is consumed with no effect.
    g = three({"hand": ["S1"]}, {"hand": ["W1000n"], "idle": ["S10"]}, {"hand": ["S7"]})
    g.play({"A": ["activate:S1", "target:B", "pass"], "C": ["activate:S7", "target:B", "pass"]})
    assert g.hand("B") == ["W1000n"]
    assert g.hand("A") == []
    assert g.idle("B") == []  # S10 fired and was consumed
    assert g.told("B", "S1 theft from A", round=1)


def test_s1_alone_does_not_trigger_s10():
    # S1 is not anonymous, so it does not trigger S10, which stays idle.
    g = three({"hand": ["S1"]}, {"hand": ["W1000n"], "idle": ["S10"]})
    g.play({"A": ["activate:S1", "target:B", "pass"]})
    assert g.hand("A") == ["W1000n"]
    assert g.idle("B") == ["S10"]
