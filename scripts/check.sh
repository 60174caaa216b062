#!/usr/bin/env bash
# Installs what the tests need, then runs the whole suite: ruff, mypy, the scenario files and
# pytest on the source tree (an editable install: pure Python), then the same tests on the
# mypyc-compiled build (HYPERSPACE_COMPILE=1 insists on compiling, see setup.py). Exits non-zero on
# the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m pip install --quiet --disable-pip-version-check -e '.[test]'
# The source tree is tested as pure Python: an editable install never compiles (setup.py), and no
# compiled module may lie in src/, where it would be imported instead of its source.
if [ -n "$(find src -name '*.so' -print -quit)" ]; then
    echo "compiled modules in src/ shadow the sources: find src -name '*.so' -delete" >&2
    exit 1
fi
python3 -c 'import sys, hyperspace; sys.exit("the source tree runs compiled modules" if hyperspace.compiled() else 0)'
echo "== test services (Chromium, PostgreSQL)"
# scripts/test-services.sh installs them from Debian where it can (root with apt) and prints the
# PostgreSQL URL for the server tests; without them, those tests skip (they fail under CI=true).
database_url=$(bash scripts/test-services.sh) || database_url=""
case "$database_url" in
    "") ;;
    *$'\n'* | [!p]*) echo "scripts/test-services.sh printed something other than one PostgreSQL URL" >&2
        exit 1 ;;
    *) export HYPERSPACE_TEST_DATABASE_URL="$database_url" ;;
esac
echo "== ruff"
python3 -m ruff check src tests benchmarks
python3 -m ruff format --check src tests benchmarks
echo "== mypy"
python3 -m mypy
echo "== scenarios"
python3 -m hyperspace scenario scenarios/nuclear/*.toml > /dev/null
python3 -m hyperspace scenario scenarios/cosmic/*.toml > /dev/null
echo "== pytest (source)"
python3 -m pytest -n 2 -p no:cacheprovider -p no:benchmark
echo "== pytest (compiled build)"
# Compiled for the Python of a new venv, where none of the dependencies is installed, as on a
# fresh machine, where the README's first command compiles before pip installs them: mypy must
# find all it reads among pyproject.toml's build requirements. (The venv needs no pip of its
# own: this pip runs for it with --python, as pip 22.3 and newer do: Python 3.11 came with 22.3.)
build=$(mktemp -d)
trap 'rm -rf "$build"' EXIT
python3 -m venv --without-pip "$build/venv"
HYPERSPACE_COMPILE=1 python3 -m pip --python "$build/venv/bin/python" install --quiet \
    --disable-pip-version-check --no-deps --target "$build/lib" .
PYTHONPATH="$build/lib" python3 -c 'import sys, hyperspace; sys.exit(not hyperspace.compiled())'
PYTHONPATH="$build/lib" python3 -m pytest -n 2 -p no:cacheprovider -p no:benchmark
