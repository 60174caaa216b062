"""S3 "Steal biggest M-card" (SPEC §11 S1/S2/S3, step 23; rulings R-44, R-7; amended R-17)."""

from support import three


def test_takes_the_missile_with_the_highest_max_yield():
    # §11 S3: the highest max_yield M-card.
    g = three({"hand": ["S3"]}, {"hand": ["M200", "M1500", "M700", "W2000n"]})
    g.play({"A": ["activate:S3", "target:B", "pass"]})
    assert g.hand("A") == ["M1500"]
    assert g.hand("B") == ["M200", "M700", "W2000n"]
    assert g.told("B", "A stole your M1500", round=1)


def test_a_prepped_missile_cannot_be_stolen():
    # "any prepped missile" is committed; the prepped M2000 stays due.
    g = three({"hand": ["S3"]}, {"hand": ["M500", "W200n"], "prepped": "M2000"})
    g.play({"A": ["activate:S3", "target:B", "pass"], "B": ["launch:W200n", "target:C"]})
    assert g.hand("A") == ["M500"]
    assert g.pop("C") == 9_800


def test_a_missile_being_prepped_this_round_is_committed():
    # the M-card of this round's prep is committed; it becomes prepped at C4.
    g = three({"hand": ["S3"]}, {"hand": ["M1000", "M200"]})
    g.play({"A": ["activate:S3", "target:B", "pass"], "B": ["prep:M1000"]})
    assert g.hand("A") == ["M200"]
    assert g.prepped("B") == "M1000"


def test_a_voided_prep_leaves_the_missile_in_hand_and_stealable():
    # R-44 + §11 S4 (PREP: the missile stays unprepped in hand): the void use counts as unused.
    g = three({"hand": ["S3"]}, {"hand": ["M1000"]}, {"hand": ["S4"]})
    g.play(
        {
            "A": ["activate:S3", "target:B", "pass"],
            "B": ["prep:M1000"],
            "C": ["activate:S4", "target:B", "pass"],
        }
    )
    assert g.hand("A") == ["M1000"]
    assert g.prepped("B") is None


def test_no_missile_consumes_the_card():
    # consumed even when nothing matches.
    g = three({"hand": ["S3"]}, {"hand": ["W500n"]})
    g.play({"A": ["activate:S3", "target:B", "pass"]})
    assert g.hand("A") == []
    assert g.told("A", "B had no missile to steal", round=1)


def test_voided_by_s5_returns_to_hand():
    # §11 S5 voids the thief's move like S4: S3 comes back.
    g = three({"hand": ["S3"]}, {"hand": ["M1000"]}, {"hand": ["S5"]})
    g.play({"A": ["activate:S3", "target:B", "pass"], "C": ["activate:S5", "target:A", "pass"]})
    assert g.hand("A") == ["S3"]
    assert g.hand("B") == ["M1000"]


def test_fails_against_a_triggered_s10_shield():
    # Amended R-17: B's shield (fired by C's S7 on B's prep) stops A's theft too.
    g = three({"hand": ["S3"]}, {"hand": ["M1000", "M500"], "idle": ["S10"]}, {"hand": ["S7"]})
    g.play(
        {
            "A": ["activate:S3", "target:B", "pass"],
            "B": ["prep:M500"],
            "C": ["activate:S7", "target:B", "pass"],
        }
    )
    assert g.hand("B") == ["M1000"]
    assert g.prepped("B") == "M500"  # S7 failed too
    assert g.hand("A") == []
