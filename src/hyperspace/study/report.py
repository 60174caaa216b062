"""``hyperspace study report DIR``: a Markdown report of a finished study, with PNG plots (game
lengths, win rates per seat, bot kind and power with Wilson 95 % intervals, feature counts) and
the differences between cells that the tests of :mod:`hyperspace.study.stats` support after
Holm's correction. It reads the study's games.parquet and summary.json only."""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hyperspace.sim.stats import rate, wilson
from hyperspace.study import cards
from hyperspace.study.run import GAMES_FILE, RUN_FILE, SUMMARY_FILE
from hyperspace.study.spec import StudyError
from hyperspace.study.stats import chi_square_equal, holm, two_proportions, welch

ALPHA = 0.05
POWERS_SHOWN = 40  # the plot of win rates by power shows at most this many (the most seated)
FEATURES_SHOWN = 12  # the feature plot: the most frequent counters

Row = Mapping[str, Any]


@dataclass(frozen=True)
class Test:
    """One comparison of the report's family of tests."""

    what: str  # e.g. "mean length: A vs B"
    left: str  # each side's value, as shown
    right: str
    statistic: str  # "z = 2.31", "χ² = 9.1 (3 df)"
    p: float


def write_report(directory: Path, markdown: Path | None = None) -> Path:
    """Write the report (default ``DIR/report.md``) and its plots, in a folder named after the
    report beside it; returns the report's path. StudyError if DIR holds no finished study."""
    summary, rows, run = _read(directory)
    markdown = markdown or directory / "report.md"
    plots = markdown.with_suffix("")
    plots.mkdir(parents=True, exist_ok=True)
    cells = summary["cells"]
    by_cell = [[row for row in rows if row["cell_index"] == i] for i in range(len(cells))]
    figures = _plots(summary, by_cell, rows, plots)
    link = {name: f"{plots.name}/{file}" for name, file in figures.items()}
    tests = _tests(summary, by_cell)
    text = "\n".join(_document(summary, by_cell, run, link, tests)) + "\n"
    markdown.write_text(text + _by_hand(markdown), encoding="utf-8")
    return markdown


HAND = "<!-- Written by hand: hyperspace study report keeps what follows. -->"


def _by_hand(markdown: Path) -> str:
    """What a person wrote below the HAND line of an earlier report at the same path (the
    shipped studies' answers), to keep it when the report is written again."""
    if not markdown.exists():
        return ""
    _, mark, after = markdown.read_text(encoding="utf-8").partition(HAND)
    return f"\n{mark}{after}" if mark else ""


def _read(directory: Path) -> tuple[dict[str, Any], list[dict[str, Any]], dict[str, Any]]:
    import pyarrow.parquet as pq

    missing = [name for name in (GAMES_FILE, SUMMARY_FILE) if not (directory / name).exists()]
    if missing:
        raise StudyError(
            f"{directory}: no {missing[0]} (is it a finished study's --out "
            "directory? an interrupted one finishes with --resume)."
        )
    summary = json.loads((directory / SUMMARY_FILE).read_text(encoding="utf-8"))
    rows = pq.read_table(directory / GAMES_FILE).to_pylist()
    run_path = directory / RUN_FILE
    run = json.loads(run_path.read_text(encoding="utf-8")) if run_path.exists() else {}
    return summary, rows, run


# -- the tests -------------------------------------------------------------------------------


