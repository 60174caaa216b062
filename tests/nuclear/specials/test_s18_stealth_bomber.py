"""S18 "Stealth bomber" (SPEC §7.1, §11 S18, step 4 registration / step 17 hit, ends the turn;
rulings R-24, R-50, R-61, amended R-20)."""

from support import three

BOMB_B = ["activate:S18", "warhead:W500n", "target:B"]


def test_the_activation_ends_the_turn():
    # §4.2 / SC-25: S18 is the special slot and the terminal action: no further turn decision.
    g = three({"hand": ["S18", "W500n", "W200n", "P100"]}, {})
    r = g.play({"A": BOMB_B})
    assert r.kinds("A") == ["turn", "warhead", "target"]
    assert g.told(None, "A used a card", round=1)  # §5.1: shows as "used a card"


def test_d_cards_never_block_it():
    # §7.1 / SC-25: "C -500 even with a D-card in force".
    g = three({"hand": ["S18", "W500n"]}, {"hand": ["D2000"]})
    g.play({"A": BOMB_B, "B": ["defense:D2000"]})
    assert g.pop("B") == 9_500
    assert g.credit("A") == 500
    assert g.hand("A") == []  # S18 and the W-card are consumed


def test_no_yield_limit():
    # there is no missile to compare against.
    g = three({"hand": ["S18", "W2000n"]}, {})
    g.play({"A": ["activate:S18", "warhead:W2000n", "target:B"]})
    assert g.pop("B") == 8_000


def test_needs_a_warhead_in_hand():
    # §11 S18: "Pick a W-card from hand".
    g = three({"hand": ["S18", "M500"]}, {})
    assert "activate:S18" not in g.options_for("A")


def test_s14_does_not_see_it():
    # Amended R-20 / SC-15c: the stealth bomber is excluded from the AWS.
    g = three({"hand": ["S18", "W500n"]}, {"hand": ["D700"], "active": {"S14": [1, 4]}})
    r = g.play({"A": BOMB_B})
    assert "aws" not in r.kinds("B")


def test_a_due_missile_is_forfeited_after_a_warning():
    # the warning comes first; "back" keeps the slot free; confirming forfeits it.
    g = three({"hand": ["S18", "W500n"], "prepped": "M500"}, {})
    g.options_for("A", ["activate:S18"])
    assert g.waiting() == ("A", "confirm_forfeit")
    g.play({"A": ["back"]}, stop="A")
    assert g.waiting() == ("A", "turn") and "launch:W500n" in g.options()
    g.play({"A": ["activate:S18", "confirm", "warhead:W500n", "target:B"]})
    assert g.pop("B") == 9_500
    assert g.prepped("A") is None


def test_fallout_is_rolled_and_the_bomb_is_named_in_the_report():
    # fallout for stealth bombs; §5.2: a stealth bomb is named as such, with its attacker.
    g = three({"hand": ["S18", "W500n"]}, {}, fallout=["C"])
    g.play({"A": BOMB_B})
    assert (g.pop("B"), g.pop("C")) == (9_500, 9_750)
    hits = g.entries(None, "damage", round=1)
    assert [h["via"] for h in hits] == ["stealth", "stealth"]
    assert all(h["attacker"] == 0 for h in hits)
    assert "stealth hit by A: B lost 500" in hits[0]["text"]


def test_bio_doubles():
    # §7.2: k = 2 for bio.
    g = three({"hand": ["S18", "W500b"]}, {})
    g.play({"A": ["activate:S18", "warhead:W500b", "target:B"]})
    assert g.pop("B") == 9_000


def test_registered_before_the_warheads_it_hits_with_the_other_w_cards():
    # §6.2 steps 4/17: the bomb detonates with the W-cards, in attacker seat order (§6.3 C1):
    # B at 600: A's stealth 500 first, then C's missile takes the last 100.
    g = three(
        {"hand": ["S18", "W500n"]}, {"population": 600}, {"hand": ["W500n"], "prepped": "M500"}
    )
    g.play({"A": BOMB_B, "C": ["launch:W500n", "target:B"]})
    assert (g.credit("A"), g.credit("C")) == (500, 100)
    assert not g.p("B").alive


def test_voided_by_s5_both_cards_return_and_the_due_missile_is_still_lost():
    # §11 S4/S5: S18 and the W-card return; R-7: a void turn forfeits the due missile.
    g = three({"hand": ["S18", "W500n"], "prepped": "M500"}, {}, {"hand": ["S5"]})
    g.play(
        {
            "A": ["activate:S18", "confirm", "warhead:W500n", "target:B"],
            "C": ["activate:S5", "target:A", "pass"],
        }
    )
    assert g.pop("B") == 10_000
    assert g.hand("A") == ["S18", "W500n"]
    assert g.prepped("A") is None
