"""Writing the user's files without ever damaging one: every write goes to a
temporary file beside the target and is renamed over it, with the checks a careful Unix tool makes.

What a write does (:func:`write_file`):

* the new bytes go to ``NAME.PID.dxfuzz-tmp`` in the target's folder, are
  flushed to disk, then renamed over the target in one step: an interrupted
  run (Ctrl-C, SIGTERM, SIGKILL, a full disk) leaves the old file whole.
  Ctrl-C and SIGTERM remove the temporary file; after a SIGKILL it stays,
  visible and named after the file, and the next write of that file removes it;
* a symbolic link is written through: the file it points to is replaced,
  the link stays a link;
* an existing file keeps its mode, owner and group; one that cannot keep
  its owner, a read-only file, or a file with other hard links (which would
  keep the old content while this name got the new one) is refused unless
  ``force``;
* the target's folder must exist; a folder, an empty path, or any file the
  command reads (:func:`guard_inputs`: its FILEs, DATA, trees, seeds,
  listings, the same file however it is named) is refused, outside of an
  edit in place; what is not a regular file (``/dev/null``, a named pipe) is
  written as it is;
* a file on a read-only file system is refused as such (``--force`` cannot help);
* an edit in place (:class:`InPlace`) locks the file from the read to the
  write, so two dxfuzz edits of one file follow each other, and refuses to
  write when another program changed the file since it was read;
* Ctrl-C and SIGTERM are held back while the rename commits
  (:mod:`dxfuzz.interrupts`): the exit status never says undone what was done.

Every refusal or failure is a :class:`~dxfuzz.commands.CommandError` naming
the user's path, never the temporary file's.
"""
from __future__ import annotations

import errno
import fcntl
import os
import re
import stat
import sys
from collections.abc import Iterable

from . import interrupts
from .commands import CommandError, PROG, shown

#: Suffix of temporary files (``shader.cso.12345.dxfuzz-tmp``).
TMP_SUFFIX = ".dxfuzz-tmp"

#: Bytes written per call.
CHUNK = 1 << 20

#: The longest file name most file systems take, in bytes (NAME_MAX).
NAME_MAX = 255

#: The files the running command reads (named by the user), by identity:
#: nothing is written onto one of them except by an edit in place.
_INPUTS: list = []


def guard_inputs(paths: Iterable[str]) -> None:
    """Declare the files the running command reads (the CLI does, from every
    argument that names one): every later write refuses to land on one."""
    _INPUTS[:] = [p for p in paths if p and p != "-"]


def _an_input(path: str, inputs: Iterable[str]) -> str | None:
    """The input ``path`` is the same file as (through links, ``./``, an
    absolute or relative name), or None."""
    if not os.path.exists(path):
        return None
    for name in inputs:
        if name and name != "-" and os.path.exists(name) and not os.path.isdir(name) \
                and same_file(path, name):
            return name
    return None


def _reason(exc: OSError) -> str:
    if exc.errno == errno.EROFS:
        return "read-only file system"
    return exc.strerror or str(exc)


def _on_read_only_file_system(path: str) -> bool:
    try:
        return bool(os.statvfs(path).f_flag & os.ST_RDONLY)
    except (OSError, AttributeError):
        return False


def temp_name(name: str, pid: int) -> str:
    """The temporary file's name for a write of ``name`` by process ``pid``:
    ``NAME.PID.dxfuzz-tmp``, with NAME cut (and a digest of the whole name
    added) where the whole could outgrow the file system's name limit."""
    return f"{_temp_stem(name)}.{pid}{TMP_SUFFIX}"


#: The most bytes ``.PID.dxfuzz-tmp`` takes (a pid has at most 10 digits).
_TMP_TAIL = 1 + 10 + len(TMP_SUFFIX)


def _temp_stem(name: str) -> str:
    """NAME as temporary names start, the same for every pid."""
    raw = os.fsencode(name)
    if len(raw) + _TMP_TAIL <= NAME_MAX:
        return name
    import hashlib
    mark = b"~" + hashlib.sha1(raw).hexdigest()[:8].encode()
    return os.fsdecode(raw[:NAME_MAX - _TMP_TAIL - len(mark)] + mark)


