"""Optional compiled build: ``HYPERSPACE_COMPILE=1 pip install .`` compiles the engine, the rules
and the simulation hot path with mypyc (the same pure-Python sources, typed with mypy --strict),
for simulation speed. Without the variable the package installs as pure Python. Metadata lives in
pyproject.toml."""

import os
from pathlib import Path

from setuptools import setup

# The modules on the hot path of a simulated game. The rest (command line, scenario files, golden
# playthroughs, the heuristic bot, records) stays interpreted.
COMPILED = [
    "src/hyperspace/engine/config.py",
    "src/hyperspace/engine/decision.py",
    "src/hyperspace/engine/driver.py",
    "src/hyperspace/engine/events.py",
    "src/hyperspace/engine/hooks.py",
    "src/hyperspace/engine/rng.py",
    "src/hyperspace/bots/random_bot.py",
    "src/hyperspace/sim/runner.py",
    *sorted(
        str(path)
        for path in Path("src/hyperspace/nuclear").rglob("*.py")
        if path.name not in ("scenario.py", "words.py")  # words: front ends only
    ),
    # Cosmic Encounter's state and rules; powers, Edicts and the WARP variants (small modules,
    # subclassed and decorated freely: mypyc's functions take no marks) stay interpreted.
    *sorted(
        str(path)
        for path in Path("src/hyperspace/cosmic").rglob("*.py")
        if not {"powers", "edicts", "variants"} & set(path.parts)
        and path.name not in ("scenario.py", "scenario_setup.py", "words.py", "wording.py")
    ),
]

ext_modules = []
if os.environ.get("HYPERSPACE_COMPILE") == "1":
    from mypyc.build import mypycify

    ext_modules = mypycify(COMPILED, opt_level="3")

setup(ext_modules=ext_modules)
