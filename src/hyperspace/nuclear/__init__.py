"""The nuclear card game of "Updated rules 1.1" (shared/rules/nuclear/SPEC.md, rulings R-n)."""

from hyperspace.nuclear.game import NUCLEAR, NuclearGame

__all__ = ["NUCLEAR", "NuclearGame"]
