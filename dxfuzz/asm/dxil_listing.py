"""DXC's listing header (``dxc -Fc``, ``dxc -dumpbin``) of a DXIL container,
printed from the container's parts and from the DXIL module's metadata.

DXC prints, before the LLVM IR: the required features (SFI0), the
container signatures (ISG1, OSG1, PSG1), the debug name (ILDN), the shader
hash (HASH) and the pipeline runtime information (PSV0); then, when the
module has ``dx.version``, what it reads from the module: the module's
signatures (interpolation modes and dynamically indexed components, not
for libraries), the ``Buffer Definitions``, the ``Resource Bindings`` and
the ``ViewId state``; then the subobjects (RDAT) and the IR, which starts
with ``target datalayout`` and ``target triple``.

:func:`listing` prints all of that, the subobjects (:mod:`.dxil_rdat`) and the IR
(:mod:`.dxil_ir`, with DXC's comments from :mod:`.dxil_ops`), as DXC's disassembler prints it
(``tools/clang/tools/dxcompiler/dxcdisassembler.cpp``): the same lines,
columns and blank ``;`` lines; the runtime information in the form of DXC
1.8.2502 and later (``;PSVRuntimeInfo:``, :mod:`.dxil_psv`). The module
is the ILDB part's when there is one, else the DXIL part's; the buffer
definitions, resource bindings and ViewId state come from the reflection
module of DXC's STAT part when there is one (the DXIL part's then has its
names stripped), as DXC takes them.

The struct layouts come from the type annotations (``dx.typeAnnotations``)
as DXC's disassembler prints them: member names, HLSL types, cbuffer
offsets (structured buffers' from LLVM's data layout); a module without
them prints as DXC prints it (``[N x i8] (type annotation not present)``,
the size of a structured buffer's element as LLVM's data layout computes
it).
"""
from __future__ import annotations

import struct
from typing import Callable, Dict, List, Optional, Tuple

from ..bitcode import entry_property
from ..errors import INPUT_ERRORS, ParseError, describe
from .dxil_psv import runtime_information

#: DXC's name of each SFI0 feature bit (bit 27 was "<RESERVED>" before 1.8).
FEATURE_NAMES = [
    "Double-precision floating point", "Raw and Structured buffers", "UAVs at every shader stage",
    "64 UAV slots", "Minimum-precision data types", "Double-precision extensions for 11.1",
    "Shader extensions for 11.1", "Comparison filtering for feature level 9", "Tiled resources",
    "PS Output Stencil Ref", "PS Inner Coverage", "Typed UAV Load Additional Formats",
    "Raster Ordered UAVs",
    "SV_RenderTargetArrayIndex or SV_ViewportArrayIndex from any shader feeding rasterizer",
    "Wave level operations", "64-Bit integer", "View Instancing", "Barycentrics",
    "Use native low precision", "Shading Rate", "Raytracing tier 1.1 features", "Sampler feedback",
    "64-bit Atomics on Typed Resources", "64-bit Atomics on Group Shared",
    "Derivatives in mesh and amplification shaders", "Resource descriptor heap indexing",
    "Sampler descriptor heap indexing", "Wave Matrix", "64-bit Atomics on Heap Resources",
    "Advanced Texture Ops", "Writeable MSAA Textures", "SampleCmp with gradient or bias",
    "Extended command info",
]
OPTIONAL_FEATURE_NAMES = {40: "Function uses derivatives", 41: "Function requires visible group"}

#: DXC's system-value column by the element's system value.
SYSTEM_VALUES = {0: "NONE", 1: "POS", 2: "CLIPDST", 3: "CULLDST", 4: "RTINDEX", 5: "VPINDEX",
                 6: "VERTID", 7: "PRIMID", 8: "INSTID", 9: "FFACE", 10: "SAMPLE", 11: "QUADEDGE",
                 12: "QUADINT", 13: "TRIEDGE", 14: "TRIINT", 15: "LINEDET", 16: "LINEDEN",
                 23: "BARYCEN", 24: "SHDINGRATE", 25: "CULLPRIM", 64: "TARGET", 65: "DEPTH",
                 66: "COVERAGE", 67: "DEPTHGE", 68: "DEPTHLE", 69: "STENCILREF", 70: "INNERCOV"}
COMPONENT_TYPES = ["unknown", "uint", "int", "float", "uint16", "int16", "fp16", "uint64", "int64",
                   "double"]

#: What a structured buffer's size is replaced by when its type has none
#: (a type name not in the type table, an opaque struct).
NO_SIZE = "(struct size: the resource's type has none)"

#: The resource classes in DXC's order of the bindings table, with their
#: type column, ID prefix and bind prefix (DxilResourceBase's tables).
CLASSES = {"cbuffers": ("cbuffer", "CB", "cb"), "samplers": ("sampler", "S", "s"),
           "srvs": ("texture", "T", "t"), "uavs": ("UAV", "U", "u")}
BINDING_ORDER = ("cbuffers", "samplers", "srvs", "uavs")

#: DXIL::ResourceKind -> DXC's dimension name (s_ResourceDimNames).
DIM_NAMES = ("invalid", "1d", "2d", "2dMS", "3d", "cube", "1darray", "2darray", "2darrayMS",
             "cubearray", "buf", "rawbuf", "structbuf", "cbuffer", "sampler", "tbuffer", "ras",
             "fbtex2d", "fbtex2darray")
TYPED_BUFFER, RAW_BUFFER, STRUCTURED_BUFFER, TBUFFER = 10, 11, 12, 15
TEXTURE2D_MS, TEXTURE2D_MS_ARRAY = 3, 8

