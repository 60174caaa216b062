"""Cosmic Encounter's words (:class:`hyperspace.engine.words.Words`): the core rules' decisions
and log entries in sentences, the result explained, and the rules texts of every power, Flare,
Edict, Ruling, Kicker, Zodiac card and variant.

The words of a power's, Edict's or variant's own kinds are beside its rules, registered in
:data:`hyperspace.cosmic.wording.BOOK`; the core rules' are here. Everything reads the seat's view.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

# The modules whose words are beside their rules register them when imported.
from hyperspace.cosmic.edicts import EDICTS
from hyperspace.cosmic.powers import POWERS
from hyperspace.cosmic.variants import VARIANTS
from hyperspace.cosmic.variants.kickers import KICKER_TEXT
from hyperspace.cosmic.variants.prisoners.rulings import RULINGS
from hyperspace.cosmic.variants.zodiac import ZODIAC_TEXTS
from hyperspace.cosmic.wording import (
    BOOK,
    Say,
    card_label,
    generic_entry,
    generic_option,
    moment,
    power_title,
)
from hyperspace.engine.decision import Decision
from hyperspace.engine.words import Text, View, humane, listing, plural, sentence

# -- log entries of the core rules ----------------------------------------------------------------


def _flare_side(key: str) -> tuple[str, str] | None:
    """A Flare's use as the log names it ("wild-assassin", "super-vacuum"): its side in words
    ("Wild", "Super") and its power's title; None for any other key."""
    side, _, power = key.partition("-")
    if side in ("wild", "super") and power in POWERS:
        return side.capitalize(), power_title(power)
    return None


def _cause(cause: str) -> str:
    """Why tokens went to the Warp: a power ("the Skeptic"), a Flare ("the Wild Assassin") or a
    rule ("defeat", "failed deal")."""
    if cause in POWERS:
        return f"the {power_title(cause)}"
    flare = _flare_side(cause)
    return humane(cause) if flare is None else f"the {flare[0]} {flare[1]}"


def _against(entry: View, say: Say) -> str:
    """What a card was played against: another card, or a power being used (a Cosmic Zap)."""
    against = entry.get("against")
    if not against:
        return "."
    if against in POWERS:
        return f" against the {say.power(against)}'s power."
    return f" against {say.card(against)}."


def _count_word(number: Any) -> str:
    return "one" if number == 1 else "two"


