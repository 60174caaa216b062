"""S12 "Media blockout" (SPEC §4.3, §10, §11 S12, step 20, D(6); rulings R-29, R-48, R-60, R-63)."""

from support import three


def test_propaganda_against_the_holder_fails():
    # §11 S12: every P-card aimed at the holder fails (consumed, no effect).
    g = three({"active": {"S12": [1, 6]}}, {"hand": ["P500"]})
    g.play({"B": ["propaganda:P500", "target:A"]})
    assert (g.pop("A"), g.pop("B")) == (10_000, 10_000)
    assert g.hand("B") == []
    assert g.told("B", "Propaganda by B against A failed", round=1)


def test_the_holder_cannot_use_propaganda():
    # §4.3: USE_PROPAGANDA is rejected while the actor's own S12 is in force.
    g = three({"active": {"S12": [1, 6]}, "hand": ["P300"]}, {})
    opts = g.options_for("A")
    assert "propaganda:P300" not in opts
    assert "give:P300" in opts  # the card itself is still usable otherwise


def test_nor_in_the_turn_it_is_activated_until_undone():
    # §4.3: "or if the actor activates S12 in the same turn"; §4.4: undo frees the slot again.
    g = three({"hand": ["S12", "P300"]}, {})
    assert "propaganda:P300" in g.options_for("A")
    assert "propaganda:P300" not in g.options_for("A", ["activate:S12"])
    assert "propaganda:P300" in g.options_for("A", ["undo:special"])


def test_lasts_six_rounds():
    # §11 S12 D(6) / R-29: in force in rounds 1-6; from round 7 P-cards land again.
    g = three({"hand": ["S12"]}, {"hand": ["P100", "P200"]})
    g.play({"A": ["activate:S12", "pass"], "B": ["propaganda:P100", "target:A"]})
    assert g.active("A") == {"S12": (1, 6)} and g.pop("A") == 10_000
    for _ in range(5):
        g.play({})
    assert g.active("A") == {}
    g.play({"B": ["propaganda:P200", "target:A"]})
    assert g.pop("A") == 9_800


def test_counter_propaganda_takes_precedence_and_s12_stays():
    # §11 S13 "before S12" / R-48: the first P-card is reflected, S12 stays active.
    g = three({"active": {"S12": [1, 6]}, "idle": ["S13"]}, {"hand": ["P400"]})
    g.play({"B": ["propaganda:P400", "target:A"]})
    assert (g.pop("A"), g.pop("B")) == (10_200, 9_600)
    assert g.active("A") == {"S12": (1, 6)} and g.idle("A") == []


def test_under_the_virus_incoming_propaganda_lands_and_the_ban_still_holds():
    # R-48: "If S5 disables an S12 holder's specials ... incoming P-cards land. The ban on their
    # own P-cards still holds".
    g = three({"active": {"S12": [1, 6]}, "hand": ["P300"]}, {"hand": ["S5", "P300"]})
    opts = g.options_for("A")
    assert "propaganda:P300" not in opts
    g.play({"A": ["pass"], "B": ["activate:S5", "target:A", "propaganda:P300", "target:A"]})
    assert (g.pop("A"), g.pop("B")) == (9_700, 10_150)


def test_activating_it_cancels_an_active_s11_after_a_warning_at_cleanup():
    # §11 S12 / R-60: a warning first; R-63: S11 is discarded at cleanup; S12 runs rounds 1-6.
    g = three({"hand": ["S12"], "active": {"S11": [1, 2]}}, {})
    r = g.play({"A": ["activate:S12", "confirm", "pass"]})
    assert r.kinds("A")[:2] == ["turn", "confirm_cancel"]
    assert "S11" in r.prompts("A", "confirm_cancel")[0].prompt
    assert g.active("A") == {"S12": (1, 6)}


def test_voided_activation_cancels_nothing_and_returns():
    # R-63 / §11 S4.
    g = three({"hand": ["S12"], "active": {"S11": [1, 2]}}, {"hand": ["S4"]})
    g.play({"A": ["activate:S12", "confirm", "pass"], "B": ["activate:S4", "target:A", "pass"]})
    assert g.active("A") == {"S11": (1, 2)}
    assert g.hand("A") == ["S12"]


def test_a_second_copy_cannot_be_activated():
    # no second instance of an active S-card.
    g = three({"hand": ["S12"], "active": {"S12": [1, 6]}}, {})
    assert "activate:S12" not in g.options_for("A")
