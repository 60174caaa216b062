"""Hyperspace: rules engines, bots and simulation for Cosmic Encounter (WARP) and the nuclear game."""

__version__ = "0.1.0"
