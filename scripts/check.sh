#!/usr/bin/env bash
# Installs what the tests need, then runs the whole suite: ruff, mypy, pytest (with the scenario
# files, property tests and leak tests). Exits non-zero on the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m pip install --quiet --disable-pip-version-check -e '.[test]'
echo "== ruff"
python3 -m ruff check src tests benchmarks
python3 -m ruff format --check src tests benchmarks
echo "== mypy"
python3 -m mypy
echo "== scenarios"
python3 -m hyperspace scenario scenarios/nuclear/*.toml > /dev/null
echo "== pytest"
python3 -m pytest -n 2 -p no:cacheprovider -p no:benchmark
