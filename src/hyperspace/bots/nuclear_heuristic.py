"""A heuristic bot for the nuclear game that plays like a sensible person.

It looks only at the decision and at its seat's view (``hyperspace.nuclear.view``). In order:

1. A missile due this round is launched with the best warhead that fits, at the opponent it can
   finish off, or else at the leader (the highest population among the opponents).
2. An opponent who announced a prep last round may launch now: the bot voids or sabotages that
   turn if it holds S7/S4/S5, puts up shelters (S17/S15), and defends with its biggest D-card.
3. With an M-card and a W-card that fits, it launches by submarine (S19) if it can, or preps.
4. A big warhead goes by stealth bomber (S18); thefts, AWS and the idle triggers (S10, S13, S16,
   S20, S21, S22) are put in play when the special slot is free.
5. Propaganda against the leader when the hand is complete, else a pick that builds towards a
   launch (W, M, then D).

Ultimates: U4 when its population is low, U2 to finish an opponent off (or in a duel), U3 when
its warheads can wipe out what is left; never U1. It answers AWS with its best D-card and accepts
the loss of a prepped missile only when no launch was on offer.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from hyperspace.bots.base import Observe
from hyperspace.engine.decision import Decision

View = dict[str, Any]

LOW_POPULATION = 2500  # at or below this, Last Citadel (U4) is worth its penalty
BIG_WARHEAD = 1000  # effective damage for which a stealth bomber is worth it
IDLE_TRIGGERS = ("S10", "S16", "S20", "S22", "S21", "S13")
DISRUPT = ("S7", "S4", "S5")  # against an opponent whose missile is due this round
SHELTERS = (("S17", "S15"), ("S15", "S17"))  # (card, own card it would cancel)


def value(label: str) -> int:
    """``"W500b"`` -> 500, ``"M700"`` -> 700, ``"S15"`` -> 15."""
    return int(label[1:].rstrip("nb"))


def damage(label: str) -> int:
    """A warhead's direct damage before modifiers: bio does double."""
    return value(label) * (2 if label.endswith("b") else 1)


def best(labels: list[str], key: Callable[[str], int] = value) -> str:
    """The label with the highest key; ties go to the first."""
    return max(labels, key=key)


