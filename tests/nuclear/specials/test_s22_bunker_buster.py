"""S22 "Bunker buster" (SPEC §7.2-§7.3, §11 S22, step 13, idle trigger; rulings R-21, R-23,
R-46)."""

from support import three

BUSTER = {"idle": ["S22"]}


def test_sc08_ignores_the_vaults_for_its_hit_which_stay_active():
    # SC-08: B -1,000 (vaults ignored); S22 consumed; S17 still in force: C's W500n in round r+1
    # does 250.
    g = three(
        {"hand": ["W1000n"], "prepped": "M1000", **BUSTER},
        {"active": {"S17": [1, 4]}},
        {"hand": ["W500n", "M500"]},
    )
    g.play({"A": ["launch:W1000n", "target:B"], "C": ["prep:M500"]})
    assert g.pop("B") == 9_000
    assert g.credit("A") == 1_000
    assert g.idle("A") == [] and "S22" not in g.hand("A")
    assert g.active("B") == {"S17": (1, 4)}
    g.play({"C": ["launch:W500n", "target:B"]})
    assert g.pop("B") == 8_750


def test_sc08b_fallout_is_still_halved():
    # SC-08b / R-23: fallout on B: 1,000/2 = 500, halved by the vaults: 250.
    g = three(
        {"hand": ["W1000n"], "prepped": "M1000", **BUSTER},
        {"active": {"S17": [1, 4]}},
        fallout=["B"],
    )
    g.play({"A": ["launch:W1000n", "target:B"]})
    assert g.pop("B") == 10_000 - 1_000 - 250


def test_sc08c_consumed_even_without_a_shelter():
    # SC-08c / R-21.
    g = three({"hand": ["W1000n"], "prepped": "M1000", **BUSTER}, {})
    g.play({"A": ["launch:W1000n", "target:B"]})
    assert g.pop("B") == 9_000
    assert g.idle("A") == []


def test_ignores_fallout_shelters_too():
    # §11 S22: "the target's S15/S17 halving is ignored".
    g = three({"hand": ["W700n"], "prepped": "M700", **BUSTER}, {"active": {"S15": [1, 4]}})
    g.play({"A": ["launch:W700n", "target:B"]})
    assert g.pop("B") == 9_300


def test_only_the_holder_s_hit_other_hits_stay_halved():
    # §11 S22: "For that direct hit": C's nuclear hit on B the same round is still halved.
    g = three(
        {"hand": ["W1000n"], "prepped": "M1000", **BUSTER},
        {"active": {"S17": [1, 4]}},
        {"hand": ["W500n"], "prepped": "M500"},
    )
    g.play({"A": ["launch:W1000n", "target:B"], "C": ["launch:W500n", "target:B"]})
    assert g.pop("B") == 10_000 - 1_000 - 250


def test_a_bio_launch_does_not_trigger_it():
    # §11 S22: nuclear only: the vaults halve the bio hit and S22 stays idle.
    g = three({"hand": ["W500b"], "prepped": "M500", **BUSTER}, {"active": {"S17": [1, 4]}})
    g.play({"A": ["launch:W500b", "target:B"]})
    assert g.pop("B") == 9_500
    assert g.idle("A") == ["S22"]


def test_a_stealth_bomb_triggers_it():
    # §11 S18 / S22: "by M-card or S18".
    g = three({"hand": ["S18", "W1000n"], **BUSTER}, {"active": {"S17": [1, 4]}})
    g.play({"A": ["activate:S18", "warhead:W1000n", "target:B"]})
    assert g.pop("B") == 9_000
    assert g.idle("A") == []


def test_a_submarine_launch_triggers_it():
    # §11 S22: a sub launch is an M-card delivery.
    g = three({"hand": ["S19", "M500", "W500n"], **BUSTER}, {"active": {"S15": [1, 4]}})
    g.play({"A": ["activate:S19", "sublaunch:M500", "warhead:W500n", "target:B"]})
    assert g.pop("B") == 9_500
    assert g.idle("A") == []


def test_a_ufo_launch_does_not_trigger_it():
    # a UFO launch is not an M-card delivery: S22 does not apply to it.
    g = three({"hand": ["U2", "W1000n"], **BUSTER}, {"active": {"S17": [1, 4]}})
    g.play({"A": ["activate:U2", "ufo:W1000n", "target:B"]})
    assert g.pop("B") == 9_500
    assert g.idle("A") == ["S22"]


def test_voided_launch_leaves_it_idle():
    # §11 S4: the launch never happened.
    g = three(
        {"hand": ["W1000n"], "prepped": "M1000", **BUSTER},
        {"active": {"S17": [1, 4]}, "hand": ["S4"]},
    )
    g.play({"A": ["launch:W1000n", "target:B"], "B": ["activate:S4", "target:A", "pass"]})
    assert g.idle("A") == ["S22"]
    assert g.hand("A") == ["W1000n"]
