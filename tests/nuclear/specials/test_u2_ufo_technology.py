"""U2 "Salvaged UFO technology" (SPEC §7.1, §9, §12.2, D(6); rulings R-24, R-29, R-32, R-36,
amended R-9, amended R-20, amended R-31, amended R-34, amended R-39)."""

from support import three

UFO = {"active": {"U2": [1, 6]}}


def test_ufo_launch_needs_no_missile_and_ignores_d_cards():
    # §12.2 / §7.1: one W-card, no M-card, no prep; D-cards never block it.
    g = three({"hand": ["W700n"], **UFO}, {"hand": ["D2000"]})
    g.play({"A": ["ufo:W700n", "target:B"], "B": ["defense:D2000"]})
    assert g.pop("B") == 9_300
    assert g.credit("A") == 700
    assert g.hand("A") == []


def test_activating_it_this_turn_is_enough():
    # §4.2: "needs own U2 in force (activating it this turn is enough)"; R-32: own U slot.
    g = three({"hand": ["U2", "S15", "W500n"]}, {})
    assert not any(o.startswith("ufo:") for o in g.options_for("A"))
    assert "ufo:W500n" in g.options_for("A", ["activate:S15", "activate:U2"])
    g.play({"A": ["ufo:W500n", "target:B"]})
    assert g.pop("B") == 9_500
    assert g.active("A") == {"S15": (1, 4), "U2": (1, 6)}


def test_the_holder_s_missile_launches_ignore_d_cards_too():
    # §12.2 / §9: "all the holder's deliveries ignore the targets' D-cards".
    g = three({"hand": ["W500n"], "prepped": "M500", **UFO}, {"hand": ["D1000"]})
    g.play({"A": ["launch:W500n", "target:B"], "B": ["defense:D1000"]})
    assert g.pop("B") == 9_500


def test_amended_r34_penalty_is_twice_every_point_destroyed_on_top_of_credit():
    # Amended R-34: 2 points per population point destroyed by the holder's launches in the window,
    # on top of the normal credit.
    g = three({"hand": ["W700n"], **UFO}, {})
    g.play({"A": ["ufo:W700n", "target:B"]})
    assert g.p("A").penalty_u2 == 1_400
    assert g.score("A") == 700 + 2 * 10_000 - 1_400


def test_amended_r34_fallout_counts_wherever_it_falls_even_on_the_holder():
    # Amended R-34: fallout from those launches included "wherever it falls, whether or not those
    # points earned credit": self-fallout earns no credit (R-55) but is penalised.
    g = three({"hand": ["W1000n"], **UFO}, {}, fallout=["A"])
    g.play({"A": ["ufo:W1000n", "target:B"]})
    assert (g.pop("A"), g.pop("B")) == (9_500, 9_000)
    assert g.credit("A") == 1_000
    assert g.p("A").penalty_u2 == 2 * (1_000 + 500)


def test_amended_r34_points_destroyed_on_a_last_citadel_are_penalised_without_credit():
    # Amended R-34 with R-36: the U4 holder withholds the credit; the U2 penalty still applies.
    g = three({"hand": ["W500n"], **UFO}, {"active": {"U4": [1, 10]}})
    g.play({"A": ["ufo:W500n", "target:B"]})
    assert g.credit("A") == 0
    assert g.p("A").penalty_u2 == 1_000
    assert g.p("B").penalty_u4 == 1_000


def test_amended_r34_s6_donations_carry_no_penalty():
    # Amended R-34: "S6 donations are not launches and carry no penalty".
    g = three({"hand": ["S6", "W500n"], **UFO}, {})
    g.play({"A": ["activate:S6", "warhead:W500n", "target:B", "pass"]})
    assert g.pop("B") == 9_500 and g.credit("A") == 500
    assert g.p("A").penalty_u2 == 0


def test_ufo_fallout_is_rolled():
    # fallout on every delivery, UFO included.
    g = three({"hand": ["W500b"], **UFO}, {}, fallout=["C"])
    g.play({"A": ["ufo:W500b", "target:B"]})
    assert (g.pop("B"), g.pop("C")) == (9_000, 9_500)