class NuclearHeuristicBot:
    """See the module docstring. Holds a little memory within a turn: the target it means to hit
    and the warhead it means to use, so the follow-up questions get consistent answers."""

    __slots__ = ("_launch_offered", "_seed", "_target", "_warhead")

    def __init__(self, seed: int = 0) -> None:
        self._seed = seed  # the bot is deterministic; the seed is kept for the registry's contract
        self._target: int | None = None
        self._warhead: str | None = None
        self._launch_offered = False

    # -- dispatch -------------------------------------------------------------------------------

    def choose(self, decision: Decision, observe: Observe) -> str:
        options = decision.options
        kind = decision.kind
        if kind == "turn":
            choice = self._turn(options, observe())
        elif kind == "target":
            choice = self._choose_target(options, observe)
        elif kind == "warhead":
            wanted = f"warhead:{self._warhead}"
            choice = wanted if wanted in options else best_key(options, damage)
        elif kind == "mirv":
            extra = [o for o in options if o.startswith("add:")]
            choice = best_key(extra, value) if extra else "done"
        elif kind == "aws":
            shields = [o for o in options if o.startswith("aws:")]
            choice = best_key(shields, value) if shields else "decline"
        elif kind == "confirm_forfeit":
            choice = "back" if self._launch_offered else "confirm"
        elif kind == "confirm_cancel":
            choice = "confirm"  # the bot never asks for a cancelling activation on purpose
        else:
            choice = options[0]
        return choice if choice in options else fallback(options)

    # -- the turn -------------------------------------------------------------------------------

    def _turn(self, options: Sequence[str], view: View) -> str:
        moves: dict[str, list[str]] = {}
        for option in options:
            verb, _, label = option.partition(":")
            moves.setdefault(verb, []).append(label)
        me: View = view["me"]
        seat: int = view["seat"]
        opponents = [p for p in view["players"] if p["alive"] and p["seat"] != seat]
        threats = [p for p in opponents if p["preparing"]]
        hand: list[str] = me["hand"]
        activatable = set(moves.get("activate", ()))
        launches = moves.get("launch", [])
        self._launch_offered = bool(launches)
        self._warhead = None

        ultimate = self._ultimate(activatable, me, opponents, hand)
        if ultimate is not None:
            return ultimate

        # 1. The missile due this round: launch it (with a supporting special if one is at hand).
        if launches:
            warhead = best(launches, damage)
            self._target = attack_target(opponents, damage(warhead))
            room = value(me["prepped"]) if me["prepped"] else 0
            support = self._launch_support(activatable, hand, warhead, room)
            return support or f"launch:{warhead}"
        if moves.get("sublaunch"):  # S19 was activated earlier this turn
            sub, carried = self._sub_pair(moves["sublaunch"], hand)
            self._warhead = carried
            self._target = attack_target(opponents, damage(carried) if carried else 0)
            return f"sublaunch:{sub}"

        # 2. An opponent may launch this round: disrupt, shelter, defend.
        defenses = moves.get("defense", [])
        if threats:
            biggest = max(threats, key=population)
            for label in DISRUPT:
                if label in activatable:
                    self._target = biggest["seat"]
                    return f"activate:{label}"
            for label, cancels in SHELTERS:
                if label in activatable and cancels not in me["active"]:
                    return f"activate:{label}"
            if "S16" in activatable:
                return "activate:S16"
            if defenses:
                return f"defense:{best(defenses)}"

        # 3. UFO launches (U2 in force): to finish someone off, or in a duel.
        ufo = moves.get("ufo", [])
        if ufo:
            warhead = best(ufo, damage)
            target = attack_target(opponents, damage(warhead))
            if len(opponents) == 1 or killable(opponents, damage(warhead)):
                self._target = target
                return f"ufo:{warhead}"

        # 4. A launch without warning (S19), a stealth bomb (S18), or a prep.
        missiles = [label for label in hand if label[0] == "M"]
        warheads = [label for label in hand if label[0] == "W"]
        reach = max(map(value, set(missiles)), default=0)  # the biggest yield a missile carries
        smallest = min(map(value, set(warheads)), default=reach + 1)
        armed = smallest <= reach  # some warhead fits some missile
        if armed and "S19" in activatable:
            return "activate:S19"
        if "S18" in activatable and warheads:
            warhead = best(warheads, damage)
            fits = value(warhead) <= reach
            if damage(warhead) >= BIG_WARHEAD or (not fits and damage(warhead) >= 500):
                self._warhead = warhead
                self._target = attack_target(opponents, damage(warhead))
                return "activate:S18"
        special = self._spare_special(activatable, me, hand, opponents, reach, warheads)
        if special is not None:
            return special
        preps = moves.get("prep", [])  # a missile due now but not launched is lost anyway
        if armed and preps:
            fitting = [m for m in preps if smallest <= value(m)]
            if fitting:
                return f"prep:{best(fitting)}"

        # 5. Propaganda when the hand is ready, else build towards a launch.
        propaganda = moves.get("propaganda", [])
        ready = armed and any(label[0] == "D" for label in hand)
        if propaganda and (ready or value(best(propaganda)) >= 300):
            self._target = leader(opponents)
            return f"propaganda:{best(propaganda)}"
        return self._pick(options, hand, len(missiles), len(warheads), armed)

    def _ultimate(
        self, activatable: set[str], me: View, opponents: list[View], hand: list[str]
    ) -> str | None:
        """U4 when low, U2 to kill or in a duel, U3 when the warheads can finish the game."""
        if "U4" in activatable and me["population"] <= LOW_POPULATION:
            return "activate:U4"
        warheads = [label for label in hand if label[0] == "W"]
        if not warheads:
            return None
        top = max(damage(w) for w in warheads)
        if (
            "U2" in activatable
            and "U2" not in me["active"]
            and (len(opponents) == 1 or killable(opponents, top))
        ):
            return "activate:U2"
        arsenal = sum(sorted((damage(w) for w in warheads), reverse=True)[:3])
        has_missile = any(label[0] == "M" for label in hand)
        left = sum(population(p) for p in opponents)
        if "U3" in activatable and has_missile and left <= arsenal:
            return "activate:U3"
        return None

    def _launch_support(
        self, activatable: set[str], hand: list[str], warhead: str, missile: int
    ) -> str | None:
        """A special that helps the launch about to be made: passcodes, MIRV, bunker buster, EMP."""
        if "S8" in activatable:
            return "activate:S8"  # the target's D-card will not stop this missile
        nuclear = warhead.endswith("n")
        if not nuclear:
            return None
        room = missile - value(warhead)
        others = list(hand)
        others.remove(warhead)
        extra = [w for w in others if w[0] == "W" and w.endswith("n") and value(w) <= room]
        if extra and "S21" in activatable:
            return "activate:S21"
        for label in ("S22", "S20"):
            if label in activatable:
                return f"activate:{label}"
        return None

    def _sub_pair(self, missiles: list[str], hand: list[str]) -> tuple[str, str]:
        """The submarine's missile and warhead: the best warhead that fits, on the biggest
        missile that carries it."""
        warheads = list(dict.fromkeys(label for label in hand if label[0] == "W"))
        pairs = [(m, w) for m in missiles for w in warheads if value(w) <= value(m)]
        if not pairs:
            return missiles[0], best(warheads, damage) if warheads else ""
        missile, warhead = max(pairs, key=lambda pair: (damage(pair[1]), value(pair[0])))
        return missile, warhead

    def _spare_special(
        self,
        activatable: set[str],
        me: View,
        hand: list[str],
        opponents: list[View],
        reach: int,
        warheads: list[str],
    ) -> str | None:
        """A special worth putting in play on a quiet turn."""
        if not activatable:
            return None
        target = leader(opponents)
        if "S3" in activatable and not reach:
            self._target = target
            return "activate:S3"
        if "S1" in activatable and not warheads:
            self._target = target
            return "activate:S1"
        if "S2" in activatable:
            self._target = target
            return "activate:S2"
        spare = [w for w in dict.fromkeys(warheads) if value(w) > reach]  # too big to carry
        if "S6" in activatable and spare:
            self._warhead = best(spare, damage)
            self._target = attack_target(opponents, damage(self._warhead))
            return "activate:S6"
        if "S14" in activatable and any(label[0] == "D" for label in hand):
            return "activate:S14"
        for label in IDLE_TRIGGERS:
            if label in activatable:
                return f"activate:{label}"
        if "S12" in activatable and "S11" not in me["active"]:
            return "activate:S12"
        return None

    def _pick(
        self,
        options: Sequence[str],
        hand: list[str],
        missiles: int,
        warheads: int,
        armed: bool,
    ) -> str:
        """Build towards a launch: a warhead, a missile that carries it, a defense, then more."""
        defenses = sum(1 for label in hand if label[0] == "D")
        if not warheads:
            kind = "W"
        elif not armed:
            kind = "M"
        elif defenses == 0:
            kind = "D"
        else:
            kind = "W" if warheads <= missiles else "M"
        choice = f"pick:{kind}"
        return choice if choice in options else fallback(options)

    # -- follow-up questions ----------------------------------------------------------------------

    def _choose_target(self, options: Sequence[str], observe: Observe) -> str:
        if self._target is not None:
            wanted = f"target:{self._target}"
            if wanted in options:
                return wanted
        view = observe()
        seats = {int(option.partition(":")[2]) for option in options}
        candidates = [p for p in view["players"] if p["seat"] in seats]
        return f"target:{leader(candidates)}" if candidates else options[0]