#: DXIL::ComponentType -> DXC's name (CompType::GetName).
COMP_TYPE_NAMES = ("invalid", "i1", "i16", "u16", "i32", "u32", "i64", "u64", "f16", "f32", "f64",
                   "snorm_f16", "unorm_f16", "snorm_f32", "unorm_f32", "snorm_f64", "unorm_f64",
                   "p32i8", "p32u8")

#: DXIL::InterpolationMode -> DXC's name (InterpolationMode::GetName).
INTERPOLATION_NAMES = ("", "nointerpolation", "linear", "centroid", "noperspective",
                       "noperspective centroid", "sample", "noperspective sample")

#: DXIL::SemanticKind -> the system value's canonical name (DXC's semantic table).
SEMANTIC_NAMES = (None, "SV_VertexID", "SV_InstanceID", "SV_Position", "SV_RenderTargetArrayIndex",
                  "SV_ViewportArrayIndex", "SV_ClipDistance", "SV_CullDistance",
                  "SV_OutputControlPointID", "SV_DomainLocation", "SV_PrimitiveID", "SV_GSInstanceID",
                  "SV_SampleIndex", "SV_IsFrontFace", "SV_Coverage", "SV_InnerCoverage", "SV_Target",
                  "SV_Depth", "SV_DepthLessEqual", "SV_DepthGreaterEqual", "SV_StencilRef",
                  "SV_DispatchThreadID", "SV_GroupID", "SV_GroupIndex", "SV_GroupThreadID",
                  "SV_TessFactor", "SV_InsideTessFactor", "SV_ViewID", "SV_Barycentrics",
                  "SV_ShadingRate", "SV_CullPrimitive", "SV_StartVertexLocation",
                  "SV_StartInstanceLocation")

#: The shader flag of a module that uses the view ID (ShaderFlags bit 21).
VIEW_ID_FLAG = 1 << 21
#: The most signature scalars the ViewId state holds (DxilViewIdState::kMaxSigScalars).
MAX_SIG_SCALARS = 128
UNBOUNDED = 0xFFFFFFFF

#: DXC's 33 feature names (FEATURE_NAMES) are printed from SFI0's low bits.
FEATURE_COUNT = 33
OPTIONAL_SHIFT = 40


def _text(data: bytes) -> str:
    return data.decode("utf-8", "replace")


# --- sections from the container's parts ------------------------------------------------------

def feature_info(flags: int) -> List[str]:
    """The required (bits 0-32) and optional (bits 40-41) feature notes of SFI0's word."""
    if not flags:
        return []
    out = [";", "; Note: shader requires additional functionality:"]
    out += [f";       {name}" for bit, name in enumerate(FEATURE_NAMES[:FEATURE_COUNT]) if flags >> bit & 1]
    out.append(";")
    optional = flags >> OPTIONAL_SHIFT
    if optional:
        out.append("; Note: shader has optional feature flags set:")
        out += [f";       {name}" for bit, name in sorted(OPTIONAL_FEATURE_NAMES.items())
                if optional >> (bit - OPTIONAL_SHIFT) & 1]
        out.append(";")
    return out


def _mask4(mask: int) -> str:
    return "".join(c if mask >> i & 1 else " " for i, c in enumerate("xyzw"))


def container_signature(title: str, elements, is_input: bool) -> List[str]:
    """A container signature (ISG1, OSG1, PSG1: the parsed elements) as DXC
    prints it: ``title`` is ``Input``, ``Output`` or ``Patch Constant``."""
    out = [";", f"; {title} signature:", ";",
           "; Name                 Index   Mask Register SysValue  Format   Used",
           "; -------------------- ----- ------ -------- -------- ------- ------"]
    elements = list(elements or ())
    if not elements:
        return out + ["; no parameters"]
    streams = any(e.stream for e in elements)
    for e in elements:
        name = e.semantic_name or ""
        cells = f"m{e.stream}:{name:<17}" if streams else f"{name:<20}"
        cells += f" {e.semantic_index & 0xFFFFFFFF:5d}"
        used = e.rw_mask & 0xFF if is_input else ~e.rw_mask & 0xFF
        system_value = int(getattr(e.system_value, "value", e.system_value))
        component = int(getattr(e.component_type, "value", e.component_type))
        if e.register == 0xFFFFFFFF:
            special = {"sv_depth": "   oDepth", "sv_depthgreaterequal": " oDepthGE",
                       "sv_depthlessequal": " oDepthLE", "sv_coverage": "    oMask",
                       "sv_stencilref": "    oStencilRef"}.get(name.lower())
            if special is None:
                special = "   primID" if system_value == 7 else "  special"
            cells += "    N/A" + special
        else:
            cells += f"   {_mask4(e.mask)} {e.register:8d}"
        cells += SYSTEM_VALUES.get(system_value, "NONE").rjust(9)
        fmt = COMPONENT_TYPES[component] if component < len(COMPONENT_TYPES) else "unknown"
        cells += fmt.rjust(8)
        if e.register == 0xFFFFFFFF:
            cells += "    YES" if used else "     NO"
        else:
            cells += f"   {_mask4(used)}"
        out.append("; " + cells)
    out.append(";")
    return out


def debug_name(data: bytes) -> List[str]:
    """The ILDN line: the name (up to its NUL) of a part whose size is
    align4(4 + length + 1) in 16 bits, else DXC's corruption line."""
    if len(data) >= 8:
        expected = (4 + int.from_bytes(data[2:4], "little") + 1) & 0xFFFF
        if expected & 3:
            expected = (expected + 4) & 0xFFFF & ~3
        if len(data) == expected:
            name = data[4:].split(b"\0", 1)[0]
            return [f"; shader debug name: {_text(name)}"] if name else []
    return ["; shader debug name present; corruption detected"]