def test_s7_cannot_sabotage_a_ufo_launch():
    # §12.2: neither S7 nor S14 applies (S14 amended by R-20; S7 still does not).
    g = three({"hand": ["W500n"], **UFO}, {"hand": ["S7"]})
    g.play({"A": ["ufo:W500n", "target:B"], "B": ["activate:S7", "target:A", "pass"]})
    assert g.pop("B") == 9_500
    assert not g.entries("A", "sabotage")


def test_six_rounds_counting_the_activation_round():
    # §12.2 D(6) / R-29: in force in rounds 1-6; no UFO launch and no penalty afterwards.
    g = three({"hand": ["U2", "W200n", "W200n"], "prepped": "M200"}, {})
    g.play({"A": ["activate:U2", "launch:W200n", "target:B"]})
    assert g.active("A") == {"U2": (1, 6)}
    for _ in range(5):
        g.play({})
    assert g.active("A") == {}
    assert not any(o.startswith("ufo:") for o in g.options_for("A"))
    assert g.p("A").penalty_u2 == 400


def test_announced_by_type_and_the_ufo_hit_names_its_attacker():
    # Amended R-31: the report says a U2 was used, naming the user only when the effect shows who
    # it is: UFO launches are reported like any launch.
    g = three({"hand": ["U2", "W500n"]}, {}, {})
    g.play({"A": ["activate:U2", "ufo:W500n", "target:B"]})
    (used,) = g.entries(None, "ultimate_used", round=1)
    assert used["card"] == "U2" and used["user"] is None
    (hit,) = g.entries(None, "damage", round=1)
    assert hit["via"] == "ufo" and hit["attacker"] == g.seat("A")


def test_amended_r9_voided_by_s5_it_returns_to_hand():
    # Amended R-9: S5 voids the U-card activation and the UFO launch; both cards return.
    g = three({"hand": ["U2", "W500n"]}, {"hand": ["S5"]})
    g.play(
        {"A": ["activate:U2", "ufo:W500n", "target:B"], "B": ["activate:S5", "target:A", "pass"]}
    )
    assert g.pop("B") == 10_000
    assert g.hand("A") == ["U2", "W500n"] and g.active("A") == {}
    assert g.p("A").penalty_u2 == 0


def test_amended_r39_it_can_be_given():
    # Amended R-39: U-cards may be given; the recipient can use it.
    g = three({"hand": ["U2"]}, {"hand": ["W500n"]})
    g.play({"A": ["give:U2", "target:B"]})
    assert g.hand("B") == ["U2", "W500n"]
    assert "activate:U2" in g.options_for("B")


def test_amended_r34_missile_launches_in_the_window_are_penalised_too():
    # Amended R-34: "every population point destroyed by the U2 holder's W-card launches".
    g = three({"hand": ["W500n"], "prepped": "M500", **UFO}, {})
    g.play({"A": ["launch:W500n", "target:B"]})
    assert g.credit("A") == 500 and g.p("A").penalty_u2 == 1_000


def test_amended_r39_a_given_u_card_is_still_revealed_as_the_original_receiver_s():
    # Amended: the announcement 10 rounds after the card entered the game names the
    # player who received it from the game, even after it was given away.
    g = three({}, {}, {}, round=20, ultimate=["A:U2"], deal=["S1"] * 9)
    g.play({})
    assert g.hand("A")[-1] == "U2"
    assert g.told(None, "An ULTIMATE card has entered the game", round=20)
    assert g.told("A", "You received the ULTIMATE card U2", round=20)
    assert not g.told("B", "U2", round=20)
    g.play({"A": ["give:U2", "target:B"]})
    assert "U2" in g.hand("B")
    for _ in range(9):
        g.play({})
    assert g.told(None, "A holds U2", round=30)


def test_a_stealth_bomb_carries_the_penalty_too():
    # R-34 second amendment (superseding H-9): the penalty covers every W-card the holder delivers
    # himself, stealth bombs included; the credit stays normal.
    g = three({"hand": ["S18", "W700n"], **UFO}, {})
    g.play({"A": ["activate:S18", "warhead:W700n", "target:B"]})
    assert g.pop("B") == 9_300
    assert g.credit("A") == 700
    assert g.p("A").penalty_u2 == 1_400
