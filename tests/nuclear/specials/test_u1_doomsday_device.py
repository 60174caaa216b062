"""U1 "Doomsday Device" (SPEC §4.2, §12.1, §14-§15; rulings R-32, R-37, amended R-9, amended R-31,
amended R-33, R-65)."""

from support import three


def test_destroys_everyone_and_ends_the_game_with_no_survivor():
    # §12.1 / R-37: every living player's population is 0; no last player standing.
    g = three({"hand": ["U1"]}, {"population": 4_000}, {})
    g.play({"A": ["activate:U1"]})
    assert [p.population for p in g.state.players] == [0, 0, 0]
    assert not any(p.alive for p in g.state.players)
    assert g.state.over and g.state.survivor is None
    assert g.driver.finished


def test_amended_r33_everyone_s_bonus_points_are_cancelled_the_user_scores_minus_100000():
    # Amended R-33 / SC-24: B = 0 and C = 0 although B had earned credit; the user -100,000.
    g = three({"hand": ["U1"], "credit": 3_000}, {"credit": 2_500}, {})
    g.play({"A": ["activate:U1"]})
    assert [g.score(n) for n in "ABC"] == [-100_000, 0, 0]
    assert [g.credit(n) for n in "ABC"] == [0, 0, 0]


def test_it_ends_the_turn_and_shows_as_used_a_card():
    # §4.2: U1 ends the turn; §5.1: it shows as "X used a card".
    g = three({"hand": ["U1", "P100"]}, {}, {})
    r = g.play({"A": ["activate:U1"]})
    assert r.kinds("A") == ["turn"]
    assert g.told(None, "A used a card", round=1)


def test_separate_slot_an_s_card_may_come_first():
    # one S-card and one U-card per turn, in separate slots.
    g = three({"hand": ["U1", "S15"]}, {}, {})
    assert "activate:U1" in g.options_for("A", ["activate:S15"])


def test_a_shared_slot_offers_either_card_first_but_never_both():
    # R-32's alternative (separate_u_slot = false): the U-card shares the S-card's slot, so both
    # are offered until one is activated, and then neither is.
    g = three({"hand": ["U1", "S15"]}, {}, {}, separate_u_slot=False)
    first = g.options_for("A")
    assert "activate:S15" in first and "activate:U1" in first
    assert "activate:U1" not in g.options_for("A", ["activate:S15"])


def test_the_rest_of_phase_1_is_skipped():
    # §12.1: no launch of the round lands and no fallout is rolled; nobody earns credit.
    g = three({}, {"hand": ["W2000n"], "prepped": "M2000"}, {"hand": ["U1"]})
    g.play({"B": ["launch:W2000n", "target:A"], "C": ["activate:U1"]})
    assert g.state.rng_log == []
    assert g.credit("B") == 0
    assert g.score("B") == 0 and g.score("C") == -100_000


def test_announced_by_type_without_naming_the_user():
    # Amended R-31: the report says an ULTIMATE card of type U1 was used; the effect does not
    # show who used it, so the user is not named publicly.
    g = three({}, {"hand": ["U1"]}, {})
    g.play({"B": ["activate:U1"]})
    (used,) = g.entries(None, "ultimate_used", round=1)
    assert used["card"] == "U1" and used["user"] is None
    assert "B" not in used["text"]
    assert g.told(None, "Doomsday", round=1)


def test_amended_r9_voided_by_s4_it_returns_and_nothing_happens():
    # Amended R-9: U-cards come after S4/S5, which void them; the U-card returns to hand.
    g = three({"hand": ["S4"]}, {"hand": ["U1"]}, {}, draw=["M200"])
    g.play({"A": ["activate:S4", "target:B", "pass"], "B": ["activate:U1"], "C": ["pick:M"]})
    assert not g.state.over
    assert [p.population for p in g.state.players] == [10_000] * 3
    assert g.hand("B") == ["U1"]
    assert g.hand("C") == ["M200"]
    assert not g.p("B").doomsday


def test_amended_r9_voided_by_s5_too():
    # Amended R-9 / §11 S5.
    g = three({}, {"hand": ["U1"]}, {"hand": ["S5"]})
    g.play({"B": ["activate:U1"], "C": ["activate:S5", "target:B", "pass"]})
    assert not g.state.over
    assert g.hand("B") == ["U1"]
    assert g.score("B") == 20_000


def test_r65_a_last_citadel_keeps_one_and_stands_last():
    # "A player under U4 keeps 1 population through U1 and is the last one standing."
    g = three({"hand": ["U1"]}, {}, {"active": {"U4": [1, 10]}})
    g.play({"A": ["activate:U1"]})
    assert g.pop("C") == 1 and g.p("C").alive
    assert g.state.over and g.state.survivor == g.seat("C")
    assert g.score("C") == 2


def test_can_be_given_instead():
    # Amended R-39: any card in hand may be given, U-cards included.
    g = three({"hand": ["U1"]}, {}, {})
    g.play({"A": ["give:U1", "target:C"]})
    assert g.hand("C") == ["U1"] and g.hand("A") == []


def test_without_gift_special_cards_s_cards_cannot_be_given_but_u_cards_still_can():
    # R-39's option (gift_special_cards = false) bars giving S-cards only; amended R-39 keeps
    # U-cards and the other cards giftable.
    hand = {"hand": ["U1", "S15", "P100"]}
    gives = sorted(o for o in three(hand, {}, {}).options_for("A") if o.startswith("give:"))
    assert gives == ["give:P100", "give:S15", "give:U1"]
    barred = three(hand, {}, {}, gift_special_cards=False).options_for("A")
    assert sorted(o for o in barred if o.startswith("give:")) == ["give:P100", "give:U1"]


def test_h11_doomsday_cancels_penalties_too():
    # H-11 (docs/rulings.md): "all bonus points cancelled" (amended R-33) covers the penalties owed
    # as well as the credit won; a Last Citadel survivor scores 2 x 1 population.
    g = three({"hand": ["U1"]}, {"active": {"U4": [1, 10]}}, {})
    g.p("B").penalty_u4 = 5_000
    g.play({"A": ["activate:U1"]})
    assert g.p("B").penalty_u4 == 0
    assert g.score("B") == 2
