"""S21 "MIRV bus" (SPEC §7.3, §8.2, §11 S21, step 11, idle trigger; rulings R-22 amended, R-27)."""

from support import three


def sc18(**a):
    row = {
        "hand": ["W500n", "W500n", "W500n", "W1000n", "W1500n", "W200b"],
        "prepped": "M1500",
        "idle": ["S21"],
    }
    row.update(a)
    return three(row, {"hand": ["D1500"]})


def test_sc18_three_warheads_one_delivery_one_fallout_roll():
    # SC-18: [W500n x3] on M1500 is one delivery of 1,500 with one fallout roll; S21 consumed.
    g = sc18()
    r = g.play({"A": ["launch:W500n", "target:B", "add:W500n", "add:W500n"]})
    assert r.kinds("A") == ["turn", "target", "mirv", "mirv"]
    assert g.pop("B") == 8_500
    assert g.credit("A") == 1_500
    assert g.state.rng_log == ["fallout"]  # one roll per delivery
    assert g.idle("A") == []
    assert g.hand("A") == ["W1000n", "W1500n", "W200b"]


def test_fallout_of_a_mirv_is_half_the_total():
    # f0 = half the total "supposed" damage: W500n + W500n on C's fallout: 500.
    g = three({"hand": ["W500n", "W500n"], "prepped": "M1000", "idle": ["S21"]}, {}, fallout=["C"])
    g.play({"A": ["launch:W500n", "target:B", "add:W500n"]})
    assert (g.pop("B"), g.pop("C")) == (9_000, 9_500)


def test_sc18_over_the_max_yield_or_bio_extras_are_not_offered():
    # SC-18: total 2,000 > 1,500 is rejected; every warhead must be nuclear.
    g = sc18()
    g.play({"A": ["launch:W500n", "target:B", "add:W500n"]}, stop="A")
    assert g.waiting() == ("A", "mirv")
    assert set(g.options()) == {"add:W500n", "done"}  # no W1000n (room 500), no W200b


def test_a_bio_first_warhead_allows_no_mirv_and_leaves_s21_idle():
    # S21 works only with nuclear warheads; a bio launch does not trigger it.
    g = three({"hand": ["W500b", "W200n"], "prepped": "M1000", "idle": ["S21"]}, {})
    r = g.play({"A": ["launch:W500b", "target:B"]})
    assert "mirv" not in r.kinds("A")
    assert g.pop("B") == 9_000
    assert g.idle("A") == ["S21"]


def test_sc18_without_s21_no_second_warhead():
    # SC-18: "Without S21, any launch with two warheads is rejected."
    g = sc18(idle=[])
    r = g.play({"A": ["launch:W500n", "target:B"]})
    assert "mirv" not in r.kinds("A")
    assert g.pop("B") == 9_500


def test_sc18_the_whole_mirv_is_blocked_by_one_defense_check():
    # SC-18 / §9: one delivery, one defense check: D1500 stops M1500 with all its warheads.
    g = sc18()
    g.play({"A": ["launch:W500n", "target:B", "add:W500n", "add:W500n"], "B": ["defense:D1500"]})
    assert g.pop("B") == 10_000
    assert g.hand("A") == ["W1000n", "W1500n", "W200b"]  # consumed whether or not blocked (§8.2)
    assert g.idle("A") == []


def test_amended_r22_consumed_by_the_first_nuclear_launch_even_with_nothing_added():
    # SC-18 / amended R-22: W1500n on M1500 leaves no room; S21 is still triggered and consumed.
    g = sc18()
    r = g.play({"A": ["launch:W1500n", "target:B"]})
    assert "mirv" not in r.kinds("A")
    assert g.idle("A") == [] and "S21" not in g.hand("A")


def test_amended_r22_declining_to_add_still_consumes_it():
    # Amended R-22: "whether or not warheads are added".
    g = sc18()
    g.play({"A": ["launch:W500n", "target:B", "done"]})
    assert g.pop("B") == 9_500
    assert g.idle("A") == []


def test_a_stealth_bomb_does_not_trigger_it():
    # §11 S21: a launch "with an M-card" (prepped or sub); S18 is not one.
    g = three({"hand": ["S18", "W500n"], "idle": ["S21"]}, {})
    g.play({"A": ["activate:S18", "warhead:W500n", "target:B"]})
    assert g.idle("A") == ["S21"]


def test_voided_launch_leaves_it_idle_and_returns_every_warhead():
    # §11 S4 / R-7: the W-cards return to hand; the launch never happened, so S21 stays idle.
    g = three({"hand": ["W500n", "W500n"], "prepped": "M1000", "idle": ["S21"]}, {"hand": ["S4"]})
    g.play(
        {"A": ["launch:W500n", "target:B", "add:W500n"], "B": ["activate:S4", "target:A", "pass"]}
    )
    assert g.pop("B") == 10_000
    assert g.hand("A") == ["W500n", "W500n"]
    assert g.idle("A") == ["S21"]


def test_activated_in_the_launch_turn_it_already_loads():
    # §11 S21 / §4.2: an S21 activated this turn is in play for the launch and consumed by it.
    g = three({"hand": ["S21", "W200n", "W200n"], "prepped": "M500"}, {})
    g.play({"A": ["activate:S21", "launch:W200n", "target:B", "add:W200n"]})
    assert g.pop("B") == 9_600
    assert g.hand("A") == [] and g.idle("A") == []
