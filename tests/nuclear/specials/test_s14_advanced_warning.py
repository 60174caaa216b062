"""S14 "Advanced Warning System" (SPEC §11 S14, step 6, D(4), hidden; rulings R-19, R-29, R-53,
R-56, amended R-20)."""

import re

from support import three

AWS = {"active": {"S14": [1, 4]}}


def sc15(c_hand=("D700",), **c):
    return three(
        {},
        {"hand": ["W500n"], "prepped": "M500"},
        {"hand": list(c_hand), **AWS, **c},
        draw=["W200n"],
    )


def test_sc15_accepting_replaces_the_action_by_the_d_card():
    # SC-15: C's PICK is replaced by USE_DEFENSE(D700): no W-card drawn, D700 in force and spent,
    # B's M500 blocked.
    g = sc15()
    r = g.play({"B": ["launch:W500n", "target:C"], "C": ["pick:W", "aws:D700"]})
    assert r.kinds("C") == ["turn", "aws"]
    assert g.pop("C") == 10_000
    assert g.hand("C") == []
    assert g.state.rng_log == []  # the pick never happened


def test_the_prompt_is_private_counts_attacks_and_names_nobody():
    # §5.3 / R-20: "Incoming missile attack(s) this round: n"; no names, no yields; opponents are
    # not told about the AWS.
    g = three(
        {"hand": ["W200n"], "prepped": "M200"},
        {"hand": ["W500n"], "prepped": "M500"},
        {"hand": ["D700"], **AWS},
    )
    r = g.play(
        {
            "A": ["launch:W200n", "target:C"],
            "B": ["launch:W500n", "target:C"],
            "C": ["pass", "aws:D700"],
        }
    )
    (asked,) = r.prompts("C", "aws")
    assert asked.context == {"incoming": 2}
    assert "2" in asked.prompt and "500" not in asked.prompt and "200" not in asked.prompt
    assert not re.search(r"\b[AB]\b", asked.prompt)
    assert set(asked.options) == {"aws:D700", "decline"}
    for who in (None, "A", "B"):
        assert not any("warning" in t.lower() or "AWS" in t for t in g.texts(who))
    assert g.told(None, "C passed", round=1)  # the public notice is not changed


def test_declining_keeps_the_action():
    # §11 S14: the default for tests is "decline"; C gets the picked card and takes the hit.
    g = sc15()
    r = g.play({"B": ["launch:W500n", "target:C"], "C": ["pick:W"]})
    assert r.kinds("C") == ["turn", "aws"]
    assert g.hand("C") == ["D700", "W200n"]
    assert g.pop("C") == 9_500


def test_one_holder_declining_does_not_keep_the_next_from_switching():
    # Each holder answers for himself: B declines the warning of C's propaganda, then C, warned
    # of A's missile, still switches to his D-card (and his propaganda on B is given up).
    g = three(
        {"hand": ["W500n"], "prepped": "M500"},
        {"hand": ["D700"], **AWS},
        {"hand": ["D700", "P300"], **AWS},
    )
    r = g.play(
        {
            "A": ["launch:W500n", "target:C"],
            "B": ["pass", "decline"],
            "C": ["propaganda:P300", "target:B", "aws:D700"],
        }
    )
    assert (r.kinds("B"), r.kinds("C")) == (["turn", "aws"], ["turn", "target", "aws"])
    assert (g.pop("B"), g.pop("C")) == (10_000, 10_000)
    assert (g.hand("B"), g.hand("C")) == (["D700"], ["P300"])


def test_sc15b_no_prompt_when_the_holder_used_a_w_card():
    # SC-15b: C launches itself: no prompt; C -500.
    g = sc15(c_hand=("D700", "W200n"), prepped="M200")
    r = g.play({"B": ["launch:W500n", "target:C"], "C": ["launch:W200n", "target:A"]})
    assert "aws" not in r.kinds("C")
    assert g.pop("C") == 9_500


def test_no_prompt_when_the_holder_used_s6():
    # §11 S14: "did not use any W-card in their own turn this round (launch, S6, S18, UFO)".
    g = sc15(c_hand=("D700", "S6", "W200n"))
    r = g.play(
        {
            "B": ["launch:W500n", "target:C"],
            "C": ["activate:S6", "warhead:W200n", "target:A", "pass"],
        }
    )
    assert "aws" not in r.kinds("C")


def test_sc15c_the_stealth_bomber_gives_no_warning():
    # SC-15c / amended R-20: the stealth bomber is excluded; C -500.
    g = three({}, {"hand": ["S18", "W500n"]}, {"hand": ["D700"], **AWS})
    r = g.play({"B": ["activate:S18", "warhead:W500n", "target:C"]})
    assert "aws" not in r.kinds("C")
    assert g.pop("C") == 9_500


def test_sc15d_no_prompt_without_a_d_card_in_hand():
    # SC-15d.
    g = sc15(c_hand=())
    r = g.play({"B": ["launch:W500n", "target:C"]})
    assert "aws" not in r.kinds("C")
    assert g.pop("C") == 9_500


def test_no_prompt_when_the_holder_already_used_a_d_card():
    # §11 S14: "h did not activate a D-card this round" (one D per round, R-53).
    g = sc15(c_hand=("D200", "D700"))
    r = g.play({"B": ["launch:W500n", "target:C"], "C": ["defense:D200"]})
    assert "aws" not in r.kinds("C")
    assert g.pop("C") == 9_500


def test_no_prompt_while_emp_locked():
    # no S14 switch during an EMP lock-out.
    g = sc15(emp_locked_until=2)
    r = g.play({"B": ["launch:W500n", "target:C"]})
    assert "aws" not in r.kinds("C")
    assert g.pop("C") == 9_500