def shader_hash(data: bytes) -> List[str]:
    data = (bytes(data) + bytes(20))[:20]
    flags = int.from_bytes(data[:4], "little")
    return [f"; shader hash: {data[4:20].hex()}" + (" (includes source)" if flags & 1 else "")]


# --- sections from the module -------------------------------------------------------------------

def signature_name(element: dict) -> str:
    """The name DXC prints for a module signature element: a system value's
    canonical spelling, an arbitrary semantic's name as the metadata gives it."""
    name = element["semantic_name"]
    kind = element["semantic_kind"]
    canonical = SEMANTIC_NAMES[kind] if 0 < kind < len(SEMANTIC_NAMES) else None
    return canonical if canonical and canonical.lower() == name.lower() else name


def dxil_signature(title: str, elements: List[dict]) -> List[str]:
    """A module signature (metadata elements) as DXC prints it: nothing for
    an empty one; ``title`` is ``Input``, ``Output``, ``Patch Constant``,
    ``Vertex Output`` or ``Primitive Output``."""
    if not elements:
        return []
    out = [";", f"; {title} signature:", ";", "; Name                 Index             InterpMode DynIdx",
           "; -------------------- ----- ---------------------- ------"]
    for e in elements:
        index = e["semantic_indices"][0] if e["semantic_indices"] else 0
        mode = e["interpolation_mode"]
        interp = INTERPOLATION_NAMES[mode] if mode < len(INTERPOLATION_NAMES) else "invalid"
        dynamic = _mask4(entry_property(e, "dynamic_mask", 0)).replace(" ", "")
        out.append(f"; {signature_name(e):<20} {index:5d} {interp:>22}   {dynamic:>4}")
    return out


def resource_binding(cls: str, r: dict) -> str:
    """One row of DXC's Resource Bindings table."""
    type_name, id_prefix, bind_prefix = CLASSES[cls]
    if cls in ("cbuffers", "samplers"):
        fmt = dim = "NA"
    else:
        kind = r["shape"]
        if kind == RAW_BUFFER:
            fmt = "byte"
        elif kind == STRUCTURED_BUFFER:
            fmt = "struct"
        else:
            comp = entry_property(r, "element_type", 0)
            fmt = COMP_TYPE_NAMES[comp] if comp < len(COMP_TYPE_NAMES) else f"#{comp}"
        if kind in (RAW_BUFFER, STRUCTURED_BUFFER):
            dim = "r/o" if cls == "srvs" else "r/w+cnt" if r["has_counter"] else "r/w"
        elif kind == TYPED_BUFFER:
            dim = "buf"
        elif kind < len(DIM_NAMES):
            dim = DIM_NAMES[kind]
            samples = r.get("sample_count", 0)  # (a UAV has none: DXC's default, 0)
            if kind in (TEXTURE2D_MS, TEXTURE2D_MS_ARRAY) and samples:
                dim += str(samples)
        else:
            dim = f"#{kind}"
    bind = f"{bind_prefix}{r['lower_bound']}" + (f",space{r['space']}" if r["space"] else "")
    count = "unbounded" if r["range_size"] == UNBOUNDED else str(r["range_size"])
    return (f"; {r['name']:<31}{type_name:>10}{fmt:>8}{dim:>12}{id_prefix + str(r['id']):>8}"
            f"{bind:>15}{count:>6}")


def resource_bindings(resources: Optional[dict]) -> List[str]:
    """DXC's Resource Bindings table of a ``dx.resources`` list (None: none)."""
    out = [";", "; Resource Bindings:", ";",
           "; Name                                 Type  Format         Dim      ID      HLSL Bind  Count",
           "; ------------------------------ ---------- ------- ----------- ------- -------------- ------"]
    for cls in BINDING_ORDER:
        out += [resource_binding(cls, r) for r in (resources or {}).get(cls, ())]
    return out + [";"]


#: ``size_of(record)``: the bytes LLVM's data layout gives a structured
#: buffer's struct, and whether its element is a struct (see :class:`Layout`).
SizeOf = Callable[[dict], Optional[Tuple[int, bool]]]


def buffer_definitions(resources: Optional[dict], structs: Optional["StructLayouts"] = None,
                       size_of: Optional[SizeOf] = None) -> List[str]:
    """DXC's Buffer Definitions of a ``dx.resources`` list: each cbuffer,
    then each structured buffer and tbuffer SRV, then each structured
    buffer UAV. ``structs`` lays out the structs dx.typeAnnotations
    annotates (none: every struct prints as its size, DXC's "type
    annotation not present"); ``size_of`` gives a structured buffer's
    struct size (None where it cannot: not decoded)."""
    out = [";", "; Buffer Definitions:", ";"]
    resources = resources or {}
    for r in resources.get("cbuffers", ()):
        out += [f"; cbuffer {r['name']}", "; {", ";"]
        laid = structs.cbuffer(r) if structs is not None else None
        out += laid if laid is not None else [f";   [{r['len_cbuffer']} x i8] (type annotation not present)", ";"]
        out += ["; }", ";"]
    for cls in ("srvs", "uavs"):
        for r in resources.get(cls, ()):
            if r["shape"] == STRUCTURED_BUFFER:
                out += [f"; Resource bind info for {r['name']}", "; {", ";"]
                laid = structs.structured(r) if structs is not None else None
                sized = None if laid is not None or size_of is None else size_of(r)
                if laid is not None:
                    out += laid
                elif sized is None:
                    out += [f";   {NO_SIZE}", ";"]
                else:
                    size, element_is_struct = sized
                    out.append(f";   [{size} x i8] (type annotation not present)")
                    if not element_is_struct:  # (DXC ends the struct case without it)
                        out.append(";")
                out += ["; }", ";"]
            elif cls == "srvs" and r["shape"] == TBUFFER:
                out += [f"; tbuffer {r['name']}", "; {", ";"]
                laid = structs.tbuffer(r) if structs is not None else None
                out += laid if laid is not None else [";   (type annotation not present)", ";"]
                out += ["; }", ";"]
    return out


