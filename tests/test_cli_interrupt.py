"""Interrupting an edit in place never damages the user's file: SIGINT
(Ctrl-C) and SIGKILL at many moments of every in-place write of a large
container - before the write, at each fraction of the temporary file, after
the rename - leave the file either exactly as it was or exactly as the edit
makes it. Ctrl-C leaves no temporary file; the one a SIGKILL leaves is named
after the file and removed by the next write of it."""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time

import pytest

import dxfuzz
from dxfuzz import digest, edit, output, part_table
from dxfuzz.commands import INTERRUPTED, OK

from conftest import corpus_bytes

#: The edits in place: command line after the file, and what it makes of the data.
EDITS = {
    "strip": (["RDEF"], lambda data, _: edit.strip(data, ["RDEF"])),
    "replace": (["SHEX", "@payload"], lambda data, payload: edit.replace(data, "SHEX", payload)),
    "digest --fix": (None, lambda data, _: digest.with_digest(data, "recompute")),
}
#: Moments inside the write of the temporary file, as fractions of its size.
FRACTIONS = (0.0, 0.2, 0.45, 0.7, 0.95)


@pytest.fixture(scope="module")
def large():
    """A 24 MiB container: a real FXC shader and a large PRIV part."""
    parts = part_table.read_parts(corpus_bytes("dxdecompiler/EarlyDepthStencil__v61d2a5f4.dxbc"))
    blob = random.Random(7).randbytes(24 << 20)
    data = dxfuzz.build([dxfuzz.Part(f, d) for f, d in parts] + [dxfuzz.Part("PRIV", blob)])
    payload = parts[3][1] + bytes(64)
    return data, payload


def _argv(command, path, payload_path):
    extra, _ = EDITS[command]
    if extra is None:
        return ["digest", "--fix", path]
    return [command, path] + [payload_path if a == "@payload" else a for a in extra]


def _temps(folder):
    return [n for n in os.listdir(folder) if n.endswith(output.TMP_SUFFIX)]


def _wait_until_reading(proc, path):
    """Wait until ``proc`` has the input open (it is past its start-up)."""
    fds = f"/proc/{proc.pid}/fd"
    if not os.path.isdir(fds):
        time.sleep(0.3)
        return
    deadline = time.monotonic() + 30
    while proc.poll() is None and time.monotonic() < deadline:
        try:
            if any(os.readlink(os.path.join(fds, fd)) == str(path) for fd in os.listdir(fds)):
                return
        except OSError:  # an fd closed while looking
            continue


def _writing(pid, folder):
    """Bytes written so far to a file in ``folder`` that ``pid`` has open for
    writing (whatever its name: the temporary file, or the file itself), or
    None if it has none open."""
    fds = f"/proc/{pid}/fd"
    try:
        names = os.listdir(fds)
    except OSError:
        return None
    for fd in names:
        try:
            target = os.readlink(os.path.join(fds, fd))
            with open(f"/proc/{pid}/fdinfo/{fd}") as f:
                info = dict(line.split(":", 1) for line in f if ":" in line)
        except OSError:
            continue
        if os.path.dirname(target) == str(folder) and int(info["flags"], 8) & os.O_ACCMODE:
            return int(info["pos"])
    return None


def _interrupt(proc, path, moment, size, sig, before):
    """Send ``sig`` to ``proc`` at ``moment``: ``"start"`` (reading the
    input), a fraction of the output written, or ``"renamed"`` (once the
    file at ``path`` is no longer the one there before the command, of
    identity ``before``: the rename has happened)."""
    folder = os.path.dirname(path)
    deadline = time.monotonic() + 60
    while moment != "start" and proc.poll() is None and time.monotonic() < deadline:
        if moment == "renamed":
            st = os.stat(path)
            if (st.st_dev, st.st_ino) != before:
                break
            continue
        written = _writing(proc.pid, folder)
        if written is not None and written >= moment * size:
            break
    if proc.poll() is None:
        proc.send_signal(sig)
    proc.wait(timeout=60)


@pytest.mark.parametrize("command", sorted(EDITS))
def test_interrupted_edits_leave_the_old_file_or_the_new_one(command, large, tmp_path):
    if not os.path.isdir(f"/proc/{os.getpid()}/fdinfo"):
        pytest.skip("needs /proc/PID/fdinfo to see how much a process has written")
    data, payload = large
    if command == "digest --fix":
        data = digest.with_digest(data, bytes(16))  # unsigned: something to fix
    expected = EDITS[command][1](data, payload)
    assert expected != data
    payload_path = tmp_path / "payload.bin"
    payload_path.write_bytes(payload)
    folder = tmp_path / "work"
    folder.mkdir()
    path = folder / "big shader.dxbc"
    outcomes = {"old": 0, "new": 0}
    for sig in (signal.SIGINT, signal.SIGKILL):
        for moment in ("start", *FRACTIONS, "renamed"):
            path.write_bytes(data)
            before = (os.stat(path).st_dev, os.stat(path).st_ino)
            proc = subprocess.Popen([sys.executable, "-m", "dxfuzz",
                                     *map(str, _argv(command, path, payload_path))],
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            if moment == "start":
                _wait_until_reading(proc, path)
            _interrupt(proc, str(path), moment, len(expected), sig, before)
            err = proc.stderr.read().decode()
            proc.stdout.close()
            proc.stderr.close()
            now = path.read_bytes() if path.exists() else None
            assert now in (data, expected), (command, sig, moment, len(now))
            outcomes["old" if now == data else "new"] += 1
            assert "Traceback" not in err, err
            if sig == signal.SIGINT:
                assert proc.returncode in (OK, INTERRUPTED), (moment, proc.returncode, err)
                assert _temps(folder) == [], (moment, err)
            else:
                assert all(n.startswith("big shader.dxbc.") for n in _temps(folder))
    # a run to the end removes what the killed ones left
    path.write_bytes(data)
    proc = subprocess.run([sys.executable, "-m", "dxfuzz",
                           *map(str, _argv(command, path, payload_path))],
                          capture_output=True, timeout=120)
    assert proc.returncode == OK and path.read_bytes() == expected
    assert _temps(folder) == []
    # the moments did land on both sides of the rename
    assert outcomes["old"] >= 4 and outcomes["new"] >= 1, outcomes


def test_a_signal_after_the_command_is_done_leaves_its_status(tmp_path):
    """Once the command has run, the process ends with its status: a SIGINT
    or SIGTERM that comes while it shuts down changes nothing (the
    interpreter puts the default actions back as it ends, and a signal
    then would end the process by that signal instead)."""
    path = tmp_path / "shader.dxbc"
    path.write_bytes(dxfuzz.build([dxfuzz.Part("SFI0", bytes(8))]))
    script = ("import os, signal, sys\n"
              "from dxfuzz.cli import main\n"
              f"sys.argv = ['dxfuzz', 'info', {str(path)!r}]\n"
              "status = main()\n"
              "os.kill(os.getpid(), signal.SIG{0})  # the command is done\n"
              "sys.exit(status)\n")
    for sig in ("INT", "TERM"):
        proc = subprocess.run([sys.executable, "-c", script.format(sig)], capture_output=True,
                              text=True, timeout=60)
        assert proc.returncode == OK and "Traceback" not in proc.stderr, (sig, proc.stderr)
        assert "SFI0" in proc.stdout
