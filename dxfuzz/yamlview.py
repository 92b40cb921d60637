"""The decoded tree of a container as YAML or JSON (``dxfuzz dump``).

Two spellings of the same tree:

* ``names="ksy"`` (JSON's default): the field names of the specs, exactly as
  :func:`dxfuzz.to_dict` gives them;
* ``names="llvm"`` (YAML's default): laid out like LLVM's ``obj2yaml`` -
  ``--- !dxcontainer``, ``Header`` (``Hash``, ``Version``, ``FileSize``,
  ``PartCount``, ``PartOffsets``), ``Parts`` (``Name``, ``Size``, then one
  key per part) - with obj2yaml's key names for the parts it decodes
  (``Program``, ``Signature``, ``PSVInfo``, ``Hash``, ``DebugName``,
  ``Flags``, ``RootSignature``), so the two outputs can be diffed. Every
  other field keeps its spec name, spelled in CamelCase.

Nothing is left out: fields obj2yaml does not show are still there (under
their own names), and byte strings are written whole as hex unless
``max_bytes`` asks to shorten them. A part that fails to decode shows an
``Error`` entry (message and byte offset) instead of its fields; the rest
of the file is still dumped.
"""
from __future__ import annotations

import json
import math
import re
from enum import Enum

from . import kaitai
from .errors import INPUT_ERRORS, ParseError, describe
from .todict import to_dict

# --- value markers for the YAML writer ---------------------------------------


class HexList(list):
    """Bytes shown as obj2yaml shows them: a flow list of hex numbers."""


class HexInt(int):
    """An integer written in hex (``0x1F``)."""


class Flow(list):
    """A list written on one line (``[ 60, 76, 92 ]``), as obj2yaml does."""


def hex_list(data: bytes) -> HexList:
    return HexList(HexInt(b) for b in data)


def hex_text(data: bytes, max_bytes=None) -> str:
    """Bytes as a hex string, shortened past ``max_bytes`` (with the full length)."""
    data = bytes(data)
    if max_bytes is not None and len(data) > max_bytes:
        return f"{data[:max_bytes].hex()}... ({len(data)} bytes)"
    return data.hex()


def camel(name: str) -> str:
    """``semantic_index`` -> ``SemanticIndex`` (obj2yaml's style of keys)."""
    return "".join(p[:1].upper() + p[1:] for p in str(name).split("_"))


# --- per-part layout of obj2yaml ----------------------------------------------
#
# For the parts obj2yaml decodes, RENAMES maps our field names (snake_case,
# any depth) to obj2yaml's; a field not in the table is spelled in CamelCase.
# PART_KEY is the key under which a part's fields appear (obj2yaml's where it
# has one). The tables only rename: a field the spec does not have is simply
# not there, and a field obj2yaml does not know is kept.

PART_KEY = {
    "DXIL": "Program", "ILDB": "Program",
    "ILDN": "DebugName",
    "SFI0": "Flags",
    "HASH": "Hash",
    "PSV0": "PSVInfo",
    "ISG1": "Signature", "OSG1": "Signature", "PSG1": "Signature",
    "ISGN": "Signature", "OSGN": "Signature", "OSG5": "Signature", "PCSG": "Signature",
    "RTS0": "RootSignature",
    "RDEF": "ResourceDefinitions",
    "SHDR": "Shader", "SHEX": "Shader",
    "STAT": "Statistics",
    "IFCE": "Interfaces",
    "Aon9": "Level9Shader", "XNAS": "Level9Shader", "XNAP": "Level9Shader",
    "LIBH": "LibraryHeader", "LFS0": "LibraryFunctionSignature",
    "FX10": "Effect",
    "VERS": "CompilerVersion",
    "SRCI": "SourceInfo",
    "PDBI": "PdbInfo",
    "RDAT": "RuntimeData",
}

_SIGNATURE = {
    "elements": "Parameters", "param_count": "ParamCount", "element_count": "ParamCount",
    "semantic_name": "Name", "name": "Name", "semantic_index": "Index",
    "system_value": "SystemValue", "component_type": "CompType", "comp_type": "CompType",
    "register": "Register", "mask": "Mask", "rw_mask": "ExclusiveMask",
    "exclusive_mask": "ExclusiveMask", "min_precision": "MinPrecision", "stream": "Stream",
}

_PROGRAM = {
    "major_version": "MajorVersion", "minor_version": "MinorVersion",
    "shader_kind": "ShaderKind", "size_in_uint32": "Size", "size_in_dwords": "Size",
    "dxil_major_version": "DXILMajorVersion", "dxil_minor_version": "DXILMinorVersion",
    "bitcode_offset": "DXILOffset", "bitcode_size": "DXILSize", "bitcode": "DXIL",
}

_HASH = {"flags": "Flags", "includes_source": "IncludesSource", "digest": "Digest"}