def _tests(summary: Mapping[str, Any], by_cell: Sequence[Sequence[Row]]) -> list[Test]:
    """The family: within each cell, equal win rates by seat (chi-square); between each two
    cells (that agree on the settings of [report] compare_within; one of them the [report]
    baseline, if it names one), mean length and each
    feature's mean per game (Welch), shared wins, capped games and each bot kind's win rate
    (two proportions)."""
    cells = summary["cells"]
    tests = [_seats_test(cell) for cell in cells if len(cell["seats"]) > 1]
    features = _features(summary)
    kinds = sorted({kind for cell in cells for kind in cell["by_bot"]})
    within = summary["study"].get("compare_within") or []
    baseline = summary["study"].get("baseline")
    for (a, rows_a), (b, rows_b) in itertools.combinations(zip(cells, by_cell, strict=True), 2):
        if any(a["settings"].get(name) != b["settings"].get(name) for name in within):
            continue  # the study file's [report] compare_within
        if baseline and baseline not in (a["key"], b["key"]):
            continue  # [report] baseline
        pair = f"{a['key']} vs {b['key']}"
        tests.append(_means(f"mean length: {pair}", rows_a, rows_b, lambda r: r["length"]))
        for name in features:
            column = "feature_" + name
            tests.append(_means(f"{name} per game: {pair}", rows_a, rows_b, _counter(column)))
        if a["shared_wins"] or b["shared_wins"]:
            tests.append(
                _shares(
                    f"shared wins: {pair}",
                    a["shared_wins"],
                    a["games"],
                    b["shared_wins"],
                    b["games"],
                )
            )
        if a["capped"] or b["capped"]:
            tests.append(
                _shares(f"capped games: {pair}", a["capped"], a["games"], b["capped"], b["games"])
            )
        if summary["study"].get("compare_powers"):
            for power in sorted(set(a.get("by_power", {})) & set(b.get("by_power", {}))):
                left, right = a["by_power"][power], b["by_power"][power]
                tests.append(
                    _shares(
                        f"{power}'s win rate: {pair}",
                        left["wins"],
                        left["seats"],
                        right["wins"],
                        right["seats"],
                    )
                )
        for kind in kinds if len(kinds) > 1 else ():
            left, right = a["by_bot"].get(kind), b["by_bot"].get(kind)
            if left and right:
                tests.append(
                    _shares(
                        f"{kind} bots' win rate: {pair}",
                        left["wins"],
                        left["seats"],
                        right["wins"],
                        right["seats"],
                    )
                )
    if summary["study"].get("compare_cards"):
        tests += _card_tests([row for rows in by_cell for row in rows])
    return tests


def _card_tests(rows: Sequence[Row]) -> list[Test]:
    """Each S- and U-card, in each way chance alone chose its holders (hyperspace.study.cards):
    the holders against the other seats."""
    return [
        _shares(
            f"{split.label} held ({way.name}) vs not",
            split.held_wins,
            split.held_seats,
            split.other_wins,
            split.other_seats,
        )
        for way in cards.WAYS
        if way.tested
        for split in way.split(rows).values()
        if split.held_seats and split.other_seats
    ]


def _counter(column: str) -> Callable[[Row], float]:
    return lambda row: row.get(column, 0)  # a feature no game of the study reported: 0


def _seats_test(cell: Mapping[str, Any]) -> Test:
    wins = [seat["wins"] for seat in cell["seats"]]
    statistic, p = chi_square_equal(wins)
    shown = ", ".join(f"{w:g}" for w in wins)
    return Test(
        f"equal win rates by seat in {cell['key']}",
        f"wins by seat {shown}",
        "equal",
        f"χ² = {statistic:.2f} ({len(wins) - 1} df)",
        p,
    )


def _means(what: str, a: Sequence[Row], b: Sequence[Row], value: Callable[[Row], float]) -> Test:
    left, right = [value(r) for r in a], [value(r) for r in b]
    z, p = welch(left, right)
    return Test(
        what, f"{sum(left) / len(left):.3g}", f"{sum(right) / len(right):.3g}", f"z = {z:.2f}", p
    )


def _shares(what: str, x1: float, n1: int, x2: float, n2: int) -> Test:
    z, p = two_proportions(x1, n1, x2, n2)
    return Test(what, f"{x1 / n1:.3f}", f"{x2 / n2:.3f}", f"z = {z:.2f}", p)


def _features(summary: Mapping[str, Any]) -> list[str]:
    """The feature counters the study file's [report] names, or else the most frequent (of
    those that occurred at all)."""
    named = summary["study"].get("features")
    if named:
        return list(named)
    cells = summary["cells"]
    totals: dict[str, float] = {}
    for cell in cells:
        for name, count in cell["features"].items():
            totals[name] = totals.get(name, 0) + count["total"]
    ranked = sorted((name for name in totals if totals[name] > 0), key=lambda n: -totals[n])
    return sorted(ranked[:FEATURES_SHOWN])


# -- the plots -------------------------------------------------------------------------------


