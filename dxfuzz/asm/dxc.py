"""DXC's listing (``dxc -Fc``, or the ``#if 0`` block of ``-Fh``) against
the parts of a DXIL container.

DXC prints a ``;``-commented header before the LLVM IR: the required
features (SFI0), the container's signatures (ISG1, OSG1, PSG1), the debug
name (ILDN), the shader hash (HASH) and the pipeline runtime information
(PSV0); then what it reads from the DXIL module (the signatures again with
interpolation modes, buffer definitions, resource bindings, the view-ID
state, subobjects) and the IR itself. :func:`compare` checks every line of
the first kind field by field, and the second kind line for line against
what ``dxfuzz dis`` prints from the module (:mod:`.dxil_listing`); it marks
not compared the IR, subobjects and the members of structs, whose layouts
(dx.typeAnnotations) are not decoded.

The spellings are those of DXC's disassembler and of its PSV0 printer, in
both of their forms: before release 1.8.2502 the runtime information is the
stage lines only; from it, it starts with ``;PSVRuntimeInfo:`` and adds the
wave lane counts, the PSV1 counts and the entry name. Each rule is tested
by ``tests/test_asm_dxc.py``.
"""
from __future__ import annotations

import re

from ..container import first_part
from .listing import mark_read, mark_skipped

IR = "LLVM IR of the DXIL program (not decoded)"
SUBOBJECTS = "subobjects (RDAT): not compared"
STRUCT_LAYOUTS = "struct layouts of dx.typeAnnotations: not decoded"
NO_MODULE = "from the DXIL module, which does not decode: "

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
_RESERVED_27 = "<RESERVED>"

#: DXC's system-value column by the element's system value.
SYSTEM_VALUES = {0: "NONE", 1: "POS", 2: "CLIPDST", 3: "CULLDST", 4: "RTINDEX", 5: "VPINDEX",
                 6: "VERTID", 7: "PRIMID", 8: "INSTID", 9: "FFACE", 10: "SAMPLE", 11: "QUADEDGE",
                 12: "QUADINT", 13: "TRIEDGE", 14: "TRIINT", 15: "LINEDET", 16: "LINEDEN",
                 23: "BARYCEN", 24: "SHDINGRATE", 25: "CULLPRIM", 64: "TARGET", 65: "DEPTH",
                 66: "COVERAGE", 67: "DEPTHGE", 68: "DEPTHLE", 69: "STENCILREF", 70: "INNERCOV"}
COMPONENT_TYPES = ["unknown", "uint", "int", "float", "uint16", "int16", "fp16", "uint64", "int64",
                   "double"]
#: The register column of an element without a register, by semantic name.
_NO_REGISTER = {"sv_depth": "oDepth", "sv_depthgreaterequal": "oDepthGE",
                "sv_depthlessequal": "oDepthLE", "sv_coverage": "oMask",
                "sv_stencilref": "oStencilRef"}
_STAGE_TITLES = {"Vertex Shader": 1, "Pixel Shader": 0, "Geometry Shader": 2, "Hull Shader": 3,
                 "Domain Shader": 4, "Compute Shader": 5, "Mesh Shader": 13,
                 "Amplification Shader": 14}
_DOMAINS = {1: "isoline", 2: "tri", 3: "quad"}
_OUTPUT_PRIMITIVES = {1: "point", 2: "line", 3: "triangle_cw", 4: "triangle_ccw"}
_INPUT_PRIMITIVES = {1: "point", 2: "line", 3: "triangle", 6: "lineadj", 7: "triangleadj",
                     **{7 + n: f"patch{n}" for n in range(1, 33)}}
_OUTPUT_TOPOLOGIES = {1: "point", 3: "line", 5: "triangle"}
_MESH_TOPOLOGIES = {0: "undefined", 1: "line", 2: "triangle"}

_TITLE = re.compile(r"^; (Input|Output|Patch Constant|Vertex Output|Primitive Output) signature"
                    r"(?: signature)?:\s*$")