_ILDN = {"flags": "Flags", "name_length": "NameLength", "name": "Name"}

_PSV0 = {
    "shader_stage": "ShaderStage", "uses_view_id": "UsesViewID",
    "minimum_expected_wave_lane_count": "MinimumWaveLaneCount",
    "maximum_expected_wave_lane_count": "MaximumWaveLaneCount",
    "min_wave_lane_count": "MinimumWaveLaneCount", "max_wave_lane_count": "MaximumWaveLaneCount",
    "sig_input_vectors": "SigInputVectors", "sig_output_vectors": "SigOutputVectors",
    "num_threads_x": "NumThreadsX", "num_threads_y": "NumThreadsY", "num_threads_z": "NumThreadsZ",
    "entry_function_name": "EntryName", "entry_name": "EntryName",
    "resource_bind_info_size": "ResourceStride", "resource_stride": "ResourceStride",
    "resources": "Resources", "res_type": "Type", "res_kind": "Kind", "res_flags": "Flags",
    "space": "Space", "lower_bound": "LowerBound", "upper_bound": "UpperBound",
    "sig_input_elements": "SigInputElements", "sig_output_elements": "SigOutputElements",
    "sig_patch_const_or_prim_elements": "SigPatchOrPrimElements",
    "start_row": "StartRow", "cols": "Cols", "start_col": "StartCol", "allocated": "Allocated",
    "semantic_kind": "Kind", "component_type": "ComponentType",
    "interpolation_mode": "Interpolation", "output_stream": "Stream",
}

_RTS0 = {
    "version": "Version", "num_parameters": "NumRootParameters",
    "num_root_parameters": "NumRootParameters",
    "parameters_offset": "RootParametersOffset", "root_parameters_offset": "RootParametersOffset",
    "num_static_samplers": "NumStaticSamplers", "static_samplers_offset": "StaticSamplersOffset",
    "parameter_type": "ParameterType", "shader_visibility": "ShaderVisibility",
    "num_ranges": "NumRanges", "ranges_offset": "RangesOffset", "range_type": "RangeType",
    "num_descriptors": "NumDescriptors", "base_shader_register": "BaseShaderRegister",
    "register_space": "RegisterSpace",
    "offset_in_descriptors_from_table_start": "OffsetInDescriptorsFromTableStart",
    "shader_register": "ShaderRegister", "num_32bit_values": "Num32BitValues",
}

RENAMES = {
    "DXIL": _PROGRAM, "ILDB": _PROGRAM, "HASH": _HASH, "ILDN": _ILDN, "PSV0": _PSV0,
    "ISG1": _SIGNATURE, "OSG1": _SIGNATURE, "PSG1": _SIGNATURE, "ISGN": _SIGNATURE,
    "OSGN": _SIGNATURE, "OSG5": _SIGNATURE, "PCSG": _SIGNATURE, "RTS0": _RTS0,
}

#: Fields shown in obj2yaml's hex-list style (the others are hex strings).
HEX_LIST_FIELDS = {"digest", "bitcode"}


# --- building the tree ----------------------------------------------------------


