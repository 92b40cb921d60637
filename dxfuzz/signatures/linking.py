"""Linking of 2 to 5 compiled stages given in pipeline order: the checks D3D12's pipeline-state
creation makes between their signatures, control points, tessellator domain and payload (docs/linking.md)."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Tuple

from .. import kaitai
from ..errors import INPUT_ERRORS, ParseError
from ..rules.context import Context, enum_value, FAIL, PASS, SKIP, Skip, spec_body, WARN
from ..rules.dxcontainer_signature import shader_stage, STAGES
from .elements import NO_REGISTER, Record, records

#: The rules, in the order they are reported, with what each checks.
RULES: Dict[str, str] = {
    "link-stage-order": "Each file is a shader of a graphics pipeline stage and the stages are in pipeline "
                        "order: VS first (or AS/MS), HS and DS together, PS last, no stage twice.",
    "link-missing": "Each input the consumer reads is an output of the producer (same semantic name, "
                    "ASCII case-insensitive, and index, stream 0), unless the hardware generates it for "
                    "that stage; into a DS, also each control-point output of the HS is a DS input.",
    "link-register": "A matched element is in the same register on both sides (not compared from a mesh "
                     "shader, nor for a consumer element without a register).",
    "link-component-type": "A matched element has the same component type on both sides "
                           "(float32, uint32, sint32, the 16-bit and 64-bit types).",
    "link-min-precision": "A matched element has the same minimum precision on both sides "
                          "(32-byte records; 24- and 28-byte records have the default).",
    "link-mask": "The consumer's components of an element are a subset of the producer's; equal into "
                 "a DS; the same number of components from a mesh shader.",
    "link-system-value": "A matched element has the same system value on both sides (the debug "
                         "layer's check: a warning).",
    "link-never-written": "No component the consumer always reads is one the producer never writes "
                          "(the debug layer's check: a warning).",
    "link-patch-constant": "The HS's patch-constant outputs and the DS's patch-constant inputs are the "
                           "same elements: each on both sides, same register, type, minimum "
                           "precision and mask.",
    "link-control-points": "The HS's output control-point count equals the DS's input control-point count.",
    "link-domain": "The HS and the DS declare the same tessellator domain (isoline, tri, quad).",
    "link-payload": "The AS's payload size equals the MS's payload size.",
}

#: Shader kinds (DXIL's numbering, which the SM4/5 version token shares) of the stages.
PIXEL, VERTEX, GEOMETRY, HULL, DOMAIN, MESH, AMPLIFICATION = 0, 1, 2, 3, 4, 13, 14

#: The short name of each stage a pipeline may hold.
STAGE_NAMES = {VERTEX: "VS", HULL: "HS", DOMAIN: "DS", GEOMETRY: "GS", PIXEL: "PS",
               AMPLIFICATION: "AS", MESH: "MS"}

#: The two orders stages may come in (each a subsequence of one of these).
VERTEX_PIPELINE = (VERTEX, HULL, DOMAIN, GEOMETRY, PIXEL)
MESH_PIPELINE = (AMPLIFICATION, MESH, PIXEL)

#: The fourccs of each signature, in the order they are looked for.
SIGNATURE_FOURCCS = {"input": ("ISG1", "ISGN"), "output": ("OSG1", "OSG5", "OSGN"), "patch": ("PSG1", "PCSG")}

#: System values (D3D_NAME) the hardware may give a consumer stage that its producer does not
#: write: SV_PrimitiveID (7) into HS, DS and GS; SV_IsFrontFace (9), SV_SampleIndex (10),
#: SV_Barycentrics (23) and SV_ShadingRate (24) into the PS. SV_PrimitiveID into the PS is
#: added by :func:`generated_system_values` when the producer is neither a GS nor an MS.
#: (SV_VertexID and SV_InstanceID are generated only for the VS, which has no producer here.)
GENERATED = {HULL: {7}, DOMAIN: {7}, GEOMETRY: {7}, PIXEL: {9, 10, 23, 24}}



def generated_system_values(producer: int, consumer: int) -> set:
    """The system values (D3D_NAME) ``consumer`` may read without ``producer`` writing them."""
    values = set(GENERATED.get(consumer, ()))
    if consumer == PIXEL and producer not in (GEOMETRY, MESH):
        values.add(7)
    return values


# --- what the report holds ------------------------------------------------------------


@dataclass
class Finding:
    """One verdict of one rule: about a pair of stages, or one element of one file."""
    rule: str
    status: str  #: pass, fail, warn or skip
    message: str
    file: Optional[str] = None  #: the name of the file the offset is in
    offset: Optional[int] = None  #: of the element record (or declaration) involved

    def as_dict(self) -> dict:
        """The finding as JSON writes it (no ``file``/``offset`` keys when there are none)."""
        out: dict = {"rule": self.rule, "status": self.status, "message": self.message}
        if self.file is not None:
            out["file"] = self.file
        if self.offset is not None:
            out["offset"] = self.offset
        return out


@dataclass
class Linkage:
    """One signature of a consumer checked against its producer, and how many of
    its elements were compared with a producer element or accepted as generated."""
    producer: str  #: stage name (VS, HS, ...)
    consumer: str
    signature: str  #: "inputs", "control points" or "patch constants"
    compared: int = 0
    generated: int = 0

    def as_dict(self) -> dict:
        """The linkage as JSON writes it."""
        return {"producer": self.producer, "consumer": self.consumer, "signature": self.signature,
                "compared": self.compared, "generated": self.generated}


@dataclass
class LinkReport:
    """What :func:`link` found: the stages read, the signatures linked, and the findings."""
    files: List[str]
    stages: List[str] = field(default_factory=list)  #: VS, HS, ... or "?" when not known
    linkages: List[Linkage] = field(default_factory=list)
    findings: List[Finding] = field(default_factory=list)

    @property
    def failed(self) -> bool:
        """True when a rule failed: D3D12 would refuse to create the pipeline state."""
        return any(f.status == FAIL for f in self.findings)

    @property
    def compared(self) -> int:
        """Elements compared over every linkage."""
        return sum(k.compared for k in self.linkages)

    def summary(self) -> str:
        """One line: linked or not, and why not."""
        pipeline = " -> ".join(self.stages) if self.stages else "no stages"
        failed = sorted({f.rule for f in self.findings if f.status == FAIL}, key=list(RULES).index)
        warned = sum(1 for f in self.findings if f.status == WARN)
        if failed:
            count = sum(1 for f in self.findings if f.status == FAIL)
            return f"not linked: {pipeline}, {count} failure{'s' * (count != 1)} ({', '.join(failed)})"
        note = f", {warned} warning{'s' * (warned != 1)}" if warned else ""
        return f"linked: {pipeline}, {self.compared} elements compared{note}"

    def as_dict(self) -> dict:
        """The report as JSON writes it."""
        return {"files": self.files, "stages": self.stages, "linked": not self.failed,
                "verdict": self.summary(), "compared": self.compared,
                "linkages": [k.as_dict() for k in self.linkages],
                "findings": [f.as_dict() for f in self.findings]}


# --- one file's stage and signatures ---------------------------------------------------


@dataclass
class SignatureRecords:
    """One signature part of a file and its elements."""
    fourcc: str
    offset: int  #: of the part data in the file
    elements: List[Record]


class Stage:
    """One file of the pipeline: its name, its stage, and its signatures read on demand."""

    def __init__(self, name: str, data: bytes):
        self.name = name
        self.ctx = Context(data)
        self.kind: Optional[int] = None
        self.offset: Optional[int] = None  #: of the part that says the stage
        self.problem = ""  #: why the stage is not known
        self._signatures: Dict[str, object] = {}
        self._declarations: Optional[Dict[str, Tuple[int, int]]] = None
        try:
            self.kind = shader_stage(self.ctx)[0]
        except Skip as why:
            self.problem = str(why)
        except (ParseError, *INPUT_ERRORS) as exc:
            self.problem = f"its program part does not decode: {exc}"
        for fourcc in ("DXIL", "SHEX", "SHDR"):
            part = self.ctx.first(fourcc)
            if part is not None:
                self.offset = part.data_offset
                break

    @property
    def label(self) -> str:
        """VS, HS, ...; the stage in words for other kinds; "?" when not known."""
        if self.kind is None:
            return "?"
        if self.kind in STAGE_NAMES:
            return STAGE_NAMES[self.kind]
        return STAGES.get(self.kind, f"kind {self.kind}")

    def signature(self, kind: str) -> SignatureRecords:
        """The ``input``, ``output`` or ``patch`` signature; Skip if the file has
        no such part or it does not decode."""
        if kind not in self._signatures:
            try:
                self._signatures[kind] = self._read_signature(kind)
            except Skip as why:
                self._signatures[kind] = why
        found = self._signatures[kind]
        if isinstance(found, Skip):
            raise found
        return found  # type: ignore[return-value]

    def _read_signature(self, kind: str) -> SignatureRecords:
        """Read the first part of ``kind`` that the file has (DXC's fourcc first)."""
        part = next((p for f in SIGNATURE_FOURCCS[kind] for p in self.ctx.parts if p.fourcc == f), None)
        if part is None:
            raise Skip(f"{self.name} has no {'/'.join(SIGNATURE_FOURCCS[kind])} part "
                       f"({self.label} {kind} signature)")
        try:
            # the runtime reads the low four bits of either mask
            elements = [dataclasses.replace(r, mask=r.mask & 0xF, rw_mask=r.rw_mask & 0xF)
                        for r in records(self.ctx, part)]
        except Skip as why:
            raise Skip(f"{self.name}: {why}")
        except (ParseError, *INPUT_ERRORS) as exc:
            raise Skip(f"{self.name}: the {part.fourcc} part does not decode: {exc}")
        return SignatureRecords(part.fourcc, part.data_offset, elements)

    # --- tessellation and payload facts ---

    def fact(self, what: str) -> Tuple[int, int]:
        """``(value, offset)`` of ``output_control_points`` (HS), ``input_control_points``
        (DS), ``domain`` (HS, DS) or ``payload`` (AS, MS), from the PSV0 part's runtime
        info or, without it, the module's entry properties (DXIL), or from the program's
        declarations (DXBC); Skip when the file does not say."""
        if self.ctx.first("DXIL") is not None:
            return self._dxil_fact(what)
        return self._dxbc_fact(what)

    #: Where each fact is in PSV0's stage union: (stage, field of the union, byte offset in it).
    _PSV_FIELDS: Dict[Tuple[str, Optional[int]], Tuple[str, int]] = {
        ("output_control_points", HULL): ("num_output_control_points", 4),
        ("input_control_points", DOMAIN): ("num_input_control_points", 0),
        ("domain", HULL): ("tessellator_domain", 8),
        ("domain", DOMAIN): ("tessellator_domain", 8),
        ("payload", AMPLIFICATION): ("len_payload", 0),
        ("payload", MESH): ("len_payload", 8),
    }

    #: The module's entry property and key of each fact, by stage.
    _STATE_FIELDS: Dict[Tuple[str, Optional[int]], Tuple[str, str]] = {
        ("output_control_points", HULL): ("hs_state", "num_output_control_points"),
        ("input_control_points", DOMAIN): ("ds_state", "num_input_control_points"),
        ("domain", HULL): ("hs_state", "tessellator_domain"),
        ("domain", DOMAIN): ("ds_state", "tessellator_domain"),
        ("payload", AMPLIFICATION): ("as_state", "len_payload"),
        ("payload", MESH): ("ms_state", "len_payload"),
    }

    def _dxil_fact(self, what: str) -> Tuple[int, int]:
        """A fact from PSV0's stage union, else from the DXIL module's entry properties."""
        where = self._PSV_FIELDS[(what, self.kind)]
        psv = self.ctx.first("PSV0")
        why = f"{self.name} has no PSV0 part"
        if psv is not None:
            try:
                info = spec_body(self.ctx, psv, "dxcontainer_psv0").runtime_info.stage_info
                value = getattr(info, where[0], None)
                if value is not None:
                    return enum_value(value), psv.data_offset + 4 + where[1]
                why = f"{self.name}: PSV0's runtime info is not a {self.label}'s"
            except Skip as exc:
                why = str(exc)
            except (ParseError, *INPUT_ERRORS, AttributeError) as exc:
                why = f"{self.name}: PSV0 does not decode: {exc}"
        from ..rules.dxcontainer_program import program
        prop, key = self._STATE_FIELDS[(what, self.kind)]
        try:
            state = program(self.ctx).prop(prop) or {}
        except Skip as exc:
            raise Skip(f"{why}, and {exc}")
        if state.get(key) is None:
            raise Skip(f"{why}, and the module's {prop} has no {key}")
        part = self.ctx.first("DXIL")
        return state[key], part.data_offset if part is not None else 0

    #: The declaration of each fact in an SM5 program (opcode name, field of its body).
    _DECLARATIONS = {
        "output_control_points": ("dcl_output_control_point_count", "num_control_points"),
        "input_control_points": ("dcl_input_control_point_count", "num_control_points"),
        "domain": ("dcl_tessellator_domain", "domain"),
    }

    def _dxbc_fact(self, what: str) -> Tuple[int, int]:
        """A fact from the first declaration of it in the SHEX/SHDR program."""
        if what not in self._DECLARATIONS:
            raise Skip(f"{self.name} has no DXIL part, which says the {what.replace('_', ' ')}")
        if self._declarations is None:
            self._declarations = self._read_declarations()
        name = self._DECLARATIONS[what][0]
        if name not in self._declarations:
            raise Skip(f"{self.name}'s program has no {name} declaration")
        return self._declarations[name]

    def _read_declarations(self) -> Dict[str, Tuple[int, int]]:
        """``{opcode name: (value, offset)}`` of the first of each tessellation declaration
        in the program (offset of its opcode token in the file); Skip if it does not decode."""
        part = self.ctx.first("SHEX") or self.ctx.first("SHDR")
        if part is None:
            raise Skip(f"{self.name} has no SHEX or SHDR part")
        opcodes = kaitai.enum_class("dxcontainer_shader", "OpcodeType")
        wanted = {opcodes[opcode].value: (opcode, body_field) for opcode, body_field in self._DECLARATIONS.values()}
        found: Dict[str, Tuple[int, int]] = {}
        shader = spec_body(self.ctx, part, "dxcontainer_shader")
        offset = part.data_offset + 8  # after the version and length tokens
        try:
            for ins in shader.program.instructions:
                at = offset
                offset += 4 * (getattr(ins, "len_instruction", None) or 1)
                opcode = ins.opcode_token & 0x7FF
                if opcode in wanted and wanted[opcode][0] not in found:
                    name, body_field = wanted[opcode]
                    found[name] = (enum_value(getattr(ins.body, body_field)), at)
                    if len(found) == len(wanted):
                        break
        except (ParseError, *INPUT_ERRORS, AttributeError) as exc:
            raise Skip(f"{self.name}: the {part.fourcc} program does not decode: {exc}")
        return found


# --- the rules --------------------------------------------------------------------------


def link(files: List[Tuple[str, bytes]]) -> LinkReport:
    """Check what D3D12's pipeline-state creation checks between the given stages,
    ``(name, bytes)`` each, in pipeline order (VS, HS, DS, GS, PS; or AS, MS, PS):
    the stage order (``link-stage-order``), then for each producer and consumer in
    turn the rules of :data:`RULES` that apply to them. Each rule gives ``pass``,
    ``fail``, ``warn`` or ``skip`` per pair of stages; a failure names the file and
    the byte offset of the signature record (or declaration, or PSV0 field) involved.

    Elements are matched as the runtime matches them: by semantic name (ASCII
    case-insensitive) and semantic index, among the producer's outputs on stream 0.
    From a geometry shader that is the stream linked to the pixel shader whatever
    stream is rasterized: D3D12 links stream 0 (as the runtime behaves when tested);
    a pipeline that rasterizes no stream has no pixel shader to give here. Registers
    are compared as the files record them (no packing is derived again), and
    interpolation modes are not compared (the runtime does not compare them).

    A file that is not a container, or lacks a part a rule needs, gives a failure
    or a skip saying so, never an exception."""
    report = LinkReport([name for name, _ in files])
    stages = [Stage(name, bytes(data)) for name, data in files]
    report.stages = [s.label for s in stages]
    if not _check_stage_order(stages, report):
        return report
    for producer, consumer in zip(stages, stages[1:]):
        if producer.kind == AMPLIFICATION:
            _check_payload(producer, consumer, report)
        elif producer.kind == MESH:
            _link_signature(producer, consumer, report, "output", "input", mesh=True)
        elif producer.kind == HULL:
            _link_signature(producer, consumer, report, "output", "input", hull=True)
            _check_patch_constants(producer, consumer, report)
            _check_equal_fact(producer, consumer, report, "link-control-points", "output_control_points",
                              "input_control_points", "control points")
            _check_equal_fact(producer, consumer, report, "link-domain", "domain", "domain", "tessellator domain")
        else:
            _link_signature(producer, consumer, report, "output", "input")
    return report


def _check_stage_order(stages: List[Stage], report: LinkReport) -> bool:
    """``link-stage-order``: every file is a graphics stage and the stages come in
    pipeline order. True when the pairs can be linked."""
    rule = "link-stage-order"
    problems = []
    for s in stages:
        if s.kind is None:
            problems.append((f"{s.name}: cannot tell its stage: {s.problem}", s.name, s.offset))
        elif s.kind not in STAGE_NAMES:
            problems.append((f"{s.name} is {_a(s.label)} shader, not a stage of a graphics pipeline",
                             s.name, s.offset))
    if problems:
        for message, name, offset in problems:
            report.findings.append(Finding(rule, FAIL, message, name, offset))
        return False
    kinds = [s.kind for s in stages if s.kind is not None]
    order = VERTEX_PIPELINE if kinds[0] not in MESH_PIPELINE or kinds[0] == PIXEL else MESH_PIPELINE
    problem = _order_problem(kinds, order)
    text = " -> ".join(s.label for s in stages)
    if problem is not None:
        at, message = problem
        report.findings.append(Finding(rule, FAIL, f"{text}: {message}", stages[at].name, stages[at].offset))
        return False
    report.findings.append(Finding(rule, PASS, text))
    return True


def _order_problem(kinds: List[int], order: Tuple[int, ...]) -> Optional[Tuple[int, str]]:
    """``(index of the stage at fault, why)`` when ``kinds`` is not a valid pipeline in ``order``."""
    names = [STAGE_NAMES[k] for k in kinds]
    if order == VERTEX_PIPELINE and kinds[0] != VERTEX:
        return 0, f"the first stage is {_a(names[0])}: a pipeline starts with a VS, an AS or an MS"
    for i in range(1, len(kinds)):
        if kinds[i] in kinds[:i]:
            return i, f"{names[i]} is given twice"
        if kinds[i] not in order:
            return i, f"{_a(names[i])} does not belong in a pipeline that starts with {_a(names[0])}"
        if order.index(kinds[i]) < order.index(kinds[i - 1]):
            expected = " -> ".join(STAGE_NAMES[k] for k in order)
            return i, f"{names[i]} comes after {names[i - 1]}: the order is {expected}"
    if (HULL in kinds) != (DOMAIN in kinds):
        at = kinds.index(HULL if HULL in kinds else DOMAIN)
        return at, "an HS needs a DS after it, and a DS an HS before it"
    if AMPLIFICATION in kinds and MESH not in kinds:
        return kinds.index(AMPLIFICATION), "an AS needs an MS after it"
    return None


def _pair(producer: Stage, consumer: Stage) -> str:
    """``VS -> PS``: how messages name a pair of stages."""
    return f"{producer.label} -> {consumer.label}"


class _Rules:
    """The findings of one linkage, gathered per rule: failures and warnings as they
    come, then one ``pass`` per rule that found nothing wrong; given to the report in
    the order of :data:`RULES` (each rule's findings in the order they were found)."""

    def __init__(self, report: LinkReport, pair: str, rules: Tuple[str, ...]):
        self.report = report
        self.pair = pair
        self.rules = rules
        self.findings: List[Finding] = []

    def add(self, rule: str, status: str, message: str, file: Optional[str], offset: Optional[int]) -> None:
        """A failure or warning of ``rule``."""
        self.findings.append(Finding(rule, status, f"{self.pair}: {message}", file, offset))

    def passed(self, messages: Dict[str, str], file: Optional[str] = None, offset: Optional[int] = None) -> None:
        """A ``pass`` for each rule without a failure or warning; then the findings go to the report."""
        found = {f.rule for f in self.findings}
        for rule in self.rules:
            if rule not in found and rule in messages:
                self.findings.append(Finding(rule, PASS, f"{self.pair}: {messages[rule]}", file, offset))
        order = list(RULES)
        self.report.findings += sorted(self.findings, key=lambda f: order.index(f.rule))

    def skip(self, message: str) -> None:
        """A ``skip`` for each rule: the linkage could not be read."""
        for rule in self.rules:
            self.report.findings.append(Finding(rule, SKIP, f"{self.pair}: {message}"))


#: The rules one output-to-input linkage reports.
_ELEMENT_RULES = ("link-missing", "link-register", "link-component-type", "link-min-precision", "link-mask",
                  "link-system-value", "link-never-written")


def _link_signature(producer: Stage, consumer: Stage, report: LinkReport, out_kind: str, in_kind: str,
                    hull: bool = False, mesh: bool = False) -> None:
    """The consumer's input signature against the producer's outputs (docs/linking.md,
    "Outputs into inputs"): each input found (``link-missing``) and agreeing in register,
    component type, minimum precision, mask, system value and written components.
    ``hull``: HS control points into a DS (masks equal, every HS output declared);
    ``mesh``: an MS's vertex and primitive outputs into a PS (no registers, equal
    component counts)."""
    pair = _pair(producer, consumer)
    rules = _Rules(report, pair, _ELEMENT_RULES)
    linkage = Linkage(producer.label, consumer.label, "control points" if hull else "inputs")
    try:
        inputs = consumer.signature(in_kind)
        outputs = producer.signature(out_kind).elements
        if mesh:
            try:
                outputs = outputs + producer.signature("patch").elements
            except Skip:
                pass  # an MS without primitive outputs
    except Skip as why:
        rules.skip(str(why))
        return
    report.linkages.append(linkage)
    found: Dict[Tuple[str, int], Record] = {}
    other_streams: Dict[Tuple[str, int], int] = {}
    for el in outputs:
        if el.stream == 0:
            found.setdefault(el.key, el)
        else:
            other_streams.setdefault(el.key, el.stream)
    generated = generated_system_values(producer.kind, consumer.kind)  # type: ignore[arg-type]
    generated_names = []
    for el in inputs.elements:
        source = found.get(el.key)
        if source is None:
            if el.system_value in generated or el.register == NO_REGISTER:
                linkage.generated += 1
                generated_names.append(f"{el.name}{el.index}")
                continue
            where = "vertex or primitive outputs" if mesh else "outputs"
            if el.key in other_streams:
                where += f" on stream 0 (it is on stream {other_streams[el.key]}: D3D12 links stream 0)"
            rules.add("link-missing", FAIL, f"{consumer.label} input {el.text()} is not one of the "
                      f"{producer.label}'s {where}", consumer.name, el.offset)
            continue
        linkage.compared += 1
        _compare(producer, consumer, source, el, rules, hull=hull, mesh=mesh)
    if hull:
        declared = {el.key for el in inputs.elements}
        for el in outputs:
            if el.key not in declared:
                rules.add("link-missing", FAIL, f"HS output {el.text()} is not declared by the DS "
                          "(a DS declares every control-point output of the HS)", producer.name, el.offset)
    n, g = linkage.compared, linkage.generated
    found_text = f"{_count(n, consumer.label + ' input')} found in the {producer.label}'s outputs"
    if g:
        found_text += f", {g} generated by the hardware ({', '.join(generated_names)})"
    rules.passed({
        "link-missing": found_text + (", and every HS output declared" if hull else ""),
        "link-register": "registers are not compared from a mesh shader" if mesh else _agree(n, "register"),
        "link-component-type": _agree(n, "component type"),
        "link-min-precision": _agree(n, "minimum precision"),
        "link-mask": _agree(n, "mask", "are equal" if hull else "agree"),
        "link-system-value": _agree(n, "system value"),
        "link-never-written": "no component read always is never written",
    }, consumer.name, inputs.offset)


def _compare(producer: Stage, consumer: Stage, source: Record, el: Record, rules: _Rules,
             hull: bool, mesh: bool) -> None:
    """The checks of one consumer element against the producer element of the same name and index."""
    theirs = f"(the {producer.label}'s is {source.text()}, {producer.name}@{source.offset:#x})"
    name = f"{consumer.label} input {el.text()}"
    if not mesh and el.register != NO_REGISTER and el.register != source.register:
        rules.add("link-register", FAIL, f"{name} is in another register than the {producer.label} output "
                  f"{theirs}", consumer.name, el.offset)
    if el.component_type != source.component_type:
        rules.add("link-component-type", FAIL, f"{name} has component type {_type_name(el.component_type)}, "
                  f"the {producer.label} output {_type_name(source.component_type)} {theirs}",
                  consumer.name, el.offset)
    if el.min_precision != source.min_precision:
        rules.add("link-min-precision", FAIL, f"{name} has minimum precision "
                  f"{_precision_name(el.min_precision)}, the {producer.label} output "
                  f"{_precision_name(source.min_precision)} {theirs}", consumer.name, el.offset)
    if mesh:
        if bin(el.mask).count("1") != bin(source.mask).count("1"):
            rules.add("link-mask", FAIL, f"{name} has {bin(el.mask).count('1')} components, the MS output "
                      f"{bin(source.mask).count('1')} (from a mesh shader they must be as many) {theirs}",
                      consumer.name, el.offset)
    elif hull and el.mask != source.mask:
        rules.add("link-mask", FAIL, f"{name} does not declare the same components as the HS output "
                  f"(into a DS they must be equal) {theirs}", consumer.name, el.offset)
    elif el.mask & ~source.mask:
        rules.add("link-mask", FAIL, f"{name} reads components the {producer.label} output does not have "
                  f"{theirs}", consumer.name, el.offset)
    if el.system_value != source.system_value:
        rules.add("link-system-value", WARN, f"{name} has system value {_system_value_name(el.system_value)}, "
                  f"the {producer.label} output {_system_value_name(source.system_value)} {theirs}",
                  consumer.name, el.offset)
    unwritten = el.rw_mask & source.rw_mask & el.mask & source.mask
    if unwritten:
        letters = "".join(c for i, c in enumerate("xyzw") if unwritten >> i & 1)
        rules.add("link-never-written", WARN, f"{name} always reads .{letters}, which the {producer.label} "
                  f"never writes {theirs}", consumer.name, el.offset)


def _check_patch_constants(hull: Stage, domain: Stage, report: LinkReport) -> None:
    """``link-patch-constant``: the HS's patch-constant outputs and the DS's
    patch-constant inputs are the same elements, each in the same register with the
    same component type, minimum precision and mask (system values: ``link-system-value``)."""
    rule = "link-patch-constant"
    pair = _pair(hull, domain)
    rules = _Rules(report, pair, (rule, "link-system-value"))
    try:
        outputs = hull.signature("patch")
        inputs = domain.signature("patch")
    except Skip as why:
        rules.skip(str(why))
        return
    linkage = Linkage(hull.label, domain.label, "patch constants")
    report.linkages.append(linkage)
    by_key = {el.key: el for el in outputs.elements}
    declared = {el.key for el in inputs.elements}
    for el in inputs.elements:
        source = by_key.get(el.key)
        name = f"DS patch constant {el.text()}"
        if source is None:
            rules.add(rule, FAIL, f"{name} is not a patch-constant output of the HS", domain.name, el.offset)
            continue
        linkage.compared += 1
        theirs = f"(the HS's is {source.text()}, {hull.name}@{source.offset:#x})"
        differences = [what for what, ours, other in (
            ("register", el.register, source.register), ("component type", el.component_type, source.component_type),
            ("minimum precision", el.min_precision, source.min_precision), ("mask", el.mask, source.mask))
            if ours != other]
        if differences:
            rules.add(rule, FAIL, f"{name} differs from the HS's in {', '.join(differences)} {theirs}",
                      domain.name, el.offset)
        if el.system_value != source.system_value:
            rules.add("link-system-value", WARN, f"{name} has system value "
                      f"{_system_value_name(el.system_value)}, the HS's "
                      f"{_system_value_name(source.system_value)} {theirs}", domain.name, el.offset)
    for el in outputs.elements:
        if el.key not in declared:
            rules.add(rule, FAIL, f"HS patch constant {el.text()} is not declared by the DS (the DS declares "
                      "the HS's patch constants, tessellation factors included)", hull.name, el.offset)
    n = linkage.compared
    rules.passed({rule: _agree(n, "patch constant", "are the same on both sides"),
                  "link-system-value": _agree(n, "patch-constant system value")}, domain.name, inputs.offset)


def _check_equal_fact(producer: Stage, consumer: Stage, report: LinkReport, rule: str, ours: str, theirs: str,
                      what: str) -> None:
    """``rule``: the producer's fact ``ours`` equals the consumer's fact ``theirs``
    (``what`` says them in messages: "control points" or "tessellator domain")."""
    pair = _pair(producer, consumer)
    try:
        value, offset = producer.fact(ours)
        other, other_offset = consumer.fact(theirs)
    except Skip as why:
        report.findings.append(Finding(rule, SKIP, f"{pair}: {why}"))
        return
    if what == "tessellator domain":
        said, other_said = f"the {what} {_domain_name(value)}", f"the {what} {_domain_name(other)}"
    else:
        said, other_said = f"{value} output {what}", f"{other} input {what}"
    if value != other:
        report.findings.append(Finding(
            rule, FAIL, f"{pair}: the {producer.label} declares {said}, the {consumer.label} {other_said} "
            f"({producer.name}@{offset:#x})", consumer.name, other_offset))
    else:
        both = f"the {what} {_domain_name(value)}" if what == "tessellator domain" else f"{value} {what}"
        report.findings.append(Finding(rule, PASS, f"{pair}: {both} on both sides", consumer.name, other_offset))


def _check_payload(amplification: Stage, mesh: Stage, report: LinkReport) -> None:
    """``link-payload``: the AS's payload size equals the MS's."""
    rule = "link-payload"
    pair = _pair(amplification, mesh)
    try:
        size, offset = amplification.fact("payload")
        other, other_offset = mesh.fact("payload")
    except Skip as why:
        report.findings.append(Finding(rule, SKIP, f"{pair}: {why}"))
        return
    if size != other:
        report.findings.append(Finding(
            rule, FAIL, f"{pair}: the AS's payload is {size} bytes, the MS's {other} "
            f"({amplification.name}@{offset:#x})", mesh.name, other_offset))
    else:
        report.findings.append(Finding(rule, PASS, f"{pair}: payload of {size} bytes on both sides",
                                       mesh.name, other_offset))


# --- words for messages -------------------------------------------------------------------


def _count(n: int, what: str) -> str:
    """``1 HS input``, ``3 HS inputs``."""
    return f"{n} {what}{'s' * (n != 1)}"


def _agree(n: int, what: str, verb: str = "agree") -> str:
    """``1 register agrees``, ``3 registers agree`` (``verb`` in the plural: "agree" or "are ...")."""
    if n == 1:
        verb = "agrees" if verb == "agree" else "is " + verb[4:] if verb.startswith("are ") else verb
    return f"{_count(n, what)} {verb}"


def _a(name: str) -> str:
    """The stage name with its article: ``a VS``, ``an HS``, ``an MS``, ``a compute``."""
    vowel = name[:1] in ("AEFHILMNORSX" if len(name) == 2 and name.isupper() else "aeiou")
    return f"{'an' if vowel else 'a'} {name}"


def _enum_name(spec: str, enum: str, value: int) -> str:
    """The spec's name of an enum value, or the number when it has none."""
    try:
        return kaitai.enum_class(spec, enum)(value).name
    except (ValueError, KeyError):
        return str(value)


def _type_name(value: int) -> str:
    """A component type's name (``float32``)."""
    return _enum_name("dxcontainer_signature", "ComponentType", value)


def _precision_name(value: int) -> str:
    """A minimum precision's name (``default``, ``float16``)."""
    return _enum_name("dxcontainer_shader", "MinPrecision", value)


def _system_value_name(value: int) -> str:
    """A system value's name (``position``, ``undefined`` for none)."""
    return _enum_name("dxcontainer_signature", "D3dName", value)


def _domain_name(value: int) -> str:
    """A tessellator domain's name (``isoline``, ``tri``, ``quad``)."""
    return _enum_name("dxcontainer_shader", "TessellatorDomain", value)


__all__ = ["FAIL", "Finding", "LinkReport", "Linkage", "PASS", "RULES", "SKIP", "STAGE_NAMES", "WARN", "link"]