CORE_ENTRIES: Final[dict[str, Callable[[View, Say], str]]] = {
    "challenge": lambda e, s: (
        f"Challenge {_count_word(e.get('number'))} of the turn: {s.name(e.get('offense'))} is "
        "the offense."
    ),
    "destiny": lambda e, s: f"Destiny: {s.name(e.get('colour'))}'s colour.",
    "cone": lambda e, s: (
        f"The Cone points at {s.planet(e.get('planet'))}; {s.name(e.get('defense'))} defends."
    ),
    "launch": lambda e, s: f"{s.name(e.get('seat'))} launches {s.tokens(e.get('tokens', 0))}.",
    "tokens-named": lambda e, s: (  # (Crystal)
        f"{s.name(e.get('seat'))} has {s.name(e.get('for'))} put in {s.tokens(e.get('tokens', 0))}."
    ),
    "invitations": lambda e, s: (
        f"Invited to the offense: {s.many(e.get('offense', []))}; to the defense: "
        f"{s.many(e.get('defense', []))}."
    ),
    "ally": lambda e, s: (
        f"{s.name(e.get('seat'))} joins the {e.get('side')} with {s.tokens(e.get('tokens', 0))}."
    ),
    "card-played": lambda e, s: (
        f"{s.name(e.get('seat'))} plays a Challenge Card face down"
        + (f" ({s.card(e['card'])})." if e.get("card") else ".")
    ),
    "reveal": lambda e, s: (
        "Cards revealed: "
        + listing([f"{s.name(k)} {s.card(c)}" for k, c in e.get("cards", {}).items()])
        + "."
    ),
    "kicker-played": lambda e, s: (
        f"{s.name(e.get('seat'))} puts a Kicker face down"
        + (f" ({s.card(e['card'])})." if e.get("card") else ".")
    ),
    "kickers-revealed": lambda e, s: (
        "Kickers revealed: "
        + listing([f"{s.name(k)} {s.card(c)}" for k, c in e.get("kickers", {}).items()])
        + "."
    ),
    "totals": lambda e, s: f"Totals: offense {e.get('offense')}, defense {e.get('defense')}.",
    "outcome": lambda e, s: (
        f"{s.name(e.get('winner'))} wins the Raid on Entebbe as the {e.get('side')}."
        if e.get("raid")  # a raid has no planet to land on
        else f"{s.name(e.get('winner'))} wins as the offense and lands on "
        f"{s.planet(e.get('planet'))}."
        if e.get("side") == "offense"
        else f"{s.name(e.get('winner'))} wins as the defense."
    ),
    "to-warp": lambda e, s: (
        f"{s.name(e.get('colour'))} loses {s.tokens(e.get('tokens', 0))} to the Warp"
        + (f" ({_cause(str(e['cause']))})." if e.get("cause") else ".")
    ),
    "rewards": lambda e, s: (
        f"{s.name(e.get('seat'))} collects {plural(int(e.get('count', 0)), 'defensive reward')}."
    ),
    "consolation": lambda e, s: (
        f"{s.name(e.get('seat'))} takes {plural(int(e.get('cards', 0)), 'card')} of consolation "
        f"from {s.name(e.get('from'))}" + (f": {s.cards(e['taken'])}." if e.get("taken") else ".")
    ),
    "deal-proposal": lambda e, s: (
        f"{s.name(e.get('seat'))} proposes a deal"
        + (f" ({s.proposal(str(e['proposal']), e.get('seat'))})." if e.get("proposal") else ".")
    ),
    "deal-answer": lambda e, s: f"{s.name(e.get('seat'))} answers: {humane(str(e.get('answer')))}.",
    "deal": lambda e, s: f"Deal made between {s.many(e.get('between', []))}.",
    "no-deal": lambda e, s: (
        f"No deal: {s.many(e.get('seats', []))} lose three tokens each to the Warp."
    ),
    "regroup": lambda e, s: (
        f"{s.name(e.get('seat'))} brings a token back from the Warp to {s.planet(e.get('to'))}."
    ),
    "new-hand": lambda e, s: (
        f"{s.name(e.get('seat'))} draws a new hand of {plural(int(e.get('cards', 0)), 'card')}."
    ),
    "reshuffle": lambda e, s: f"The discard pile becomes a new deck of {e.get('cards')} cards.",
    "win": lambda e, s: f"{s.many(e.get('winners', []))} won the game!",
    "capped": lambda e, s: f"The game stops at the cap of {e.get('challenges')} challenges.",
    "play": lambda e, s: f"{s.name(e.get('seat'))} plays {s.card(e.get('card'))}{_against(e, s)}",
    "cancelled": lambda e, s: f"{s.card(e.get('card'))} is cancelled.",
    "zapped": lambda e, s: (
        f"{s.name(e.get('seat'))}'s power (the {s.power(e.get('power'))}) is zapped."
    ),
    "no-challenge-card": lambda e, s: (
        f"{s.name(e.get('seat'))} has no Challenge Card: the challenge ends."
    ),
    "praw": lambda e, s: "Critical mass: every token in the Warp drops into the Praw.",
    "freed": lambda e, s: (
        f"{s.tokens(e.get('tokens', 0))} of {s.name(e.get('colour'))} go free from "
        f"{s.name(e.get('holder'))}'s prison."
        if "holder" in e  # the Prisoners variant
        else f"{s.name(e.get('by'))} frees the tokens of {s.many(e.get('colours', []))}."
    ),
    "draw-shown": lambda e, s: (
        f"{s.name(e.get('seat'))} draws and shows {s.cards(e.get('cards') or [e.get('card')])}."
    ),
}
for _kind, _words in CORE_ENTRIES.items():
    BOOK.entry(_kind)(_words)
# The entries that change a player's position, which front ends highlight.
BOOK.important |= {
    "outcome", "to-warp", "consolation", "deal", "no-deal", "win", "zapped", "new-hand", "freed",
}  # fmt: skip


# -- options of the core rules --------------------------------------------------------------------

FIXED_OPTIONS: Final = {
    ("regroup", "skip"): "leave your tokens where they are",
    ("regroup", "lift"): "lift a token from the Praw into the Warp",
    ("own-colour", "flip-again"): "flip the Destiny Pile again",
    ("alliance", "decline"): "stay out of this challenge",
    ("second-challenge", "challenge"): "challenge again",
    ("second-challenge", "end-turn"): "end your turn",
    ("reward", "card"): "draw a card from the deck",
    ("reward", "lift"): "lift a token from the Praw into the Warp",
    ("deal-propose", "pass"): "propose nothing this time",
    ("deal-answer", "accept"): "accept the deal",
    ("deal-answer", "reject"): "reject the deal",
    ("play-card", "pass"): "play nothing now",
    ("cancel-card", "pass"): "let it stand",
    ("cosmic-zap", "pass"): "let the power work",
    ("lucre-buy-token", "done"): "buy no more tokens",
    ("lucre-buy-card", "done"): "buy no more cards",
    ("lucre-buy-card", "buy"): "buy a card from the deck for 1 Lucre",
    ("empty", "warp"): "free every token in the Warp",
    ("empty", "praw"): "free every token in the Praw",
    ("kickers-play", "pass"): "play no Kicker",
}