def _plots(
    summary: Mapping[str, Any], by_cell: Sequence[Sequence[Row]], rows: Sequence[Row], to: Path
) -> dict[str, str]:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    cells = summary["cells"]
    keys = [cell["key"] for cell in cells]
    figures: dict[str, str] = {}

    def save(name: str, figure: Any) -> None:
        figure.tight_layout()
        figure.savefig(to / f"{name}.png", dpi=90, metadata={"Software": None})
        plt.close(figure)
        figures[name] = f"{name}.png"

    height = 1.2 + 0.45 * len(keys)
    figure, axes = plt.subplots(figsize=(8, height))
    axes.boxplot([[r["length"] for r in rows] for rows in by_cell], orientation="horizontal")
    axes.set_yticks(range(1, len(keys) + 1), keys)
    axes.invert_yaxis()
    axes.set_xlabel(f"game length ({summary['length_unit']})")
    axes.set_title("Game length by cell")
    save("lengths", figure)

    figure, axes = plt.subplots(figsize=(8, height + 0.4))
    seats = max(len(cell["seats"]) for cell in cells)
    for seat in range(seats):
        points = [
            (i, cell["seats"][seat]) for i, cell in enumerate(cells) if seat < len(cell["seats"])
        ]
        _interval_plot(
            axes,
            [i + (seat - (seats - 1) / 2) * 0.12 for i, _ in points],
            [entry for _, entry in points],
            f"seat {seat + 1}",
        )
    axes.set_yticks(range(len(keys)), keys)
    axes.invert_yaxis()
    axes.set_xlabel("win rate (Wilson 95 % interval)")
    axes.set_title("Win rate by seat, per cell")
    axes.legend(fontsize="small", loc="upper left", bbox_to_anchor=(1.01, 1))
    save("seats", figure)

    kinds = sorted({kind for cell in cells for kind in cell["by_bot"]})
    if len(kinds) > 1:
        figure, axes = plt.subplots(figsize=(8, height))
        for n, kind in enumerate(kinds):
            points = [
                (i, cell["by_bot"][kind]) for i, cell in enumerate(cells) if kind in cell["by_bot"]
            ]
            _interval_plot(
                axes,
                [i + (n - (len(kinds) - 1) / 2) * 0.15 for i, _ in points],
                [entry for _, entry in points],
                kind,
            )
        axes.set_yticks(range(len(keys)), keys)
        axes.invert_yaxis()
        axes.set_xlabel("win rate per seat played (Wilson 95 % interval)")
        axes.set_title("Win rate by bot kind, per cell")
        axes.legend(fontsize="small", loc="upper left", bbox_to_anchor=(1.01, 1))
        save("bots", figure)

    powers = _pooled_powers(rows)
    if powers:
        shown = sorted(powers.items(), key=lambda item: -item[1]["seats"])[:POWERS_SHOWN]
        shown.sort(key=lambda item: item[1]["win_rate"])
        figure, axes = plt.subplots(figsize=(8, 1.2 + 0.22 * len(shown)))
        _interval_plot(axes, list(range(len(shown))), [entry for _, entry in shown], None)
        axes.set_yticks(range(len(shown)), [name for name, _ in shown], fontsize="small")
        axes.axvline(sum(1 / r["players"] for r in rows) / len(rows), color="grey", lw=0.8)
        axes.set_xlabel("win rate per game played (Wilson 95 % interval; line: an even share)")
        axes.set_title("Win rate by power, all cells together")
        save("powers", figure)

    if summary["study"].get("compare_powers"):
        save("powers_by_cell", _powers_by_cell(plt, cells))

    if summary["study"].get("compare_cards"):
        save("cards", _cards_plot(plt, rows))

    features = _features(summary)
    if features:
        figure, axes = plt.subplots(figsize=(8, 1.5 + 0.3 * len(features) * max(1, len(keys) / 3)))
        width = 0.8 / len(keys)
        for i, cell in enumerate(cells):
            means = [cell["features"].get(name, {"per_game": 0})["per_game"] for name in features]
            axes.barh(
                [f + i * width for f in range(len(features))], means, width, label=cell["key"]
            )
        axes.set_yticks([f + 0.4 - width / 2 for f in range(len(features))], features)
        axes.invert_yaxis()
        axes.set_xlabel("mean per game")
        axes.set_title("Feature counts by cell")
        axes.legend(fontsize="x-small")
        save("features", figure)
    return figures


