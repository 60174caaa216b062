"""A heuristic bot for the nuclear game that plays like a sensible person.

It looks only at the decision and at its seat's view (``hyperspace.nuclear.view``), and remembers
one public fact from view to view: who announced a prep, how often and when (``Intel``). In order:

1. Ultimates: U1 only under its own Last Citadel (U4), which makes it the last one standing
   (R-65); U4 when its population is low, or to set up that Doomsday; U2 whenever it holds a
   warhead (six rounds of launches that need no missile and pass D-cards); U3 when its warheads
   can wipe out what is left.
2. A missile due this round is launched with the best warhead that fits, at the opponent it can
   finish off, or else at the leader (the highest population among the opponents); passcodes
   (S8) go with it unless U2 already ignores D-cards, then MIRV, bunker buster or EMP.
3. An opponent who announced a prep last round may launch now: the bot voids or sabotages that
   turn if it holds S7/S4/S5, puts up shelters (S17/S15) or the antidote (S16), and defends with
   its biggest D-card when it is that opponent's likely target and the turn is worth it (no
   attack to make, or one more hit may be its last), unless its Advanced Warning System (S14)
   will switch to a D-card by itself if the attack comes.
4. UFO launches while U2 is in force; a submarine launch (S19) rather than an announced prep;
   a stealth bomb (S18) with its best warhead: one turn instead of two, and no D-card stops it.
5. Quiet-turn specials: thefts only from a seat that may hold the card by what the bot saw (S1,
   S3: not one that just launched; S2, the rare bio warhead: one that has not launched for long),
   terrorists (S6) for a warhead it will not launch, the idle triggers, S14 when it holds a D-card,
   Minute of Hate (S11) while it holds P-cards or else Media blockout (S12), the spy satellite.
6. A prep: the best warhead it holds, on the smallest missile that carries it.
7. Propaganda when it cannot attack, at an opponent it finishes off or else the leader.
8. A pick that completes the hand: a warhead, a D-card when its AWS will play it or its
   population is low, a missile that carries the warhead (three that do not are enough: then a
   P-card, then another warhead), then more arms.

It answers AWS with its best D-card and accepts the loss of a prepped missile only when no launch
was on offer.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final

from hyperspace.bots.base import Observe
from hyperspace.engine.decision import Decision

View = dict[str, Any]

LOW_POPULATION: Final = 2500  # at or below this, Last Citadel (U4) is worth its penalty
FINISH: Final = 2000  # an opponent at or below this may be finished off by one hit: a likely target
MISSILE_STOCK: Final = 3  # missiles too small for every warhead held: stop picking more
# rounds after its last prep from which a player may hold a new warhead or missile
RELOADED: Final = 3
# rounds without a prep after which a player may hold a bio warhead (1 W in 10)
HOARDING: Final = 12
IDLE_TRIGGERS: Final = ("S10", "S16", "S20", "S22", "S21", "S13")
DISRUPT: Final = ("S7", "S4", "S5")  # against an opponent whose missile is due this round
SHELTERS: Final = (("S17", "S15"), ("S15", "S17"))  # (card, own card it would cancel)


def value(label: str) -> int:
    """``"W500b"`` -> 500, ``"M700"`` -> 700, ``"S15"`` -> 15."""
    return int(label[1:].rstrip("nb"))


def damage(label: str) -> int:
    """A warhead's direct damage before modifiers: bio does double."""
    return value(label) * (2 if label.endswith("b") else 1)


def best(labels: list[str], key: Callable[[str], int] = value) -> str:
    """The label with the highest key; ties go to the first."""
    return max(labels, key=key)


