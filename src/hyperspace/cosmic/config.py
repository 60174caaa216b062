"""Configuration of a Cosmic Encounter game, with the defaults of BASE_RULES and DECISIONS.md.

Every switch that a ruling marks with a gear is a field here; its comment names the ruling.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from hyperspace.cosmic import cards
from hyperspace.engine.config import ConfigBase


@dataclass(frozen=True)
class Config(ConfigBase):
    players: int = 4  # 3 to 6; 2 allowed for studies
    names: tuple[str, ...] = ()
    # One power per seat, by name; empty: dealt at random from ``power_pool`` (or from every
    # implemented power when the pool is empty). ``use_powers=False`` plays without powers.
    powers: tuple[str, ...] = ()
    power_pool: tuple[str, ...] = ()
    use_powers: bool = True
    variants: tuple[str, ...] = ()  # the WARP variants in play (cosmic.variants), by name
    kickers_values: tuple[int, ...] = cards.KICKER_VALUES  # AMB-K02: one Kicker card per value
    # AMB-Z08: Karma changes after secondary challenges too (the Wild Warrior's, Super Sniveler's)
    zodiac_karma_on_secondary: bool = True
    kickers_additive: bool = False  # AMB-K09 amended: the Internet version's adding Kickers
    hand_size: int = 7  # AMB-G02
    attacks: tuple[int, ...] = cards.MAYFAIR_ATTACKS  # BASE_RULES §1
    compromises: int = cards.MAYFAIR_COMPROMISES
    edicts: tuple[str, ...] = cards.EDICTS * 2  # 22 Edicts, as in the Mayfair box (C-3)
    flares: bool = True  # the Flares of the powers in play, plus extras (AMB-B06)
    flares_per_player: int = 2  # AMB-B06
    lucre: bool = False  # Eon expansion 6 (BASE_RULES §6c)
    praw: bool = False  # Eon expansion 9 (BASE_RULES §6e)
    praw_factor: int = 3  # critical mass = factor x players
    launch_may_empty_base: bool = False  # AMB-B04
    deal_counts_as_success: bool = True  # AMB-G09
    second_challenge: bool = True  # BASE_RULES §7
    power_threshold: int = 3  # AMB-G07: the power works with at least this many home bases
    win_bases: int = 5  # BASE_RULES §8
    deal_proposals: int = 4  # C-6: proposals in a negotiation before it fails
    # Prisoners (seed 002): Capture Challenge cards in the Destiny Pile (None: one per colour in
    # play, AMB-P02), colourless (the seed) or carrying a colour each (v1.1, AMB-P03's option);
    # the optional rescue from prison at the start of a challenge (AMB-P11).
    prisoners_capture_cards: int | None = None
    prisoners_capture_coloured: bool = False
    prisoners_rescue: bool = False
    prisoners_rulings: tuple[str, ...] = cards.PRISONER_RULINGS_MIX  # AMB-P20, by name
    max_challenges: int | None = 2000  # a safety cap for simulations; games it stops are flagged
    setup: dict[str, Any] | None = None  # scenario files (docs/scenarios.md)
    script: dict[str, list[Any]] | None = None
    # Pulsars (seed 004): the Edicts of that era shuffled in with them (AMB-U06, AMB-U07: each
    # may be left out).
    pulsars_edicts: tuple[str, ...] = cards.PULSAR_EDICTS

    @classmethod
    def field_types(cls) -> dict[str, tuple[type, ...]]:
        return FIELD_TYPES

    @classmethod
    def bounds(cls) -> dict[str, tuple[float, float]]:
        return BOUNDS

    def check_values(self) -> None:
        self.check_bounds()
        if self.powers and len(self.powers) != self.players:
            raise ValueError("config.powers: name one power per player, or none for random powers")
        if len(set(self.variants)) != len(self.variants):
            raise ValueError("config.variants: name each variant once")
        if len(set(self.powers)) != len(self.powers):
            raise ValueError("config.powers: each power can be in play once")
        for name in ("attacks", "kickers_values"):
            if not all(isinstance(v, int) and not isinstance(v, bool) for v in getattr(self, name)):
                raise ValueError(f"config.{name}: expected a list of whole numbers")
        if any(abs(v) > cards.KICKER_LIMIT for v in self.kickers_values):
            raise ValueError(f"config.kickers_values: each between -{cards.KICKER_LIMIT} and "
                             f"{cards.KICKER_LIMIT}")  # fmt: skip
        for name in self.edicts:
            if name not in cards.KNOWN_EDICTS:
                known = ", ".join(cards.KNOWN_EDICTS)
                raise ValueError(f"config.edicts: unknown Edict {name!r} (known: {known})")
        if not any(cards.is_challenge_card(c) for c in self.challenge_cards()):
            raise ValueError("config.attacks: the deck needs at least one Challenge Card")
        for name in self.prisoners_rulings:
            if name not in cards.PRISONER_RULINGS:
                known = ", ".join(cards.PRISONER_RULINGS)
                raise ValueError(f"config.prisoners_rulings: unknown Ruling {name!r} ({known})")
        for name in self.pulsars_edicts:
            if name not in cards.PULSAR_EDICTS:
                known = ", ".join(cards.PULSAR_EDICTS)
                raise ValueError(f"config.pulsars_edicts: unknown Edict {name!r} (known: {known})")

    def challenge_cards(self) -> list[str]:
        return [cards.attack(v) for v in self.attacks] + [cards.COMPROMISE] * self.compromises


# What makes sense for the game: 3 to 6 players (2 for studies); hands and the deck leave cards to
# draw (a hand of 12 for six players is 72 of the deck's cards); a win needs bases on the others'
# planets (five a system); a Flare, Kicker or Edict count a table can use.
BOUNDS: Final[dict[str, tuple[float, float]]] = {
    "players": (2, 6),
    "hand_size": (1, 12),  # AMB-G02
    "win_bases": (1, 10),  # BASE_RULES §8
    "compromises": (0, 40),
    "attacks": (0, 80),
    "kickers_values": (0, 21),
    "edicts": (0, 44),
    "flares_per_player": (0, 4),  # AMB-B06
    "praw_factor": (1, 10),
    "power_threshold": (0, 5),  # AMB-G07: at most the five home planets
    "deal_proposals": (1, 20),  # C-6
    "prisoners_capture_cards": (0, 12),  # AMB-P02
    "max_challenges": (1, 100_000),
}

FIELD_TYPES: Final[dict[str, tuple[type, ...]]] = {
    "players": (int,),
    "names": (tuple,),
    "powers": (tuple,),
    "power_pool": (tuple,),
    "use_powers": (bool,),
    "variants": (tuple,),
    "kickers_values": (tuple,),
    "kickers_additive": (bool,),
    "zodiac_karma_on_secondary": (bool,),
    "hand_size": (int,),
    "attacks": (tuple,),
    "compromises": (int,),
    "edicts": (tuple,),
    "flares": (bool,),
    "flares_per_player": (int,),
    "lucre": (bool,),
    "praw": (bool,),
    "praw_factor": (int,),
    "launch_may_empty_base": (bool,),
    "deal_counts_as_success": (bool,),
    "second_challenge": (bool,),
    "power_threshold": (int,),
    "win_bases": (int,),
    "deal_proposals": (int,),
    "prisoners_capture_cards": (int, type(None)),
    "prisoners_capture_coloured": (bool,),
    "prisoners_rescue": (bool,),
    "prisoners_rulings": (tuple,),
    "max_challenges": (int, type(None)),
    "setup": (dict, type(None)),
    "script": (dict, type(None)),
    "pulsars_edicts": (tuple,),
}