def _powers_by_cell(plt: Any, cells: Sequence[Mapping[str, Any]]) -> Any:
    """Each power's win rate in each cell, side by side."""
    powers = sorted({power for cell in cells for power in cell.get("by_power", {})})
    figure, axes = plt.subplots(figsize=(8, 1.2 + 0.3 * len(powers) * max(1, len(cells) / 2)))
    for n, cell in enumerate(cells):
        shown = [(i, cell["by_power"][p]) for i, p in enumerate(powers) if p in cell["by_power"]]
        offset = (n - (len(cells) - 1) / 2) * 0.8 / len(cells)
        _interval_plot(axes, [i + offset for i, _ in shown], [e for _, e in shown], cell["key"])
    axes.set_yticks(range(len(powers)), powers)
    axes.invert_yaxis()
    axes.set_xlabel("win rate per game played (Wilson 95 % interval)")
    axes.set_title("Win rate by power, per cell")
    axes.legend(fontsize="small", loc="upper left", bbox_to_anchor=(1.01, 1))
    return figure


def _cards_plot(plt: Any, rows: Sequence[Row]) -> Any:
    """Each card's holders and other seats, one panel per way of splitting them."""
    figure, panels = plt.subplots(1, len(cards.WAYS), figsize=(10, 7.5), sharex=True, sharey=True)
    ys = list(range(len(cards.LABELS)))
    for axes, way in zip(panels, cards.WAYS, strict=True):
        splits = way.split(rows).values()
        held = [rate(s.held_wins, s.held_seats) for s in splits]
        other = [rate(s.other_wins, s.other_seats) for s in splits]
        _interval_plot(axes, [y - 0.15 for y in ys], held, "held")
        _interval_plot(axes, [y + 0.15 for y in ys], other, "not held")
        axes.set_title(way.name + ("" if way.tested else " (untested)"), fontsize="medium")
        axes.set_xlabel("win rate (Wilson 95 %)")
    panels[0].set_yticks(ys, cards.LABELS, fontsize="small")
    panels[0].invert_yaxis()
    panels[-1].legend(fontsize="small", loc="lower right")
    figure.suptitle("Win rate of the seats that held each card, and of the others")
    return figure


def _interval_plot(
    axes: Any, ys: Sequence[float], entries: Sequence[Mapping[str, Any]], label: str | None
) -> None:
    rates = [entry["win_rate"] for entry in entries]
    # the intervals' ends are rounded (sim.stats.DIGITS): never let one cross its rate
    low = [max(0.0, r - e["ci95"][0]) for r, e in zip(rates, entries, strict=True)]
    high = [max(0.0, e["ci95"][1] - r) for r, e in zip(rates, entries, strict=True)]
    axes.errorbar(rates, ys, xerr=[low, high], fmt="o", capsize=3, markersize=4, label=label)


def _pooled_powers(rows: Sequence[Row]) -> dict[str, dict[str, Any]]:
    seats: dict[str, int] = {}
    wins: dict[str, float] = {}
    for row in rows:
        for power, share in zip(row.get("powers") or [], row["win_share"], strict=False):
            if power is None:  # a game without powers
                continue
            seats[power] = seats.get(power, 0) + 1
            wins[power] = wins.get(power, 0.0) + share
    result = {}
    for power, count in seats.items():
        low, high = wilson(wins[power], count)
        result[power] = {"seats": count, "win_rate": wins[power] / count, "ci95": [low, high]}
    return result


# -- the Markdown ----------------------------------------------------------------------------