def _core_option(decision: Decision, key: str, say: Say) -> str | None:
    kind = decision.kind
    tail = key.partition(":")[2]
    challenge = say.seen.get("challenge") or {}
    if kind in ("regroup", "reward"):
        if tail == "cone":
            return "bring a token from the Warp straight into the Cone"
        return (
            f"bring a token from the Warp to {say.planet(tail)} (you have {say.mine(tail)} there)"
        )
    if kind == "own-colour":
        return f"challenge {say.name(tail)}'s base in your home system"
    if kind == "cone":
        return "point the Cone at " + say.holding(key)
    if kind in ("launch", "ally-token"):  # another may pick the bases (Butler)
        return say.commitment(key, (decision.context or {}).get("for"))
    if kind == "deal-base-token":
        return say.token_from(key)
    if kind == "token-count":
        return f"{tail} token" + ("" if tail == "1" else "s")
    if kind == "invite":
        return "invite " + say.many([] if tail == "none" else tail)
    if kind == "alliance":  # the side, and the tokens for it (C-604)
        side = key.partition(":")[0]
        main = challenge.get(side)
        joined = f"join the {side}" + (f" of {say.name(main)}" if isinstance(main, int) else "")
        return f"{joined} with {say.commitment(tail)}" if tail else joined
    if kind in ("challenge-card", "deal-card", "plague-discard"):
        return card_label(key)
    if kind in ("play-card", "cancel-card", "cosmic-zap"):
        return "play " + card_label(key)
    if kind == "kickers-play":
        return "put down " + card_label(key)
    if kind in ("deal-propose",):
        return say.proposal(key)
    if kind == "deal-base":
        return f"your new base: {say.holding(key)}"
    if kind == "give-up-token":
        if decision.form is not None:  # several tokens at once (C-602)
            return "lose " + say.commitment(key)
        return f"lose a token from {say.planet(key)} (you have {say.mine(key)} there)"
    if kind == "return-token":
        if decision.form is not None:  # several tokens at once (C-601)
            return say.commitment(key, way="to")
        return f"to {say.planet(key)} (you have {say.mine(key)} there)"
    if kind == "lucre-buy-token":
        return f"buy a token back to {say.planet(tail)} for 1 Lucre"
    if kind.startswith("power:"):
        title = power_title(kind.removeprefix("power:"))
        return f"use the {title}'s power now" if key == "use" else "do not use it now"
    return None


# -- prompts --------------------------------------------------------------------------------------


def _context(decision: Decision, say: Say) -> str | None:
    """What the decision's context tells (who played what, which power is used, a deal)."""
    context = decision.context or {}
    kind = decision.kind
    if kind == "cancel-card" and "card" in context:
        return f"{say.name(context.get('player'))} just played {card_label(context['card'])}."
    if kind == "cosmic-zap" and "power" in context:
        who = say.name(context.get("player"))
        return f"{who} is using the {power_title(context['power'])}'s power."
    if kind in ("deal-answer", "prisoners-exchange-answer") and "proposal" in context:
        return sentence(say.proposal(str(context["proposal"]), context.get("from", 0)))
    if kind == "prisoners-swap-answer" and "offer" in context:
        proposer = context.get("from", 0)
        return f"{say.name(proposer)} offers a swap {say.swap(str(context['offer']), proposer)}."
    return None


def _prompt_text(decision: Decision, say: Say) -> str:
    words = BOOK.prompts.get(decision.kind)
    if words is not None:
        return words(decision, say)
    when = moment((decision.context or {}).get("moment"))
    if decision.kind.startswith("power:"):
        return f"Use the {power_title(decision.kind.removeprefix('power:'))}'s power {when}?"
    if decision.kind == "play-card":
        return f"Play a card {when}?"
    if decision.kind == "cancel-card":
        return "Cancel it?"
    if decision.kind == "cosmic-zap":
        return "Zap that power?"
    context = decision.context or {}
    if decision.kind in ("launch", "ally-token") and "side" in context:  # (C-600)
        whose = f"{say.name(context['for'])}'s" if "for" in context else "your"
        return f"Which of {whose} tokens go into the challenge on the {context['side']}?"
    if decision.kind == "token-count" and context.get("seat") != decision.seat:  # (Crystal)
        who, side = say.name(context.get("seat")), context.get("side")
        return f"How many tokens does {who} put into the challenge, on the {side}?"
    if decision.prompt:
        return decision.prompt
    return sentence(humane(decision.kind)).removesuffix(".") + "?"  # (a rule gave no prompt)