_BITCODE_TITLES = re.compile(r"^; (Buffer Definitions|Resource Bindings|ViewId state|Subobjects):\s*$")
#: A container signature row. Columns are padded, never cut: a system value
#: longer than its column (SHDINGRATE) touches the register number.
_ROW = re.compile(r"^; (?P<name>\S+)\s+(?P<index>\d+)\s+(?:(?P<mask>[xyzw ]{4}) +(?P<register>\d+)\s*|"
                  r"\s*N/A +(?P<special>\S+)\s+)(?P<sv>[A-Z][A-Z0-9]*)\s+(?P<format>\S+)(?P<used>.*)$")
_PSV_LINE = re.compile(r"^; (?P<key>[A-Za-z][\w\[\]]*)(?:=|: )(?P<value>.*?)\s*$")


def is_dxc_listing(listing: str) -> bool:
    """Whether a listing is DXC's: ``;`` comments and no FXC ``// Generated by``."""
    head = listing.lstrip()[:2000]
    return head.startswith(";") and "// Generated by" not in head


def _int(v):
    return int(getattr(v, "value", v))



def _mask4(mask: int) -> str:
    return "".join(c if mask >> i & 1 else " " for i, c in enumerate("xyzw"))


def signature_rows(sig, title: str) -> list:
    """The rows DXC prints for a container signature part: ``[{name, index,
    mask, register, sv, format, used}]`` (mask and used as DXC's fixed
    four-slot masks; an element without a register has mask N/A)."""
    elements = list(sig.elements or [])
    streams = any(e.stream for e in elements)
    rows = []
    for e in elements:
        used = e.rw_mask
        if title != "Input":  # outputs and, always, patch constants store NeverWrites
            used = ~used & 0xFF
        name = (f"m{e.stream}:" if streams else "") + e.semantic_name
        sv = SYSTEM_VALUES.get(_int(e.system_value), "NONE")
        ct = _int(e.component_type)
        row = {"name": name, "index": str(e.semantic_index), "sv": sv,
               "format": COMPONENT_TYPES[ct] if ct < len(COMPONENT_TYPES) else "unknown"}
        if e.register == 0xFFFFFFFF:
            special = _NO_REGISTER.get(e.semantic_name.lower())
            if special is None:
                special = "primID" if _int(e.system_value) == 7 else "special"
            row.update(mask="N/A", register=special, used="YES" if used else "NO")
        else:
            row.update(mask=_mask4(e.mask).strip(), register=str(e.register),
                       used=_mask4(used & 0xF).strip())
        rows.append(row)
    return rows


def _listed_row(m) -> dict:
    g = m.groupdict()
    if g["special"] is not None:
        return {"name": g["name"], "index": g["index"], "mask": "N/A", "register": g["special"],
                "sv": g["sv"], "format": g["format"], "used": g["used"].strip()}
    return {"name": g["name"], "index": g["index"], "mask": g["mask"].strip(),
            "register": g["register"], "sv": g["sv"], "format": g["format"],
            "used": g["used"].strip()}


def feature_names(word: int) -> tuple:
    """(required, optional) feature names DXC prints for an SFI0 word."""
    required = [FEATURE_NAMES[b] for b in range(len(FEATURE_NAMES)) if word >> b & 1]
    optional = [OPTIONAL_FEATURE_NAMES[b] for b in sorted(OPTIONAL_FEATURE_NAMES) if word >> b & 1]
    return required, optional