def _document(
    summary: Mapping[str, Any],
    by_cell: Sequence[Sequence[Row]],
    run: Mapping[str, Any],
    link: Mapping[str, str],
    tests: Sequence[Test],
) -> list[str]:
    study = summary["study"]
    cells = summary["cells"]
    unit = summary["length_unit"]
    total = sum(cell["games"] for cell in cells)
    lines = [f"# {study['title'] or study['name']}", ""]
    if study["question"]:
        lines += [f"**Question.** {study['question']}", ""]
    source = run.get("file") or f"{study['name']}.toml"
    lines += [
        f"{total} games of {study['game']}: {len(cells)} {_cells(len(cells))} of "
        f"{study['games_per_cell']} "
        f"games, study seed {study['seed']}. Reproduce with `hyperspace study {source} --out "
        "DIR` and `hyperspace study report DIR`; the rows are in `DIR/games.parquet` "
        "(docs/study.md).",
        "",
        "## Cells",
        "",
        f"| cell | bots | games | {unit} per game: mean (sd) | capped | shared wins |",
        "| --- | --- | ---: | ---: | ---: | ---: |",
    ]
    for cell, rows in zip(cells, by_cell, strict=True):
        kinds = ", ".join(dict.fromkeys(kind for row in rows for kind in row["bots"]))
        length = cell["length"]
        lines.append(
            f"| {cell['key']} | {kinds} | {cell['games']} | {length['mean']:.1f} "
            f"({length['std']:.1f}) | {cell['capped']} | {cell['shared_wins']} |"
        )
    lines += ["", "## Game length", "", f"![Game length by cell]({link['lengths']})", ""]
    lines += [
        "## Win rates",
        "",
        "By seat (a shared win counts 1/k for each of its k winners):",
        "",
        f"![Win rate by seat]({link['seats']})",
        "",
    ]
    lines += _seat_table(cells)
    if "bots" in link:
        lines += ["", f"![Win rate by bot kind]({link['bots']})"]
    if "powers_by_cell" in link:
        lines += ["", f"![Win rate by power, per cell]({link['powers_by_cell']})", ""]
        lines += _power_table(cells)
    if "powers" in link:
        lines += [
            "",
            f"By power, all cells together (the most often dealt {POWERS_SHOWN} powers at most):",
            "",
            f"![Win rate by power]({link['powers']})",
        ]
    if "cards" in link:
        lines += ["", *_cards_section(rows_of(by_cell), link["cards"])]
    if "features" in link:
        lines += ["", "## Feature counts", "", f"![Feature counts]({link['features']})", ""]
        lines += _feature_table(cells, _features(summary))
    lines += ["", *_tests_section(summary, tests)]
    return lines


def rows_of(by_cell: Sequence[Sequence[Row]]) -> list[Row]:
    return [row for rows in by_cell for row in rows]


def _cards_section(rows: Sequence[Row], plot: str) -> list[str]:
    from hyperspace.nuclear.specials import CARDS

    lines = [
        "## Cards held",
        "",
        "Each special and ULTIMATE card, all cells together: the win rate of the seats that "
        "held it and of the others, split three ways. **First deal**: S-cards, the seats dealt "
        "it at the first special deal against the other seats dealt there; U-cards, the owner "
        "of the first ULTIMATE card to enter a game in which every player was still in, against "
        "the other players of those games. **Before the first elimination**: every seat, "
        "holding the card if it first held it in a round before any player was out (until then "
        "every player is dealt alike; valid while nobody gives S-cards away). Chance alone "
        "chose the holders of these two, and both are tested. **At any moment**: every seat, "
        "holding the card if it ever had it; a seat that lives longer is dealt more cards, so "
        "this split goes with survival and is shown, not tested.",
        "",
        f"![Win rate by card held]({plot})",
    ]
    splits = [way.split(rows) for way in cards.WAYS]
    heads = " | ".join(f"{way.name}: held | not held | difference" for way in cards.WAYS)
    lines += ["", f"| card | {heads} |", "| --- |" + " ---: |" * (3 * len(cards.WAYS))]
    for label in cards.LABELS:
        shown = [_held_vs_not(split[label]) for split in splits]
        lines.append(f"| {label} {CARDS[label].name} | " + " | ".join(shown) + " |")
    return lines


def _held_vs_not(split: cards.Split) -> str:
    """Three cells of the card table: the holders, the others, the difference of win rates."""
    held, other = (split.held_wins, split.held_seats), (split.other_wins, split.other_seats)
    difference = f"{held[0] / held[1] - other[0] / other[1]:+.3f}" if held[1] and other[1] else ""
    return f"{_rate(*held)} | {_rate(*other)} | {difference}"


def _cards_tested(summary: Mapping[str, Any]) -> str:
    if not summary["study"].get("compare_cards"):
        return ""
    return (
        "With all cells together, two-proportion z-tests of each card's holders against the "
        "other seats, at the first deal and before the first elimination (section Cards "
        "held). "
    )


