"""S5 "Computer virus" (SPEC §11 S5, step 3, anonymous; rulings R-6, R-7, R-8, amended R-9, R-18,
R-48, R-49)."""

from support import three


def test_sc13_voids_the_move_and_disables_s_and_d_cards_expiry_still_happens():
    # SC-13: B's D1000 is not in force and stays in hand; S15 gives no protection; S15, whose
    # last round is this one, still expires.
    g = three(
        {"hand": ["S5"]},
        {"hand": ["D1000"], "active": {"S15": [1, 3]}},
        {"hand": ["W500n"], "prepped": "M500"},
        round=3,
    )
    g.play(
        {
            "A": ["activate:S5", "target:B", "pass"],
            "B": ["defense:D1000"],
            "C": ["launch:W500n", "target:B"],
        }
    )
    assert g.pop("B") == 9_500
    assert g.hand("B") == ["D1000"]
    assert g.active("B") == {}
    assert g.hand("A") == []  # consumed


def test_the_virus_message_does_not_name_the_user():
    # §5.3 / R-18: S5 is anonymous: B's message names no source.
    g = three({"hand": ["S5"]}, {"hand": ["P100"]})
    g.play({"A": ["activate:S5", "target:B", "pass"], "B": ["propaganda:P100", "target:C"]})
    lost = g.entries("B", "lost_turn", round=1)
    assert len(lost) == 1
    assert "computer virus" in lost[0]["text"]
    assert "A" not in lost[0]["text"].replace("A computer", "")
    assert not g.entries("C", "lost_turn", round=1)
    assert not any("virus" in t for t in g.texts(None, round=1))


def test_duration_cards_keep_counting_while_disabled():
    # durations keep counting: S17 (rounds 1-4) gives no halving in round 2 but is still
    # there afterwards, with the same last round.
    g = three(
        {"hand": ["S5"]},
        {"active": {"S17": [1, 4]}},
        {"hand": ["W500n"], "prepped": "M500"},
        round=2,
    )
    g.play({"A": ["activate:S5", "target:B", "pass"], "C": ["launch:W500n", "target:B"]})
    assert g.pop("B") == 9_500
    assert g.active("B") == {"S17": (1, 4)}


def test_idle_triggers_neither_fire_nor_get_consumed():
    # B's S16 would fire on C's bio warhead, but the virus keeps it asleep: full bio damage,
    # and S16 is still idle afterwards.
    g = three({"hand": ["S5"]}, {"idle": ["S16"]}, {"hand": ["W500b"], "prepped": "M500"})
    g.play({"A": ["activate:S5", "target:B", "pass"], "C": ["launch:W500b", "target:B"]})
    assert g.pop("B") == 9_000
    assert g.idle("B") == ["S16"]


def test_s13_does_not_reflect_while_disabled():
    # R-49 / §10: S13 does not work under S5: C's P-card lands on B, and S13 stays idle.
    g = three({"hand": ["S5"]}, {"idle": ["S13"]}, {"hand": ["P300"]})
    g.play({"A": ["activate:S5", "target:B", "pass"], "C": ["propaganda:P300", "target:B"]})
    assert (g.pop("B"), g.pop("C")) == (9_700, 10_150)
    assert g.idle("B") == ["S13"]


def test_s12_holder_under_virus_receives_propaganda():
    # if S5 disables an S12 holder's specials, their incoming P-cards land.
    g = three({"hand": ["S5"]}, {"active": {"S12": [1, 6]}}, {"hand": ["P200"]})
    g.play({"A": ["activate:S5", "target:B", "pass"], "C": ["propaganda:P200", "target:B"]})
    assert (g.pop("B"), g.pop("C")) == (9_800, 10_100)


def test_s14_gives_no_warning_under_the_virus():
    # §11 S14: the holder's specials must work; under S5 there is no prompt and the hit lands.
    g = three(
        {"hand": ["S5"]},
        {"hand": ["D1000"], "active": {"S14": [1, 4]}},
        {"hand": ["W500n"], "prepped": "M500"},
    )
    r = g.play(
        {"A": ["activate:S5", "target:B", "pass"], "B": ["pass"], "C": ["launch:W500n", "target:B"]}
    )
    assert "aws" not in r.kinds("B")
    assert g.pop("B") == 9_500


def test_spy_satellite_reports_nothing_in_a_virus_round():
    # §11 legend: every S-card effect needs the holder's specials to work; S9 intel is one.
    g = three({"active": {"S9": [1, 5]}}, {"hand": ["S5"]}, {}, draw=["M200"])
    g.play({"B": ["activate:S5", "target:A", "pass"], "C": ["pick:M"]})
    assert not g.entries("A", "intel", round=1)


def test_an_s10_holder_makes_the_virus_fail():
    # §11 S5 / S10 (step 1 first): the virus fails and is consumed; B's move stands; B learns the
    # card and the user.
    g = three({"hand": ["S5"]}, {"hand": ["P100"], "idle": ["S10"]})
    g.play({"A": ["activate:S5", "target:B", "pass"], "B": ["propaganda:P100", "target:C"]})
    assert g.hand("A") == []
    assert g.pop("C") == 9_900
    assert g.told("B", "stopped S5 used by A", round=1)
    assert g.idle("B") == []


def test_voids_a_u_card_activation():
    # Amended R-9: S5 voids a U-card like an S-card; it returns to hand, no Time machine.
    g = three({"hand": ["S5"]}, {"hand": ["U3"]}, {}, draw=["M200"])
    g.play(
        {"A": ["activate:S5", "target:B", "pass"], "B": ["activate:U3", "pass"], "C": ["pick:M"]}
    )
    assert g.hand("B") == ["U3"]
    assert g.p("B").penalty_u3 == 0
    assert g.hand("C") == ["M200"]  # C's turn was not voided by a Time machine


def test_voided_launch_forfeits_the_missile():
    # the W-card returns, the prepped missile is forfeited.
    g = three({"hand": ["S5"]}, {"hand": ["W500n"], "prepped": "M500"})
    g.play({"A": ["activate:S5", "target:B", "pass"], "B": ["launch:W500n", "target:C"]})
    assert g.pop("C") == 10_000
    assert g.hand("B") == ["W500n"]
    assert g.prepped("B") is None


def test_virus_against_virus_seat_order():
    # within step 3, A's S5 voids B's move first; B's S5 never happens and returns.
    g = three({"hand": ["S5"]}, {"hand": ["S5"]}, draw=["P100"])
    g.play({"A": ["activate:S5", "target:B", "pick:P"], "B": ["activate:S5", "target:A", "pass"]})
    assert g.hand("A") == ["P100"]
    assert g.hand("B") == ["S5"]
