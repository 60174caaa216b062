"""S13 "Counter-propaganda" (SPEC §10, §11 S13, step 19, idle trigger; rulings R-12, R-28, R-48,
R-49, R-55)."""

from support import three


def test_reflects_the_first_p_card_onto_its_user():
    # §10 step 1: victim = user, amount = value, gainer = the holder; R-12: gain = half the loss.
    g = three({"idle": ["S13"]}, {"hand": ["P300"]})
    g.play({"B": ["propaganda:P300", "target:A"]})
    assert (g.pop("A"), g.pop("B")) == (10_150, 9_700)
    assert g.hand("B") == []


def test_consumed_when_it_fires_and_reported_publicly():
    # §11 S13: consumed when it fires; §5.2: propaganda transfers are in the public report.
    g = three({"idle": ["S13"]}, {"hand": ["P300"]})
    g.play({"B": ["propaganda:P300", "target:A"]})
    assert g.idle("A") == [] and "S13" not in g.hand("A")
    assert g.told(None, "reflected propaganda: B lost 300, A gained 150", round=1)


def test_no_credit_for_reflected_propaganda():
    # R-55 / §15: propaganda never earns credit, reflected or not.
    g = three({"idle": ["S13"]}, {"hand": ["P500"]})
    g.play({"B": ["propaganda:P500", "target:A"]})
    assert g.credit("A") == g.credit("B") == 0
    assert g.score("A") == 2 * 10_250


def test_only_the_first_p_card_later_ones_land():
    # one use: the second P-card of the round against the holder lands as usual.
    g = three({"idle": ["S13"]}, {"hand": ["P300"]}, {"hand": ["P200"]})
    g.play({"B": ["propaganda:P300", "target:A"], "C": ["propaganda:P200", "target:A"]})
    assert (g.pop("A"), g.pop("B"), g.pop("C")) == (10_150 - 200, 9_700, 10_100)


def test_stays_idle_in_a_round_without_propaganda_against_the_holder():
    # §11 S13: it waits for its trigger; propaganda against others does not fire it.
    g = three({"idle": ["S13"]}, {"hand": ["P300"]})
    g.play({"B": ["propaganda:P300", "target:C"]})
    assert g.idle("A") == ["S13"]
    assert g.pop("C") == 9_700


def test_no_ping_pong_the_user_s_own_filters_do_not_apply():
    # a reflected P-card is not filtered by the original user's own S11/S12/S13.
    g = three({"idle": ["S13"]}, {"hand": ["P300"], "idle": ["S13"], "active": {"S11": [1, 2]}})
    g.play({"B": ["propaganda:P300", "target:A"]})
    assert (g.pop("A"), g.pop("B")) == (10_150, 9_700)
    assert g.idle("B") == ["S13"]


def test_the_gain_is_half_the_actual_loss():
    # the holder gains floor(actual loss / 2); a user at 75 loses 75, gain 37.
    g = three({"idle": ["S13"]}, {"hand": ["P100"], "population": 75})
    g.play({"B": ["propaganda:P100", "target:A"]})
    assert g.pop("A") == 10_037
    assert not g.p("B").alive


def test_activated_this_round_it_already_works():
    # R-29 analogue for triggers: an S-card activated this turn is in play at resolution.
    g = three({"hand": ["S13"]}, {"hand": ["P200"]})
    g.play({"A": ["activate:S13", "pass"], "B": ["propaganda:P200", "target:A"]})
    assert (g.pop("A"), g.pop("B")) == (10_100, 9_800)
    assert g.idle("A") == [] and g.hand("A") == []


def test_disabled_by_the_virus_it_neither_fires_nor_is_consumed():
    #
    g = three({"idle": ["S13"]}, {"hand": ["P300", "S5"]})
    g.play({"B": ["activate:S5", "target:A", "propaganda:P300", "target:A"]})
    assert (g.pop("A"), g.pop("B")) == (9_700, 10_150)
    assert g.idle("A") == ["S13"]


def test_voided_activation_returns_to_hand():
    # §11 S4: the activated card comes back and is not idle.
    g = three({"hand": ["S13"]}, {"hand": ["S4", "P300"]})
    g.play({"A": ["activate:S13", "pass"], "B": ["activate:S4", "target:A", "pass"]})
    assert g.hand("A") == ["S13"] and g.idle("A") == []


def test_a_fired_s10_shield_stops_propaganda_before_s13_sees_it():
    # Amended R-17: propaganda against a shielded holder fails; S13 is not used up.
    g = three({"idle": ["S13", "S10"]}, {"hand": ["P300", "S7"]})
    g.play({"B": ["activate:S7", "target:A", "propaganda:P300", "target:A"]})
    assert (g.pop("A"), g.pop("B")) == (10_000, 10_000)
    assert g.idle("A") == ["S13"]