# -- the result -----------------------------------------------------------------------------------


def _why(seen: View, seat: int, say: Say) -> str:
    """Why ``seat`` won: its bases, or the Zodiac's Nemesis Spiritual Leader (AMB-Z rules)."""
    player = seen["players"][seat]
    zodiac = seen.get("variants", {}).get("zodiac")
    leader = zodiac is not None and zodiac.get("spiritual_leader") == seat
    if leader and zodiac is not None and "nemesis" in str(zodiac.get("cards", [])[seat]):
        return f"{say.name(seat)} won as the Spiritual Leader holding the Nemesis card"
    bases = plural(int(player["external_bases"]), "foreign base")
    return f"{say.name(seat)} won with {bases}" + (" as the Spiritual Leader" if leader else "")


def _ended(player: View, say: Say) -> str:
    power = f" (the {power_title(player['power'])})" if player.get("power") else ""
    return (
        f"{say.name(player['seat'])}{power} ended with "
        f"{plural(int(player['external_bases']), 'foreign base')}, "
        f"{plural(int(player['home_bases']), 'home base')}, "
        f"{plural(int(player['warp']), 'token')} in the Warp and "
        f"{plural(int(player['hand_size']), 'card')} in hand."
    )


# -- the words ------------------------------------------------------------------------------------


class CosmicWords:
    """Cosmic Encounter's :class:`~hyperspace.engine.words.Words`."""

    def prompt(self, decision: Decision, seen: View) -> str:
        say = Say(seen)
        context = _context(decision, say)
        text = _prompt_text(decision, say)
        return f"{context} {text}" if context else text

    def option(self, decision: Decision, key: str, seen: View) -> str:
        say = Say(seen)
        fixed = FIXED_OPTIONS.get((decision.kind, key))
        if fixed is not None:
            return fixed
        words = BOOK.options.get(decision.kind)
        if words is not None:
            return words(decision, key, say)
        core = _core_option(decision, key, say)
        return core if core is not None else generic_option(decision, key, say)

    def entry(self, entry: View, seen: View) -> str:
        say = Say(seen)
        kind = str(entry.get("kind"))
        words = BOOK.entries.get(kind)
        if words is not None:
            return words(entry, say)
        flare = _flare_side(kind)
        if flare is not None:  # a Flare without words of its own
            side, title = flare
            return f"{say.name(entry.get('seat'))} plays the {side} Flare of the {title}."
        return generic_entry(entry, say)

    def important(self, entry: View) -> bool:
        return str(entry.get("kind")) in BOOK.important

    def result(self, seen: View) -> list[str]:
        say = Say(seen)
        if not seen.get("over"):
            return [
                f"The game is not over: turn {seen.get('turn')}, "
                f"{plural(int(seen.get('challenges', 0)), 'challenge')} so far."
            ]
        winners = list(seen.get("winners", []))
        lines = [_why(seen, seat, say) + "." for seat in winners]
        if not winners:
            lines.append("No winner: the game stopped at the challenge cap.")
        return lines + [_ended(player, say) for player in seen["players"]]

    def texts(self) -> list[Text]:
        return cosmic_texts()


def cosmic_texts() -> list[Text]:
    """Every power and its Flare, Edict, Ruling, Kicker, Zodiac card and variant, with its text."""
    texts = []
    for power in sorted(POWERS.values(), key=lambda p: p.title):
        texts.append(Text(power.title, "power", f"The {power.short}. {power.text}", power.name))
        flare = power.flare
        if flare is not None:
            sides = [f"Wild: {flare.wild.text}"] if flare.wild is not None else []
            sides += [f"Super: {flare.super_.text}"] if flare.super_ is not None else []
            name = f"flare-{power.name}"
            texts.append(Text(card_label(name), "Flare", " ".join(sides), name))
        pulsar = f"pulsar-{power.name}"
        both = f"Pro, for the {power.title}: {power.pulsar_pro} Con, for the others: "
        both += power.pulsar_con
        texts.append(Text(card_label(pulsar), "Pulsar", both, pulsar))
    texts += [Text(card_label(f"edict-{e.name}"), "Edict", e.text, f"edict-{e.name}")
              for e in EDICTS.values()]  # fmt: skip
    texts += [Text(card_label(f"ruling-{r.name}"), "Ruling", r.text, f"ruling-{r.name}")
              for r in RULINGS.values()]  # fmt: skip
    texts.append(Text("Kicker", "Kicker", KICKER_TEXT, "kicker"))
    texts += [Text(card_label(c), "Zodiac card", text, c) for c, text in ZODIAC_TEXTS.items()]
    texts += [Text(v.title, "variant", v.text, v.name) for v in VARIANTS.values()]
    return texts


WORDS: Final = CosmicWords()
