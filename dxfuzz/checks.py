"""Registers every spec's human messages (:func:`dxfuzz.errors.explain`).

Imported by ``dxfuzz/__init__.py`` so that a :class:`~dxfuzz.ParseError`
names the problem the way LLVM or DXC would, whichever part of dxfuzz the
caller used first. Each line imports the module that registers the messages
of one spec (usually its writer module); add one line per spec.
"""
from __future__ import annotations

from .write import dxcontainer_signature  # noqa: F401
from .write import dxcontainer_sfi0  # noqa: F401
from .write import dxcontainer_hash  # noqa: F401
from .write import dxcontainer_psv0  # noqa: F401
from .write import dxcontainer_rts0  # noqa: F401
from .write import dxcontainer_rdat  # noqa: F401
from .write import dxcontainer_srci  # noqa: F401
from .write import dxcontainer_pdbi  # noqa: F401
from .write import dxcontainer_program  # noqa: F401
