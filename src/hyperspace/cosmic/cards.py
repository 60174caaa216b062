"""The cards of the main deck, by name (BASE_RULES §1, §6a).

Cards with the same name are interchangeable, so a card *is* its name: hands, the deck and the
discard pile are lists of names, and a decision's option keys name cards directly ("attack-8",
"compromise", "edict-plague", "flare-healer"). What a name means is looked up here.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

ATTACK: Final = "attack"
COMPROMISE: Final = "compromise"
EDICT: Final = "edict"
FLARE: Final = "flare"
ZODIAC: Final = "zodiac"  # seed 001: not a Challenge Card (AMB-Z07)

# The Zodiac cards (seed 001): the twelve Signs in the order of the Zodiac Chart (AMB-Z04), the
# Cusp (two in the deck) and the Nemesis.
ZODIAC_SIGNS: Final[tuple[str, ...]] = (
    "aries", "taurus", "gemini", "cancer", "leo", "virgo",
    "libra", "scorpio", "sagittarius", "capricorn", "aquarius", "pisces",
)  # fmt: skip
ZODIAC_CUSP: Final = "cusp"
ZODIAC_NEMESIS: Final = "nemesis"
KICKER: Final = "kicker"  # the Kickers variant (seed 000): not a Challenge Card (AMB rule 7)
# the Prisoners variant's Prisoner Rulings (seed 002): not Edicts (AMB-P20)
RULING: Final = "ruling"
# the Pulsars variant (seed 004): a non-challenge card of its own (AMB-U14)
PULSAR: Final = "pulsar"

# The types of card, wherever a rule speaks of "one card of each type" (Plague) or of kinds of
# cards: each its own type (AMB-G20).
TYPES: Final[tuple[str, ...]] = (ATTACK, COMPROMISE, EDICT, FLARE, KICKER, PULSAR, RULING, ZODIAC)

# The Mayfair mix, our default for want of the Eon one (BASE_RULES §1 [INFERRED]): 17 Compromise
# and 55 Attack cards.
# value: copies (a table, not a sum of tuples: mypyc unrolls those into pages of C).
MAYFAIR_ATTACK_COPIES: Final[dict[int, int]] = {
    1: 1, 4: 2, 5: 2, 6: 8, 7: 4, 8: 8, 9: 2, 10: 6, 11: 2, 12: 5, 13: 1, 14: 2, 15: 4, 16: 1,
    17: 1, 18: 1, 19: 1, 20: 2, 30: 1, 40: 1,
}  # fmt: skip
MAYFAIR_ATTACKS: Final[tuple[int, ...]] = tuple(
    value for value, copies in MAYFAIR_ATTACK_COPIES.items() for _ in range(copies)
)
MAYFAIR_COMPROMISES: Final = 17

# The Kickers variant's cards (AMB-K02: the FFG reprint's x0 to x3, with -1 and -2 so that the
# negative rules of seed 000 can happen): one card of each value (C-80).
KICKER_VALUES: Final[tuple[int, ...]] = (0, 1, 2, 3, -1, -2)
KICKER_LIMIT: Final = 10  # configured Kicker values lie between -10 and 10

EDICTS: Final[tuple[str, ...]] = (
    "cosmic-zap",
    "card-zap",
    "mobius-tubes",
    "plague",
    "force-field",
    "emotion-control",
    "quash",
    "ionic-gas",
    "unzap",
    "warp-break",
    "power-outage",
)

# Edicts of the editions before Mayfair's, known but not in its box: a table adds them to the
# ``edicts`` setting (C-510).
OLD_EDICTS: Final[tuple[str, ...]] = ("timegash",)
KNOWN_EDICTS: Final[tuple[str, ...]] = EDICTS + OLD_EDICTS

# The Edicts of the Pulsars era (seed 004, WARP_EXTRAS §4): in the deck only when Pulsars are.
PULSAR_EDICTS: Final[tuple[str, ...]] = ("pulsar-zap", "sanity", "insanity")

# The Prisoners variant's Prisoner Rulings (seed 002): played like Edicts, but not Edicts
# (AMB-P20). The mix is AMB-P20's ten cards.
PRISONER_RULINGS: Final[tuple[str, ...]] = (
    "amnesty", "jailbreak", "swap", "take-prisoners", "victory-or-death", "commando", "entebbe",
    "deaths",
)  # fmt: skip
PRISONER_RULINGS_MIX: Final[tuple[str, ...]] = (
    "amnesty", "amnesty", "jailbreak", "jailbreak", "swap", "take-prisoners",
    "victory-or-death", "commando", "entebbe", "deaths",
)  # fmt: skip


def attack(value: int) -> str:
    return f"{ATTACK}-{value}"


def edict(name: str) -> str:
    return f"{EDICT}-{name}"


def flare(power: str) -> str:
    return f"{FLARE}-{power}"


def pulsar(power: str) -> str:
    """A power's Pulsar card: "pulsar-vacuum" (seed 004)."""
    return f"{PULSAR}-{power}"