class View:
    """Options of one rendering: ``names`` (``llvm`` or ``ksy``), ``max_bytes``."""

    def __init__(self, names: str = "llvm", max_bytes=None):
        if names not in ("llvm", "ksy"):
            raise ValueError(f"names must be 'llvm' or 'ksy', not {names!r}")
        self.names = names
        self.max_bytes = max_bytes

    # plain data -> presentable data
    def value(self, v, renames=None, key=None):
        if isinstance(v, dict):
            return self.mapping(v, renames)
        if isinstance(v, list):
            return [self.value(x, renames) for x in v]
        if isinstance(v, (bytes, bytearray)):
            if self.names == "llvm" and key in HEX_LIST_FIELDS and \
                    (self.max_bytes is None or len(v) <= self.max_bytes):
                return hex_list(v)
            return hex_text(v, self.max_bytes)
        if isinstance(v, Enum):
            return v.name
        if isinstance(v, float) and not math.isfinite(v):
            return repr(v)
        return v

    def mapping(self, d, renames=None):
        out = {}
        for k, v in d.items():
            out[self.key(k, renames)] = self.value(v, renames, k)
        return out

    def key(self, k, renames=None):
        if self.names == "ksy":
            return k
        if renames and k in renames:
            return renames[k]
        return camel(k)

    # containers and parts
    def container(self, obj, data: bytes = None) -> dict:
        """The tree of a parsed container (``parse(..., lazy=True)`` is enough)."""
        entries = obj.part_offsets
        if self.names == "ksy":
            head = {
                "magic": bytes(obj.magic).decode("latin-1"),
                "digest": hex_text(obj.digest),
                "major_version": obj.major_version, "minor_version": obj.minor_version,
                "file_size": obj.file_size, "part_count": obj.part_count,
            }
            head["part_offsets"] = [
                {"ofs_part": e.ofs_part, "part": self.part(e)} for e in entries]
            return head
        header = {
            "Hash": hex_list(obj.digest),
            "Version": {"Major": obj.major_version, "Minor": obj.minor_version},
            "FileSize": obj.file_size,
            "PartCount": obj.part_count,
            "PartOffsets": Flow(e.ofs_part for e in entries),
        }
        return {"Header": header, "Parts": [self.part(e) for e in entries]}

    def part(self, entry) -> dict:
        try:
            part = entry.part
        except INPUT_ERRORS as exc:
            err = describe(exc)
            return {"error" if self.names == "ksy" else "Error": self._error(err)}
        except ParseError as err:
            return {"error" if self.names == "ksy" else "Error": self._error(err)}
        fourcc = part.fourcc_text
        ksy = self.names == "ksy"
        out = {"fourcc": fourcc, "size": part.size} if ksy else {"Name": fourcc, "Size": part.size}
        try:
            body = part.body
            if isinstance(body, (bytes, bytearray)):
                decoded = bytes(body)
            elif kaitai.type_id(type(body)) == "dxcontainer":
                decoded = self.container(body)
            else:
                decoded = to_dict(body)
        except INPUT_ERRORS as exc:
            out["error" if ksy else "Error"] = self._error(describe(exc))
            return out
        except ParseError as err:
            out["error" if ksy else "Error"] = self._error(err)
            return out
        if ksy:
            out["body"] = decoded if isinstance(decoded, dict) and "part_offsets" in decoded \
                else self.value(decoded)
            return out
        if isinstance(decoded, (bytes, bytearray)):
            out["Data"] = self.value(decoded)
        elif "Header" in decoded:  # LIBF: a whole nested container
            out["Container"] = decoded
        else:
            shown = self.mapping(decoded, RENAMES.get(fourcc))
            out[PART_KEY.get(fourcc, "Body")] = shown
        return out

    def _error(self, err: ParseError) -> dict:
        keys = ("message", "offset", "path") if self.names == "ksy" else ("Message", "Offset", "Path")
        out = {keys[0]: err.message}
        if err.offset is not None:
            out[keys[1]] = err.offset
        if err.path:
            out[keys[2]] = err.path
        return out


def tree(obj, names: str = "llvm", max_bytes=None, part: str = None):
    """The dump of a parsed container: a dict, or with ``part`` (a fourcc)
    the list of that fourcc's part entries."""
    view = View(names, max_bytes)
    if part is None:
        return view.container(obj)
    out = []
    for entry in obj.part_offsets:
        try:
            fourcc = entry.part.fourcc_text
        except INPUT_ERRORS:
            continue
        if fourcc == part:
            out.append(view.part(entry))
    return out


def any_errors(t) -> bool:
    """True if a dump tree holds an ``Error`` entry anywhere."""
    if isinstance(t, dict):
        return any(k in ("Error", "error") or any_errors(v) for k, v in t.items())
    if isinstance(t, list):
        return any(any_errors(v) for v in t)
    return False


# --- writers ----------------------------------------------------------------------


def _yaml():
    try:
        import yaml
    except ImportError as exc:  # pragma: no cover - PyYAML is a dependency
        raise RuntimeError("YAML output needs PyYAML (pip install PyYAML)") from exc
    return yaml


_DUMPER = None


def _dumper():
    global _DUMPER
    if _DUMPER is not None:
        return _DUMPER
    yaml = _yaml()
    base = getattr(yaml, "CSafeDumper", yaml.SafeDumper)

    class Dumper(base):
        pass

    def hex_int(d, v):
        return d.represent_scalar("tag:yaml.org,2002:int", f"0x{int(v):X}")

    def flow(d, v):
        return d.represent_sequence("tag:yaml.org,2002:seq", list(v), flow_style=True)

    def text(d, v):
        style = "|" if "\n" in v else None
        return d.represent_scalar("tag:yaml.org,2002:str", v, style=style)

    Dumper.add_representer(HexInt, hex_int)
    Dumper.add_representer(HexList, flow)
    Dumper.add_representer(Flow, flow)
    Dumper.add_representer(str, text)
    _DUMPER = Dumper
    return Dumper


def to_yaml(t, document_tag: str = "!dxcontainer") -> str:
    """YAML text of a dump tree, beginning ``--- !dxcontainer`` like obj2yaml."""
    yaml = _yaml()
    body = yaml.dump(t, Dumper=_dumper(), sort_keys=False, default_flow_style=False,
                     allow_unicode=False, width=88)
    head = f"--- {document_tag}\n" if document_tag and isinstance(t, dict) else "---\n"
    return head + body + "...\n"


