"""The DXIL operations (the ``dx.op.*`` functions) by opcode, with their parameters'
names, and the comment DXC's disassembler writes after each call of one.

The opcode is a call's first argument: a table id in its high 16 bits (0
for the core operations, 0x8000 for the experimental ones) and an index in
that table in its low 16. DXC writes ``  ; Name(param,param...)`` after
the call, ``  ; invalid DXIL opcode #N`` for a number no table holds, and
after ``AnnotateHandle`` the resource its properties describe
(``  resource: RWStructuredBuffer<stride=4>``). The tables are those of
DXC's instruction database (``utils/hct/hctdb.py``): names of operations
newer than the DXC that compiled a file are printed all the same; the
parameters older releases spelled otherwise are kept to read their listings.
Before that comment, in a program with debug information, DXC writes an
instruction's source line (`` ; line:12 col:5``), or after a call of
``llvm.dbg.value``/``llvm.dbg.declare`` the variable it describes
(`` ; var:"x" !DIExpression() func:"main"``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Dict, Optional, Tuple

from ..bitcode.debug_info import (METADATA_EXPRESSION, METADATA_LOCAL_VAR, METADATA_LOCATION,
                                  METADATA_SUBPROGRAM, fields, subprogram)
from ..bitcode.module import MDOther

if TYPE_CHECKING:  # pragma: no cover
    from ..bitcode.function import Instruction
    from .dxil_ir import FunctionText, ModuleText

#: The core operations, by opcode: (name, the parameters after the opcode).
CORE_OPS: Tuple[Tuple[str, str], ...] = (
    ("TempRegLoad", "index"),
    ("TempRegStore", "index,value"),
    ("MinPrecXRegLoad", "regIndex,index,component"),
    ("MinPrecXRegStore", "regIndex,index,component,value"),
    ("LoadInput", "inputSigId,rowIndex,colIndex,gsVertexAxis"),
    ("StoreOutput", "outputSigId,rowIndex,colIndex,value"),
    ("FAbs", "value"),
    ("Saturate", "value"),
    ("IsNaN", "value"),
    ("IsInf", "value"),
    ("IsFinite", "value"),
    ("IsNormal", "value"),
    ("Cos", "value"),
    ("Sin", "value"),
    ("Tan", "value"),
    ("Acos", "value"),
    ("Asin", "value"),
    ("Atan", "value"),
    ("Hcos", "value"),
    ("Hsin", "value"),
    ("Htan", "value"),
    ("Exp", "value"),
    ("Frc", "value"),
    ("Log", "value"),
    ("Sqrt", "value"),
    ("Rsqrt", "value"),
    ("Round_ne", "value"),
    ("Round_ni", "value"),
    ("Round_pi", "value"),
    ("Round_z", "value"),
    ("Bfrev", "value"),
    ("Countbits", "value"),
    ("FirstbitLo", "value"),
    ("FirstbitHi", "value"),
    ("FirstbitSHi", "value"),
    ("FMax", "a,b"),
    ("FMin", "a,b"),
    ("IMax", "a,b"),
    ("IMin", "a,b"),
    ("UMax", "a,b"),
    ("UMin", "a,b"),
    ("IMul", "a,b"),
    ("UMul", "a,b"),
    ("UDiv", "a,b"),
    ("UAddc", "a,b"),
    ("USubb", "a,b"),
    ("FMad", "a,b,c"),
    ("Fma", "a,b,c"),
    ("IMad", "a,b,c"),
    ("UMad", "a,b,c"),
    ("Msad", "a,b,c"),
    ("Ibfe", "a,b,c"),
    ("Ubfe", "a,b,c"),
    ("Bfi", "width,offset,value,replacedValue"),
    ("Dot2", "ax,ay,bx,by"),
    ("Dot3", "ax,ay,az,bx,by,bz"),
    ("Dot4", "ax,ay,az,aw,bx,by,bz,bw"),
    ("CreateHandle", "resourceClass,rangeId,index,nonUniformIndex"),
    ("CBufferLoad", "handle,byteOffset,alignment"),
    ("CBufferLoadLegacy", "handle,regIndex"),
    ("Sample", "srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,clamp"),
    ("SampleBias", "srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,bias,clamp"),
    ("SampleLevel", "srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,LOD"),
    ("SampleGrad",
     "srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,ddx0,ddx1,ddx2,ddy0,ddy1,"
     "ddy2,clamp"),
    ("SampleCmp", "srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,compareValue,clamp"),
    ("SampleCmpLevelZero", "srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,compareValue"),
    ("TextureLoad", "srv,mipLevelOrSampleCount,coord0,coord1,coord2,offset0,offset1,offset2"),
    ("TextureStore", "srv,coord0,coord1,coord2,value0,value1,value2,value3,mask"),
    ("BufferLoad", "srv,index,wot"),
    ("BufferStore", "uav,coord0,coord1,value0,value1,value2,value3,mask"),
    ("BufferUpdateCounter", "uav,inc"),
    ("CheckAccessFullyMapped", "status"),
    ("GetDimensions", "handle,mipLevel"),
    ("TextureGather", "srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,channel"),
    ("TextureGatherCmp", "srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,channel,compareValue"),
    ("Texture2DMSGetSamplePosition", "srv,index"),
    ("RenderTargetGetSamplePosition", "index"),
    ("RenderTargetGetSampleCount", ""),
    ("AtomicBinOp", "handle,atomicOp,offset0,offset1,offset2,newValue"),
    ("AtomicCompareExchange", "handle,offset0,offset1,offset2,compareValue,newValue"),
    ("Barrier", "barrierMode"),
    ("CalculateLOD", "handle,sampler,coord0,coord1,coord2,clamped"),
    ("Discard", "condition"),
    ("DerivCoarseX", "value"),
    ("DerivCoarseY", "value"),
    ("DerivFineX", "value"),
    ("DerivFineY", "value"),
    ("EvalSnapped", "inputSigId,inputRowIndex,inputColIndex,offsetX,offsetY"),
    ("EvalSampleIndex", "inputSigId,inputRowIndex,inputColIndex,sampleIndex"),
    ("EvalCentroid", "inputSigId,inputRowIndex,inputColIndex"),
    ("SampleIndex", ""),
    ("Coverage", ""),
    ("InnerCoverage", ""),
    ("ThreadId", "component"),
    ("GroupId", "component"),
    ("ThreadIdInGroup", "component"),
    ("FlattenedThreadIdInGroup", ""),
    ("EmitStream", "streamId"),
    ("CutStream", "streamId"),
    ("EmitThenCutStream", "streamId"),
    ("GSInstanceID", ""),
    ("MakeDouble", "lo,hi"),
    ("SplitDouble", "value"),
    ("LoadOutputControlPoint", "inputSigId,row,col,index"),
    ("LoadPatchConstant", "inputSigId,row,col"),
    ("DomainLocation", "component"),
    ("StorePatchConstant", "outputSigID,row,col,value"),
    ("OutputControlPointID", ""),
    ("PrimitiveID", ""),
    ("CycleCounterLegacy", ""),
    ("WaveIsFirstLane", ""),
    ("WaveGetLaneIndex", ""),
    ("WaveGetLaneCount", ""),
    ("WaveAnyTrue", "cond"),
    ("WaveAllTrue", "cond"),
    ("WaveActiveAllEqual", "value"),
    ("WaveActiveBallot", "cond"),
    ("WaveReadLaneAt", "value,lane"),
    ("WaveReadLaneFirst", "value"),
    ("WaveActiveOp", "value,op,sop"),
    ("WaveActiveBit", "value,op"),
    ("WavePrefixOp", "value,op,sop"),
    ("QuadReadLaneAt", "value,quadLane"),
    ("QuadOp", "value,op"),
    ("BitcastI16toF16", "value"),
    ("BitcastF16toI16", "value"),
    ("BitcastI32toF32", "value"),
    ("BitcastF32toI32", "value"),
    ("BitcastI64toF64", "value"),
    ("BitcastF64toI64", "value"),
    ("LegacyF32ToF16", "value"),
    ("LegacyF16ToF32", "value"),
    ("LegacyDoubleToFloat", "value"),
    ("LegacyDoubleToSInt32", "value"),
    ("LegacyDoubleToUInt32", "value"),
    ("WaveAllBitCount", "value"),
    ("WavePrefixBitCount", "value"),
    ("AttributeAtVertex", "inputSigId,inputRowIndex,inputColIndex,VertexID"),
    ("ViewID", ""),
    ("RawBufferLoad", "srv,index,elementOffset,mask,alignment"),
    ("RawBufferStore", "uav,index,elementOffset,value0,value1,value2,value3,mask,alignment"),
    ("InstanceID", ""),
    ("InstanceIndex", ""),
    ("HitKind", ""),
    ("RayFlags", ""),
    ("DispatchRaysIndex", "col"),
    ("DispatchRaysDimensions", "col"),
    ("WorldRayOrigin", "col"),
    ("WorldRayDirection", "col"),
    ("ObjectRayOrigin", "col"),
    ("ObjectRayDirection", "col"),
    ("ObjectToWorld", "row,col"),
    ("WorldToObject", "row,col"),
    ("RayTMin", ""),
    ("RayTCurrent", ""),
    ("IgnoreHit", ""),
    ("AcceptHitAndEndSearch", ""),
    ("TraceRay",
     "AccelerationStructure,RayFlags,InstanceInclusionMask,RayContributionToHitGroupIndex,"
     "MultiplierForGeometryContributionToShaderIndex,MissShaderIndex,Origin_X,Origin_Y,Origin_Z,"
     "TMin,Direction_X,Direction_Y,Direction_Z,TMax,payload"),
    ("ReportHit", "THit,HitKind,Attributes"),
    ("CallShader", "ShaderIndex,Parameter"),
    ("CreateHandleForLib", "Resource"),
    ("PrimitiveIndex", ""),
    ("Dot2AddHalf", "acc,ax,ay,bx,by"),
    ("Dot4AddI8Packed", "acc,a,b"),
    ("Dot4AddU8Packed", "acc,a,b"),
    ("WaveMatch", "value"),
    ("WaveMultiPrefixOp", "value,mask0,mask1,mask2,mask3,op,sop"),
    ("WaveMultiPrefixBitCount", "value,mask0,mask1,mask2,mask3"),
    ("SetMeshOutputCounts", "numVertices,numPrimitives"),
    ("EmitIndices", "PrimitiveIndex,VertexIndex0,VertexIndex1,VertexIndex2"),
    ("GetMeshPayload", ""),
    ("StoreVertexOutput", "outputSigId,rowIndex,colIndex,value,vertexIndex"),
    ("StorePrimitiveOutput", "outputSigId,rowIndex,colIndex,value,primitiveIndex"),
    ("DispatchMesh", "threadGroupCountX,threadGroupCountY,threadGroupCountZ,payload"),
    ("WriteSamplerFeedback", "feedbackTex,sampledTex,sampler,c0,c1,c2,c3,clamp"),
    ("WriteSamplerFeedbackBias", "feedbackTex,sampledTex,sampler,c0,c1,c2,c3,bias,clamp"),
    ("WriteSamplerFeedbackLevel", "feedbackTex,sampledTex,sampler,c0,c1,c2,c3,lod"),
    ("WriteSamplerFeedbackGrad", "feedbackTex,sampledTex,sampler,c0,c1,c2,c3,ddx0,ddx1,ddx2,ddy0,ddy1,ddy2,clamp"),
    ("AllocateRayQuery", "constRayFlags"),
    ("RayQuery_TraceRayInline",
     "rayQueryHandle,accelerationStructure,rayFlags,instanceInclusionMask,origin_X,origin_Y,"
     "origin_Z,tMin,direction_X,direction_Y,direction_Z,tMax"),
    ("RayQuery_Proceed", "rayQueryHandle"),
    ("RayQuery_Abort", "rayQueryHandle"),
    ("RayQuery_CommitNonOpaqueTriangleHit", "rayQueryHandle"),
    ("RayQuery_CommitProceduralPrimitiveHit", "rayQueryHandle,t"),
    ("RayQuery_CommittedStatus", "rayQueryHandle"),
    ("RayQuery_CandidateType", "rayQueryHandle"),
    ("RayQuery_CandidateObjectToWorld3x4", "rayQueryHandle,row,col"),
    ("RayQuery_CandidateWorldToObject3x4", "rayQueryHandle,row,col"),
    ("RayQuery_CommittedObjectToWorld3x4", "rayQueryHandle,row,col"),
    ("RayQuery_CommittedWorldToObject3x4", "rayQueryHandle,row,col"),
    ("RayQuery_CandidateProceduralPrimitiveNonOpaque", "rayQueryHandle"),
    ("RayQuery_CandidateTriangleFrontFace", "rayQueryHandle"),
    ("RayQuery_CommittedTriangleFrontFace", "rayQueryHandle"),
    ("RayQuery_CandidateTriangleBarycentrics", "rayQueryHandle,component"),
    ("RayQuery_CommittedTriangleBarycentrics", "rayQueryHandle,component"),
    ("RayQuery_RayFlags", "rayQueryHandle"),
    ("RayQuery_WorldRayOrigin", "rayQueryHandle,component"),
    ("RayQuery_WorldRayDirection", "rayQueryHandle,component"),
    ("RayQuery_RayTMin", "rayQueryHandle"),
    ("RayQuery_CandidateTriangleRayT", "rayQueryHandle"),
    ("RayQuery_CommittedRayT", "rayQueryHandle"),
    ("RayQuery_CandidateInstanceIndex", "rayQueryHandle"),
    ("RayQuery_CandidateInstanceID", "rayQueryHandle"),
    ("RayQuery_CandidateGeometryIndex", "rayQueryHandle"),
    ("RayQuery_CandidatePrimitiveIndex", "rayQueryHandle"),
    ("RayQuery_CandidateObjectRayOrigin", "rayQueryHandle,component"),
    ("RayQuery_CandidateObjectRayDirection", "rayQueryHandle,component"),
    ("RayQuery_CommittedInstanceIndex", "rayQueryHandle"),
    ("RayQuery_CommittedInstanceID", "rayQueryHandle"),
    ("RayQuery_CommittedGeometryIndex", "rayQueryHandle"),
    ("RayQuery_CommittedPrimitiveIndex", "rayQueryHandle"),
    ("RayQuery_CommittedObjectRayOrigin", "rayQueryHandle,component"),
    ("RayQuery_CommittedObjectRayDirection", "rayQueryHandle,component"),
    ("GeometryIndex", ""),
    ("RayQuery_CandidateInstanceContributionToHitGroupIndex", "rayQueryHandle"),
    ("RayQuery_CommittedInstanceContributionToHitGroupIndex", "rayQueryHandle"),
    ("AnnotateHandle", "res,props"),
    ("CreateHandleFromBinding", "bind,index,nonUniformIndex"),
    ("CreateHandleFromHeap", "index,samplerHeap,nonUniformIndex"),
    ("Unpack4x8", "unpackMode,pk"),
    ("Pack4x8", "packMode,x,y,z,w"),
    ("IsHelperLane", ""),
    ("QuadVote", "cond,op"),
    ("TextureGatherRaw", "srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1"),
    ("SampleCmpLevel", "srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,compareValue,lod"),
    ("TextureStoreSample", "srv,coord0,coord1,coord2,value0,value1,value2,value3,mask,sampleIdx"),
    ("Reserved0", ""),
    ("Reserved1", ""),
    ("Reserved2", ""),
    ("Reserved3", ""),
    ("Reserved4", ""),
    ("Reserved5", ""),
    ("Reserved6", ""),
    ("Reserved7", ""),
    ("Reserved8", ""),
    ("Reserved9", ""),
    ("Reserved10", ""),
    ("Reserved11", ""),
    ("AllocateNodeOutputRecords", "output,numRecords,perThread"),
    ("GetNodeRecordPtr", "recordhandle,arrayIndex"),
    ("IncrementOutputCount", "output,count,perThread"),
    ("OutputComplete", "output"),
    ("GetInputRecordCount", "input"),
    ("FinishedCrossGroupSharing", "input"),
    ("BarrierByMemoryType", "MemoryTypeFlags,SemanticFlags"),
    ("BarrierByMemoryHandle", "object,SemanticFlags"),
    ("BarrierByNodeRecordHandle", "object,SemanticFlags"),
    ("CreateNodeOutputHandle", "MetadataIdx"),
    ("IndexNodeHandle", "NodeOutputHandle,ArrayIndex"),
    ("AnnotateNodeHandle", "node,props"),
    ("CreateNodeInputRecordHandle", "MetadataIdx"),
    ("AnnotateNodeRecordHandle", "noderecord,props"),
    ("NodeOutputIsValid", "output"),
    ("GetRemainingRecursionLevels", ""),
    ("SampleCmpGrad",
     "srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,compareValue,ddx0,ddx1,"
     "ddx2,ddy0,ddy1,ddy2,clamp"),
    ("SampleCmpBias", "srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,compareValue,bias,clamp"),
    ("StartVertexLocation", ""),
    ("StartInstanceLocation", ""),
    ("AllocateRayQuery2", "constRayFlags,constRayQueryFlags"),
    ("ReservedA0", ""),
    ("ReservedA1", ""),
    ("ReservedA2", ""),
    ("HitObject_TraceRay",
     "accelerationStructure,rayFlags,instanceInclusionMask,rayContributionToHitGroupIndex,"
     "multiplierForGeometryContributionToHitGroupIndex,missShaderIndex,Origin_X,Origin_Y,"
     "Origin_Z,TMin,Direction_X,Direction_Y,Direction_Z,TMax,payload"),
    ("HitObject_FromRayQuery", "rayQueryHandle"),
    ("HitObject_FromRayQueryWithAttrs", "rayQueryHandle,HitKind,CommittedAttribs"),
    ("HitObject_MakeMiss",
     "RayFlags,MissShaderIndex,Origin_X,Origin_Y,Origin_Z,TMin,Direction_X,Direction_Y,"
     "Direction_Z,TMax"),
    ("HitObject_MakeNop", ""),
    ("HitObject_Invoke", "hitObject,payload"),
    ("MaybeReorderThread", "hitObject,coherenceHint,numCoherenceHintBitsFromLSB"),
    ("HitObject_IsMiss", "hitObject"),
    ("HitObject_IsHit", "hitObject"),
    ("HitObject_IsNop", "hitObject"),
    ("HitObject_RayFlags", "hitObject"),
    ("HitObject_RayTMin", "hitObject"),
    ("HitObject_RayTCurrent", "hitObject"),
    ("HitObject_WorldRayOrigin", "hitObject,component"),
    ("HitObject_WorldRayDirection", "hitObject,component"),
    ("HitObject_ObjectRayOrigin", "hitObject,component"),
    ("HitObject_ObjectRayDirection", "hitObject,component"),
    ("HitObject_ObjectToWorld3x4", "hitObject,row,col"),
    ("HitObject_WorldToObject3x4", "hitObject,row,col"),
    ("HitObject_GeometryIndex", "hitObject"),
    ("HitObject_InstanceIndex", "hitObject"),
    ("HitObject_InstanceID", "hitObject"),
    ("HitObject_PrimitiveIndex", "hitObject"),
    ("HitObject_HitKind", "hitObject"),
    ("HitObject_ShaderTableIndex", "hitObject"),
    ("HitObject_SetShaderTableIndex", "hitObject,shaderTableIndex"),
    ("HitObject_LoadLocalRootTableConstant", "hitObject,offset"),
    ("HitObject_Attributes", "hitObject,attributes"),
    ("ReservedB28", ""),
    ("ReservedB29", ""),
    ("ReservedB30", ""),
    ("ReservedC0", ""),
    ("ReservedC1", ""),
    ("ReservedC2", ""),
    ("ReservedC3", ""),
    ("ReservedC4", ""),
    ("ReservedC5", ""),
    ("ReservedC6", ""),
    ("ReservedC7", ""),
    ("ReservedC8", ""),
    ("ReservedC9", ""),
    ("RawBufferVectorLoad", "buf,index,elementOffset,alignment"),
    ("RawBufferVectorStore", "uav,index,elementOffset,value0,alignment"),
    ("ReservedD0", ""),
    ("ReservedD1", ""),
    ("ReservedD2", ""),
    ("ReservedD3", ""),
    ("VectorReduceAnd", "a"),
    ("VectorReduceOr", "a"),
    ("FDot", "a,b"),
)

#: The experimental operations (table 0x8000), by index.
EXPERIMENTAL_OPS: Tuple[Tuple[str, str], ...] = (
    ("ExperimentalNop", ""),
    ("GetGroupWaveIndex", ""),
    ("GetGroupWaveCount", ""),
    ("ClusterID", ""),
    ("RayQuery_CandidateClusterID", "rayQueryHandle"),
    ("RayQuery_CommittedClusterID", "rayQueryHandle"),
    ("HitObject_ClusterID", "hitObject"),
    ("TriangleObjectPosition", ""),
    ("RayQuery_CandidateTriangleObjectPosition", "rayQueryHandle"),
    ("RayQuery_CommittedTriangleObjectPosition", "rayQueryHandle"),
    ("HitObject_TriangleObjectPosition", "hitObject"),
    ("LinAlgMatrixMultiplyAccumulate", "matrixA,matrixB,matrixC"),
    ("LinAlgFillMatrix", "value"),
    ("LinAlgCopyConvertMatrix", "srcMatrix,transpose"),
    ("LinAlgMatrixLoadFromDescriptor", "handle,offset,stride,layout,align"),
    ("LinAlgMatrixLoadFromMemory", "memory,offset,stride,layout"),
    ("LinAlgMatrixLength", "matrix"),
    ("LinAlgMatrixGetCoordinate", "matrix,threadLocalIndex"),
    ("LinAlgMatrixGetElement", "matrix,threadLocalIndex"),
    ("LinAlgMatrixSetElement", "matrix,threadLocalIndex,value"),
    ("LinAlgMatrixStoreToDescriptor", "matrix,handle,offset,stride,layout,align"),
    ("LinAlgMatrixStoreToMemory", "matrix,memory,offset,stride,layout"),
    ("LinAlgMatrixQueryAccumulatorLayout", ""),
    ("LinAlgMatrixMultiply", "matrixA,matrixB"),
    ("LinAlgMatrixAccumulate", "matrixLHS,matrixRHS"),
    ("LinAlgMatVecMul", "matrix,isOutputSigned,inputVector,interpretation"),
    ("LinAlgMatVecMulAdd", "matrix,isOutputSigned,inputVector,inputInterpretation,biasVector"),
    ("LinAlgMatrixAccumulateToDescriptor", "matrix,handle,offset,stride,layout,align"),
    ("LinAlgMatrixAccumulateToMemory", "matrix,memory,targetType,offset,stride,layout"),
    ("LinAlgMatrixOuterProduct", "vectorA,vectorB"),
    ("LinAlgConvert", "inputVector,inputInterpretation,outputInterpretation"),
    ("LinAlgVectorAccumulateToDescriptor", "handle,offset,align,vector"),
    ("ReservedE0", ""),
    ("DebugBreak", ""),
    ("IsDebuggingEnabled", ""),
)

#: Parameters older DXC releases spelled otherwise (their listings say so), by operation.
OLDER_PARAMETERS: Dict[str, Tuple[str, ...]] = {
    "StoreOutput": ("outputtSigId,rowIndex,colIndex,value",),
    "Bfi": ("width,offset,value,replaceCount",),
}

#: Table id -> its operations.
OP_TABLES: Dict[int, Tuple[Tuple[str, str], ...]] = {0: CORE_OPS, 0x8000: EXPERIMENTAL_OPS}
#: The opcode of AnnotateHandle, whose comment names the resource too.
ANNOTATE_HANDLE = 216

#: DXIL::ResourceKind names as DXC's comment spells them, by number.
RESOURCE_KINDS = {1: "Texture1D", 2: "Texture2D", 3: "Texture2DMS", 4: "Texture3D", 5: "TextureCube",
                  6: "Texture1DArray", 7: "Texture2DArray", 8: "Texture2DMSArray", 9: "TextureCubeArray",
                  10: "TypedBuffer", 11: "ByteAddressBuffer", 12: "StructuredBuffer", 13: "CBuffer",
                  14: "Sampler", 15: "TBuffer", 16: "RTAccelerationStructure", 17: "FeedbackTexture2D",
                  18: "FeedbackTexture2DArray"}
#: DXIL::ComponentType names, by number.
COMPONENT_TYPES = {1: "I1", 2: "I16", 3: "U16", 4: "I32", 5: "U32", 6: "I64", 7: "U64", 8: "F16", 9: "F32",
                   10: "F64", 11: "SNormF16", 12: "UNormF16", 13: "SNormF32", 14: "UNormF32", 15: "SNormF64",
                   16: "UNormF64"}
_TEXTURES = frozenset(range(1, 11))  # the typed kinds: textures and typed buffers
_FEEDBACK_TYPES = {0: "MinMip", 1: "MipRegionUsed"}


def current_comment(comment: str) -> str:
    """A listing's comment on a call (``  ; Name(params)...``) with an older
    DXC's spelling of the operation's parameters (:data:`OLDER_PARAMETERS`)
    spelled as today's."""
    head, _, rest = comment.partition("(")
    name = head.lstrip(" ;")
    params, close, tail = rest.partition(")")
    if close and params in OLDER_PARAMETERS.get(name, ()):
        current = next((p for n, p in CORE_OPS if n == name), params)
        return f"{head}({current}){tail}"
    return comment


