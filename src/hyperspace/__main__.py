"""``python -m hyperspace`` is the ``hyperspace`` command."""

from hyperspace.cli import app

app(prog_name="hyperspace")
