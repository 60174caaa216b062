"""S17 "Underground vaults" (SPEC §7.2-§7.4, §11 S17, step 14, D(4); rulings R-23, R-28, R-29,
R-43, R-60, R-62, R-63)."""

from support import three

VAULTS = {"active": {"S17": [1, 4]}}


def test_sc04_halves_nuclear_and_bio_direct_hits():
    # SC-04: W700n at C with S17 -> 350; W700b at C -> 700.
    g = three(
        {"hand": ["W700n"], "prepped": "M700"}, {"hand": ["W700b"], "prepped": "M700"}, VAULTS
    )
    g.play({"A": ["launch:W700n", "target:C"], "B": ["launch:W700b", "target:C"]})
    assert g.pop("C") == 10_000 - 350 - 700
    assert (g.credit("A"), g.credit("B")) == (350, 700)


def test_sc05c_halves_viral_fallout():
    # SC-05c / R-62: S17 halves both kinds of fallout: bio W200b fallout on C: 200 -> 100.
    g = three({"hand": ["W200b"], "prepped": "M200"}, {}, VAULTS, fallout=["C"])
    g.play({"A": ["launch:W200b", "target:B"]})
    assert (g.pop("B"), g.pop("C")) == (9_600, 9_900)


def test_halves_nuclear_fallout():
    # §7.4: fallout of a base-400 nuclear delivery (f0 = 200) on a victim with S17: 100.
    g = three({"hand": ["W200n", "W200n", "S21"], "prepped": "M500"}, {}, VAULTS, fallout=["C"])
    g.play({"A": ["activate:S21", "launch:W200n", "target:B", "add:W200n"]})
    assert (g.pop("B"), g.pop("C")) == (9_600, 9_900)


def test_activating_it_cancels_an_active_s15_after_a_warning():
    # §11 S17 / R-60: "Activating S17 will cancel your active S15. Continue?"; R-63: at cleanup.
    g = three({}, {"hand": ["S17"], "active": {"S15": [1, 4]}}, round=2)
    r = g.play({"B": ["activate:S17", "confirm", "pass"]})
    (warning,) = r.prompts("B", "confirm_cancel")
    assert warning.prompt == "Activating S17 will cancel your active S15. Continue?"
    assert g.active("B") == {"S17": (2, 5)}


def test_lasts_four_rounds():
    # §11 S17 D(4) / R-29: activated in round 1, in force in rounds 1-4, gone after cleanup 4.
    g = three({}, {"hand": ["S17"]})
    g.play({"B": ["activate:S17", "pass"]})
    assert g.active("B") == {"S17": (1, 4)}
    for _ in range(3):
        g.play({})
    assert g.active("B") == {}


def test_a_second_s17_is_rejected():
    # SC-06 / R-43.
    g = three({}, {"hand": ["S17"], **VAULTS})
    assert "activate:S17" not in g.options_for("B")


def test_disabled_by_the_virus():
    # §7.2: "in force" means not disabled this round by S5.
    g = three({"hand": ["W700b"], "prepped": "M700"}, {**VAULTS}, {"hand": ["S5"]})
    g.play({"A": ["launch:W700b", "target:B"], "C": ["activate:S5", "target:B", "pass"]})
    assert g.pop("B") == 8_600
    assert g.active("B") == {"S17": (1, 4)}


def test_voided_activation_returns_and_cancels_nothing():
    # R-63 / §11 S4.
    g = three({"hand": ["S4"]}, {"hand": ["S17"], "active": {"S15": [1, 4]}})
    g.play({"A": ["activate:S4", "target:B", "pass"], "B": ["activate:S17", "confirm", "pass"]})
    assert g.active("B") == {"S15": (1, 4)} and g.hand("B") == ["S17"]