def test_no_prompt_without_an_attack():
    # §11 S14: at least one attack on the holder is needed.
    g = sc15()
    r = g.play({"B": ["launch:W500n", "target:A"]})
    assert "aws" not in r.kinds("C")


def test_a_voided_attack_does_not_count():
    # §6.2: S4 (step 2) voids B's launch before S14 (step 6) looks.
    g = three({"hand": ["S4"]}, {"hand": ["W500n"], "prepped": "M500"}, {"hand": ["D700"], **AWS})
    r = g.play({"A": ["activate:S4", "target:B", "pass"], "B": ["launch:W500n", "target:C"]})
    assert "aws" not in r.kinds("C")


def test_amended_r20_propaganda_triggers_it():
    # Amended R-20: AWS fires on any attack by another player, propaganda included.
    g = three({"hand": ["P300"]}, {}, {"hand": ["D700"], **AWS}, draw=["M200"])
    r = g.play({"A": ["propaganda:P300", "target:C"], "C": ["pick:M", "aws:D700"]})
    assert r.kinds("C") == ["turn", "aws"]
    assert g.pop("C") == 9_700  # a D-card does nothing against propaganda (§9)
    assert g.hand("C") == []


def test_amended_r20_a_hostile_s_card_triggers_it():
    # Amended R-20: "a hostile S-card" aimed at the holder, e.g. a theft.
    g = three({"hand": ["S3"]}, {}, {"hand": ["D700", "M500"], **AWS})
    r = g.play({"A": ["activate:S3", "target:C", "pass"]})
    assert "aws" in r.kinds("C")


def test_amended_r20_a_ufo_launch_triggers_it():
    # Amended R-20 (over §12.2): UFO launches count as attacks for AWS.
    g = three({"hand": ["U2", "W500n"]}, {}, {"hand": ["D700"], **AWS})
    r = g.play({"A": ["activate:U2", "ufo:W500n", "target:C"]})
    assert "aws" in r.kinds("C")
    assert g.pop("C") == 9_500  # D-cards never stop a UFO launch (§7.1)


def test_a_submarine_launch_triggers_it_and_is_blocked():
    # §11 S19: a sub launch is an M-card delivery: D-cards and S14 apply.
    g = three({}, {"hand": ["S19", "M500", "W500n"]}, {"hand": ["D700"], **AWS})
    r = g.play(
        {
            "B": ["activate:S19", "sublaunch:M500", "warhead:W500n", "target:C"],
            "C": ["pass", "aws:D700"],
        }
    )
    assert "aws" in r.kinds("C")
    assert g.pop("C") == 10_000


def test_switching_from_a_prep_or_a_gift_keeps_the_cards_in_hand():
    # §11 S14: the cancelled action's cards stay in hand (prep: not prepped; give: no transfer).
    g = sc15(c_hand=("D700", "M1000"))
    g.play({"B": ["launch:W500n", "target:C"], "C": ["prep:M1000", "aws:D700"]})
    assert g.prepped("C") is None and g.hand("C") == ["M1000"]
    g = sc15(c_hand=("D700", "P300"))
    g.play({"B": ["launch:W500n", "target:C"], "C": ["give:P300", "target:A", "aws:D700"]})
    assert g.hand("C") == ["P300"] and g.hand("A") == []


def test_the_holder_s_s_card_activation_is_unaffected():
    # §11 S14: "h's S-card activation this turn is unaffected".
    g = sc15(c_hand=("D700", "S15"))
    g.play({"B": ["launch:W500n", "target:C"], "C": ["activate:S15", "pick:W", "aws:D700"]})
    assert g.active("C") == {"S14": (1, 4), "S15": (1, 4)}
    assert g.pop("C") == 10_000


def test_lasts_four_rounds_counting_the_activation_round():
    # §11 S14 D(4) / R-29: in force in rounds 1-4 (prompts in rounds 1 and 4); none in round 5.
    g = three(
        {}, {"hand": ["W200n", "W200n", "M200"], "prepped": "M200"}, {"hand": ["S14", "D700"]}
    )
    r = g.play({"B": ["launch:W200n", "target:C"], "C": ["activate:S14", "pass"]})
    assert "aws" in r.kinds("C")
    assert g.active("C") == {"S14": (1, 4)}
    g.play({})
    g.play({"B": ["prep:M200"]})
    r = g.play({"B": ["launch:W200n", "target:C"]})
    assert r.number == 4 and "aws" in r.kinds("C")
    assert g.active("C") == {}  # expired at cleanup of round 4
    assert g.pop("C") == 9_600


def test_no_prompt_after_expiry():
    # after cleanup of its last round the card is gone, and so is the warning.
    g = three({}, {"hand": ["W200n", "M200"]}, {"hand": ["D700"], "active": {"S14": [1, 1]}})
    g.play({"B": ["prep:M200"]})
    assert g.active("C") == {}
    r = g.play({"B": ["launch:W200n", "target:C"]})
    assert "aws" not in r.kinds("C")
    assert g.pop("C") == 9_800


def test_voided_activation_returns_to_hand():
    # §11 S4: the S-card comes back; no prompt this round.
    g = three({"hand": ["S4"]}, {"hand": ["W500n"], "prepped": "M500"}, {"hand": ["S14", "D700"]})
    r = g.play(
        {
            "A": ["activate:S4", "target:C", "pass"],
            "B": ["launch:W500n", "target:C"],
            "C": ["activate:S14", "pass"],
        }
    )
    assert "aws" not in r.kinds("C")
    assert g.hand("C") == ["D700", "S14"] and g.active("C") == {}
