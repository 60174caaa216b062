"""S2 "Steal best bio W-card" (SPEC §11 S1/S2/S3, step 23; rulings R-8, R-44; amended R-17)."""

from support import three


def test_takes_the_highest_yield_bio_warhead():
    # §11 S2: the victim's highest-yield *bio* W-card; nuclear ones are not candidates.
    g = three({"hand": ["S2"]}, {"hand": ["W200b", "W700b", "W2000n"]})
    g.play({"A": ["activate:S2", "target:B", "pass"]})
    assert g.hand("A") == ["W700b"]
    assert g.hand("B") == ["W2000n", "W200b"]


def test_only_nuclear_warheads_means_nothing_is_stolen_and_s2_is_consumed():
    # no matching card: the S-card is consumed anyway and the thief is told.
    g = three({"hand": ["S2"]}, {"hand": ["W2000n"]})
    g.play({"A": ["activate:S2", "target:B", "pass"]})
    assert g.hand("A") == []
    assert g.hand("B") == ["W2000n"]
    assert g.told("A", "B had no biological warhead to steal", round=1)


def test_victim_is_told_the_card_and_the_thief():
    # §5.3 / R-44: not anonymous.
    g = three({"hand": ["S2"]}, {"hand": ["W500b"]})
    g.play({"A": ["activate:S2", "target:B", "pass"]})
    assert g.told("B", "A stole your W500b", round=1)
    assert g.told("A", "You stole W500b from B", round=1)
    assert not g.told(None, "stole", round=1)


def test_a_bio_warhead_launched_this_round_is_committed():
    # the launched warhead is not in the pool (and it does its damage: bio doubles, §7.2).
    g = three({"hand": ["S2"]}, {"hand": ["W500b", "W200b"], "prepped": "M500"})
    g.play({"A": ["activate:S2", "target:B", "pass"], "B": ["launch:W500b", "target:C"]})
    assert g.pop("C") == 9_000
    assert g.hand("A") == ["W200b"]


def test_s1_and_s2_on_one_victim_take_different_kinds():
    # §11: S1 takes the nuclear, S2 the bio; both at step 23, in seat order.
    g = three({"hand": ["S1"]}, {"hand": ["W500b", "W500n"]}, {"hand": ["S2"]})
    g.play({"A": ["activate:S1", "target:B", "pass"], "C": ["activate:S2", "target:B", "pass"]})
    assert g.hand("A") == ["W500n"]
    assert g.hand("C") == ["W500b"]
    assert g.hand("B") == []


def test_voided_by_s4_returns_to_hand():
    # §11 S4 / R-6: the activated S-card returns to hand; nothing is stolen.
    g = three({"hand": ["S2"]}, {"hand": ["W500b", "S4"]})
    g.play({"A": ["activate:S2", "target:B", "pass"], "B": ["activate:S4", "target:A", "pass"]})
    assert g.hand("A") == ["S2"]
    assert g.hand("B") == ["W500b"]


def test_fails_against_a_triggered_s10_shield():
    # Amended R-17: the shield stops every S-card aimed at its holder for the rest of the round.
    g = three({"hand": ["S2"]}, {"hand": ["W500b"], "idle": ["S10"]}, {"hand": ["S5"]})
    g.play({"A": ["activate:S2", "target:B", "pass"], "C": ["activate:S5", "target:B", "pass"]})
    assert g.hand("B") == ["W500b"]
    assert g.hand("A") == []
