"""Strategies for SRCI (source info) as DXC's SourceInfoWriter writes it: names,
contents (stored or zlib-compressed) and arguments; :func:`srci_tree` and :func:`srci_bytes` build one."""
from __future__ import annotations

from hypothesis import strategies as st

from ..builder import build_part


SOURCE_CONTENTS, SOURCE_NAMES, ARGS = 0, 1, 2


def _text(value) -> str:
    """A string as the trees show it: its UTF-8 bytes, one character each."""
    return (value.encode("utf-8") if isinstance(value, str) else bytes(value)).decode("latin-1")


def _sized(text) -> dict:
    return {"body": {"text": _text(text)}}


def srci_tree(sources, args, compress: bool = True) -> dict:
    """The tree of an SRCI part as DXC's ``SourceInfoWriter`` writes it:
    names, contents (stored compressed when ``compress``), arguments."""
    contents = {"entries": [_sized(c) for _, c in sources]}
    return {"body": {"sections": [
        {"section_type": "source_names", "body": {"entries": {"entries": [_sized(n) for n, _ in sources]}}},
        {"section_type": "source_contents",
         "body": {"compress_type": "zlib", "inflated": {"entries": contents}} if compress else
         {"compress_type": "none", "entries": contents}},
        {"section_type": "args", "body": {"pairs": {"pairs": [
            {"name": _text(n), "value": _text(v)} for n, v in args]}}},
    ]}}


def srci_bytes(sources, args, compress: bool = True, level: int = 9) -> bytes:
    """SRCI as DXC writes it, laid out by the SRCI writer. ``sources``:
    ``(name, content)`` pairs (str or bytes, without NUL); ``args``: ``(name,
    value)`` pairs; ``compress``: zlib-compress the contents (DXC does
    whenever compression succeeds) at ``level``."""
    return build_part("SRCI", srci_tree(sources, args, compress), options={"zlib_level": level})


file_names = st.sampled_from(["shader.hlsl", "C:\\src\\common.hlsli", "inc/light.hlsli",
                              "/home/u/a.hlsl", "\u00e9t\u00e9.hlsl"]) | st.text(
    st.characters(min_codepoint=0x20, max_codepoint=0x7E), min_size=1, max_size=20)


contents = st.text(max_size=200).map(lambda t: t.replace("\0", "")) | st.sampled_from([
    "float4 main() : SV_Target { return 1; }\n",
    "#include \"common.hlsli\"\n" * 40,
    ""])


arg_pairs = st.lists(st.tuples(st.sampled_from(["T", "E", "Zi", "D", "", "Qembed_debug", "Wno-x"]),
                               st.sampled_from(["ps_6_0", "main", "", "DEFINE=1", "shader.hlsl"])),
                     max_size=6)


@st.composite
def sources(draw):
    return draw(st.lists(st.tuples(file_names, contents), max_size=4))


@st.composite
def srci_parts(draw):
    """Payload bytes of an SRCI part, compressed or not."""
    return srci_bytes(draw(sources()), draw(arg_pairs), compress=draw(st.booleans()),
                      level=draw(st.integers(0, 9)))


def part_strategies() -> dict:
    """fourcc -> strategy of valid payload bytes."""
    return {"SRCI": srci_parts()}
