"""The rules of the challenge, phase by phase (BASE_RULES §2-§8)."""
