"""S7 "Mercenary missile sabotage" (SPEC §11 S7, step 5, anonymous; rulings R-18, R-19, R-21,
amended R-20)."""

from support import three

S7_ON_B = ["activate:S7", "target:B", "pass"]


def test_destroys_a_missile_being_prepped():
    # §11 S7: the M-card of this round's prep is destroyed; nothing is due next round.
    g = three({"hand": ["S7"]}, {"hand": ["M1000", "W500n"]})
    g.play({"A": S7_ON_B, "B": ["prep:M1000"]})
    assert g.prepped("B") is None
    assert g.hand("B") == ["W500n"]
    assert g.hand("A") == []
    assert not any(o.startswith("launch:") for o in g.options_for("B"))


def test_destroys_a_launch_missile_and_warhead_and_the_launch_does_not_happen():
    # §11 S7: launching it: the W-card(s) on it are destroyed too; no hit, so no fallout roll.
    g = three({"hand": ["S7"]}, {"hand": ["W700n", "W200n"], "prepped": "M700"}, fallout=["C"])
    g.play({"A": S7_ON_B, "B": ["launch:W700n", "target:C"]})
    assert g.pop("C") == 10_000
    assert g.prepped("B") is None
    assert g.hand("B") == ["W200n"]
    assert g.state.rng_log == []


def test_the_victim_is_told_what_was_lost_but_not_by_whom():
    # §5.3: "Your missile was sabotaged" and what was lost (no source); R-18: anonymous.
    g = three({"hand": ["S7"]}, {"hand": ["W700n"], "prepped": "M700"})
    g.play({"A": S7_ON_B, "B": ["launch:W700n", "target:C"]})
    msgs = g.entries("B", "sabotage", round=1)
    assert len(msgs) == 1
    assert "sabotaged" in msgs[0]["text"] and "M700" in msgs[0]["text"]
    assert "W700n" in msgs[0]["text"] and "A" not in msgs[0]["text"]
    assert not g.entries(None, "sabotage") and not g.entries("C", "sabotage")


def test_a_submarine_launch_is_immune():
    # §11 S7 / S19: S7 does not apply to a submarine launch.
    g = three({"hand": ["S7"]}, {"hand": ["S19", "M500", "W500n"]})
    g.play({"A": S7_ON_B, "B": ["activate:S19", "sublaunch:M500", "warhead:W500n", "target:C"]})
    assert g.pop("C") == 9_500
    assert not g.entries("B", "sabotage")


def test_no_applicable_missile_no_effect_and_consumed():
    # no missile being prepped or launched: no effect, S7 consumed.
    g = three({"hand": ["S7"]}, {"hand": ["M500"]}, draw=["W200n"])
    g.play({"A": S7_ON_B, "B": ["pick:W"]})
    assert g.hand("A") == []
    assert g.hand("B") == ["M500", "W200n"]
    assert not g.entries("B", "sabotage")


def test_a_sabotaged_launch_is_not_an_attack_for_s14():
    # §6.2 (S7 step 5 < S14 step 6) / R-19: the target of a sabotaged launch gets no AWS prompt.
    g = three(
        {"hand": ["S7"]},
        {"hand": ["W500n"], "prepped": "M500"},
        {"hand": ["D1000"], "active": {"S14": [1, 4]}},
    )
    r = g.play({"A": S7_ON_B, "B": ["launch:W500n", "target:C"]})
    assert "aws" not in r.kinds("C")
    assert g.hand("C") == ["D1000"]


def test_an_aws_switch_away_from_a_sabotaged_prep_does_not_save_the_missile():
    # R-19: "If the target later uses S14 to switch away from the sabotaged prep, the missile is
    # still destroyed."
    g = three(
        {"hand": ["S7"]},
        {"hand": ["M1000", "D500"], "active": {"S14": [1, 4]}},
        {"hand": ["W200n"], "prepped": "M200"},
    )
    r = g.play({"A": S7_ON_B, "B": ["prep:M1000", "aws:D500"], "C": ["launch:W200n", "target:B"]})
    assert r.kinds("B")[-1] == "aws"
    assert g.pop("B") == 10_000  # the switched D500 blocked C's M200
    assert g.prepped("B") is None
    assert g.hand("B") == []


def test_a_sabotaged_launch_still_spends_the_victim_s_idle_cards():
    # R-22 second amendment: S20, S21 and S22 are spent by the nuclear launch itself, sabotaged
    # or not; the EMP fries nothing, since nothing arrived.
    g = three(
        {"hand": ["S7"]},
        {"hand": ["W500n"], "prepped": "M1000", "idle": ["S20", "S21", "S22"]},
        {"hand": ["D200"]},
    )
    g.play({"A": S7_ON_B, "B": ["launch:W500n", "target:C"], "C": ["defense:D200"]})
    assert g.idle("B") == []
    assert g.p("C").emp_locked_until == 0


def test_fails_against_s10_and_the_holder_learns_card_and_user():
    # §11 S10 / R-18: S7 is anonymous: B's S10 makes it fail; B learns "S7" and "A".
    g = three({"hand": ["S7"]}, {"hand": ["W500n"], "prepped": "M500", "idle": ["S10"]})
    g.play({"A": S7_ON_B, "B": ["launch:W500n", "target:C"]})
    assert g.pop("C") == 9_500
    assert g.hand("A") == []
    assert g.told("B", "stopped S7 used by A", round=1)


def test_against_a_shield_fired_by_another_card_it_has_already_failed_at_step_1():
    # R-18 / amended R-17: C's S5 and A's S7 both aim at B, whose S10 fires at step 1 on every
    # anonymous card aimed at him: the S7 fails there (once), so it never reaches a shield at
    # step 5, and B's prep stands.
    g = three({"hand": ["S7"]}, {"hand": ["M1000"], "idle": ["S10"]}, {"hand": ["S5"]})
    g.play({"A": S7_ON_B, "B": ["prep:M1000"], "C": ["activate:S5", "target:B", "pass"]})
    assert g.prepped("B") == "M1000"
    assert g.hand("A") == []
    assert [e["text"] for e in g.entries("A", "stopped", round=1)] == [
        "Your S7 against B was stopped by B's anti-terrorist organisation (S10)."
    ]
    assert g.told("B", "stopped S7 used by A", round=1)
    assert g.told("B", "stopped S5 used by C", round=1)


def test_voided_by_s4_it_returns_and_the_launch_happens():
    # §11 S4 (step 2) before S7 (step 5): A's move is void, S7 back in hand.
    g = three({"hand": ["S7"]}, {"hand": ["W500n", "S4"], "prepped": "M500"})
    g.play({"A": S7_ON_B, "B": ["activate:S4", "target:A", "launch:W500n", "target:C"]})
    assert g.pop("C") == 9_500
    assert g.hand("A") == ["S7"]
