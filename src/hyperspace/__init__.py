"""Hyperspace: rules engines, bots and simulation for Cosmic Encounter and the nuclear game."""

__version__ = "0.1.0"


def compiled() -> bool:
    """Whether this installation runs the mypyc-compiled engine and rules (HYPERSPACE_COMPILE=1)."""
    from hyperspace.nuclear.rules import turn

    return not turn.__file__.endswith(".py")
