"""Configuration knobs and their defaults (SPEC §17, with the amendments in DECISIONS.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from hyperspace.engine.config import NUMBER, ConfigBase
from hyperspace.nuclear.cards import ULTIMATE, parse_label


@dataclass(frozen=True)
class Config(ConfigBase):
    players: int = 4
    names: tuple[str, ...] = ()
    starting_population: int = 10_000
    starting_hand: tuple[str, ...] = ()  # SPEC §17, R-40: the cards each player starts with
    allow_pass: bool = True
    public_population: bool = True
    special_deal_every: int = 5
    ultimate_every: int = 20
    ultimate_chance: float = 0.5
    ultimate_reveal_delay: int = 10
    fallout_chance: float = 0.1
    bio_chance: float = 0.1
    max_rounds: int | None = None  # off by default
    gift_special_cards: bool = True
    separate_u_slot: bool = True
    s15_halves_viral_fallout: bool = False
    # The alternatives DECISIONS.md marks "configurable" (docs/rulings.md, "Settings"):
    voided_launch_keeps_missile: bool = False  # true keeps it prepped one more round
    mutual_s4_cancel: bool = False  # true makes two S4s aimed at each other both fail
    s9_reports_gifts_and_thefts: bool = False
    s20_s22_spent_without_effect: bool = True  # false spends them only when they act
    finite_special_deck: bool = False  # true deals from one shared deck of S1-S22
    citadel_withholds_credit: bool = True  # false lets the attackers keep their credit
    citadel_penalty_nominal: bool = False  # true counts the nominal damage, not the loss
    s6_stopped_returns_warhead: bool = False
    # An explicit starting position and scripted random outcomes (scenario files; see
    # docs/scenarios.md). Both are plain data, so a scenario's record replays like any other.
    setup: dict[str, Any] | None = None
    script: dict[str, list[Any]] | None = None

    @classmethod
    def field_types(cls) -> dict[str, tuple[type, ...]]:
        return FIELD_TYPES

    @classmethod
    def bounds(cls) -> dict[str, tuple[float, float]]:
        return BOUNDS

    def check_values(self) -> None:
        self.check_bounds()
        for index, label in enumerate(self.starting_hand):
            where = f"config.starting_hand[{index}]"
            try:
                kind = parse_label(str(label))[0]
            except ValueError as exc:
                raise ValueError(f"{where}: {exc}") from exc
            if kind == ULTIMATE:  # U-cards only enter the game by the ULTIMATE roll
                raise ValueError(f"{where}: {label} is an ULTIMATE card, which nobody starts with")


# What makes sense for the game (R-40: two or more players; the text sets no hand limit, so the
# starting hand is capped at what one player's part of the deck could hold). Counted in rounds:
# the deals, the reveal delay and the round limit; the chances are probabilities.
BOUNDS: Final[dict[str, tuple[float, float]]] = {
    "players": (2, 12),
    "starting_population": (1, 1_000_000),
    "starting_hand": (0, 20),
    "special_deal_every": (1, 100),
    "ultimate_every": (1, 100),
    "ultimate_reveal_delay": (1, 100),
    "ultimate_chance": (0.0, 1.0),
    "fallout_chance": (0.0, 1.0),
    "bio_chance": (0.0, 1.0),
    "max_rounds": (1, 10_000),
}

FIELD_TYPES: Final[dict[str, tuple[type, ...]]] = {
    "players": (int,),
    "names": (tuple,),
    "starting_population": (int,),
    "starting_hand": (tuple,),
    "allow_pass": (bool,),
    "public_population": (bool,),
    "special_deal_every": (int,),
    "ultimate_every": (int,),
    "ultimate_chance": NUMBER,
    "ultimate_reveal_delay": (int,),
    "fallout_chance": NUMBER,
    "bio_chance": NUMBER,
    "max_rounds": (int, type(None)),
    "gift_special_cards": (bool,),
    "separate_u_slot": (bool,),
    "s15_halves_viral_fallout": (bool,),
    "voided_launch_keeps_missile": (bool,),
    "mutual_s4_cancel": (bool,),
    "s9_reports_gifts_and_thefts": (bool,),
    "s20_s22_spent_without_effect": (bool,),
    "finite_special_deck": (bool,),
    "citadel_withholds_credit": (bool,),
    "citadel_penalty_nominal": (bool,),
    "s6_stopped_returns_warhead": (bool,),
    "setup": (dict, type(None)),
    "script": (dict, type(None)),
}