def operation(opcode: int) -> Optional[Tuple[str, str]]:
    """The (name, parameters) of an opcode; None for one no table holds."""
    table = OP_TABLES.get((opcode >> 16) & 0xFFFF)
    index = opcode & 0xFFFF
    if table is None or index >= len(table) or opcode == 0xFFFFFFFF:
        return None
    return table[index]


def resource_text(dword0: int, dword1: int) -> str:
    """The resource an AnnotateHandle's two property words describe, as DXC
    names it (``RWTexture2D<4xF32>``, ``StructuredBuffer<stride=16>``...):
    the kind in bits 0-7, then UAV (12), ROV (13), globally coherent (14),
    comparison sampler or counter (15), reorder coherent (16); the second
    word the component type and count, a stride, or a feedback type."""
    kind = dword0 & 0xFF
    uav, rov = bool(dword0 >> 12 & 1), bool(dword0 >> 13 & 1)
    coherent, cmp_or_counter, reorder = bool(dword0 >> 14 & 1), bool(dword0 >> 15 & 1), bool(dword0 >> 16 & 1)
    if kind == 13:
        return "CBuffer"
    if kind == 15 and not uav:
        return "TBuffer"
    if kind == 14:
        return "SamplerComparisonState" if cmp_or_counter else "SamplerState"
    prefix = ""
    if uav:
        prefix = ("globallycoherent " if coherent else "") + ("reordercoherent " if reorder else "") + \
            ("ROV" if rov else "RW")
    name = RESOURCE_KINDS.get(kind, "")
    if kind in _TEXTURES:
        count, comp = dword1 >> 8 & 0xFF, dword1 & 0xFF
        return (f"{prefix}{name}<{f'{count}x' if count > 1 else ''}"
                f"{COMPONENT_TYPES.get(comp, '<invalid CompType>')}>")
    if kind == 11:
        return prefix + name
    if kind == 12:
        return f"{prefix}{name}<stride={dword1}{', counter' if uav and cmp_or_counter else ''}>"
    if kind == 16:
        return name
    if kind in (17, 18):
        return f"{name}<{_FEEDBACK_TYPES.get(dword1, '<invalid sampler feedback type>')}>"
    return "<invalid resource properties>"


