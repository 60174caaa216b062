"""Typed errors. Every rejected submission raises one of these and changes nothing."""


class IllegalDecision(ValueError):
    """A submission the game cannot accept; the game is exactly as it was before."""


class WrongSeat(IllegalDecision):
    """No decision is pending for the submitting seat."""


class UnknownOption(IllegalDecision):
    """The option key is not one of the pending decision's legal options."""


class RefusedAnswer(UnknownOption):
    """The key is not a listed option, and the decision's form refuses it; the message is the
    form's reason (a proposal asking for more than the other holds, a malformed key)."""


class GameOver(IllegalDecision):
    """The game has ended; nothing more can be submitted."""


class StaleSequence(IllegalDecision):
    """The submission names a sequence number other than the next one (stale or replayed)."""


class RecordError(ValueError):
    """A malformed game record: the message names the field and the reason."""

    def __init__(self, field: str, reason: str) -> None:
        super().__init__(f"{field}: {reason}")
        self.field = field
        self.reason = reason