def psv_lines(psv, new_format: bool) -> dict:
    """``{key: text}`` of the runtime-information lines DXC prints for a
    decoded PSV0 part (the stage title under ``"stage"``)."""
    info = psv.runtime_info
    out = {}
    if info is None:
        return out
    stage = _int(info.union_stage) if hasattr(info, "union_stage") else -1
    title = next((t for t, k in _STAGE_TITLES.items() if k == stage), None)
    size = psv.len_runtime_info
    if title is not None:
        out["stage"] = title
    s = info.stage_info
    if stage == 1:
        out["OutputPositionPresent"] = str(int(bool(s.output_position_present)))
    elif stage == 0:
        out["DepthOutput"] = str(int(bool(s.depth_output)))
        out["SampleFrequency"] = str(int(bool(s.sample_frequency)))
    elif stage == 3:
        out["InputControlPointCount"] = str(s.num_input_control_points)
        out["OutputControlPointCount"] = str(s.num_output_control_points)
        out["Domain"] = _DOMAINS.get(_int(s.tessellator_domain), "invalid")
        out["OutputPrimitive"] = _OUTPUT_PRIMITIVES.get(_int(s.tessellator_output_primitive), "invalid")
    elif stage == 4:
        out["InputControlPointCount"] = str(s.num_input_control_points)
        out["OutputPositionPresent"] = str(int(bool(s.output_position_present)))
    elif stage == 2:
        out["InputPrimitive"] = _INPUT_PRIMITIVES.get(_int(s.input_primitive), "invalid")
        out["OutputTopology"] = _OUTPUT_TOPOLOGIES.get(_int(s.output_topology), "invalid")
        out["OutputStreamMask"] = str(s.output_stream_mask)
        out["OutputPositionPresent"] = str(int(bool(s.output_position_present)))
    if stage == 13 and size >= 36:
        out["MeshOutputTopology"] = _MESH_TOPOLOGIES.get(info.v1.stage_vectors.mesh_output_topology,
                                                         "invalid")
    if stage in (5, 13, 14) and size >= 48:
        out["NumThreads"] = f"({info.v2.num_threads_x},{info.v2.num_threads_y},{info.v2.num_threads_z})"
    if stage in (5, 13, 14) and size >= 56 and new_format:
        out["NumBytesGroupSharedMemory"] = str(info.v4.num_bytes_group_shared_memory)
    lo, hi = info.min_num_wave_lanes, info.max_num_wave_lanes
    if lo == hi:
        out["WaveSize"] = str(lo)
    elif new_format:
        out["MinimumExpectedWaveLaneCount"] = str(lo)
        out["MaximumExpectedWaveLaneCount"] = str(hi)
    if new_format and size >= 36:
        v1 = info.v1
        out["UsesViewID"] = "true" if v1.uses_view_id else "false"
        out["SigInputElements"] = str(v1.sig_input_elements)
        out["SigOutputElements"] = str(v1.sig_output_elements)
        out["SigPatchConstOrPrimElements"] = str(v1.sig_patch_const_or_prim_elements)
        out["SigInputVectors"] = str(v1.sig_input_vectors)
        for k, v in enumerate(v1.sig_output_vectors):
            out[f"SigOutputVectors[{k}]"] = str(v)
    if new_format and size >= 52:
        out["EntryFunctionName"] = psv.entry_function_name if hasattr(psv, "entry_function_name") \
            and psv.entry_function_name is not None else ""
    return out


def compare(d, obj, lines):
    """A DXIL container against DXC's listing, disagreements added to ``d``."""
    i, n = 0, len(lines)
    listed = {"features": None, "optional": None, "signatures": {}, "debug name": None,
              "hash": None, "psv": None}
    module = _ModuleSections(obj)
    while i < n:
        line = lines[i]
        text = line.rstrip()
        if text.startswith("target datalayout") or text.startswith("target triple"):
            mark_skipped(IR, *lines[i:])
            break
        if text == "; Note: shader requires additional functionality:" or \
                text == "; Note: shader has optional feature flags set:":
            mark_read(line)
            key = "features" if "requires" in text else "optional"
            names = []
            while i + 1 < n and re.match(r"^;       \S", lines[i + 1]):
                i += 1
                mark_read(lines[i])
                names.append(lines[i][8:].strip())
            listed[key] = names
        elif _TITLE.match(text):
            title = _TITLE.match(text).group(1)
            i = _read_signature(lines, i, title, listed, d, module)
            continue
        elif text.startswith("; shader debug name: "):
            mark_read(line)
            listed["debug name"] = text[len("; shader debug name: "):]
        elif text.startswith("; shader hash: "):
            mark_read(line)
            listed["hash"] = text[len("; shader hash: "):]
        elif text.startswith("; Pipeline Runtime Information:"):
            mark_read(line)
            i = _read_psv(lines, i + 1, listed)
            continue
        elif _BITCODE_TITLES.match(text):
            i = _read_module_section(lines, i, d, module)
            continue
        i += 1
    _compare_parts(d, obj, listed)


