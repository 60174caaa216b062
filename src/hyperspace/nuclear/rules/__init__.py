"""The rules of the nuclear game: the turn (SPEC §4), round resolution (§6-§10) and cleanup (§6.3)."""