#: The HLSL names of DXIL component types (CompType::GetHLSLName), in native
#: and in minimum precision; an index past them (newer types) prints as its number.
COMPONENT_NAMES = ("unknown", "bool", "int16_t", "uint16_t", "int", "uint", "int64_t", "uint64_t",
                   "half", "float", "double", "snorm_half", "unorm_half", "snorm_float", "unorm_float",
                   "snorm_double", "unorm_double", "int8_t_packed", "uint8_t_packed")
MIN_PRECISION_NAMES = ("unknown", "bool", "min16i", "min16ui", "int", "uint", "int64_t", "uint64_t",
                       "min16float", "float", "double", "snorm_min16f", "unorm_min16f", "snorm_float",
                       "unorm_float", "snorm_double", "unorm_double", "int8_t_packed", "uint8_t_packed")
#: Where DXC starts the ``; Offset:`` column of a top-level struct's lines.
OFFSET_INDENT = 50
ROW_MAJOR, COLUMN_MAJOR = 1, 2
#: The shader flag that makes 16-bit types native (DXIL's m_bUseNativeLowPrecision).
NATIVE_LOW_PRECISION_FLAG = 1 << 23


class StructLayouts:
    """The struct layouts DXC prints from dx.typeAnnotations (its
    disassembler's PrintStructLayout and PrintFieldLayout): cbuffer structs
    with the offsets the annotations give, structured buffers' with LLVM's
    data layout. Each method returns the lines, or None for a struct that
    has no annotation."""

    def __init__(self, module, layout: Layout, annotations: Dict[str, dict], min_precision: bool = True):
        self.module = module
        self.layout = layout
        self.annotations = annotations
        self.names = MIN_PRECISION_NAMES if min_precision else COMPONENT_NAMES

    def cbuffer(self, r: dict, size_key: str = "len_cbuffer") -> Optional[List[str]]:
        type_id = struct_id(self.module, r.get("type_name"))
        if type_id is None or r.get("type_name") not in self.annotations:
            return None
        size = r[size_key] if size_key else self.annotations[r["type_name"]]["size"]
        out: List[str] = []
        self.struct(out, type_id, False, r["name"], 0, 3, OFFSET_INDENT, size)
        return out

    def tbuffer(self, r: dict) -> Optional[List[str]]:
        return self.cbuffer(r, size_key="")

    def structured(self, r: dict) -> Optional[List[str]]:
        outer = struct_id(self.module, r.get("type_name"))
        if outer is None or not self.module.types[outer].elements:
            return None
        element = self.module.types[outer].elements[0]
        t = self.module.type(element)
        out: List[str] = []
        if t.kind != "struct" or _is_matrix(t):
            annotation = self.annotations.get(r["type_name"])
            if annotation is None or not annotation["fields"]:
                return None
            field = dict(annotation["fields"][0], name="$Element")
            self.field(out, element, field, False, 0, 3, OFFSET_INDENT, self.layout.alloc_size(outer))
            out.append(";")
        else:
            if t.name not in self.annotations:
                return None
            self.struct(out, element, True, "$Element", 0, 3, OFFSET_INDENT, self.layout.alloc_size(element))
        return out

    def struct(self, out: List[str], type_id: int, by_data_layout: bool, var_name: str, offset: int,
               indent: int, offset_indent: int, size: int = 0, depth: int = 0) -> None:
        """PrintStructLayout: offsets from the annotations (cbuffers) or the data layout."""
        if depth > Layout.MAX_DEPTH:
            raise ParseError(f"structs nested more than {Layout.MAX_DEPTH} deep")
        t = self.module.type(type_id)
        pad = ";" + " " * indent
        out += [f"{pad}struct {t.name or ''}", f"{pad}{{", ";"]
        annotation = self.annotations.get(t.name) if t.name is not None else None
        inner = ";" + " " * (indent + 4)
        if annotation is None:
            out.append(f"{inner}[{size} x i8] (type annotation not present)" if size else
                       f"{inner}/* empty struct */")
        else:
            offsets = self.layout.element_offsets(type_id) if by_data_layout else None
            for i, member in enumerate(t.elements):
                field = annotation["fields"][i] if i < len(annotation["fields"]) else {}
                at = offset + (offsets[i] if offsets is not None else field.get("cbuffer_offset", 0))
                self.field(out, member, field, by_data_layout, at, indent + 4, offset_indent - 4,
                           depth=depth + 1)
        out.append(pad)
        out.append(f"{pad}}} {(var_name + ';').ljust(offset_indent - 2)}; Offset:{offset:>5}"
                   + (f" Size: {size:>5}" if size else ""))
        out.append(";")

    def field(self, out: List[str], type_id: int, field: dict, by_data_layout: bool, offset: int,
              indent: int, offset_indent: int, size: int = 0, depth: int = 0) -> None:
        """PrintFieldLayout: a struct field, an array of structs, or one line."""
        t = self.module.type(type_id)
        matrix = field.get("matrix") if (field.get("matrix") or {}).get("cols") else None
        name = field.get("name", "")
        if t.kind == "struct" and matrix is None and not _is_matrix(t):
            self.struct(out, type_id, by_data_layout, name, offset, indent, offset_indent, depth=depth + 1)
            return
        element, count, levels = t, 0, 0
        if t.kind == "array":
            count = 1
            while element.kind == "array" and element.elements and levels < Layout.MAX_DEPTH:
                count *= element.count
                element = self.module.type(element.elements[0])
                levels += 1
        if matrix is not None:
            if matrix["orientation"] == ROW_MAJOR and matrix["rows"]:
                count //= matrix["rows"]
            elif matrix["orientation"] == COLUMN_MAJOR and matrix["cols"]:
                count //= matrix["cols"]
            if element.kind == "vector" and element.elements:
                element = self.module.type(element.elements[0])
            if levels == 1:
                count = 0
        if element.kind == "struct" and not _is_matrix(element):  # an array of structs
            label = name + (f"[{count}]" if count else "") + ";"
            element_id = type_id
            for _ in range(levels):
                element_id = self.module.type(element_id).elements[0]
            self.struct(out, element_id, by_data_layout, label, offset, indent, offset_indent, depth=depth + 1)
            return
        text = self.type_and_name(t, field, count)
        out.append(f";{' ' * indent}{text.ljust(offset_indent)}; Offset:{offset:>5}"
                   + (f" Size: {size:>5}" if size else ""))

    def type_and_name(self, t, field: dict, count: int) -> str:
        """PrintTypeAndName: ``float4 color;``, ``row_major float4x4 m;``, ``uint a[3];``."""
        for _ in range(Layout.MAX_DEPTH):
            if t.kind != "array" or not t.elements:
                break
            t = self.module.type(t.elements[0])
        kind = field.get("component_type", 0)
        comp = self.names[kind] if kind < len(self.names) else str(kind)
        matrix = field.get("matrix")
        if matrix and matrix.get("cols"):
            major = {ROW_MAJOR: "row_major ", COLUMN_MAJOR: "column_major "}.get(matrix["orientation"], "")
            text = f"{major}{comp}{matrix['rows']}x{matrix['cols']}"
        elif t.kind == "vector":
            text = f"{comp}{t.count}"
        else:
            text = comp
        return f"{text} {field.get('name', '')}" + (f"[{count}]" if count else "") + ";"


