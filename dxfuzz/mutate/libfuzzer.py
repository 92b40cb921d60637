"""The ``libfuzzer`` group: libFuzzer's byte-level mutations, blind to the
format, stacked one to five at a time as libFuzzer's ``MutateImpl`` does.

It is the baseline the structure-aware groups are measured against (a
campaign reports the crash rate of each group), and it finds what they do
not aim at: bugs deep in a reader's bytecode translation, where any byte
may matter. The operators are libFuzzer's ``MutationDispatcher`` ones:
erase bytes, insert a byte or a repeated run, change a byte or a bit,
shuffle a run, change an ASCII or a binary integer, copy a run elsewhere.
"""
from __future__ import annotations

import re

from . import mutation

#: Most bytes a mutant grows by.
MAX_GROWTH = 64


def _erase(b, rnd):
    if len(b) < 2:
        return
    n = rnd.randint(1, max(1, min(len(b) // 2, 128)))
    at = rnd.randrange(len(b) - n + 1)
    del b[at:at + n]


def _insert(b, rnd):
    b.insert(rnd.randint(0, len(b)), rnd.randrange(256))


def _insert_repeated(b, rnd):
    n = rnd.randint(3, MAX_GROWTH)
    at = rnd.randint(0, len(b))
    b[at:at] = bytes([rnd.choice((0, 0xFF, rnd.randrange(256)))]) * n


def _change_byte(b, rnd):
    if b:
        b[rnd.randrange(len(b))] = rnd.randrange(256)


def _change_bit(b, rnd):
    if b:
        b[rnd.randrange(len(b))] ^= 1 << rnd.randrange(8)


def _shuffle(b, rnd):
    if len(b) < 2:
        return
    n = rnd.randint(2, min(len(b), 8))
    at = rnd.randrange(len(b) - n + 1)
    run = b[at:at + n]
    rnd.shuffle(run)
    b[at:at + n] = run


_DIGITS = re.compile(rb"[0-9]+")


def _change_ascii_integer(b, rnd):
    runs = [m.span() for m in _DIGITS.finditer(b)]
    if not runs:
        return
    k = rnd.randrange(sum(end - start for start, end in runs))  # a digit, any of them alike
    for start, end in runs:  # the run of digits it is in
        if k < end - start:
            break
        k -= end - start
    value = int(bytes(b[start:end]))
    value = rnd.choice((value + 1, value - 1, value // 2, value * 2, rnd.randrange(1 << 31)))
    b[start:end] = str(abs(value)).encode()


def _change_binary_integer(b, rnd):
    width = rnd.choice((1, 2, 4, 8))
    if len(b) < width:
        return
    at = rnd.randrange(len(b) - width + 1)
    order = rnd.choice(("little", "big"))
    value = int.from_bytes(b[at:at + width], order)
    mask = (1 << (8 * width)) - 1
    value = rnd.choice((value + rnd.randint(-10, 10), value ^ mask, 0, mask,
                        mask >> 1, 1 << (8 * width - 1))) & mask
    b[at:at + width] = value.to_bytes(width, order)


def _copy_part(b, rnd):
    if len(b) < 2:
        return
    n = rnd.randint(1, min(len(b), MAX_GROWTH))
    src = rnd.randrange(len(b) - n + 1)
    run = b[src:src + n]
    dst = rnd.randint(0, len(b) - n)
    if rnd.random() < 0.5:
        b[dst:dst + n] = run  # overwrite
    else:
        b[dst:dst] = run  # insert


OPERATORS = (_erase, _insert, _insert_repeated, _change_byte, _change_bit, _shuffle,
             _change_ascii_integer, _change_binary_integer, _copy_part)


@mutation("libfuzzer")
def libfuzzer_bytes(data, rnd):
    """One to five of libFuzzer's byte-level mutations (erase, insert, change
    a byte, a bit or an integer, shuffle, copy a run), blind to the format."""
    out = bytearray(data)
    for _ in range(rnd.randint(1, 5)):
        rnd.choice(OPERATORS)(out, rnd)
    return bytes(out)