def same_file(a: str, b: str) -> bool:
    """Whether two paths name the same file (links followed)."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.realpath(a) == os.path.realpath(b)


def check_target(path: str, inputs: Iterable[str] = (), what: str = "output") -> None:
    """Refuse, before any work is done, an output path that cannot or must not
    be written: empty, a folder, in a missing folder, or one of ``inputs``."""
    if path is None:
        return
    if path == "":
        raise CommandError(f"an empty {what} path (an unset variable?); give a file name", "''")
    if path == "-":
        return
    if os.path.isdir(path):
        raise CommandError(f"is a folder; the {what} is a file", path)
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        raise CommandError(f"cannot write the {what}: the folder {os.path.dirname(path) or '.'} "
                           "does not exist", path)
    given = _an_input(path, [*inputs, *_INPUTS])
    if given is not None:
        also = "" if given == path else f" ({shown(given)})"
        raise CommandError(f"is an input of this command{also}; refusing to write the {what} "
                           "onto it", path)


def check_folder(path: str, inputs: Iterable[str] = (), what: str = "output folder") -> None:
    """Refuse an output folder that is empty, a file, an input, or inside an
    input folder (a later run would read the outputs back as inputs); create
    it if it does not exist."""
    if path == "":
        raise CommandError(f"an empty {what} path (an unset variable?)", "''")
    if os.path.exists(path) and not os.path.isdir(path):
        raise CommandError(f"is a file; the {what} must be a folder", path)
    real = os.path.realpath(path)
    for name in [*inputs, *_INPUTS]:
        if not name or name == "-":
            continue
        src = os.path.realpath(name)
        if real == src or (os.path.isdir(src) and real.startswith(src.rstrip(os.sep) + os.sep)):
            raise CommandError(f"is inside the input {name}: a later run would read the outputs "
                               f"back as inputs; choose an {what} outside it", path)
    try:
        os.makedirs(path, exist_ok=True)
    except OSError as exc:
        raise CommandError(f"cannot create the {what}: {_reason(exc)}", path) from None


def _pid_alive(pid: int) -> bool:
    if pid == os.getpid():
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # another user's process
        return True
    return True


def clean_stale(folder: str, name: str) -> None:
    """Remove temporary files of ``name`` left by writes that were killed."""
    pattern = re.compile(re.escape(_temp_stem(name)) + r"\.(\d+)" + re.escape(TMP_SUFFIX) + "$")
    try:
        entries = os.listdir(folder)
    except OSError:
        return
    for entry in entries:
        m = pattern.match(entry)
        if m and not _pid_alive(int(m.group(1))):
            try:
                os.unlink(os.path.join(folder, entry))
            except OSError:
                pass


def _refusals(path: str, st: os.stat_result) -> list:
    """Why replacing the existing file ``st`` needs ``--force``."""
    if _on_read_only_file_system(os.path.dirname(path) or "."):
        raise CommandError("is on a read-only file system; it cannot be replaced "
                           "(write elsewhere with -o)", path)
    out = []
    if not st.st_mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH) or \
            not os.access(path, os.W_OK):
        out.append("is read-only")
    if st.st_nlink > 1:
        out.append(f"has {st.st_nlink - 1} other hard link{'s' if st.st_nlink > 2 else ''}, "
                   "which would keep the old content")
    return out


def write_file(path: str, data: bytes, force: bool = False, final: bool = False,
               edit: "InPlace | None" = None) -> None:
    """Replace (or create) ``path`` with ``data`` as the module doc says.

    ``final``: this write ends the command's work, so a signal from the
    commit on does not interrupt the command (:func:`interrupts.committing`).
    ``edit``: the :class:`InPlace` edit of ``path`` this write ends (the
    only way to write onto an input)."""
    if path == "-":
        if sys.stdout.isatty():
            raise CommandError(f"not writing {len(data)} binary bytes to a terminal; give a "
                               "file or a pipe", "-")
        sys.stdout.flush()
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
        return
    if edit is None:
        check_target(path)
    real = os.path.realpath(path)  # through symbolic links
    folder, name = os.path.split(real)
    try:
        old = os.stat(real)
    except FileNotFoundError:
        old = None
    except OSError as exc:
        raise CommandError(_reason(exc), path) from None
    if old is not None and not stat.S_ISREG(old.st_mode):
        _write_device(path, real, data)  # /dev/null, a pipe: nothing to replace
        return
    if old is not None:
        problems = _refusals(real, old)
        if problems and not force:
            raise CommandError(f"{' and '.join(problems)}; use --force to replace it anyway, "
                               "or write elsewhere with -o", path)
    clean_stale(folder, name)
    tmp = os.path.join(folder, temp_name(name, os.getpid()))
    try:  # from before the temporary file exists: an interruption at any point removes it
        try:
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        except OSError as exc:
            raise CommandError(f"cannot write in {os.path.dirname(path) or '.'}: "
                               f"{_reason(exc)}", path) from None
        try:
            with os.fdopen(fd, "wb") as f:
                view = memoryview(data)
                for start in range(0, len(view), CHUNK):  # an interruption lands between chunks
                    f.write(view[start:start + CHUNK])
                f.flush()
                if old is not None:
                    _keep_owner(f.fileno(), old, path, force)
                    os.fchmod(f.fileno(), stat.S_IMODE(old.st_mode))
                else:
                    umask = os.umask(0)
                    os.umask(umask)
                    os.fchmod(f.fileno(), 0o666 & ~umask)
                if old is not None:  # the old content is at stake: make the new one durable
                    os.fsync(f.fileno())
            with interrupts.committing(final):
                if edit is not None:
                    edit.check_unchanged()
                os.replace(tmp, real)
                if old is not None:
                    _sync_folder(folder)
        except OSError as exc:
            raise CommandError(f"cannot write: {_reason(exc)}", path) from None
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


class InPlace:
    """An edit of the user's file in place, from the read to the write:

        with InPlace(path) as edit:
            new = change(edit.data)
            write_file(path, new, edit=edit)

    The file is locked (``flock``) from before it is read: a second dxfuzz
    editing the same file waits, saying so, and then reads what the first
    wrote, so neither edit is lost. A write is refused when the file was
    changed since it was read by a program that does not lock (its size,
    time or identity differ)."""

    def __init__(self, path: str):
        self.path = path
        self.real = os.path.realpath(path)
        self.fd: int | None = None
        self.data = b""
        self._seen: tuple | None = None

    @staticmethod
    def _identity(st: os.stat_result) -> tuple:
        return (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns)

    def __enter__(self) -> "InPlace":
        said = False
        while True:
            try:
                fd = os.open(self.real, os.O_RDONLY)
            except OSError as exc:
                raise CommandError(_reason(exc), self.path) from None
            if stat.S_ISDIR(os.fstat(fd).st_mode):
                os.close(fd)
                raise CommandError("is a folder; this command edits one file", self.path)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                if not said:
                    from . import progress
                    progress.echo(f"{PROG[0]}: {shown(self.path)}: another process is editing "
                                  "it; waiting for it to finish", file=sys.stderr)
                    said = True
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX)
                except BaseException:
                    os.close(fd)
                    raise
            except OSError:  # a file system without locks: the change check still holds
                pass
            try:
                now = os.stat(self.real)
            except OSError:
                now = None
            held = os.fstat(fd)
            if now is not None and (now.st_dev, now.st_ino) == (held.st_dev, held.st_ino):
                break
            os.close(fd)  # the other edit renamed a new file over it: lock that one
        self.fd = fd
        try:
            with os.fdopen(os.dup(fd), "rb") as f:
                self.data = f.read()
            self._seen = self._identity(os.fstat(fd))
        except BaseException:
            self.close()
            raise
        return self

    def check_unchanged(self) -> None:
        """Refuse the write if the file is no longer what was read."""
        try:
            now = self._identity(os.stat(self.real))
        except OSError:
            now = None
        if now != self._seen:
            raise CommandError("changed since dxfuzz read it (another program wrote it); "
                               "not written: run the command again", self.path)

    def close(self) -> None:
        if self.fd is not None:
            os.close(self.fd)  # releases the lock
            self.fd = None

    def __exit__(self, *exc) -> bool:
        self.close()
        return False


class UniqueNames:
    """Names of the files one run writes into a folder, never the same twice:
    a name already given gets ``~2``, ``~3``, ... before its extension
    (inputs from different folders often share a name)."""

    def __init__(self):
        self.used = set()

    def __call__(self, name: str) -> str:
        stem, ext = os.path.splitext(name)
        candidate, n = name, 1
        while candidate in self.used:
            n += 1
            candidate = f"{stem}~{n}{ext}"
        self.used.add(candidate)
        return candidate


def _write_device(path: str, real: str, data: bytes) -> None:
    """Write to what is not a regular file (a device, a named pipe) as it is."""
    if stat.S_ISDIR(os.stat(real).st_mode):
        raise CommandError("is a folder; the output is a file", path)
    try:
        with open(real, "wb") as f:
            f.write(data)
    except OSError as exc:
        raise CommandError(f"cannot write: {_reason(exc)}", path) from None


def _keep_owner(fd: int, old: os.stat_result, path: str, force: bool) -> None:
    if (old.st_uid, old.st_gid) == (os.getuid(), os.getgid()):
        return
    try:
        os.fchown(fd, old.st_uid, old.st_gid)
    except PermissionError:
        if not force:
            raise CommandError(f"belongs to uid {old.st_uid}, gid {old.st_gid}, which a new "
                               "file written by this user cannot keep; use --force to replace "
                               "it anyway", path) from None


def _sync_folder(folder: str) -> None:
    """Make the rename itself durable (best effort)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