def _is_matrix(t) -> bool:
    """HLMatrixType::isa: the high-level matrix structs (``class.matrix.float.4.4``)."""
    return t.kind == "struct" and (t.name or "").startswith("class.matrix.")


def view_id_state(kind: str, uses_view_id: bool, state: List[int]) -> List[str]:
    """DXC's ViewId state of a ``dx.viewIdState`` array (``kind``: the shader
    model's, ``gs``, ``hs``...). ParseError for an array DXC cannot read:
    too short, or more than 128 outputs (DXC keeps them in 128-bit sets)."""
    pos = 0

    def take(n: int, what: str) -> List[int]:
        nonlocal pos
        if n > len(state) - pos:
            raise ParseError(f"the ViewId state ends before its {what} ({len(state)} words)")
        pos += n
        return state[pos - n:pos]

    def count(what: str, bitset: bool = True) -> int:
        """A count; one DXC keeps in a 128-bit set (outputs) must fit it."""
        (n,) = take(1, what)
        if bitset and n > MAX_SIG_SCALARS:
            raise ParseError(f"the ViewId state gives {n} {what}, more than {MAX_SIG_SCALARS}")
        return n

    def dependent(n: int, what: str) -> List[int]:
        if not uses_view_id:
            return []
        words = take((n + 31) // 32, what)
        return [i for i in range(n) if words[i // 32] >> (i % 32) & 1]

    def contributing(inputs: int, outputs: int, what: str) -> Dict[int, List[int]]:
        per = (outputs + 31) // 32
        words = take(inputs * per, what)  # (no outputs: no words, whatever the inputs)
        found: Dict[int, List[int]] = {}
        for at, word in enumerate(words):
            i, first = divmod(at, per)
            while word:
                low = word & -word
                o = first * 32 + low.bit_length() - 1
                if o < outputs:
                    found.setdefault(o, []).append(i)
                word ^= low
        return {o: sorted(found[o]) for o in sorted(found)}

    streams = 4 if kind == "gs" else 1
    inputs = count("inputs", bitset=False)
    outputs, deps, contribs = [], [], []
    for s in range(streams):
        outputs.append(count(f"stream {s} outputs"))
        deps.append(dependent(outputs[s], f"stream {s} outputs dependent on ViewId"))
        contribs.append(contributing(inputs, outputs[s], f"stream {s} inputs contributing to outputs"))
    patch = pc_deps = pc_contribs = None
    if kind in ("hs", "ds", "ms"):
        patch = count("patch constant or primitive outputs", bitset=kind != "ds")
        if kind in ("hs", "ms"):
            pc_deps = dependent(patch, "patch constant outputs dependent on ViewId")
            pc_contribs = contributing(inputs, patch, "inputs contributing to patch constants")
        else:
            pc_contribs = contributing(patch, outputs[0], "patch constants contributing to outputs")

    def braces(values) -> str:
        return "{ " + ", ".join(map(str, values)) + " }"

    line = f"; Number of inputs: {inputs}"
    line += f", outputs per stream: {braces(outputs)}" if kind == "gs" else f", outputs: {outputs[0]}"
    if kind in ("hs", "ds"):
        line += f", patchconst: {patch}"
    elif kind == "ms":
        line += f", primitive outputs: {patch}"
    out = [";", "; ViewId state:", ";", line]
    names = [f"Outputs for Stream {s}" for s in range(4)] if kind == "gs" else ["Outputs"]
    shown = [s for s in range(streams) if kind != "gs" or outputs[s] > 0]
    out += [f"; {names[s]} dependent on ViewId: {braces(deps[s])}" for s in shown]
    pc_name = {"hs": "PCOutputs", "ms": "Primitive Outputs"}.get(kind)
    if pc_name:
        out.append(f"; {pc_name} dependent on ViewId: {braces(pc_deps)}")

    def contributing_lines(source: str, target: str, found: Dict[int, List[int]]) -> List[str]:
        return [f"; {source} contributing to computation of {target}:"] + \
            [f";   output {o} depends on inputs: {braces(i)}" for o, i in found.items()]

    for s in shown:
        out += contributing_lines("Inputs", names[s], contribs[s])
    if pc_name:
        out += contributing_lines("Inputs", pc_name, pc_contribs)
    elif kind == "ds":
        out += contributing_lines("PCInputs", "Outputs", pc_contribs)
    return out + [";"]


# --- LLVM's data layout (the sizes DXC prints for structured buffers) -----------------------------

class Layout:
    """The sizes LLVM's ``DataLayout`` gives the types of a module, as DXC's
    LLVM 3.7 computes them, with DXC's change: a vector is its elements back
    to back (``n * alloc size``), aligned as one element. ParseError for a
    type without a size (opaque, a function, nested over 64 deep)."""

    #: LLVM's default ABI alignments in bytes, by (kind, bits): integers,
    #: floats, vectors (unused: DXC aligns a vector as its element) and
    #: aggregates.
    DEFAULTS = {("i", 1): 1, ("i", 8): 1, ("i", 16): 2, ("i", 32): 4, ("i", 64): 4, ("f", 16): 2,
                ("f", 32): 4, ("f", 64): 8, ("f", 128): 16, ("v", 64): 8, ("v", 128): 16, ("a", 0): 0}
    MAX_DEPTH = 64

    def __init__(self, module, datalayout: Optional[str] = None):
        self.module = module
        self.align = dict(self.DEFAULTS)
        self.pointer = (8, 8)  # address space 0: size and ABI alignment in bytes
        text = module.datalayout if datalayout is None else datalayout
        for spec in (text or "").split("-"):
            kind, fields = spec[:1], spec[1:].split(":")
            if kind not in ("i", "f", "v", "a", "p"):
                continue  # e, m:e, n8:16:32:64, S128...
            try:
                numbers = [int(f) if f else 0 for f in fields]
            except ValueError:
                continue
            if kind == "p" and numbers[0] == 0 and len(numbers) >= 2:
                size = numbers[1] // 8
                self.pointer = (size, numbers[2] // 8 if len(numbers) >= 3 else size)
            elif kind != "p" and len(numbers) >= 2:
                self.align[(kind, numbers[0])] = numbers[1] // 8
        self._structs: Dict[int, Tuple[int, int]] = {}

    def _type(self, type_id: int, depth: int):
        if depth > self.MAX_DEPTH:
            raise ParseError(f"types nested more than {self.MAX_DEPTH} deep")
        return self.module.type(type_id)

    def bits(self, type_id: int, depth: int = 0) -> int:
        """``getTypeSizeInBits``."""
        t = self._type(type_id, depth)
        if t.kind == "integer":
            return t.width
        if t.kind in FLOAT_BITS:
            return FLOAT_BITS[t.kind]
        if t.kind == "pointer":
            return self.pointer[0] * 8
        if t.kind in ("array", "vector") and t.elements:
            return t.count * self.alloc_size(t.elements[0], depth + 1) * 8
        if t.kind == "struct":
            return self._struct_layout(type_id, depth)[0] * 8
        raise ParseError(f"type {type_id} ({t.kind}) has no size")

    def alignment(self, type_id: int, depth: int = 0) -> int:
        """``getABITypeAlignment``."""
        t = self._type(type_id, depth)
        if t.kind == "pointer":
            return self.pointer[1]
        if t.kind in ("array", "vector") and t.elements:
            return self.alignment(t.elements[0], depth + 1)
        if t.kind == "struct":
            return 1 if t.packed else max(self.align[("a", 0)], self._struct_layout(type_id, depth)[1])
        if t.kind == "integer":
            return self._best("i", t.width)
        if t.kind in FLOAT_BITS:
            return self._best("f", FLOAT_BITS[t.kind])
        raise ParseError(f"type {type_id} ({t.kind}) has no alignment")

    def _best(self, kind: str, bits: int) -> int:
        """``getAlignmentInfo``: the exact entry; for an integer the next
        wider one, else the widest; else the store size's power of two."""
        if (kind, bits) in self.align:
            return self.align[(kind, bits)]
        widths = sorted(b for k, b in self.align if k == kind)
        if kind == "i" and widths:
            wider = [b for b in widths if b > bits]
            return self.align[("i", wider[0] if wider else widths[-1])]
        store = (bits + 7) // 8
        return 1 << max(store - 1, 0).bit_length()

    def alloc_size(self, type_id: int, depth: int = 0) -> int:
        """``getTypeAllocSize``: the store size rounded up to the ABI alignment."""
        store = (self.bits(type_id, depth) + 7) // 8
        return _round_up(store, self.alignment(type_id, depth))

    def element_offsets(self, type_id: int) -> List[int]:
        """``StructLayout::getElementOffset`` of each member of a struct."""
        t = self._type(type_id, 0)
        offsets, at = [], 0
        for member in t.elements:
            at = _round_up(at, 1 if t.packed else self.alignment(member, 1))
            offsets.append(at)
            at += self.alloc_size(member, 1)
        return offsets

    def _struct_layout(self, type_id: int, depth: int) -> Tuple[int, int]:
        """``StructLayout``: (size, alignment) of a struct."""
        if type_id not in self._structs:
            t = self._type(type_id, depth)
            size = align = 0
            for member in t.elements:
                member_align = 1 if t.packed else self.alignment(member, depth + 1)
                size = _round_up(size, member_align)
                align = max(align, member_align)
                size += self.alloc_size(member, depth + 1)
            align = align or 1
            self._structs[type_id] = (_round_up(size, align), align)
        return self._structs[type_id]


FLOAT_BITS = {"half": 16, "float": 32, "double": 64}


def _round_up(value: int, align: int) -> int:
    return -(-value // align) * align if align > 1 else value


def struct_id(module, name: Optional[str]) -> Optional[int]:
    """The type id of the one struct type named ``name`` (None: no name, none, or several)."""
    if name is None:
        return None
    found = [i for i, t in enumerate(module.types) if t.kind == "struct" and t.name == name]
    return found[0] if len(found) == 1 else None


def structured_size(module, layout: Layout, record: dict) -> Optional[Tuple[int, bool]]:
    """``(bytes, element is a struct)`` DXC prints for a structured buffer
    without type annotations: the size of its element's struct, or of the
    resource's own struct when the element is not a struct (a matrix's
    ``class.matrix.*`` struct counts as not one); None when the type is not
    found or has no size."""
    outer_id = struct_id(module, record.get("type_name"))
    if outer_id is None:
        return None
    outer = module.types[outer_id]
    if not outer.elements:
        return None
    element = outer.elements[0]
    try:
        inner = module.type(element)
        if inner.kind == "struct" and not (inner.name or "").startswith("class.matrix."):
            return layout.alloc_size(element), True
        return layout.alloc_size(outer_id), False
    except ParseError:
        return None


# --- the listing ------------------------------------------------------------------------------------

class Program:
    """A program part's module and metadata (ParseError if they do not
    decode), and its functions' bodies, decoded when first asked for."""

    def __init__(self, fourcc: str, bitcode: bytes):
        from ..bitcode import decode_module, read, read_dxil_metadata
        self.fourcc = fourcc
        self._stream = read(bitcode)
        self.module = decode_module(self._stream)
        self.metadata = read_dxil_metadata(self.module)
        self._functions = None

    def functions(self):
        """The defined functions' bodies (ParseError if they do not decode)."""
        if self._functions is None:
            from ..bitcode import decode_functions
            self._functions = decode_functions(self._stream, self.module)
        return self._functions

    @property
    def kind(self) -> Optional[str]:
        model = self.metadata["shader_model"]
        return model["kind"] if model else None


def module_sections(program: Program, reflection: Optional[Program] = None) -> List[str]:
    """What DXC prints from the module: its signatures (from ``program``),
    the buffer definitions, resource bindings and ViewId state (from
    ``reflection``, ``program`` by default); nothing without ``dx.version``."""
    reflection = reflection or program
    md, rmd = program.metadata, reflection.metadata
    if md["dxil_version"] is None:
        return []
    out: List[str] = []
    entries = md["entry_points"]
    if program.kind != "lib":
        sigs = (entries[0]["signatures"] if entries else None) or {}
        titles = ("Input", "Vertex Output", "Primitive Output") if program.kind == "ms" else \
            ("Input", "Output", "Patch Constant")
        for title, key in zip(titles, ("inputs", "outputs", "patch_const_or_prim")):
            out += dxil_signature(title, sigs.get(key) or [])
    layout = Layout(reflection.module)
    rentries = rmd["entry_points"]
    flags = (entry_property(rentries[0], "shader_flags", 0) if rentries else 0) or 0
    structs = StructLayouts(reflection.module, layout, rmd["type_annotations"] or {},
                            min_precision=not flags & NATIVE_LOW_PRECISION_FLAG)
    out += buffer_definitions(rmd["resources"], structs,
                              lambda r: structured_size(reflection.module, layout, r))
    out += resource_bindings(rmd["resources"])
    if rmd["view_id_state"] is not None:
        rentries = rmd["entry_points"]
        flags = entry_property(rentries[0], "shader_flags", 0) if rentries else 0
        try:
            out += view_id_state(reflection.kind, bool((flags or 0) & VIEW_ID_FLAG), rmd["view_id_state"])
        except ParseError as exc:
            out += [";", f"; ViewId state: not printed: {exc}", ";"]
    return out


def _data(obj, index: int) -> bytes:
    """The data of part ``index`` of a parsed container, as far as the file holds it."""
    from .. import kaitai
    entry = obj.part_table[index]
    source = kaitai.source_bytes(obj) or b""
    start = entry.ofs_part + 8
    return bytes(source[start:start + entry.part.len_body])


def _program(obj, index: int) -> Program:
    from ..bitcode import program_bitcode
    part = obj.part_table[index].part
    try:
        code = program_bitcode(part)
    except INPUT_ERRORS as exc:
        raise describe(exc) from exc
    if code is None:
        raise ParseError(f"part {index} ({part.fourcc_text}) holds no DXIL program")
    return Program(part.fourcc_text, code)


def program_parts(obj) -> List[Tuple[int, str]]:
    """``(index, fourcc)`` of the DXIL, ILDB and STAT parts of a parsed container."""
    from ..bitcode import PROGRAM_FOURCCS
    out = []
    for i, entry in enumerate(obj.part_table):
        try:
            fourcc = entry.part.fourcc_text
        except INPUT_ERRORS:
            continue
        if fourcc in PROGRAM_FOURCCS:
            out.append((i, fourcc))
    return out


def has_dxil(obj) -> bool:
    """Whether DXC would list the container: it has a DXIL or ILDB part."""
    return any(fourcc in ("DXIL", "ILDB") for _, fourcc in program_parts(obj))


def listing(obj, part: Optional[str] = None, index: Optional[int] = None) -> Tuple[str, List[str]]:
    """``(where, lines)``: DXC's header of a parsed DXIL container (see the
    module's text), ``where`` naming the part whose module it prints. With
    ``part`` (DXIL, ILDB or STAT; ``index``: the N-th such part) the module
    sections come from that part alone. ParseError when the module does not
    decode (DXC refuses the file then) or there is no program."""
    main, program, reflection = listed_programs(obj, part, index)
    out = container_sections(obj)
    out += module_sections(program, reflection)
    out += subobject_sections(obj, program)
    out += ir_lines(program)
    return f"part {main} ({obj.part_table[main].part.fourcc_text})", out


def subobject_sections(obj, program: Program) -> List[str]:
    """The subobjects DXC prints (when the module has ``dx.version``): from
    the container's RDAT part's subobject table, after the line saying one
    did not load, else a library's own from its metadata; one comment line
    where DXC would refuse that metadata (:mod:`.dxil_rdat`)."""
    from .dxil_rdat import LOAD_ERROR, metadata_subobjects, subobject_table, subobjects
    if program.metadata["dxil_version"] is None:
        return []
    for entry in obj.part_table:
        try:
            if entry.part.fourcc_text == "RDAT" and subobject_table(entry.part.body) is not None:
                lines, error = subobjects(entry.part.body)
                return ([LOAD_ERROR] if error else []) + lines
        except INPUT_ERRORS as exc:
            raise describe(exc) from exc
    if program.kind != "lib":
        return []
    try:
        return metadata_subobjects(program.module)
    except ParseError as exc:
        return [";", f"; Subobjects: not printed: {exc}"]


def ir_lines(program: Program) -> List[str]:
    """The module as DXC prints it after its header: the ``target`` lines,
    then LLVM 3.7's text of the module with DXC's comments on ``dx.op``
    calls; one comment line instead of the text when the functions' bodies
    do not decode (DXC would refuse the file)."""
    from .dxil_ir import module_text
    from .dxil_ops import dxc_comment
    out = []
    if program.module.datalayout:
        out.append(f'target datalayout = "{program.module.datalayout}"')
    if program.module.triple:
        out.append(f'target triple = "{program.module.triple}"')
    try:
        functions = program.functions()
    except ParseError as exc:
        return out + ["", f"; the module's functions do not decode: {exc}"]
    return out + module_text(program.module, functions, annotate=dxc_comment)


def listed_programs(obj, part: Optional[str] = None,
                    index: Optional[int] = None) -> Tuple[int, Program, Program]:
    """``(index, program, reflection)``: the program part DXC lists (ILDB,
    else DXIL; or the ``part`` asked for) and the module it reads the
    resources from (STAT's when there is one); see :func:`listing`."""
    parts = program_parts(obj)
    if part is not None:
        chosen = [i for i, f in parts if f == part]
        if index is not None:
            chosen = chosen[index:index + 1]
        if not chosen:
            raise ParseError(f"no {part} part" + (f" {index}" if index is not None else ""))
        main = reflect = chosen[0]
    else:
        main = next((i for i, f in parts if f == "ILDB"), None)
        if main is None:
            main = next((i for i, f in parts if f == "DXIL"), None)
        if main is None:
            raise ParseError("no DXIL or ILDB part (DXC lists neither SHDR/SHEX nor STAT alone)")
        reflect = next((i for i, f in parts if f == "STAT"), main)
    program = _program(obj, main)
    reflection = program if reflect == main else _reflection(obj, reflect, program)
    return main, program, reflection


def _reflection(obj, index: int, program: Program) -> Program:
    """The STAT part's reflection module; the program's own when the STAT
    part holds none (FXC's statistics, an empty bitcode), as DXC falls back."""
    from ..bitcode import program_bitcode
    part = obj.part_table[index].part
    try:
        code = program_bitcode(part)
    except INPUT_ERRORS as exc:
        raise describe(exc) from exc
    return program if code is None else Program(part.fourcc_text, code)


def container_sections(obj) -> List[str]:
    """What DXC prints from the container's own parts: features,
    signatures, debug name, hash and the runtime information (PSV0, as DXC
    prints it from release 1.8.2502)."""
    found: Dict[str, int] = {}
    for i, entry in enumerate(obj.part_table):
        try:
            fourcc = entry.part.fourcc_text
        except INPUT_ERRORS:
            continue
        found.setdefault(fourcc, i)
    out: List[str] = []
    if "SFI0" in found:
        word = (_data(obj, found["SFI0"]) + bytes(8))[:8]
        out += feature_info(struct.unpack("<Q", word)[0])
    for title, fourcc, is_input in (("Input", "ISG1", True), ("Output", "OSG1", False),
                                    ("Patch Constant", "PSG1", False)):
        if fourcc in found:
            try:
                elements = obj.part_table[found[fourcc]].part.body.elements
            except INPUT_ERRORS as exc:
                raise describe(exc) from exc
            out += container_signature(title, elements, is_input)
    if "ILDN" in found:
        out += debug_name(_data(obj, found["ILDN"]))
    if "HASH" in found:
        out += shader_hash(_data(obj, found["HASH"]))
    if "PSV0" in found:
        try:
            out += runtime_information(obj.part_table[found["PSV0"]].part.body)
        except INPUT_ERRORS as exc:
            raise describe(exc) from exc
    return out