#: The debug intrinsics DXC comments on: the operand that is the variable (the callee is 0;
#: the expression follows).
_DEBUG_INTRINSICS = {"llvm.dbg.declare": 2, "llvm.dbg.value": 3}


def dxc_comment(ctx: "ModuleText", text: "FunctionText", ins: "Instruction", index: int) -> Optional[str]:
    """The comment DXC's disassembler writes after an instruction: its
    :func:`debug_comment`, then after a call of a ``dx.op.*`` function whose
    opcode is a constant integer, the operation's name and parameters (and
    for AnnotateHandle, the resource)."""
    debug = debug_comment(ctx, text, ins, index)
    comment = _operation_comment(ctx, text, ins)
    return debug + comment if comment else debug or None


def debug_comment(ctx: "ModuleText", text: "FunctionText", ins: "Instruction", index: int) -> str:
    """What DXC writes from debug information: after a call of a debug
    intrinsic, `` ; var:"name" `` and its expression's node, then
    `` func:"name"`` (the subprogram its scope is in) when there is one;
    after any other instruction with a location on a line other than 0,
    `` ; line:L col:C``."""
    m, f = ctx.m, text.f
    callee = f.value_of(m, ins.operands[0]) if ins.name == "call" and ins.operands else None
    place = _DEBUG_INTRINSICS.get(callee.name or "") if callee is not None and callee.kind == "function" else None
    if place is not None:
        given = ins.fields.get("metadata_args", ())
        if place + 1 >= len(ins.operands) or place not in given or place + 1 not in given:
            return ""
        variable, expression = (ins.operands[place], ins.operands[place + 1])
        var = _debug_node(ctx, variable, METADATA_LOCAL_VAR)
        if var is None or _debug_node(ctx, expression, METADATA_EXPRESSION) is None:
            return ""
        out = f' ; var:"{_name(ctx, var["name"])}" {ctx.md_node(expression)}'
        scope = subprogram(ctx.md, var["scope"], ctx.subprograms)  # type: ignore[arg-type]
        if scope is not None:
            out += f' func:"{_name(ctx, _debug_node(ctx, scope, METADATA_SUBPROGRAM)["name"])}"'  # type: ignore
        return out
    for kind, ref in ctx.instruction_metadata(f, ins, index):
        location = _debug_node(ctx, ref, METADATA_LOCATION) if kind == "dbg" else None
        if location is not None and location["line"]:
            return f" ; line:{location['line']} col:{location['column']}"
    return ""


