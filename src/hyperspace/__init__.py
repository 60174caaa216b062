"""Hyperspace: rules engines, bots and simulation for Cosmic Encounter and the nuclear game."""

__version__ = "0.1.0"
