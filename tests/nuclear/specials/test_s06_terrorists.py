"""S6 "Warhead sold to terrorists" (SPEC §7.1, §11 S6, step 18, anonymous; rulings R-11, R-24,
R-45, R-46, R-55, amended R-17, R-64)."""

from support import three

S6_ON_B = ["activate:S6", "warhead:W700n", "target:B", "pass"]


def test_no_d_card_applies_and_the_user_gets_the_credit():
    # §7.1: a TERROR delivery is never blocked by a D-card; R-55: credit goes to the S6 user.
    g = three({"hand": ["S6", "W700n"]}, {"hand": ["D2000"]})
    g.play({"A": S6_ON_B, "B": ["defense:D2000"]})
    assert g.pop("B") == 9_300
    assert g.credit("A") == 700
    assert g.hand("A") == []  # S6 and the W-card are consumed


def test_the_warhead_is_committed_and_cannot_also_be_launched():
    # §4.3: the W-card given to S6 cannot also be launched.
    g = three({"hand": ["S6", "W500n"], "prepped": "M500"}, {})
    opts = g.options_for("A", ["activate:S6", "warhead:W500n", "target:B"])
    assert not any(o.startswith("launch:") for o in opts)
    assert "undo:special" in opts


def test_public_report_says_terrorists_and_the_victim_is_not_told_the_source():
    # §5.2: shown as "terrorists"; §5.3: the victim learns yield, kind and damage, no source.
    g = three({"hand": ["S6", "W700n"]}, {})
    g.play({"A": S6_ON_B})
    public = g.entries(None, "damage", round=1)
    assert len(public) == 1
    assert public[0]["attacker"] is None
    assert "terrorists" in public[0]["text"] and "by A" not in public[0]["text"]
    terror = g.entries("B", "terror", round=1)
    assert len(terror) == 1 and "700 nuclear" in terror[0]["text"]
    assert "A" not in terror[0]["text"]
    assert g.entries("C", "damage", round=1)[0]["attacker"] is None
    assert g.entries("A", "damage", round=1)[0]["attacker"] == 0  # the user's own part


def test_fallout_is_rolled_and_its_source_hidden():
    # fallout on every delivery, terrorist included; §5.2: the source is hidden.
    g = three({"hand": ["S6", "W700n"]}, {}, fallout=["C"])
    g.play({"A": S6_ON_B})
    assert (g.pop("B"), g.pop("C")) == (9_300, 9_650)
    assert g.credit("A") == 1_050
    assert g.state.rng_log == ["fallout", "fallout-victim"]  # the roll, then the victim
    fallout = [e for e in g.entries(None, "damage", round=1) if e["cause"] == "fallout"]
    assert fallout and fallout[0]["attacker"] is None and "terrorists" in fallout[0]["text"]


def test_target_shelters_halve_it():
    # §11 S6: the target's S15-S17 apply: S15 halves a nuclear terror warhead (§7.2).
    g = three({"hand": ["S6", "W700n"]}, {"active": {"S15": [1, 4]}})
    g.play({"A": S6_ON_B})
    assert g.pop("B") == 9_650


def test_vaults_halve_a_bio_terror_warhead():
    # §7.2: bio doubles, S17 halves: W500b -> 1000 -> 500.
    g = three({"hand": ["S6", "W500b"]}, {"active": {"S17": [1, 4]}})
    g.play({"A": ["activate:S6", "warhead:W500b", "target:B", "pass"]})
    assert g.pop("B") == 9_500


def test_a_bio_terror_warhead_triggers_antidote_for_every_direct_hit_that_round():
    # §11 S16 / amended R-64: a bio S6 triggers S16, which negates all direct W damage to B this
    # round, C's nuclear missile included, although S6 resolves after W-cards (step 18).
    g = three({"hand": ["S6", "W500b"]}, {"idle": ["S16"]}, {"hand": ["W700n"], "prepped": "M700"})
    g.play(
        {
            "A": ["activate:S6", "warhead:W500b", "target:B", "pass"],
            "C": ["launch:W700n", "target:B"],
        }
    )
    assert g.pop("B") == 10_000
    assert g.idle("B") == []
    assert g.credit("A") == g.credit("C") == 0


def test_does_not_trigger_emp_or_bunker_buster():
    # S6 uses no M-card: S20 and S22 stay idle; B's defense is not fried; S15 still halves.
    g = three(
        {"hand": ["S6", "W700n"], "idle": ["S20", "S22"]},
        {"hand": ["D500"], "active": {"S15": [1, 4]}},
    )
    g.play({"A": S6_ON_B, "B": ["defense:D500"]})
    assert g.pop("B") == 9_650
    assert g.idle("A") == ["S20", "S22"]
    assert g.p("B").emp_locked_until == 0


def test_past_w_cards_missile_damage_is_applied_first():
    # §6.2 step 18 "past W-cards" and §6.3 C1: the missile hit (step 17) comes before the terror
    # hit, so with B at 1,000 the missile earns 700 and the terrorists only what is left.
    g = three(
        {"hand": ["S6", "W700n"]}, {"population": 1_000}, {"hand": ["W700n"], "prepped": "M700"}
    )
    g.play({"A": S6_ON_B, "C": ["launch:W700n", "target:B"]})
    assert g.pop("B") == 0 and not g.p("B").alive
    assert (g.credit("C"), g.credit("A")) == (700, 300)


def test_stopped_by_s10_both_cards_are_consumed():
    # if S10 stops it, both S6 and the W-card are consumed; the holder learns card and user.
    g = three({"hand": ["S6", "W700n"]}, {"idle": ["S10"]})
    g.play({"A": S6_ON_B})
    assert g.pop("B") == 10_000
    assert g.hand("A") == []
    assert g.idle("B") == []
    assert g.told("B", "stopped S6 used by A", round=1)


def test_h8_stopped_by_s10_then_voided_both_cards_are_consumed_all_the_same():
    # H-8 / R-45: A's S6 fails against B's S10 at step 1, then C's S4 voids A's move at step 2.
    # A voided move's cards come back, but not an S-card that already failed: S6 is consumed, and
    # with it the W-card it was given.
    g = three({"hand": ["S6", "W700n"]}, {"idle": ["S10"]}, {"hand": ["S4"]})
    g.play({"A": S6_ON_B, "C": ["activate:S4", "target:A", "pass"]})
    assert g.p("A").alive and g.pop("B") == 10_000
    assert g.hand("A") == []
    assert g.idle("B") == []


def test_h8_with_s6_stopped_returns_warhead_a_voided_failed_s6_gives_the_warhead_back():
    # R-45's configurable alternative: the failed S6 is consumed but its W-card comes back, also
    # when the move is then voided (H-8).
    g = three(
        {"hand": ["S6", "W700n"]},
        {"idle": ["S10"]},
        {"hand": ["S4"]},
        s6_stopped_returns_warhead=True,
    )
    g.play({"A": S6_ON_B, "C": ["activate:S4", "target:A", "pass"]})
    assert g.hand("A") == ["W700n"]


def test_voided_by_s5_both_cards_return():
    # §11 S4/S5: S18 or S6: the S-card and the W-card return.
    g = three({"hand": ["S6", "W700n"]}, {}, {"hand": ["S5"]})
    g.play({"A": S6_ON_B, "C": ["activate:S5", "target:A", "pass"]})
    assert g.pop("B") == 10_000
    assert g.hand("A") == ["S6", "W700n"]
