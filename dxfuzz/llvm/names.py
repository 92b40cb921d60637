"""LLVM's names of enumerated values (``DXContainerConstants.def``): the
spellings obj2yaml prints and yaml2obj reads, name -> number.

obj2yaml prints these enumerations by name (``Type: CBV``, ``Kind:
Position``); the :class:`~dxfuzz.llvm.layout.Enum` of a key spells our value
through the table (our enums may know values LLVM does not: those are shown
by :func:`~dxfuzz.llvm.layout.llvm_enum` of our name, and not read back).
"""
from __future__ import annotations

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
