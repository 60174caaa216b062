"""Decisions as data.

A rule that needs a player's choice awaits :func:`ask` with a :class:`Decision`. The decision's
options are stable string keys, and they are legal moves: nothing else checks legality. A decision
whose answer has structure (a proposal naming counts of several things) also carries a
:class:`Form`: any key the form accepts is legal too, and the options are then only the answers it
lists (such as "pass") and a few suggestions. Simultaneous choices are asked together with
:func:`ask_all` and answered in seat order.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from contextvars import ContextVar
from typing import Any, Final, Protocol


class Form(Protocol):
    """The structure of an answer that is more than a choice from a list (a proposal).

    ``describe`` gives the answer's fields as plain JSON-able data, enough for a browser or a
    terminal to let a person fill them in and compose the key; ``refusal`` judges a key: None when
    it is a legal answer, else the reason in words. A form never changes once its decision is
    asked, so the same key gets the same judgement when a record is replayed. A Protocol, not a
    base class: the rules that implement it may be compiled or interpreted (docs/architecture.md).
    """

    def describe(self) -> dict[str, Any]: ...

    def refusal(self, key: str) -> str | None: ...


class Decision:
    """One seat's choice: its kind (a stable name), the legal option keys, and a prompt.

    ``context`` carries small public facts the prompt refers to (for example the number of incoming
    attacks); it must never hold anything the seat may not see. ``form``, when given, accepts
    answers beyond the options (see :class:`Form`); such a decision is never answered
    automatically, however few its options.
    """

    __slots__ = ("context", "form", "kind", "options", "prompt", "seat")

    def __init__(
        self,
        seat: int,
        kind: str,
        options: Sequence[str],
        prompt: str = "",
        context: dict[str, Any] | None = None,
        form: Form | None = None,
    ) -> None:
        self.seat = seat
        self.kind = kind
        self.options = options  # never changed after the decision is made
        self.prompt = prompt
        self.context = context
        self.form = form

    def refusal(self, key: str) -> str | None:
        """None if ``key`` answers this decision legally (a listed option, or a key the form
        accepts), else why not, in words."""
        if key in self.options:
            return None
        if self.form is None:
            return f"{key!r} is not a legal option for seat {self.seat}'s {self.kind!r} decision"
        return self.form.refusal(key)

    def automatic(self) -> bool:
        """Whether the decision answers itself: a single option and no form."""
        return len(self.options) == 1 and self.form is None

    def __repr__(self) -> str:
        return f"Decision(seat={self.seat}, kind={self.kind!r}, options={self.options!r})"

    def to_dict(self) -> dict[str, Any]:
        """The decision as plain data, as shown to the seat it belongs to."""
        data = {
            "seat": self.seat,
            "kind": self.kind,
            "options": list(self.options),
            "prompt": self.prompt,
            "context": dict(self.context or {}),
        }
        if self.form is not None:
            data["form"] = self.form.describe()
        return data


# While ``Driver.play_out`` runs, this answers each decision inline, so the rules never suspend
# (simulation mode). None otherwise: decisions then go up to the driver. A context variable, so
# threads (and nested games) each see their own. Final: the compiled build reads it from a C
# variable, not from the module's dict, at every decision.
Answerer = Callable[["Decision"], str]
answering: Final[ContextVar[Answerer | None]] = ContextVar("answering", default=None)


class Ask:
    """What a rules coroutine yields to the driver: one or more decisions to be answered together.

    Awaiting it gives the answers, in the order of the decisions.
    """

    __slots__ = ("decisions",)

    def __init__(self, decisions: tuple[Decision, ...]) -> None:
        self.decisions = decisions

    def __await__(self) -> Generator[Ask, tuple[str, ...], tuple[str, ...]]:
        inline = answering.get()
        if inline is not None:
            return tuple(inline(decision) for decision in self.decisions)
        answers = yield self
        return answers


class AskOne(Ask):
    """Awaiting it gives the single answer itself (one frame less than a coroutine: hot path)."""

    __slots__ = ()

    def __await__(self) -> Generator[Ask, tuple[str, ...], str]:  # type: ignore[override]
        inline = answering.get()
        if inline is not None:
            return inline(self.decisions[0])
        answers = yield self
        return answers[0]


def ask(decision: Decision) -> AskOne:
    """Ask one seat one question; awaiting the result gives the chosen option key."""
    return AskOne((decision,))


def ask_all(decisions: Sequence[Decision]) -> Ask:
    """Ask several seats at once (simultaneous choices); awaiting gives the answers in order."""
    return Ask(tuple(decisions))