class Intel:
    """What the bot remembers of the public views it saw: how many preps each seat announced,
    and the last round it did (a prep shows as "preparing" in the next round's view)."""

    __slots__ = ("announced", "preps")

    def __init__(self) -> None:
        self.announced: dict[int, int] = {}
        self.preps: dict[int, int] = {}

    def see(self, view: View) -> None:
        last = int(view["round"]) - 1
        for player in view["players"]:
            seat = player["seat"]
            if player["preparing"] and self.announced.get(seat) != last:
                self.announced[seat] = last
                self.preps[seat] = self.preps.get(seat, 0) + 1

    def quiet(self, seat: int, now: int) -> int:
        """Rounds since the seat last announced a prep (since the start if it never did). A
        player who prepped in round r launched in r + 1 and can pick again from r + 2: after
        ``RELOADED`` quiet rounds it has had a turn to pick since its warhead left its hand."""
        return now - self.announced.get(seat, 0)


class NuclearHeuristicBot:
    """See the module docstring. Holds a little memory within a turn (the target it means to hit
    and the warhead it means to use, so the follow-up questions get consistent answers) and the
    ``Intel`` it gathers over the game."""

    __slots__ = ("_intel", "_launch_offered", "_picked", "_seed", "_target", "_warhead")

    def __init__(self, seed: int = 0) -> None:
        self._seed = seed  # the bot is deterministic; the seed is kept for the registry's contract
        self._target: int | None = None
        self._warhead: str | None = None
        self._launch_offered = False
        self._intel = Intel()
        self._picked = ""  # the kind of card it asked for last: never two P-cards in a row

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
        self._intel.see(view)
        me: View = view["me"]
        seat: int = view["seat"]
        opponents = [p for p in view["players"] if p["alive"] and p["seat"] != seat]
        hand: list[str] = me["hand"]
        activatable = set(moves.get("activate", ()))
        launches = moves.get("launch", [])
        self._launch_offered = bool(launches)
        self._warhead = None

        ultimate = self._ultimate(activatable, me, opponents, hand, bool(launches))
        if ultimate is not None:
            return ultimate

        # 1. The missile due this round: launch it (with a supporting special if one is at hand).
        if launches:
            warhead = best(launches, damage)
            self._target = attack_target(opponents, damage(warhead))
            room = value(me["prepped"]) if me["prepped"] else 0
            support = self._launch_support(activatable, me, hand, warhead, room)
            return support or f"launch:{warhead}"
        if moves.get("sublaunch"):  # S19 was activated earlier this turn
            sub, carried = self._sub_pair(moves["sublaunch"], hand)
            self._warhead = carried
            self._target = attack_target(opponents, damage(carried) if carried else 0)
            return f"sublaunch:{sub}"

        missiles = [label for label in hand if label[0] == "M"]
        warheads = [label for label in hand if label[0] == "W"]
        reach = max(map(value, set(missiles)), default=0)  # the biggest yield a missile carries
        smallest = min(map(value, set(warheads)), default=reach + 1)
        armed = smallest <= reach  # some warhead fits some missile
        ufo = moves.get("ufo", [])

        # 2. An opponent may launch this round: disrupt, shelter, defend.
        protection = self._protect(view, moves, activatable, armed or bool(ufo))
        if protection is not None:
            return protection

        # 3. UFO launches (U2 in force): every warhead goes, no missile needed.
        if ufo:
            warhead = best(ufo, damage)
            self._target = attack_target(opponents, damage(warhead))
            return f"ufo:{warhead}"

        # 4. A launch without warning (S19), a stealth bomb (S18), or a prep.
        if armed and "S19" in activatable:
            return "activate:S19"
        stealth = self._stealth(activatable, opponents, warheads)
        if stealth is not None:
            return stealth
        special = self._spare_special(activatable, view, hand, reach, warheads)
        if special is not None:
            return special
        preps = moves.get("prep", [])  # a missile due now but not launched is lost anyway
        if armed and preps:
            return f"prep:{missile_for(preps, warheads)}"

        # 5. Propaganda when no attack is ready, else build towards one.
        propaganda = moves.get("propaganda", [])
        if propaganda:
            card = best(propaganda)
            self._target = attack_target(opponents, value(card))
            return f"propaganda:{card}"
        return self._pick(options, me, missiles, warheads, armed)

    def _ultimate(
        self,
        activatable: set[str],
        me: View,
        opponents: list[View],
        hand: list[str],
        launch_due: bool,
    ) -> str | None:
        """U1 under its own Citadel (once the missile due is launched: U1 ends the turn); U4 when
        low or to set that up; U2 to kill, in a duel or with warheads to spare; U3 when the
        warheads can finish the game."""
        active = me["active"]
        if "U1" in activatable and "U4" in active and not launch_due:
            return "activate:U1"  # it keeps 1 and is the last one standing
        if "U4" in activatable and (me["population"] <= LOW_POPULATION or "U1" in hand):
            return "activate:U4"
        warheads = [label for label in hand if label[0] == "W"]
        if not warheads:
            return None
        if "U2" in activatable and "U2" not in active:
            return "activate:U2"  # six rounds of launches that need no missile and pass D-cards
        arsenal = sum(sorted((damage(w) for w in warheads), reverse=True)[:3])
        has_missile = any(label[0] == "M" for label in hand)
        left = sum(population(p) for p in opponents)
        if "U3" in activatable and has_missile and left <= arsenal:
            return "activate:U3"
        return None

    def _protect(
        self, view: View, moves: dict[str, list[str]], activatable: set[str], armed: bool
    ) -> str | None:
        """Against the launches announced last round: void or sabotage the biggest threat, put up
        a shelter or the antidote, and defend when this seat is a likely target."""
        me: View = view["me"]
        seat: int = view["seat"]
        threats = [
            p for p in view["players"] if p["alive"] and p["preparing"] and p["seat"] != seat
        ]
        if not threats:
            return None
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
        defenses = moves.get("defense", [])
        watched = "S14" in me["active"]  # AWS switches to a D-card by itself if attacked
        # A defense turn is a turn without an attack: worth it when one more hit may be the
        # last, or when there is no attack to make anyway.
        worth = me["population"] <= LOW_POPULATION or not armed
        if defenses and worth and not watched and likely_target(view, threats):
            return f"defense:{best(defenses)}"
        return None

    def _stealth(
        self, activatable: set[str], opponents: list[View], warheads: list[str]
    ) -> str | None:
        """S18 with the best warhead: one turn instead of a prep and a launch, and never stopped
        by a D-card."""
        if "S18" not in activatable or not warheads:
            return None
        self._warhead = best(warheads, damage)
        self._target = attack_target(opponents, damage(self._warhead))
        return "activate:S18"

    def _launch_support(
        self, activatable: set[str], me: View, hand: list[str], warhead: str, missile: int
    ) -> str | None:
        """A special that helps the launch about to be made: passcodes (unless U2 already ignores
        the target's D-cards), MIRV, bunker buster, EMP."""
        if "S8" in activatable and "U2" not in me["active"]:
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
        view: View,
        hand: list[str],
        reach: int,
        warheads: list[str],
    ) -> str | None:
        """A special worth putting in play on a quiet turn."""
        if not activatable:
            return None
        theft = self._theft(activatable, view, reach, warheads)
        if theft is not None:
            return theft
        me: View = view["me"]
        opponents = [p for p in view["players"] if p["alive"] and p["seat"] != view["seat"]]
        spare = [w for w in dict.fromkeys(warheads) if value(w) > reach]  # too big to carry
        if len(warheads) >= 2:
            keep = best([w for w in warheads if value(w) <= reach] or warheads, damage)
            rest = list(warheads)
            rest.remove(keep)
            spare = spare or rest
        if "S6" in activatable and spare:
            self._warhead = best(spare, damage)
            self._target = attack_target(opponents, damage(self._warhead))
            return "activate:S6"
        if "S14" in activatable and any(label[0] == "D" for label in hand):
            return "activate:S14"
        for label in IDLE_TRIGGERS:
            if label in activatable:
                return f"activate:{label}"
        hate = minute_or_blockout(hand, me["active"])
        if hate in activatable:
            return f"activate:{hate}"
        if "S9" in activatable:
            return "activate:S9"
        return None

    def _theft(
        self, activatable: set[str], view: View, reach: int, warheads: list[str]
    ) -> str | None:
        """A theft only from a player who may hold the card: not one whose prep the bot saw lately
        (its warhead went with the launch, its missile with the prep). S1 and S3 go to the one who
        armed most often (it collects warheads and missiles), S2, for the rare bio warhead, to one
        who has not launched for a long time (it keeps what it picks). S3 only when no missile of
        its own carries its warheads, S1 when it has a missile to arm."""
        now = int(view["round"])
        intel = self._intel
        candidates = [p for p in view["players"] if p["alive"] and p["seat"] != view["seat"]]

        def armed_most(seat: int) -> tuple[int, int]:
            return intel.preps.get(seat, 0), intel.quiet(seat, now)

        def quietest(seat: int) -> tuple[int, int]:
            return intel.quiet(seat, now), 0

        wanted = (
            ("S3", RELOADED, armed_most, not warheads or reach < min(map(value, warheads))),
            ("S1", RELOADED, armed_most, reach > 0),
            ("S2", HOARDING, quietest, True),
        )
        for label, quiet, rank, useful in wanted:
            targets = [p["seat"] for p in candidates if intel.quiet(p["seat"], now) >= quiet]
            if label in activatable and targets and useful:
                self._target = max(targets, key=rank)
                return f"activate:{label}"
        return None

    def _pick(
        self,
        options: Sequence[str],
        me: View,
        missiles: list[str],
        warheads: list[str],
        armed: bool,
    ) -> str:
        """Complete the hand: a warhead, a D-card for the next announced launch, a missile that
        carries the warhead (with enough missiles too small for it, a P-card to attack with
        meanwhile, then another warhead: half are the smallest), then more arms."""
        hand: list[str] = me["hand"]
        # A D-card is worth a turn when the AWS will play it, or when one more hit may be the last.
        guarded = "S14" in me["active"] or "S14" in hand or me["population"] <= LOW_POPULATION
        if not warheads or "U2" in me["active"]:  # UFO launches need no missile
            kind = "W"
        elif guarded and not any(label[0] == "D" for label in hand):
            kind = "D"
        elif not armed and len(missiles) < MISSILE_STOCK:
            kind = "M"
        elif not any(label[0] == "P" for label in hand) and self._picked != "P":
            kind = "P"
        else:
            kind = "W" if len(warheads) <= len(missiles) else "M"
        self._picked = kind
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


def likely_target(view: View, threats: list[View]) -> bool:
    """Whether a launch announced by one of ``threats`` is likely to come at this seat: it is the
    leader among that player's opponents, or low enough to be finished off, or one of two."""
    seat: int = view["seat"]
    living = [p for p in view["players"] if p["alive"]]
    if population(view["me"]) <= FINISH or len(living) <= 2:
        return True
    return any(leader([p for p in living if p["seat"] != t["seat"]]) == seat for t in threats)


def missile_for(preps: list[str], warheads: list[str]) -> str:
    """The missile to prep: the smallest that carries the best warhead some missile carries."""
    reach = max(map(value, preps))
    carried = [w for w in warheads if value(w) <= reach]
    if not carried:
        return best(preps)
    warhead = best(carried, damage)
    return min((m for m in preps if value(m) >= value(warhead)), key=value)


def minute_or_blockout(hand: list[str], active: dict[str, Any]) -> str:
    """Against propaganda: Minute of Hate (S11) while it holds P-cards of its own (a media
    blockout, S12, would stop them), else the longer blockout; never over the other one."""
    if "S11" in active or "S12" in active:
        return ""
    return "S11" if any(label[0] == "P" for label in hand) else "S12"


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
