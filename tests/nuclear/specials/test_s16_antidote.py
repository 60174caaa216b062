"""S16 "Antidote" (SPEC §7.2-§7.3, §11 S16, step 16, idle trigger; rulings R-4, R-5, R-25, R-49,
amended R-64)."""

from support import three

ANTIDOTE = {"idle": ["S16"]}


def test_a_bio_hit_fires_it_and_negates_every_direct_hit_that_round():
    # §11 S16 / amended R-64: all direct W-card damage to the holder this round becomes 0, from any
    # kind and any source; no credit is earned for it.
    g = three(
        {"hand": ["W500b"], "prepped": "M500"}, ANTIDOTE, {"hand": ["W1000n"], "prepped": "M1000"}
    )
    g.play({"A": ["launch:W500b", "target:B"], "C": ["launch:W1000n", "target:B"]})
    assert g.pop("B") == 10_000
    assert g.credit("A") == g.credit("C") == 0
    assert g.idle("B") == [] and "S16" not in g.hand("B")  # consumed when it fires


def test_amended_r64_a_blocked_bio_attack_triggers_it_too():
    # Amended R-64: "blocked by defense or not": A's bio launch is blocked by D500, yet the antidote
    # fires and cancels C's unblocked nuclear M1000 hit.
    g = three(
        {"hand": ["W500b"], "prepped": "M500"},
        {"hand": ["D500"], **ANTIDOTE},
        {"hand": ["W1000n"], "prepped": "M1000"},
    )
    g.play(
        {
            "A": ["launch:W500b", "target:B"],
            "B": ["defense:D500"],
            "C": ["launch:W1000n", "target:B"],
        }
    )
    assert g.pop("B") == 10_000
    assert g.idle("B") == []


def test_a_nuclear_only_round_leaves_it_idle():
    # §11 S16: "A round with only nuclear attacks leaves it IDLE."
    g = three({"hand": ["W500n"], "prepped": "M500"}, ANTIDOTE)
    g.play({"A": ["launch:W500n", "target:B"]})
    assert g.pop("B") == 9_500
    assert g.idle("B") == ["S16"]


def test_fallout_is_not_negated_and_does_not_trigger_it():
    # R-4 / §7.3: a bio hit on C with viral fallout on B: B loses the fallout, S16 stays idle.
    g = three({"hand": ["W500b"], "prepped": "M500"}, ANTIDOTE, fallout=["B"])
    g.play({"A": ["launch:W500b", "target:C"]})
    assert (g.pop("B"), g.pop("C")) == (9_500, 9_000)
    assert g.idle("B") == ["S16"]


def test_fallout_of_the_cancelled_hit_still_rolls_and_applies():
    # a delivery whose damage Antidote cancelled did hit: the fallout roll happens as normal.
    g = three({"hand": ["W500b"], "prepped": "M500"}, ANTIDOTE, fallout=["B"])
    g.play({"A": ["launch:W500b", "target:B"]})
    assert g.pop("B") == 9_500
    assert g.state.rng_log == ["fallout", "fallout-victim"]
    assert g.credit("A") == 500


def test_overrides_s17_without_cancelling_it():
    # R-5: while S16 fires, S17's halving is irrelevant, but S17 stays active.
    g = three({"hand": ["W700b"], "prepped": "M700"}, {"active": {"S17": [1, 4]}, **ANTIDOTE})
    g.play({"A": ["launch:W700b", "target:B"]})
    assert g.pop("B") == 10_000
    assert g.active("B") == {"S17": (1, 4)}


def test_stealth_and_ufo_bio_deliveries_trigger_it():
    # §11 S16: "missile or sub launch not blocked, stealth bomb, UFO launch, or S6".
    g = three({"hand": ["S18", "W200b"]}, ANTIDOTE)
    g.play({"A": ["activate:S18", "warhead:W200b", "target:B"]})
    assert g.pop("B") == 10_000 and g.idle("B") == []
    g = three({"hand": ["U2", "W200b"]}, ANTIDOTE)
    g.play({"A": ["activate:U2", "ufo:W200b", "target:B"]})
    assert g.pop("B") == 10_000 and g.idle("B") == []


def test_a_sabotaged_bio_launch_does_not_trigger_it():
    # §11 S16: not void, failed or sabotaged: S7 destroys A's bio launch, C's nuclear hit lands.
    g = three(
        {"hand": ["W500b"], "prepped": "M500"},
        ANTIDOTE,
        {"hand": ["S7", "W500n"], "prepped": "M500"},
    )
    g.play(
        {
            "A": ["launch:W500b", "target:B"],
            "C": ["activate:S7", "target:A", "launch:W500n", "target:B"],
        }
    )
    assert g.pop("B") == 9_500
    assert g.idle("B") == ["S16"]


def test_a_voided_bio_launch_does_not_trigger_it():
    # §11 S4: the void launch never happens.
    g = three(
        {"hand": ["W500b"], "prepped": "M500"},
        ANTIDOTE,
        {"hand": ["S4", "W500n"], "prepped": "M500"},
    )
    g.play(
        {
            "A": ["launch:W500b", "target:B"],
            "C": ["activate:S4", "target:A", "launch:W500n", "target:B"],
        }
    )
    assert g.pop("B") == 9_500
    assert g.idle("B") == ["S16"]


def test_activated_this_round_it_works_and_is_consumed():
    # §1.1: an IDLE trigger waits from activation; it fires the same round and is consumed.
    g = three({"hand": ["W500b"], "prepped": "M500"}, {"hand": ["S16"]})
    g.play({"A": ["launch:W500b", "target:B"], "B": ["activate:S16", "pass"]})
    assert g.pop("B") == 10_000
    assert g.hand("B") == [] and g.idle("B") == []


def test_deactivated_it_goes_back_to_hand_and_does_not_fire():
    # §4.4 / SC-25: deactivating an idle card is a free action with immediate effect; it does not
    # use the special slot.
    g = three({"hand": ["W500b"], "prepped": "M500"}, {"hand": ["S15"], **ANTIDOTE})
    assert "activate:S15" in g.options_for(
        "B", ["deactivate:S16"], {"A": ["launch:W500b", "target:B"]}
    )
    g.play({"B": ["pass"]})
    assert g.pop("B") == 9_000
    assert g.hand("B") == ["S15", "S16"]


def test_a_second_copy_cannot_be_activated_while_one_is_idle():
    # §4.3 / R-43: no second instance of an idle trigger card.
    g = three({}, {"hand": ["S16"], **ANTIDOTE})
    assert "activate:S16" not in g.options_for("B")
