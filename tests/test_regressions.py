"""Replay every kept breach (tests/regressions/<target>--<what>.bin) through
its target's body: each must now decode or raise ParseError. A file whose
breach is still open fails here until its spec or writer is fixed."""
from __future__ import annotations

import os
import traceback

import pytest

from dxfuzz.fuzz import bodies, crash_key, targets

FOLDER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "regressions")
FILES = sorted(n for n in os.listdir(FOLDER) if n.endswith(".bin")) if os.path.isdir(FOLDER) else []


def target_of(name: str) -> str:
    return name.split("--", 1)[0]


@pytest.mark.parametrize("name", FILES)
def test_regression(name):
    with open(os.path.join(FOLDER, name), "rb") as f:
        data = f.read()
    exc = bodies.breach(target_of(name), data)
    if exc is not None:
        tb = "".join(traceback.format_exception(exc)[-6:])
        pytest.fail(f"{name} still breaks the contract: {crash_key(exc)}\n{tb}", pytrace=False)


def test_regression_files_name_a_target():
    known = set(targets.names()) | set(targets.HIDDEN_TARGETS)
    bad = [n for n in FILES if target_of(n) not in known or "--" not in n]
    assert not bad, f"regression files must be named <target>--<what>.bin: {bad}"


def test_replay_finds_a_planted_breach(tmp_path):
    """The replay machinery itself: the planted bug of the selftest target is
    reported, minimized and kept under its name."""
    from dxfuzz.fuzz import save_regression
    from dxfuzz import build, Part
    data = build([Part("SFI0", bytes(8)), Part("PRIV", b"x" * 40)])
    assert bodies.breach("selftest", data) is not None
    path = save_regression("selftest", data, str(tmp_path), seconds=10)
    assert os.path.basename(path).startswith("selftest--IndexError-in-bodies-selftest")
    with open(path, "rb") as f:
        kept = f.read()
    assert kept == b"DXBC"  # minimized to what the planted bug needs