# --- obj2yaml's own layout ---------------------------------------------------------
#
# LLVM's YAML writer pads every ``key:`` to 16 characters before the value,
# indents sequences under their key, writes short lists as ``[ a, b ]``
# wrapped after column 70, and ends the document with ``...``. Writing the
# same layout (instead of PyYAML's) makes ``diff`` against obj2yaml show only
# real differences. The text is still plain YAML: ``yaml.safe_load`` reads it.

_WRAP = 70
_PLAIN = re.compile(r"^[A-Za-z_./][A-Za-z0-9_./ ()+-]*$")
_SPECIAL = {"true", "false", "yes", "no", "on", "off", "null", "y", "n", "~"}


def _scalar(v) -> str:
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, HexInt):
        return f"0x{int(v):X}"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        return repr(v)
    s = str(v)
    if s and _PLAIN.match(s) and s.lower() not in _SPECIAL and not s.endswith(" "):
        return s
    if all(32 <= ord(c) < 127 for c in s):
        return "'" + s.replace("'", "''") + "'"
    return json.dumps(s)  # double-quoted with escapes: valid YAML too


def _padded(key: str) -> str:
    key = f"{_scalar(key)}:"
    return key + " " * (17 - len(key)) if len(key) < 17 else key + " "


class _LlvmWriter:
    def __init__(self):
        self.lines = []
        self.cur = ""

    def flush(self):
        self.lines.append(self.cur)
        self.cur = ""

    def flow(self, items):
        items = list(items)
        if not items:
            self.cur += "[  ]"
            return
        start = len(self.cur)
        self.cur += "[ "
        for i, item in enumerate(items):
            if i and len(self.cur) > _WRAP:
                self.flush()
                self.cur = " " * (start + 2)
            self.cur += _scalar(item) + (", " if i < len(items) - 1 else " ]")

    def value_after_key(self, v, indent):
        """Write ``v`` after a ``key:`` already on the current line."""
        if isinstance(v, (HexList, Flow)):
            self.flow(v)
            self.flush()
        elif isinstance(v, dict):
            if not v:
                self.cur += "{}"
                self.flush()
                return
            self.cur = self.cur.rstrip()
            self.flush()
            self.mapping(v, indent + 2)
        elif isinstance(v, list):
            if not v:
                self.cur += "[]"
                self.flush()
                return
            self.cur = self.cur.rstrip()
            self.flush()
            self.sequence(v, indent + 2)
        else:
            self.cur += _scalar(v)
            self.flush()

    def mapping(self, d, indent, first_inline=False):
        for i, (k, v) in enumerate(d.items()):
            if not (first_inline and i == 0):
                self.cur = " " * indent
            self.cur += _padded(k)
            self.value_after_key(v, indent)

    def sequence(self, items, indent):
        for v in items:
            self.cur = " " * indent + "- "
            if isinstance(v, (HexList, Flow)):
                self.flow(v)
                self.flush()
            elif isinstance(v, dict) and v:
                self.mapping(v, indent + 2, first_inline=True)
            elif isinstance(v, list) and v:
                self.flow(v) if all(not isinstance(x, (dict, list)) for x in v) else \
                    self._nested_seq(v, indent)
                if self.cur:
                    self.flush()
            elif isinstance(v, dict):
                self.cur += "{}"
                self.flush()
            elif isinstance(v, list):
                self.cur += "[  ]"
                self.flush()
            else:
                self.cur += _scalar(v)
                self.flush()

    def _nested_seq(self, v, indent):
        self.cur = self.cur.rstrip()
        self.flush()
        self.sequence(v, indent + 2)


def to_llvm_yaml(t, document_tag: str = "!dxcontainer") -> str:
    """A dump tree in obj2yaml's text layout (see above)."""
    w = _LlvmWriter()
    w.lines.append(f"--- {document_tag}" if document_tag and isinstance(t, dict) else "---")
    if isinstance(t, dict):
        w.mapping(t, 0)
    elif isinstance(t, list):
        if t:
            w.sequence(t, 0)
        else:
            w.lines.append("[]")
    else:
        w.lines.append(_scalar(t))
    w.lines.append("...")
    return "\n".join(w.lines) + "\n"


def _jsonable(v):
    if isinstance(v, (bytes, bytearray)):
        return bytes(v).hex()
    if isinstance(v, float) and not math.isfinite(v):
        return repr(v)
    if isinstance(v, Enum):
        return v.name
    raise TypeError(f"cannot write {type(v).__name__} as JSON")


def to_json(t) -> str:
    return json.dumps(t, indent=2, default=_jsonable, allow_nan=False) + "\n"


def parse_for_dump(data: bytes):
    """Parse just enough to dump a possibly malformed file: header and part
    table without LLVM's layout rules; parts decode one by one later."""
    from .container import parse
    return parse(data, layout=False, lazy=True)