def _read_signature(lines, i, title, listed, d, module):
    """One ``; <Title> signature:`` block from line ``i``: the container's
    (Mask/Register columns, read) or the module's (InterpMode, compared
    line for line)."""
    n = len(lines)
    j = i + 1
    while j < n and lines[j].strip() == ";":
        j += 1
    if j < n and "InterpMode" in lines[j]:
        end = j + 1
        while end < n and lines[end].strip() != ";" and not lines[end].startswith("target "):
            end += 1
        module.compare(d, lines[i], lines[i + 1:end])
        return end
    mark_read(lines[i])
    rows = []
    if j < n and lines[j].strip() == "; no parameters":
        mark_read(lines[j])
        listed["signatures"].setdefault(title, rows)
        return j + 1
    if j + 1 < n and lines[j].startswith("; Name") and re.match(r"^; -+( -+)*\s*$", lines[j + 1]):
        mark_read(lines[j], lines[j + 1])
        j += 2
        while j < n and lines[j].strip() != ";":
            if lines[j].strip() == "; no parameters":  # older DXC: under the column names
                mark_read(lines[j])
                j += 1
                break
            m = _ROW.match(lines[j].rstrip("\n"))
            if not m:
                break
            mark_read(lines[j])
            rows.append(_listed_row(m))
            j += 1
    listed["signatures"].setdefault(title, rows)
    return j


def _read_psv(lines, i, listed):
    """The runtime-information lines after the title, up to the ``;`` that ends them."""
    n = len(lines)
    psv = {"new format": False}
    while i < n and lines[i].strip() == ";":
        i += 1
    while i < n:
        text = lines[i].rstrip()
        if text == ";PSVRuntimeInfo:":
            psv["new format"] = True
        elif text[2:] in _STAGE_TITLES and text.startswith("; "):
            psv["stage"] = text[2:]
        elif _PSV_LINE.match(text):
            m = _PSV_LINE.match(text)
            psv[m.group("key")] = m.group("value")
        else:
            break
        mark_read(lines[i])
        i += 1
    listed["psv"] = psv
    return i


def _read_module_section(lines, i, d, module):
    """A section printed from the module (buffer definitions, resource
    bindings, view-ID state, subobjects), up to the next section of the
    header or the IR, compared line for line."""
    n = len(lines)
    end = i + 1
    while end < n:
        text = lines[end].rstrip()
        if (_TITLE.match(text) or _BITCODE_TITLES.match(text) or text.startswith("target ")
                or text.startswith("; shader hash: ")):
            break
        end += 1
    module.compare(d, lines[i], lines[i + 1:end])
    return end


