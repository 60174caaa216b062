"""U4 "Last Citadel" (SPEC §7.5, §10, §12.4, D(10); rulings R-10, R-29, R-36, R-55, amended R-9,
amended R-31, amended R-39, R-65)."""

from support import three

CITADEL = {"active": {"U4": [1, 10]}}


def test_population_never_drops_below_one():
    # §12.4 / §7.5: floor 1 while U4 is in force; the holder stays alive.
    g = three({"hand": ["W1000n"], "prepped": "M1000"}, {"population": 500, **CITADEL})
    g.play({"A": ["launch:W1000n", "target:B"]})
    assert g.pop("B") == 1 and g.p("B").alive


def test_r36_opponents_get_no_credit_and_the_holder_pays_twice_what_they_should_have_had():
    # penalty += 2 x min(damage, population before): 2 x min(1000, 500) = 1,000.
    g = three({"hand": ["W1000n"], "prepped": "M1000"}, {"population": 500, **CITADEL})
    g.play({"A": ["launch:W1000n", "target:B"]})
    assert g.credit("A") == 0
    assert g.p("B").penalty_u4 == 1_000
    assert g.score("B") == 2 * 1 - 1_000


def test_r36_events_apply_one_at_a_time():
    # §7.5 / R-36: two 700 hits at 1,000: the first penalises 1,400, the second 2 x 300 = 600.
    g = three(
        {"hand": ["W700n"], "prepped": "M700"},
        {"population": 1_000, **CITADEL},
        {"hand": ["W700n"], "prepped": "M700"},
    )
    g.play({"A": ["launch:W700n", "target:B"], "C": ["launch:W700n", "target:B"]})
    assert g.pop("B") == 1
    assert g.p("B").penalty_u4 == 2_000
    assert g.credit("A") == g.credit("C") == 0


def test_the_floor_applies_to_propaganda_which_carries_no_penalty():
    # §10: "The Citadel floor (U4) does apply"; R-12: the gain is half the actual loss; propaganda
    # earns no credit, so nothing is withheld or penalised.
    g = three({"hand": ["P300"]}, {"population": 100, **CITADEL})
    g.play({"A": ["propaganda:P300", "target:B"]})
    assert (g.pop("A"), g.pop("B")) == (10_049, 1)
    assert g.p("B").penalty_u4 == 0


def test_own_fallout_is_not_penalised():
    # §12.4: only the *opponents'* credit is withheld; self-fallout earns nobody credit (R-55).
    g = three({"hand": ["W1000n"], "prepped": "M1000", **CITADEL}, {}, fallout=["A"])
    g.play({"A": ["launch:W1000n", "target:B"]})
    assert g.pop("A") == 9_500
    assert g.p("A").penalty_u4 == 0
    assert g.credit("A") == 1_000


def test_activated_this_round_it_already_holds():
    # in force from the activation round's resolution.
    g = three({"hand": ["W1000n"], "prepped": "M1000"}, {"population": 700, "hand": ["U4"]})
    g.play({"A": ["launch:W1000n", "target:B"], "B": ["activate:U4", "pass"]})
    assert g.pop("B") == 1
    assert g.active("B") == {"U4": (1, 10)}
    assert g.p("B").penalty_u4 == 1_400


def test_ten_rounds_then_credit_flows_again():
    # §12.4 D(10) / R-29: gone after cleanup of round 10; a hit in round 11 is credited.
    g = three({"hand": ["W500n", "M500"]}, {"active": {"U4": [1, 10]}}, round=10)
    g.play({"A": ["prep:M500"]})
    assert g.active("B") == {}
    g.play({"A": ["launch:W500n", "target:B"]})
    assert g.credit("A") == 500 and g.p("B").penalty_u4 == 0


def test_r65_it_survives_doomsday():
    # the U4 holder keeps 1 through U1 and is the last one standing.
    g = three({}, {"hand": ["U1"]}, CITADEL)
    g.play({"B": ["activate:U1"]})
    assert g.state.survivor == g.seat("C") and g.pop("C") == 1


def test_announced_by_type():
    # Amended R-31: the round report says an ULTIMATE card of that type was used.
    g = three({}, {"hand": ["U4"]}, {})
    g.play({"B": ["activate:U4", "pass"]})
    (used,) = g.entries(None, "ultimate_used", round=1)
    assert used["card"] == "U4"


def test_amended_r9_voided_by_s4_no_floor():
    # Amended R-9: the U-card returns to hand and gives no protection.
    g = three({"hand": ["S4", "W1000n"], "prepped": "M1000"}, {"population": 500, "hand": ["U4"]})
    g.play(
        {
            "A": ["activate:S4", "target:B", "launch:W1000n", "target:B"],
            "B": ["activate:U4", "pass"],
        }
    )
    assert g.pop("B") == 0 and not g.p("B").alive
    assert g.credit("A") == 500


def test_amended_r39_it_can_be_given():
    # Amended R-39: U-cards may be given.
    g = three({"hand": ["U4"]}, {})
    g.play({"A": ["give:U4", "target:B"]})
    assert g.hand("B") == ["U4"]