def pulsar_power(card: str) -> str:
    """The power a Pulsar card names."""
    return card[len(PULSAR) + 1 :]


def kicker(value: int) -> str:
    """A Kicker card: "kicker-3", "kicker--2" (its signed value, AMB-K02)."""
    return f"{KICKER}-{value}"


def zodiac(name: str) -> str:
    """A Zodiac card: "zodiac-taurus", "zodiac-cusp", "zodiac-nemesis" (seed 001)."""
    return f"{ZODIAC}-{name}"


def zodiac_name(card: str) -> str:
    """The name on a Zodiac card: taurus (a Sign), cusp or nemesis."""
    return card[len(ZODIAC) + 1 :]


def kind(card: str) -> str:
    """The card's type (:data:`TYPES`): attack, compromise, edict, flare, kicker, pulsar, ruling,
    zodiac."""
    return card.split("-", 1)[0]


def attack_value(card: str) -> int:
    """The printed value of an Attack card (negative values allowed, AMB-K02)."""
    return int(card[len(ATTACK) + 1 :])


def kicker_value(card: str) -> int:
    """The printed value of a Kicker card (negative and zero allowed, AMB-K02)."""
    return int(card[len(KICKER) + 1 :])


def is_challenge_card(card: str) -> bool:
    """Attack and Compromise cards are Challenge Cards; nothing else is (AMB rule 7)."""
    return card == COMPROMISE or card.startswith("attack-")


def edict_name(card: str) -> str:
    return card[len(EDICT) + 1 :]


def flare_power(card: str) -> str:
    return card[len(FLARE) + 1 :]


def is_card_name(card: str) -> bool:
    """Whether ``card`` names a card of some kind (scenario files are checked with this)."""
    if card == COMPROMISE:
        return True
    head, _, tail = card.partition("-")
    if head == ATTACK:
        try:
            attack_value(card)
        except ValueError:
            return False
        return True
    if head == KICKER:
        try:
            kicker_value(card)
        except ValueError:
            return False
        return True
    if head == ZODIAC:
        return tail in ZODIAC_SIGNS or tail in (ZODIAC_CUSP, ZODIAC_NEMESIS)
    if head == RULING:
        return tail in PRISONER_RULINGS
    if head == EDICT:
        return tail in KNOWN_EDICTS or tail in PULSAR_EDICTS
    return head in (FLARE, PULSAR) and bool(tail)


def main_deck(
    attacks: Iterable[int], compromises: int, edicts: Iterable[str], flares: Iterable[str]
) -> list[str]:
    """An unshuffled main deck."""
    values, names = tuple(attacks), tuple(edicts)
    key = (values, compromises, names)
    common = _DECKS.get(key)
    if common is None:  # the same for every game of a config: named once
        named = [attack(v) for v in values]
        named += [COMPROMISE] * compromises
        named += [edict(e) for e in names]
        common = _DECKS[key] = tuple(named)
    deck = list(common)
    deck += [flare(p) for p in flares]
    return deck


# Each main deck's Challenge Cards and Edicts, by its attacks, Compromises and Edicts.
_DECKS: Final[dict[tuple[tuple[int, ...], int, tuple[str, ...]], tuple[str, ...]]] = {}