class _ModuleSections:
    """What ``dxfuzz dis`` prints from a container's DXIL module, by section
    title (the module decoded on first use), and the comparison of a listing's
    section with it, line for line, ``;`` lines aside."""

    def __init__(self, obj):
        self.obj = obj
        self.sections = None
        self.error = None

    def _ours(self):
        if self.sections is None and self.error is None:
            from ..errors import ParseError
            from .dxil_listing import listed_programs, module_sections
            try:
                _, program, reflection = listed_programs(self.obj)
                lines = module_sections(program, reflection)
            except ParseError as exc:
                self.error = str(exc)
                return None
            self.sections, title = {}, None
            for line in lines:
                if _TITLE.match(line) or _BITCODE_TITLES.match(line):
                    title = line.strip()
                    self.sections[title] = []
                elif title is not None and line.strip() != ";":
                    self.sections[title].append(line.rstrip())
        return self.sections

    def compare(self, d, title_line, body):
        title = title_line.strip()
        body = [ln for ln in body if ln.strip() != ";"]
        table = "DXC module " + title.strip("; :")
        if title == "; Subobjects:":
            mark_skipped(SUBOBJECTS, title_line, *body)
            return
        ours = self._ours()
        if ours is None:
            mark_skipped(NO_MODULE + self.error, title_line, *body)
            return
        mine = ours.get(title)
        mark_read(title_line)
        if mine is None:
            d.note(table, "-", "the listing has it, the module gives none")
            mark_skipped("a section the module gives none of", *body)
            return
        from .dxil_listing import NOT_DECODED
        if any(line.endswith(NOT_DECODED) for line in mine):
            mark_skipped(STRUCT_LAYOUTS, *body)
            return
        if len(mine) != len(body):
            d.field(table, "-", "line count", len(mine), len(body))
        for k, (a, b) in enumerate(zip(mine, body)):
            mark_read(b)
            d.field(table, f"line {b.number}" if hasattr(b, "number") else str(k), "text",
                    a, b.rstrip())


def _compare_parts(d, obj, listed):
    sfi0 = first_part(obj, "SFI0")
    word = int.from_bytes(bytes(getattr(sfi0, "_raw__m_body", b"") or b"")[:8], "little") \
        if sfi0 is not None else 0
    required, optional = feature_names(word)
    theirs = listed["features"] or []
    if word >> 27 & 1:  # older DXC printed bit 27 as <RESERVED>
        theirs = ["Wave Matrix" if t == _RESERVED_27 else t for t in theirs]
    d.field("DXC features", "-", "required features", required, theirs)
    d.field("DXC features", "-", "optional features", optional, listed["optional"] or [])
    for title, fourccs in (("Input", ("ISG1",)), ("Output", ("OSG1",)),
                           ("Patch Constant", ("PSG1",))):
        part = first_part(obj, *fourccs)
        theirs = listed["signatures"].get(title)
        table = f"DXC {title} signature"
        if part is None:
            if theirs is not None:
                d.note(table, "-", "the listing has this table, the container no " + fourccs[0])
            continue
        if theirs is None:
            d.note(table, "-", "not in the listing")
            continue
        ours = signature_rows(part.body, title)
        if len(ours) != len(theirs):
            d.field(table, "-", "row count", len(ours), len(theirs))
        for a, b in zip(ours, theirs):
            for key in ("name", "index", "mask", "register", "sv", "format", "used"):
                d.field(table, f"{b['name']}{b['index']}", key, a[key], b[key])
    ildn = first_part(obj, "ILDN")
    name = ildn.body.name if ildn is not None and ildn.body.name else None
    d.field("DXC debug name", "-", "name", name, listed["debug name"])
    hash_part = first_part(obj, "HASH")
    ours_hash = None
    if hash_part is not None:
        h = hash_part.body
        ours_hash = bytes(h.digest).hex() + (" (includes source)" if h.flags & 1 else "")
    d.field("DXC hash", "-", "hash", ours_hash, listed["hash"])
    psv_part = first_part(obj, "PSV0")
    theirs = listed["psv"]
    if psv_part is None:
        if theirs is not None:
            d.note("DXC runtime information", "-", "the listing has it, the container no PSV0")
        return
    if theirs is None:
        d.note("DXC runtime information", "-", "not in the listing")
        return
    ours = psv_lines(psv_part.body, theirs["new format"])
    listed_keys = {k: v for k, v in theirs.items() if k != "new format"}
    # Before DXC 1.7.2207 compute, mesh and amplification shaders printed no stage lines.
    if not theirs["new format"] and "stage" not in listed_keys and \
            ours.get("stage") in ("Compute Shader", "Mesh Shader", "Amplification Shader"):
        ours = {k: v for k, v in ours.items() if k == "WaveSize"}
    for key in sorted(set(ours) | set(listed_keys)):
        d.field("DXC runtime information", "-", key, ours.get(key), listed_keys.get(key))
