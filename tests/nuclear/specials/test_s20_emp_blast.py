"""S20 "EMP blast" (SPEC §9, §11 S20, step 8, idle trigger; rulings R-21, R-34, R-46, R-56,
amended R-20)."""

from support import three

EMP = {"idle": ["S20"]}


def fried_round():
    """A's first nuclear missile of the round goes to B, who has D1000 in force; C also fires an
    M200 at B, which D1000 would have blocked."""
    g = three(
        {"hand": ["W500n"], "prepped": "M500", **EMP},
        {"hand": ["D1000", "D200"]},
        {"hand": ["W200n"], "prepped": "M200"},
    )
    g.play(
        {
            "A": ["launch:W500n", "target:B"],
            "B": ["defense:D1000"],
            "C": ["launch:W200n", "target:B"],
        }
    )
    return g


def test_fries_the_target_defense_which_blocks_nothing_from_anyone():
    # §11 S20 / R-56: the fried defense blocks nothing this round, from any attacker; the warhead
    # deals its normal damage.
    g = fried_round()
    assert g.pop("B") == 10_000 - 500 - 200
    assert (g.credit("A"), g.credit("C")) == (500, 200)
    assert g.idle("A") == [] and "S20" not in g.hand("A")  # consumed when it fires
    assert g.hand("B") == ["D200"]  # the fried D1000 was spent like any D in force (§9)


def test_the_victim_is_locked_out_for_this_round_and_the_next_three():
    # no D-cards in the activation round and the next 3 rounds (4 counting this one).
    g = fried_round()
    assert g.p("B").emp_locked_until == 4
    for _ in range(3):
        assert not any(o.startswith("defense:") for o in g.options_for("B"))
        g.play({})
    assert g.state.round == 5
    assert "defense:D200" in g.options_for("B")


def test_the_victim_is_told_by_whom_privately():
    # §5.3: "Your defense grid was fried by X's EMP; no D-cards until round r+3."
    g = fried_round()
    (msg,) = g.entries("B", "emp", round=1)
    assert "fried by A's EMP" in msg["text"] and "4" in msg["text"]
    assert not g.entries("C", "emp") and not g.entries(None, "emp")


def test_consumed_even_when_the_target_had_no_defense():
    # consumed at the first qualifying delivery even if the target had no D-card.
    g = three({"hand": ["W500n"], "prepped": "M500", **EMP}, {"hand": ["D500"]})
    g.play({"A": ["launch:W500n", "target:B"]})
    assert g.idle("A") == []
    assert g.p("B").emp_locked_until == 0
    assert g.pop("B") == 9_500


def test_a_bio_launch_does_not_trigger_it():
    # §11 S20: nuclear W-card only; a bio launch is blocked as usual and S20 stays idle.
    g = three({"hand": ["W500b"], "prepped": "M500", **EMP}, {"hand": ["D1000"]})
    g.play({"A": ["launch:W500b", "target:B"], "B": ["defense:D1000"]})
    assert g.pop("B") == 10_000
    assert g.idle("A") == ["S20"]


def test_a_stealth_bomb_triggers_it():
    # §11 S20: "by M-card (missile or sub) or by S18".
    g = three(
        {"hand": ["S18", "W500n"], **EMP},
        {"hand": ["D1000"]},
        {"hand": ["W200n"], "prepped": "M200"},
    )
    g.play(
        {
            "A": ["activate:S18", "warhead:W500n", "target:B"],
            "B": ["defense:D1000"],
            "C": ["launch:W200n", "target:B"],
        }
    )
    assert g.pop("B") == 9_300
    assert g.p("B").emp_locked_until == 4


def test_a_submarine_launch_triggers_it():
    # §11 S20: a sub launch is an M-card delivery; the fried D700 does not block the M700.
    g = three({"hand": ["S19", "M700", "W700n"], **EMP}, {"hand": ["D700"]})
    g.play(
        {
            "A": ["activate:S19", "sublaunch:M700", "warhead:W700n", "target:B"],
            "B": ["defense:D700"],
        }
    )
    assert g.pop("B") == 9_300
    assert g.idle("A") == []


def test_a_ufo_launch_does_not_trigger_it():
    # a UFO launch is not an M-card delivery; S20 does not apply.
    g = three({"hand": ["U2", "W500n"], **EMP}, {"hand": ["D1000"]})
    g.play({"A": ["activate:U2", "ufo:W500n", "target:B"], "B": ["defense:D1000"]})
    assert g.idle("A") == ["S20"]
    assert g.p("B").emp_locked_until == 0


def test_an_aws_switched_defense_can_be_fried():
    # §6.2: S20 (step 8) after S14 (step 6): "including one picked through S14".
    g = three(
        {"hand": ["W500n"], "prepped": "M500", **EMP},
        {"hand": ["D1000"], "active": {"S14": [1, 4]}},
        draw=["M200"],
    )
    g.play({"A": ["launch:W500n", "target:B"], "B": ["pick:M", "aws:D1000"]})
    assert g.pop("B") == 9_500
    assert g.p("B").emp_locked_until == 4
    assert g.hand("B") == []


def test_voided_launch_leaves_it_idle():
    # §11 S20: "not void".
    g = three({"hand": ["W500n"], "prepped": "M500", **EMP}, {"hand": ["D1000", "S4"]})
    g.play({"A": ["launch:W500n", "target:B"], "B": ["activate:S4", "target:A", "pass"]})
    assert g.idle("A") == ["S20"]


def test_s6_does_not_trigger_it():
    # S6 uses no M-card.
    g = three({"hand": ["S6", "W500n"], **EMP}, {"hand": ["D1000"]})
    g.play({"A": ["activate:S6", "warhead:W500n", "target:B", "pass"], "B": ["defense:D1000"]})
    assert g.idle("A") == ["S20"] and g.p("B").emp_locked_until == 0


def test_activated_this_round_it_fires_with_the_same_turn_s_launch():
    # §1.1: an activated trigger waits from its activation; it fires at step 8 the same round.
    g = three({"hand": ["S20", "W500n"], "prepped": "M500"}, {"hand": ["D500"]})
    g.play({"A": ["activate:S20", "launch:W500n", "target:B"], "B": ["defense:D500"]})
    assert g.pop("B") == 9_500
    assert g.hand("A") == [] and g.idle("A") == []


def test_the_victims_message_names_the_last_locked_round():
    # Fried in round 1, locked through round 4 (mutation testing: "4" alone also matched "-4").
    g = fried_round()
    (msg,) = g.entries("B", "emp", round=1)
    assert msg["text"] == (
        "Your defense grid was fried by A's EMP; no D-cards until after round 4."
    )
