"""U3 "Time machine" (SPEC §4.1, §12.3, D(8), -20,000; rulings R-29, R-35, amended R-9,
amended R-31)."""

from support import three


def test_activation_round_voids_every_other_move_and_their_cards_return():
    # §12.3 / R-35: the others' turns are VOID (as with S4); their cards return; a missile due in
    # that round is forfeited.
    g = three(
        {"hand": ["U3"]}, {"hand": ["S15"]}, {"hand": ["W500n"], "prepped": "M500"}, draw=["M200"]
    )
    g.play(
        {
            "A": ["activate:U3", "pick:M"],
            "B": ["activate:S15", "pick:W"],
            "C": ["launch:W500n", "target:A"],
        }
    )
    assert g.pop("A") == 10_000
    assert g.hand("A") == ["M200"]  # the user's own move stands
    assert g.hand("B") == ["S15"] and g.active("B") == {}
    assert g.hand("C") == ["W500n"] and g.prepped("C") is None
    assert g.active("A") == {"U3": (1, 8)}


def test_later_rounds_of_the_window_skip_the_others_then_they_play_again():
    # §4.1 / R-35 / R-29: 8 rounds counting the activation round; in rounds 2-8 only A moves.
    g = three({"hand": ["U3"]}, {}, {})
    g.play({"A": ["activate:U3", "pass"]})
    for number in range(2, 9):
        r = g.play({})
        assert {a.name for a in r.asked} == {"A"}, number
    assert g.active("A") == {}
    r = g.play({})
    assert {a.name for a in r.asked} == {"A", "B", "C"}


def test_the_others_cards_have_no_effect_but_durations_keep_counting():
    # §12.3 / R-35: B's S15 does not halve A's hit while frozen; it still expires on schedule.
    g = three({"hand": ["U3", "W1000n", "M1000"]}, {"active": {"S15": [1, 3]}, "hand": ["D1000"]})
    g.play({"A": ["activate:U3", "prep:M1000"], "B": ["defense:D1000"]})
    g.play({"A": ["launch:W1000n", "target:B"]})
    assert g.pop("B") == 9_000
    assert g.hand("B") == ["D1000"]  # the voided defense returned in round 1
    g.play({})
    assert g.active("B") == {}


def test_frozen_players_idle_triggers_do_not_fire():
    # §12.3: "all the other players' S-cards ... have no effect": B's S16 stays asleep.
    g = three(
        {"active": {"U3": [1, 8]}, "hand": ["W500b"], "prepped": "M500"}, {"idle": ["S16"]}, round=2
    )
    g.play({"A": ["launch:W500b", "target:B"]})
    assert g.pop("B") == 9_000
    assert g.idle("B") == ["S16"]


def test_penalty_of_20000_once():
    # §12.3: penalty_u3 = 20,000 (once per U3 used).
    g = three({"hand": ["U3"]}, {}, {})
    g.play({"A": ["activate:U3", "pass"]})
    assert g.p("A").penalty_u3 == 20_000
    assert g.score("A") == 2 * 10_000 - 20_000
    g.play({})
    assert g.p("A").penalty_u3 == 20_000


def test_announced_naming_its_user():
    # Amended R-31: only one player moves, so the effect shows who used it.
    g = three({"hand": ["U3"]}, {}, {})
    g.play({"A": ["activate:U3", "pass"]})
    (used,) = g.entries(None, "ultimate_used", round=1)
    assert used["card"] == "U3" and used["user"] == g.seat("A")
    assert "A used the ULTIMATE card U3" in used["text"]


def test_amended_r9_s4_on_the_user_voids_it():
    # Amended R-9: S4 (step 2) comes before the U-cards: the Time machine never happens, U3
    # returns to hand, and the others' moves stand.
    g = three({"hand": ["U3"]}, {"hand": ["S4"]}, {}, draw=["P100"])
    g.play(
        {"A": ["activate:U3", "pass"], "B": ["activate:S4", "target:A", "pass"], "C": ["pick:P"]}
    )
    assert g.hand("A") == ["U3"] and g.active("A") == {}
    assert g.p("A").penalty_u3 == 0
    assert g.hand("C") == ["P100"]
    r = g.play({})
    assert {a.name for a in r.asked} == {"A", "B", "C"}


def test_amended_r9_s5_on_the_user_voids_it():
    # Amended R-9 / §11 S5.
    g = three({"hand": ["U3"]}, {}, {"hand": ["S5"]})
    g.play({"A": ["activate:U3", "pass"], "C": ["activate:S5", "target:A", "pass"]})
    assert g.hand("A") == ["U3"]
    assert g.p("A").penalty_u3 == 0


def test_periodic_deals_still_reach_frozen_players():
    # "Periodic deals still reach them."
    g = three({"hand": ["U3"]}, {}, {}, round=4, deal=["S1", "S2", "S3"])
    g.play({"A": ["activate:U3", "pass"]})
    g.play({})
    assert (g.hand("B"), g.hand("C")) == (["S2"], ["S3"])


def test_the_user_s_own_specials_keep_working():
    # §12.3 concerns the *other* players' cards: A's own S15 still halves the fallout of A's
    # launch that lands on A (SC-05: 1,000 / 2 / 2 = 250).
    g = three(
        {"hand": ["U3", "W1000n"], "prepped": "M1000", "active": {"S15": [1, 4]}}, {}, fallout=["A"]
    )
    g.play({"A": ["activate:U3", "launch:W1000n", "target:B"]})
    assert (g.pop("A"), g.pop("B")) == (9_750, 9_000)