def _rate(wins: float, seats: int) -> str:
    """A win rate with its Wilson interval and the number of seats."""
    if not seats:
        return "(0)"
    low, high = wilson(wins, seats)
    return f"{wins / seats:.3f} [{low:.3f}, {high:.3f}] ({seats})"


def _cells(count: int) -> str:
    return "cell" if count == 1 else "cells"


def _pairs(summary: Mapping[str, Any]) -> str:
    """Which cells the report compares, in words."""
    study = summary["study"]
    words = "each two cells"
    if study.get("baseline"):
        words = f"each cell and the baseline {study['baseline']}"
    if study.get("compare_within"):
        words += f" with the same {', '.join(study['compare_within'])}"
    return words


def _seat_table(cells: Sequence[Mapping[str, Any]]) -> list[str]:
    seats = max(len(cell["seats"]) for cell in cells)
    head = " | ".join(f"seat {s + 1}" for s in range(seats))
    lines = [f"| cell | {head} |", "| --- |" + " ---: |" * seats]
    for cell in cells:
        shown = [
            f"{e['win_rate']:.3f} [{e['ci95'][0]:.3f}, {e['ci95'][1]:.3f}]" for e in cell["seats"]
        ]
        shown += [""] * (seats - len(shown))
        lines.append(f"| {cell['key']} | {' | '.join(shown)} |")
    return lines


def _power_table(cells: Sequence[Mapping[str, Any]]) -> list[str]:
    powers = sorted({power for cell in cells for power in cell.get("by_power", {})})
    lines = [
        "| power | " + " | ".join(cell["key"] for cell in cells) + " |",
        "| --- |" + " ---: |" * len(cells),
    ]
    for power in powers:
        shown = []
        for cell in cells:
            e = cell.get("by_power", {}).get(power)
            shown.append(
                f"{e['win_rate']:.3f} [{e['ci95'][0]:.3f}, {e['ci95'][1]:.3f}] ({e['seats']})"
                if e
                else ""
            )
        lines.append(f"| {power} | " + " | ".join(shown) + " |")
    return lines


def _feature_table(cells: Sequence[Mapping[str, Any]], features: Sequence[str]) -> list[str]:
    lines = [
        "Mean per game:",
        "",
        "| cell | " + " | ".join(features) + " |",
        "| --- |" + " ---: |" * len(features),
    ]
    for cell in cells:
        means = [cell["features"].get(name, {"per_game": 0})["per_game"] for name in features]
        lines.append(f"| {cell['key']} | " + " | ".join(f"{m:.3g}" for m in means) + " |")
    return lines


def _tests_section(summary: Mapping[str, Any], tests: Sequence[Test]) -> list[str]:
    shares = ["the games with a shared win", "the capped games", "each bot kind's win rate"]
    if summary["study"].get("compare_powers"):
        shares.append("each power's win rate")
    proportions = ", of ".join(shares[:-1]) + " and of " + shares[-1]
    adjusted = holm([test.p for test in tests])
    supported = [(t, q) for t, q in zip(tests, adjusted, strict=True) if q < ALPHA]
    lines = [
        "## Differences the data support",
        "",
        f"{len(tests)} tests: within each cell, a chi-square goodness-of-fit test of equal win "
        f"rates by seat; between {_pairs(summary)}, Welch's test of the mean game length and "
        "of each of the feature counts shown above, per game (normal approximation), "
        f"and two-proportion z-tests of {proportions}. "
        f"{_cards_tested(summary)}"
        f"A difference is supported when its p-value, adjusted by Holm's method for the number "
        f"of tests, is below {ALPHA}.",
        "",
    ]
    if not supported:
        return [*lines, "None of the differences is statistically supported."]
    lines += [
        f"{len(supported)} of {len(tests)} supported:",
        "",
        "| comparison | first | second | statistic | p | Holm p |",
        "| --- | ---: | ---: | ---: | ---: | ---: |",
    ]
    for test, q in sorted(supported, key=lambda item: item[1]):
        lines.append(
            f"| {test.what} | {test.left} | {test.right} | {test.statistic} | "
            f"{test.p:.2g} | {q:.2g} |"
        )
    return lines