def population(player: View) -> int:
    """An opponent's population as the view shows it (unknown counts as untouched)."""
    known: int | None = player["population"]
    return 10_000 if known is None else known


def leader(opponents: list[View]) -> int:
    """The opponent with the highest population (the lowest seat on a tie)."""
    seat: int = max(opponents, key=lambda p: (population(p), -p["seat"]))["seat"]
    return seat


def killable(opponents: list[View], hit: int) -> list[View]:
    return [p for p in opponents if population(p) <= hit]


def attack_target(opponents: list[View], hit: int) -> int:
    """The biggest opponent a hit of ``hit`` would finish off, or else the leader."""
    finish = killable(opponents, hit)
    return leader(finish or opponents)


def best_key(options: Sequence[str], key: Callable[[str], int]) -> str:
    """The option ``verb:label`` whose label has the highest key."""
    return max(options, key=lambda option: key(option.partition(":")[2]))


def fallback(options: Sequence[str]) -> str:
    """A harmless legal move: a pick, a pass, or else the first option that is not a free action
    (free actions could go round in circles)."""
    for choice in ("pick:W", "pick:M", "pick:D", "pass", "decline", "done", "confirm"):
        if choice in options:
            return choice
    for option in options:
        if not option.startswith(("deactivate:", "discard:", "undo:", "activate:U1")):
            return option
    return options[0]
