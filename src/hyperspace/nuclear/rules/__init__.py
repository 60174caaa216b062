"""The nuclear game's rules: the turn (SPEC §4), round resolution (§6-§10), cleanup (§6.3)."""
