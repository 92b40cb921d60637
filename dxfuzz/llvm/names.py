"""How LLVM's obj2yaml spells enumerated values, and numbers for both sides.

obj2yaml prints some enumerations by name (``Type: CBV``, ``Kind: Position``)
and others as numbers; dxfuzz's ``to_dict`` gives enum names in snake case
(``cbv``, ``position``) and numbers for values no enum knows. :func:`number`
turns either side into the number it stands for, so a comparison never
depends on two spellings of one name. The tables are LLVM's
(``llvm/BinaryFormat/DXContainerConstants.def``).
"""
from __future__ import annotations

from enum import Enum

#: PSV resource types (``RESOURCE_TYPE``).
PSV_RESOURCE_TYPE = {
    "Invalid": 0, "Sampler": 1, "CBV": 2, "SRVTyped": 3, "SRVRaw": 4, "SRVStructured": 5,
    "UAVTyped": 6, "UAVRaw": 7, "UAVStructured": 8, "UAVStructuredWithCounter": 9,
}
#: PSV resource kinds (``RESOURCE_KIND``).
PSV_RESOURCE_KIND = {
    "Invalid": 0, "Texture1D": 1, "Texture2D": 2, "Texture2DMS": 3, "Texture3D": 4,
    "TextureCube": 5, "Texture1DArray": 6, "Texture2DArray": 7, "Texture2DMSArray": 8,
    "TextureCubeArray": 9, "TypedBuffer": 10, "RawBuffer": 11, "StructuredBuffer": 12,
    "CBuffer": 13, "Sampler": 14, "TBuffer": 15, "RTAccelerationStructure": 16,
    "FeedbackTexture2D": 17, "FeedbackTexture2DArray": 18,
}
#: PSV signature element semantic kinds (``SEMANTIC_KIND``).
PSV_SEMANTIC_KIND = {
    "Arbitrary": 0, "VertexID": 1, "InstanceID": 2, "Position": 3, "RenderTargetArrayIndex": 4,
    "ViewPortArrayIndex": 5, "ClipDistance": 6, "CullDistance": 7, "OutputControlPointID": 8,
    "DomainLocation": 9, "PrimitiveID": 10, "GSInstanceID": 11, "SampleIndex": 12,
    "IsFrontFace": 13, "Coverage": 14, "InnerCoverage": 15, "Target": 16, "Depth": 17,
    "DepthLessEqual": 18, "DepthGreaterEqual": 19, "StencilRef": 20, "DispatchThreadID": 21,
    "GroupID": 22, "GroupIndex": 23, "GroupThreadID": 24, "TessFactor": 25,
    "InsideTessFactor": 26, "ViewID": 27, "Barycentrics": 28, "ShadingRate": 29,
    "CullPrimitive": 30,
}
#: Component types of PSV elements and ISG1/OSG1/PSG1 elements (``COMPONENT_TYPE``).
COMPONENT_TYPE = {
    "Unknown": 0, "UInt32": 1, "SInt32": 2, "Float32": 3, "UInt16": 4, "SInt16": 5,
    "Float16": 6, "UInt64": 7, "SInt64": 8, "Float64": 9,
}
#: PSV interpolation modes (``INTERPOLATION_MODE``).
INTERPOLATION_MODE = {
    "Undefined": 0, "Constant": 1, "Linear": 2, "LinearCentroid": 3, "LinearNoperspective": 4,
    "LinearNoperspectiveCentroid": 5, "LinearSample": 6, "LinearNoperspectiveSample": 7,
    "Invalid": 8,
}
#: Signature element system values (``D3D_SYSTEM_VALUE``).
D3D_SYSTEM_VALUE = {
    "Undefined": 0, "Position": 1, "ClipDistance": 2, "CullDistance": 3,
    "RenderTargetArrayIndex": 4, "ViewPortArrayIndex": 5, "VertexID": 6, "PrimitiveID": 7,
    "InstanceID": 8, "IsFrontFace": 9, "SampleIndex": 10, "FinalQuadEdgeTessfactor": 11,
    "FinalQuadInsideTessfactor": 12, "FinalTriEdgeTessfactor": 13,
    "FinalTriInsideTessfactor": 14, "FinalLineDetailTessfactor": 15,
    "FinalLineDensityTessfactor": 16, "Barycentrics": 23, "ShadingRate": 24,
    "CullPrimitive": 25, "Target": 64, "Depth": 65, "Coverage": 66, "DepthGE": 67,
    "DepthLE": 68, "StencilRef": 69, "InnerCoverage": 70,
}
#: Signature element minimum precisions (``COMPONENT_PRECISION``).
MIN_PRECISION = {
    "Default": 0, "Float16": 1, "Float2_8": 2, "Reserved": 3, "SInt16": 4, "UInt16": 5,
    "Any16": 0xF0, "Any10": 0xF1,
}


class Unknown(Exception):
    """A value spelled in a way neither side's table knows."""


def number(value, table=None, enum=None) -> int:
    """The number a value of either side stands for.

    ``value`` is an int (either side), a bool, an LLVM name (looked up in
    ``table``), or a dxfuzz enum name (looked up in the generated ``enum``
    class, e.g. ``DxcontainerPsv0.ResourceKind``).
    """
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return value
    if isinstance(value, Enum):
        return int(value.value)
    if isinstance(value, str):
        if table is not None and value in table:
            return table[value]
        if enum is not None and value in enum.__members__:
            return int(enum[value].value)
    raise Unknown(f"{value!r} is not a known name")


def given_number(value, table=None, enum=None, where: str = "") -> int:
    """:func:`number` for a value read from LLVM's YAML: ValueError (naming
    ``where``) for a name neither table knows."""
    try:
        return number(value, table, enum)
    except Unknown:
        raise ValueError(f"{where}: {value!r} is not a name LLVM knows") from None


def same(mine, theirs, table=None, enum=None) -> bool:
    """Whether our value and obj2yaml's stand for the same number."""
    try:
        return number(mine, table, enum) == number(theirs, table, enum)
    except Unknown:
        return False
