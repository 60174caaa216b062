"""The tests a study report states: two-proportion z-tests, Welch's test of two means (normal
approximation: a study's cells hold hundreds of games), a chi-square goodness-of-fit test of
equal seat win rates, and Holm's correction for the number of tests. Standard library only;
tests/study/test_stats.py checks them against published values."""

from __future__ import annotations

import math
from collections.abc import Sequence


def normal_two_sided(z: float) -> float:
    """P(|Z| >= |z|) for a standard normal Z."""
    return math.erfc(abs(z) / math.sqrt(2))


def two_proportions(x1: float, n1: int, x2: float, n2: int) -> tuple[float, float]:
    """The pooled two-proportion z-test of x1/n1 against x2/n2: (z, two-sided p)."""
    pooled = (x1 + x2) / (n1 + n2)
    variance = pooled * (1 - pooled) * (1 / n1 + 1 / n2)
    if variance <= 0:
        return (0.0, 1.0)  # both proportions 0 (or both 1): no difference to see
    z = (x1 / n1 - x2 / n2) / math.sqrt(variance)
    return (z, normal_two_sided(z))


def welch(a: Sequence[float], b: Sequence[float]) -> tuple[float, float]:
    """Welch's test of equal means, with the normal distribution for the statistic (fine for
    the hundreds of games of a cell): (z, two-sided p)."""
    variance = _variance(a) / len(a) + _variance(b) / len(b)
    if variance <= 0:
        return (0.0, 1.0) if _mean(a) == _mean(b) else (math.inf, 0.0)
    z = (_mean(a) - _mean(b)) / math.sqrt(variance)
    return (z, normal_two_sided(z))


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values)


def _variance(values: Sequence[float]) -> float:
    if len(values) < 2:
        return 0.0
    mean = _mean(values)
    return sum((v - mean) ** 2 for v in values) / (len(values) - 1)


def chi_square_equal(counts: Sequence[float]) -> tuple[float, float]:
    """Chi-square goodness of fit of ``counts`` to equal shares: (statistic, p) with
    len(counts) - 1 degrees of freedom."""
    total = sum(counts)
    if total <= 0 or len(counts) < 2:
        return (0.0, 1.0)
    expected = total / len(counts)
    statistic = sum((c - expected) ** 2 / expected for c in counts)
    return (statistic, chi_square_sf(statistic, len(counts) - 1))


def chi_square_sf(x: float, df: int) -> float:
    """P(X >= x) for X chi-square with ``df`` degrees of freedom: the regularized upper
    incomplete gamma function Q(df/2, x/2)."""
    if x <= 0:
        return 1.0
    return _gamma_q(df / 2, x / 2)


def _gamma_q(a: float, x: float) -> float:
    """Q(a, x) by its series below a + 1 and its continued fraction above (Numerical Recipes,
    6.2), to about 1e-14."""
    log_front = a * math.log(x) - x - math.lgamma(a)
    if x < a + 1:
        term = total = 1 / a
        n = a
        while abs(term) > abs(total) * 1e-15:
            n += 1
            term *= x / n
            total += term
        return max(0.0, 1 - total * math.exp(log_front))
    tiny = 1e-300
    b = x + 1 - a
    c = 1 / tiny
    d = 1 / b
    h = d
    for i in range(1, 1000):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1 / d
        delta = d * c
        h *= delta
        if abs(delta - 1) < 1e-15:
            break
    return math.exp(log_front) * h


def holm(p_values: Sequence[float]) -> list[float]:
    """Holm's step-down adjusted p-values (in the order given): a difference is supported at
    level alpha when its adjusted p is below alpha, whatever the number of tests."""
    order = sorted(range(len(p_values)), key=lambda i: p_values[i])
    adjusted = [1.0] * len(p_values)
    running = 0.0
    for rank, index in enumerate(order):
        running = max(running, min(1.0, (len(p_values) - rank) * p_values[index]))
        adjusted[index] = running
    return adjusted