def _debug_node(ctx: "ModuleText", ref, code: int) -> Optional[dict]:
    """The fields of metadata ``ref`` if it is a debug-information node of ``code``."""
    item = ctx.md[ref] if isinstance(ref, int) and 0 <= ref < len(ctx.md) else None
    return fields(code, item.ops) if isinstance(item, MDOther) and item.code == code else None


def _name(ctx: "ModuleText", ref) -> str:
    return ctx.md_string(ref).decode("utf-8", "replace")


def _operation_comment(ctx: "ModuleText", text: "FunctionText", ins: "Instruction") -> Optional[str]:
    if ins.name != "call" or len(ins.operands) < 2:
        return None
    m, f = ctx.m, text.f
    callee = f.value_of(m, ins.operands[0])
    if callee is None or callee.kind != "function" or not (callee.name or "").startswith("dx.op."):
        return None
    first = f.value_of(m, ins.operands[1])
    if first is None or first.kind != "integer":
        return None
    opcode = first.value & 0xFFFFFFFF
    op = operation(opcode)
    if op is None:
        return f"  ; invalid DXIL opcode #{opcode}"
    comment = f"  ; {op[0]}({op[1]})"
    if opcode == ANNOTATE_HANDLE and len(ins.operands) > 3:
        props = f.value_of(m, ins.operands[3])
        if props is not None and props.kind in ("aggregate", "null"):
            words = [0, 0]
            if props.kind == "aggregate" and len(props.value) == 2:
                for i, vid in enumerate(props.value):
                    word = f.value_of(m, vid)
                    words[i] = word.value & 0xFFFFFFFF if word is not None and word.kind == "integer" else 0
            comment += "  resource: " + resource_text(*words)
    return comment
