"""The report's statistics against reference values (computed with scipy 1.17: chi2.sf,
chisquare, ttest_ind's statistic; statsmodels' multipletests(method="holm") gives the same
adjusted p-values)."""

from __future__ import annotations

import pytest

from hyperspace.study.stats import (
    chi_square_equal,
    chi_square_sf,
    holm,
    normal_two_sided,
    two_proportions,
    welch,
)


def test_normal_tail() -> None:
    assert normal_two_sided(1.959963984540054) == pytest.approx(0.05, rel=1e-12)
    assert normal_two_sided(-1.96) == pytest.approx(0.04999579029644087, rel=1e-12)


@pytest.mark.parametrize(
    ("x", "df", "p"),
    [
        (7.815, 3, 0.049993902974883875),
        (3.2, 5, 0.6691829020332432),
        (25.0, 4, 5.0309817823062075e-05),
        (0.5, 1, 0.47950012218695337),
        (60.0, 10, 3.6243009520614924e-09),
    ],
)
def test_chi_square_tail(x: float, df: int, p: float) -> None:
    assert chi_square_sf(x, df) == pytest.approx(p, rel=1e-10)


def test_chi_square_goodness_of_fit() -> None:
    assert chi_square_equal([30, 20, 25, 25]) == pytest.approx((2.0, 0.5724067044708798))
    assert chi_square_equal([0, 0]) == (0.0, 1.0)


def test_two_proportions() -> None:
    # 45/100 against 30/100: z = 0.15 / sqrt(0.375 * 0.625 * 0.02)
    z, p = two_proportions(45, 100, 30, 100)
    assert z == pytest.approx(2.1908902300206647)
    assert p == pytest.approx(0.02845973691631057)
    assert two_proportions(0, 50, 0, 60) == (0.0, 1.0)


def test_welch_statistic() -> None:
    z, p = welch([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [3, 5, 7, 9, 11, 13])
    assert z == pytest.approx(-1.386750490563073)  # scipy's Welch t statistic
    assert p == pytest.approx(normal_two_sided(1.386750490563073))  # read off the normal
    assert welch([2, 2], [2, 2]) == (0.0, 1.0)


def test_holm() -> None:
    assert holm([0.01, 0.04, 0.03, 0.005]) == pytest.approx([0.03, 0.06, 0.06, 0.02])
    assert holm([0.5, 0.9]) == [1.0, 1.0]
    assert holm([]) == []
