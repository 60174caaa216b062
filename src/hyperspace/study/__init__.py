"""Designer studies (issue 17): a study file names a grid of cells, each played for many games
between bots; the results are one Parquet row per game and a summary JSON (docs/study.md).

:mod:`.spec` reads the study file, :mod:`.run` plays it (locally or on Ray) with checkpoints,
:mod:`.report` writes the Markdown report and its plots, :mod:`.tests` the statistics it uses.
"""

from __future__ import annotations

from hyperspace.study.spec import Cell, Study, StudyError, load_study

__all__ = ["Cell", "Study", "StudyError", "load_study"]
