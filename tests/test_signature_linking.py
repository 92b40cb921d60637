"""``dxfuzz link`` (dxfuzz/signatures/linking.py): real pipelines of the shared corpus
link with exact counts of elements compared, real shaders made to disagree get the
D3D12 runtime's verdicts, containers built here and broken on purpose fail exactly
the rule they break (these run without ../shared), and the command's contract."""
from __future__ import annotations

import json
import os
import struct

import pytest

import dxfuzz
from dxfuzz import kaitai
from dxfuzz.commands import ERROR, FINDINGS, OK
from dxfuzz.rules.context import Context
from dxfuzz.signatures.linking import FAIL, PASS, RULES, SKIP, WARN, link

from conftest import run_cli as run, shared_path


def link_files(*paths):
    """The report of :func:`link` on files of the shared corpus."""
    corpus = shared_path("corpus")
    return link([(p, open(os.path.join(corpus, p), "rb").read()) for p in paths])


def counts(report):
    """``(consumer, signature, compared, generated)`` of each linkage."""
    return [(k.consumer, k.signature, k.compared, k.generated) for k in report.linkages]


def failed_rules(report):
    return {f.rule for f in report.findings if f.status == FAIL}


def warned_rules(report):
    return {f.rule for f in report.findings if f.status == WARN}


def assert_every_rule_passes(report):
    assert [f for f in report.findings if f.status != PASS] == [], report.summary()


# --- real pipelines that link --------------------------------------------------------

IN, CP, PC = "inputs", "control points", "patch constants"

#: Pipelines whose stages are used together (the same sample or test), with the
#: count of elements compared (and accepted as generated) per linkage.
REAL_PIPELINES = [
    # DirectX SDK samples compiled by FXC (SlimShader's and DXDecompiler's test shaders)
    (["slimshader/SubD11_VS_PatchSkinning.dxbc", "slimshader/SubD11_HS.dxbc", "slimshader/SubD11_DS.dxbc",
      "slimshader/SubD11_PS.dxbc"],
     [("HS", IN, 3, 0), ("DS", CP, 1, 0), ("DS", PC, 23, 0), ("PS", IN, 5, 0)]),
    (["slimshader/SubD11_VS_PatchSkinning.dxbc", "slimshader/SubD11_HS_4444.dxbc", "slimshader/SubD11_DS.dxbc",
      "slimshader/SubD11_PS.dxbc"],
     [("HS", IN, 3, 0), ("DS", CP, 1, 0), ("DS", PC, 23, 0), ("PS", IN, 5, 0)]),
    (["dxdecompiler/SubD11_VS_PatchSkinning__v61d2a5f4.dxbc", "slimshader/SubD11_HS.dxbc",
      "dxdecompiler/SubD11_DS__v61d2a5f4.dxbc", "dxdecompiler/SubD11_PS__v61d2a5f4.dxbc"],
     [("HS", IN, 3, 0), ("DS", CP, 1, 0), ("DS", PC, 23, 0), ("PS", IN, 5, 0)]),
    (["slimshader/SubD11_VS_MeshSkinning.dxbc", "slimshader/SubD11_PS.dxbc"], [("PS", IN, 5, 0)]),
    (["slimshader/SimpleBezier11_VS.dxbc", "slimshader/SimpleBezier11_HS.dxbc", "slimshader/SimpleBezier11_DS.dxbc",
      "slimshader/SimpleBezier11_PS.dxbc"],
     [("HS", IN, 1, 0), ("DS", CP, 1, 0), ("DS", PC, 6, 0), ("PS", IN, 3, 0)]),
    (["dxdecompiler/SimpleBezier11_VS__v61d2a5f4.dxbc", "dxdecompiler/SimpleBezier11_HS__v61d2a5f4.dxbc",
      "dxdecompiler/SimpleBezier11_DS__v61d2a5f4.dxbc", "dxdecompiler/SimpleBezier11_PS__v61d2a5f4.dxbc"],
     [("HS", IN, 1, 0), ("DS", CP, 1, 0), ("DS", PC, 6, 0), ("PS", IN, 3, 0)]),
    (["slimshader/DetailTessellation11_VS.dxbc", "slimshader/DetailTessellation11_HS.dxbc",
      "slimshader/DetailTessellation11_DS.dxbc", "slimshader/DetailTessellation11_PS.dxbc"],
     [("HS", IN, 4, 0), ("DS", CP, 4, 0), ("DS", PC, 4, 0), ("PS", IN, 2, 0)]),
    (["slimshader/DetailTessellation11_VS_NoTessellation.dxbc", "slimshader/DetailTessellation11_PS.dxbc"],
     [("PS", IN, 2, 0)]),
    (["slimshader/DecalTessellation11_VS.dxbc", "slimshader/DecalTessellation11_DecalTessellation11_HS.dxbc",
      "slimshader/DecalTessellation11_DS.dxbc", "slimshader/DecalTessellation11_PS.dxbc"],
     [("HS", IN, 3, 0), ("DS", CP, 3, 0), ("DS", PC, 4, 0), ("PS", IN, 8, 0)]),
    (["slimshader/DecalTessellation11_VS_NoTessellation.dxbc", "slimshader/DecalTessellation11_PS.dxbc"],
     [("PS", IN, 8, 0)]),
    (["slimshader/PNTriangles11_VS_WithTessellation.dxbc", "slimshader/PNTriangles11_HS__vc502f97b.dxbc",
      "slimshader/PNTriangles11_DS.dxbc", "slimshader/PNTriangles11_PS.dxbc"],
     [("HS", IN, 3, 0), ("DS", CP, 3, 0), ("DS", PC, 14, 0), ("PS", IN, 3, 0)]),
    (["slimshader/PNTriangles11_VS.dxbc", "slimshader/PNTriangles11_PS.dxbc"], [("PS", IN, 3, 0)]),
    (["slimshader/ParticleDraw_VS.dxbc", "slimshader/ParticleDraw_GS.dxbc", "slimshader/ParticleDraw_PS.dxbc"],
     [("GS", IN, 2, 0), ("PS", IN, 2, 0)]),
    (["slimshader/FluidRender_VS.dxbc", "slimshader/FluidRender_GS.dxbc",
      "dxdecompiler/FluidRender_PS__v61d2a5f4.dxbc"],
     [("GS", IN, 2, 0), ("PS", IN, 3, 0)]),
    (["slimshader/Particle_VS.dxbc", "slimshader/Particle_GS.dxbc", "slimshader/Particle_PS__vc502f97b.dxbc"],
     [("GS", IN, 1, 0), ("PS", IN, 2, 0)]),
    (["slimshader/BasicHLSL11_BasicHLSL_VS.dxbc", "slimshader/BasicHLSL11_BasicHLSL_PS.dxbc"], [("PS", IN, 3, 0)]),
    (["slimshader/Skybox11_VS.dxbc", "slimshader/Skybox11_PS.dxbc"], [("PS", IN, 2, 0)]),
    (["slimshader/POM_VS.dxbc", "slimshader/POM_PS.dxbc"], [("PS", IN, 6, 0)]),
    (["slimshader/RenderCascadeScene_VS.dxbc", "slimshader/RenderCascadeScene_PS.dxbc"], [("PS", IN, 6, 0)]),
    (["slimshader/ContactHardeningShadows11_VS.dxbc", "slimshader/ContactHardeningShadows11_PS.dxbc"],
     [("PS", IN, 4, 0)]),
    # the PS reads SV_PrimitiveID, which the hardware gives a PS after a VS
    (["dxdecompiler/id_VS__v61d2a5f4.dxbc", "dxdecompiler/id_PS__v61d2a5f4.dxbc"], [("PS", IN, 4, 1)]),
    (["dxdecompiler/Extrude_VS__v61d2a5f4.dxbc", "dxdecompiler/Extrude_GS__v61d2a5f4.dxbc"], [("GS", IN, 3, 0)]),
    # vkd3d-proton's tests: the stages one test puts in one pipeline, FXC (dxbc) and DXC (dxil)
    *[([f"vkd3d-proton/control_point_phase_{s}_code_{k}.dxbc" for s in ("vs", "hs", "ds")],
       [("HS", IN, 0, 0), ("DS", CP, 1, 0), ("DS", PC, 4, 0)]) for k in ("dxbc", "dxil")],
    *[([f"vkd3d-proton/dcl_index_range_vs_complex_code_{k}.dxbc",
        f"vkd3d-proton/dcl_index_range_hs_complex_code_{k}.dxbc", f"vkd3d-proton/dcl_index_range_ds_code_{k}.dxbc"],
       [("HS", IN, 5, 0), ("DS", CP, 1, 0), ("DS", PC, 6, 0)]) for k in ("dxbc", "dxil")],
    (["vkd3d-proton/dcl_index_range_vs_code_dxil.dxbc", "vkd3d-proton/dcl_index_range_hs_code_dxil.dxbc",
      "vkd3d-proton/dcl_index_range_ds_code_dxil.dxbc"],
     [("HS", IN, 1, 0), ("DS", CP, 1, 0), ("DS", PC, 6, 0)]),
    *[([f"vkd3d-proton/line_tessellation_{s}_code_{k}.dxbc" for s in ("vs", "hs", "ds")],
       [("HS", IN, 4, 0), ("DS", CP, 4, 0), ("DS", PC, 4, 0)]) for k in ("dxbc", "dxil")],
    *[(["vkd3d-proton/quad_tess_vs_code_dxil.dxbc", f"vkd3d-proton/quad_tess_hs_{hs}_code_dxil.dxbc",
        "vkd3d-proton/quad_tess_ds_code_dxil.dxbc"],
       [("HS", IN, 1, 0), ("DS", CP, 1, 0), ("DS", PC, 6, 0)])
      for hs in ("cw", "ccw", "cw_undercount_input", "ccw_overcount_input")],
    ([f"vkd3d-proton/vertex_input_patch_constant_phase_{s}_code_dxbc.dxbc" for s in ("vs", "hs", "ds", "ps")],
     [("HS", IN, 4, 0), ("DS", CP, 4, 0), ("DS", PC, 4, 0), ("PS", IN, 4, 0)]),
    ([f"vkd3d-proton/primitive_id_{s}_code_dxbc.dxbc" for s in ("vs", "hs", "ds")],
     [("HS", IN, 2, 0), ("DS", CP, 4, 0), ("DS", PC, 6, 0)]),
    ([f"vkd3d-proton/d3d12_geometry_shader__test_ps_layer__{s}_code_dxbc.dxbc" for s in ("vs", "gs", "ps")],
     [("GS", IN, 1, 0), ("PS", IN, 2, 0)]),
    ([f"vkd3d-proton/d3d12_geometry_shader__test_layered_rendering__{s}_code_dxil.dxbc" for s in ("vs", "gs", "ps")],
     [("GS", IN, 3, 0), ("PS", IN, 1, 0)]),
    (["vkd3d-proton/d3d12_geometry_shader__test_layered_rendering__vs_code_dxil.dxbc",
      "vkd3d-proton/d3d12_geometry_shader__test_layered_rendering__gs_code_dxbc.dxbc",
      "vkd3d-proton/d3d12_geometry_shader__test_layered_rendering__ps_code_dxbc.dxbc"],
     [("GS", IN, 3, 0), ("PS", IN, 1, 0)]),
    ([f"vkd3d-proton/d3d12_geometry_shader__test_geometry_shader__{s}_code_dxil.dxbc" for s in ("vs", "gs", "ps")],
     [("GS", IN, 2, 0), ("PS", IN, 2, 0)]),
    *[([f"vkd3d-proton/d3d12_shaders__test_instance_id__{s}_code_{k}.dxbc" for s in ("vs", "ps")], [("PS", IN, 3, 0)])
      for k in ("dxbc", "dxil")],
    *[([f"vkd3d-proton/vrs_depth_{s}_code_{k}.dxbc" for s in ("vs", "ps")], [("PS", IN, 2, 0)])
      for k in ("dxbc", "dxil")],
    # the PS reads SV_SampleIndex, which the hardware gives
    (["vkd3d-proton/d3d12_rov__vs_code_dxbc.dxbc", "vkd3d-proton/d3d12_rov__ps_code_sample_dxbc.dxbc"],
     [("PS", IN, 1, 1)]),
    (["vkd3d-proton/execute_indirect_vs_code_dxbc.dxbc", "vkd3d-proton/execute_indirect_ps_code_dxbc.dxbc"],
     [("PS", IN, 2, 0)]),
    *[([f"vkd3d-proton/vs_mismatch_min16float_code_{k}.dxbc", f"vkd3d-proton/ps_mismatch_min16float_code_{k}.dxbc"],
       [("PS", IN, 4, 0)]) for k in ("dxbc", "dxil")],
    # amplification and mesh shaders
    (["vkd3d-proton/as_execute_indirect_state_code_dxil.dxbc",
      "vkd3d-proton/ms_execute_indirect_state_payload_code_dxil.dxbc",
      "vkd3d-proton/ps_execute_indirect_state_code_dxil.dxbc"], [("PS", IN, 0, 0)]),
    (["vkd3d-proton/as_multi_workgroup_code_dxil.dxbc", "vkd3d-proton/ms_multi_workgroup_code_dxil.dxbc"], []),
    # the PS's SV_PrimitiveID is one of the MS's primitive outputs (PSG1)
    (["vkd3d-proton/ms_system_values_code_dxil.dxbc", "vkd3d-proton/ps_system_values_code_dxil.dxbc"],
     [("PS", IN, 2, 0)]),
    (["vkd3d-proton/ms_culling_code_dxil.dxbc", "vkd3d-proton/ps_culling_code_dxil.dxbc"], [("PS", IN, 1, 0)]),
    (["vkd3d-proton/ms_cull_primitive_code_dxil.dxbc", "vkd3d-proton/ps_culling_code_dxil.dxbc"], [("PS", IN, 1, 0)]),
    (["vkd3d-proton/ms_derivatives_code_dxil.dxbc", "vkd3d-proton/ps_derivatives_code_dxil.dxbc"], [("PS", IN, 1, 0)]),
    (["vkd3d-proton/ms_clip_distance_code_dxil.dxbc", "vkd3d-proton/ps_green_code_dxil.dxbc"], [("PS", IN, 0, 0)]),
]


@pytest.mark.parametrize("paths,expected", REAL_PIPELINES,
                         ids=[" ".join(os.path.basename(p) for p in paths) for paths, _ in REAL_PIPELINES])
def test_real_pipelines_link_with_every_rule_passing(paths, expected):
    report = link_files(*paths)
    assert_every_rule_passes(report)
    assert counts(report) == expected
    assert report.summary().startswith("linked: ")


#: bgfx's examples: each ``vs_X`` with its ``fs_X`` (they share X's varying
#: definition), FXC (dxbc) and DXC (dxil): (elements compared, generated).
BGFX_PAIRS = {
    "assao_gbuffer": {"dxbc": (3, 0), "dxil": (3, 0)}, "bokeh_forward": {"dxbc": (5, 0), "dxil": (5, 0)},
    "deferred_combine": {"dxbc": (2, 0)}, "deferred_geom": {"dxbc": (7, 0)}, "hdr_blur": {"dxbc": (6, 0)},
    "hdr_mesh": {"dxbc": (4, 0)}, "hdr_tonemap": {"dxbc": (6, 0)}, "hextile": {"dxbc": (3, 0), "dxil": (3, 0)},
    "ibl_skybox": {"dxbc": (2, 0), "dxil": (2, 0)}, "layered": {"dxbc": (3, 0), "dxil": (3, 0)},
    "mesh": {"dxbc": (5, 0), "dxil": (5, 0)}, "particle": {"dxbc": (2, 0), "dxil": (2, 0)},
    "raymarching": {"dxbc": (3, 0), "dxil": (3, 0)}, "rsm_gbuffer": {"dxbc": (2, 0)},
    "shadowmaps_hblur": {"dxbc": (6, 0), "dxil": (6, 0)}, "shadowmaps_packdepth": {"dxbc": (2, 0)},
    "shadowmaps_packdepth_linear": {"dxbc": (2, 0), "dxil": (2, 0)},
    "shadowvolume_color_lighting": {"dxbc": (3, 0), "dxil": (3, 0)},
    "shadowvolume_svside": {"dxbc": (2, 1)},  # SV_IsFrontFace, from the rasterizer
    "shadowvolume_texture_lighting": {"dxbc": (4, 0), "dxil": (4, 0)}, "sky": {"dxbc": (4, 0)},
    "sky2": {"dxbc": (3, 0), "dxil": (3, 0)}, "sky2_bg": {"dxbc": (2, 0), "dxil": (2, 0)},
    "sky2_shadow": {"dxbc": (2, 0)}, "sms_mesh": {"dxbc": (4, 0), "dxil": (4, 0)},
    "stencil_texture_lighting": {"dxbc": (4, 0), "dxil": (4, 0)}, "terrain": {"dxbc": (3, 0), "dxil": (3, 0)},
    "terrain_render": {"dxbc": (2, 0), "dxil": (2, 0)}, "tree": {"dxbc": (5, 0)}, "wf_mesh": {"dxbc": (4, 0)},
    "albedo_output": {"dxil": (7, 0)}, "bump": {"dxil": (7, 0)}, "bunnylod": {"dxil": (3, 0)},
    "gdr_instanced_indirect_rendering": {"dxil": (2, 0)}, "picking_shaded": {"dxil": (5, 0)},
    "pom": {"dxil": (5, 0)}, "rsm_shadow": {"dxil": (2, 0)}, "sky_landscape": {"dxil": (3, 0)},
    "slug": {"dxil": (4, 0)}, "wf_wireframe": {"dxil": (3, 1)},  # SV_Barycentrics, from the rasterizer
}


def test_bgfx_vertex_and_fragment_shaders_of_one_example_link():
    corpus = shared_path("corpus", "bgfx")
    present = {n[:-5] for n in os.listdir(corpus) if n.endswith(".dxbc")}
    found = {}
    for kind in ("dxbc", "dxil"):
        for name in sorted(present):
            if name.startswith(f"{kind}_vs_") and f"{kind}_fs_{name[8:]}" in present:
                report = link_files(f"bgfx/{name}.dxbc", f"bgfx/{kind}_fs_{name[8:]}.dxbc")
                assert_every_rule_passes(report)
                found.setdefault(name[8:], {})[kind] = (report.linkages[0].compared, report.linkages[0].generated)
    assert found == BGFX_PAIRS
    # one vertex shader feeds the five shadow-map lighting variants of example 16
    for variant in ("hard", "pcf", "vsm", "esm", "pcss"):
        report = link_files("bgfx/dxbc_vs_shadowmaps_color_lighting.dxbc",
                            f"bgfx/dxbc_fs_shadowmaps_color_lighting_{variant}.dxbc")
        assert_every_rule_passes(report)
        assert counts(report) == [("PS", IN, 4, 0)]


def test_stages_of_one_sample_that_do_not_form_one_pipeline_do_not_link():
    """Real files that come from one sample but are not used together: the
    verdicts are real properties of the files."""
    # CubeMapGS's effect draws its VS and GS (VS_CubeMap, GS_CubeMap) with PS_CubeMap;
    # the PS in the corpus is PS_EnvMappedScene, drawn after GS_SetupNormalInterp:
    # it reads TEXCOORD1-3 and SIXNORMS0-5, which GS_CubeMap does not write.
    report = link_files("dxdecompiler/CubeMapGS_VS__v61d2a5f4.dxbc", "dxdecompiler/CubeMapGS_GS__v61d2a5f4.dxbc",
                        "dxdecompiler/CubeMapGS_PS__v61d2a5f4.dxbc")
    assert failed_rules(report) == {"link-missing"}
    assert counts(report) == [("GS", IN, 2, 0), ("PS", IN, 2, 0)]
    assert sum(f.status == FAIL for f in report.findings) == 9
    # The AS of one vkd3d-proton test sends a 16-byte payload; the mesh shader of
    # the I/O mismatch test declares none.
    report = link_files("vkd3d-proton/as_simple_code_dxil.dxbc", "vkd3d-proton/ms_mismatch_code_dxil.dxbc")
    assert failed_rules(report) == {"link-payload"}
    [f] = [f for f in report.findings if f.status == FAIL]
    assert "16 bytes, the MS's 0" in f.message
    assert f.file == "vkd3d-proton/ms_mismatch_code_dxil.dxbc"
    assert f.offset == Context(open(os.path.join(shared_path("corpus"), f.file), "rb").read()).first(
        "PSV0").data_offset + 4 + 8


# --- real shaders made to disagree: the runtime's verdicts ------------------------------

#: vkd3d-proton's pipeline-state test builds pipelines from shaders that differ
#: from a reference in one element each, expecting the Microsoft runtime's verdict
#: (True: the pipeline is created). Those of its shaders in the corpus, with the rules
#: that fail here. "+": the first stage is fed by a VS made here from its input
#: signature (the test's own VS is not in the corpus); only the later pairs count.
RUNTIME_VERDICTS = [
    # MS -> PS: no registers compared, component counts equal
    (["ms_mismatch_dxil", "ps_mismatch_1_dxil"], False, {"link-mask"}),  # uint of a uint4
    (["ms_mismatch_dxil", "ps_mismatch_2_dxil"], False, {"link-missing"}),  # FROG is no output
    (["ms_mismatch_dxil", "ps_mismatch_3_dxil"], True, set()),  # a dropped ARG1: fine from an MS
    (["ms_mismatch_dxil", "ps_mismatch_5_dxil"], False, {"link-missing", "link-mask"}),
    (["ms_mismatch_dxil", "ps_mismatch_6_dxil"], False, {"link-mask"}),
    (["ms_mismatch_dxil", "ps_mismatch_7_dxil"], True, set()),
    (["ms_mismatch_dxil", "ps_mismatch_8_dxil"], False, {"link-component-type"}),
    (["ms_mismatch_dxil", "ps_mismatch_9_dxil"], False, {"link-mask"}),  # float of a float2
    (["ms_mismatch_dxil", "ps_mismatch_10_dxil"], True, set()),
    (["ms_mismatch_dxil", "ps_mismatch_sv_1_dxil"], True, set()),
    (["ms_mismatch_dxil", "ps_mismatch_sv_2_dxil"], True, set()),
    (["ms_mismatch_dxil", "ps_mismatch_min16float_dxil"], False, {"link-component-type", "link-min-precision"}),
    (["ms_mismatch_primid_dxil", "ps_mismatch_sv_4_dxil"], True, set()),
    (["ms_mismatch_primid_dxil", "ps_mismatch_sv_5_dxil"], True, set()),
    (["ms_mismatch_primid_dxil", "ps_mismatch_sv_6_dxil"], True, set()),
    # VS -> PS: min16float on one side only
    (["vs_mismatch_min16float_dxbc", "ps_mismatch_ref_dxbc"], False, {"link-min-precision"}),
    # HS -> DS: masks equal, every HS output declared, patch constants the same
    (["+hs_mismatch_ref_dxil", "ds_mismatch_1_dxil"], False, {"link-missing", "link-patch-constant"}),
    (["+hs_mismatch_1_dxil", "ds_mismatch_1_dxil"], True, set()),
    (["+hs_mismatch_ref_dxil", "ds_mismatch_2_dxil"], False, {"link-mask"}),  # uint2 of a uint4
    (["+hs_mismatch_1_dxil", "ds_mismatch_3_dxil"], False, {"link-patch-constant"}),
    (["+hs_mismatch_ref_dxil", "ds_mismatch_4_dxil"], False, {"link-missing"}),
    (["+hs_mismatch_1_dxil", "ds_mismatch_5_dxil"], False, {"link-patch-constant"}),
    (["+hs_mismatch_ref_dxil", "ds_mismatch_6_dxil"], False, {"link-missing", "link-patch-constant"}),
    # GS -> PS: stream 0, registers as in the files
    (["+gs_mismatch_ref_dxil", "ps_mismatch_1_dxil"], True, set()),
    (["+gs_mismatch_ref_dxil", "ps_mismatch_2_dxil"], False, {"link-missing"}),
    (["+gs_mismatch_ref_dxil", "ps_mismatch_3_dxil"], False, {"link-register"}),  # ARG2 moved up a row
    (["+gs_mismatch_ref_dxil", "ps_mismatch_5_dxil"], False, {"link-missing"}),
    (["+gs_mismatch_ref_dxil", "ps_mismatch_6_dxil"], False, {"link-register", "link-mask"}),
    (["+gs_mismatch_ref_dxil", "ps_mismatch_7_dxil"], True, set()),
    (["+gs_mismatch_ref_dxil", "ps_mismatch_8_dxil"], False, {"link-component-type"}),
    (["+gs_mismatch_ref_dxil", "ps_mismatch_9_dxil"], True, set()),
    (["+gs_mismatch_ref_dxil", "ps_mismatch_10_dxil"], True, set()),
    # SV_PrimitiveID after a GS is the GS's output, in its register
    (["+gs_mismatch_primid_dxil", "ps_mismatch_sv_4_dxil"], False, {"link-register"}),
    (["+gs_mismatch_primid_dxil", "ps_mismatch_sv_5_dxil"], True, set()),
    (["+gs_mismatch_primid_dxil", "ps_mismatch_sv_6_dxil"], False, {"link-register", "link-mask"}),
    (["+gs_mismatch_primid_dxbc", "ps_mismatch_sv_4_dxbc"], False, {"link-register"}),
    (["+gs_mismatch_primid_dxbc", "ps_mismatch_sv_5_dxbc"], True, set()),
    (["+gs_mismatch_primid_dxbc", "ps_mismatch_sv_6_dxbc"], False, {"link-register", "link-mask"}),
    (["+gs_mismatch_ref_dxbc", "ps_mismatch_sv_4_dxbc"], False, {"link-missing"}),  # no SV_PrimitiveID
    (["+gs_mismatch_ref_dxil", "ps_mismatch_sv_4_dxil"], False, {"link-missing"}),
]


def _corpus_name(short: str) -> str:
    base, kind = short.rsplit("_", 1)
    return f"vkd3d-proton/{base}_code_{kind}.dxbc"


def vertex_shader_feeding(data: bytes) -> bytes:
    """A VS whose outputs are the input signature of ``data``'s shader, record for
    record (no component marked never written)."""
    for entry in dxfuzz.parse(data, lazy=True).part_table:
        fourcc = entry.part.fourcc_text
        if fourcc in ("ISG1", "ISGN"):
            elements = [dict(semantic_name=el.semantic_name, semantic_index=el.semantic_index,
                             system_value=int(el.system_value.value), component_type=int(el.component_type.value),
                             register=el.register, mask=el.mask, rw_mask=0,
                             **({"min_precision": int(el.min_precision.value)} if fourcc == "ISG1" else {}))
                        for el in entry.part.body.elements]
            out = "OSG1" if fourcc == "ISG1" else "OSGN"
            return dxfuzz.build([dxfuzz.Part(out, dxfuzz.build_part(out, {"elements": elements})),
                                 dxfuzz.Part("SHEX", program("VS"))])
    raise AssertionError("no input signature")


@pytest.mark.parametrize("stages,created,rules", RUNTIME_VERDICTS,
                         ids=[" ".join(s) for s, _, _ in RUNTIME_VERDICTS])
def test_real_shaders_get_the_runtime_verdicts(stages, created, rules):
    corpus = shared_path("corpus")
    files = [(_corpus_name(s.lstrip("+")), open(os.path.join(corpus, _corpus_name(s.lstrip("+"))), "rb").read())
             for s in stages]
    if stages[0].startswith("+"):
        files.insert(0, ("made VS", vertex_shader_feeding(files[0][1])))
    report = link(files)
    assert (not report.failed) == created, report.summary()
    assert failed_rules(report) == rules
    assert not warned_rules(report) and not any(f.status == SKIP for f in report.findings)
    for f in report.findings:
        if f.status == FAIL:  # each failure points into a real file, at a signature record
            assert f.file in dict(files) and f.file != "made VS"
            ctx = Context(dict(files)[f.file])
            parts = [p for p in ctx.parts if p.fourcc in ("ISG1", "ISGN", "OSG1", "OSG5", "OSGN", "PSG1", "PCSG")]
            assert any(p.data_offset + 8 <= f.offset < p.end for p in parts), f


# --- containers built here ---------------------------------------------------------------

#: Program types of the SM4/5 version token (DXIL's shader kinds).
KINDS = {"PS": 0, "VS": 1, "GS": 2, "HS": 3, "DS": 4, "CS": 5, "MS": 13, "AS": 14}
OPCODES = kaitai.enum_class("dxcontainer_shader", "OpcodeType")


def program(stage: str, *tokens: int) -> bytes:
    """A SHEX part's data: the version token of ``stage`` (shader model 5.0), the
    length in tokens, then ``tokens``."""
    words = [KINDS[stage] << 16 | 0x50, 2 + len(tokens), *tokens]
    return struct.pack(f"<{len(words)}I", *words)


def declaration(opcode: str, value: int) -> int:
    """A one-token declaration whose value is in bits 11 and up of its opcode token."""
    return OPCODES[opcode].value | value << 11 | 1 << 24


HS_DECLS = OPCODES["hs_decls"].value | 1 << 24


def el(name: str, index: int = 0, register: int = 0, mask: int = 0xF, component_type: str = "float32",
       system_value: int = 0, **more) -> dict:
    """One signature element's tree."""
    return dict(semantic_name=name, semantic_index=index, register=register, mask=mask,
                component_type=component_type, system_value=system_value, rw_mask=0, **more)


def shader(stage: str, inputs=None, outputs=None, patch=None, tokens=(), fourccs=("ISGN", "OSGN", "PCSG")) -> bytes:
    """A container with the given signatures (lists of element trees; None: no such part)
    and a SHEX part of ``tokens`` for ``stage``."""
    parts = [dxfuzz.Part(fourcc, dxfuzz.build_part(fourcc, {"elements": elements}))
             for fourcc, elements in zip(fourccs, (inputs, outputs, patch)) if elements is not None]
    return dxfuzz.build(parts + [dxfuzz.Part("SHEX", program(stage, *tokens))])


def record(data: bytes, fourcc: str, index: int) -> int:
    """The file offset of element ``index`` of the ``fourcc`` part."""
    size = {"ISGN": 24, "OSGN": 24, "PCSG": 24, "OSG5": 28, "ISG1": 32, "OSG1": 32, "PSG1": 32}[fourcc]
    return Context(data).first(fourcc).data_offset + 8 + index * size


VARYINGS = [el("SV_Position", register=0, system_value=1), el("TEXCOORD", 0, 1, 0x3), el("COLOR", 0, 2)]


def vs_ps(vs_outputs=None, ps_inputs=None):
    """A VS and a PS whose varyings are ``VARYINGS`` unless given."""
    vs = shader("VS", inputs=[el("POSITION")], outputs=vs_outputs if vs_outputs is not None else VARYINGS)
    ps = shader("PS", inputs=ps_inputs if ps_inputs is not None else VARYINGS,
                outputs=[el("SV_Target", register=0)])
    return [("vs.dxbc", vs), ("ps.dxbc", ps)]


def only_failure(report, rule):
    """The one failure of the report, of ``rule``."""
    fails = [f for f in report.findings if f.status == FAIL]
    assert [f.rule for f in fails] == [rule], [f.message for f in fails]
    return fails[0]


#: The rules one linkage of outputs into inputs reports.
RULES_OF_A_LINKAGE = ("link-missing", "link-register", "link-component-type", "link-min-precision", "link-mask",
                      "link-system-value", "link-never-written")


def test_built_vs_and_ps_link():
    report = link(vs_ps())
    assert_every_rule_passes(report)
    assert counts(report) == [("PS", IN, 3, 0)]
    assert report.summary() == "linked: VS -> PS, 3 elements compared"
    assert {f.rule for f in report.findings} == {"link-stage-order", *RULES_OF_A_LINKAGE}


def _changed(index: int, **fields):
    """``VARYINGS`` with element ``index`` changed."""
    out = [dict(e) for e in VARYINGS]
    out[index].update(fields)
    return out


@pytest.mark.parametrize("rule,ps_inputs,index", [
    ("link-missing", _changed(1, semantic_index=1), 1),  # TEXCOORD1: not written
    ("link-missing", _changed(2, semantic_name="COLOUR"), 2),
    ("link-register", _changed(2, register=3), 2),
    ("link-component-type", _changed(2, component_type="uint32"), 2),
    ("link-mask", _changed(1, mask=0x7), 1),  # .xyz of an .xy
    ("link-mask", _changed(1, mask=0x4), 1),  # .z of an .xy: disjoint
])
def test_a_ps_input_broken_on_purpose_fails_exactly_its_rule(rule, ps_inputs, index):
    files = vs_ps(ps_inputs=ps_inputs)
    f = only_failure(link(files), rule)
    assert (f.file, f.offset) == ("ps.dxbc", record(files[1][1], "ISGN", index))


def test_min_precision_is_compared_in_32_byte_records():
    def pair(vs_precision, ps_precision):
        vs = shader("VS", inputs=[el("POSITION", min_precision="default")],
                    outputs=[el("SV_Position", system_value=1, min_precision="default"),
                             el("TEXCOORD", 0, 1, 0x3, min_precision=vs_precision)], fourccs=("ISG1", "OSG1"))
        ps = shader("PS", inputs=[el("SV_Position", system_value=1, min_precision="default"),
                                  el("TEXCOORD", 0, 1, 0x3, min_precision=ps_precision)],
                    outputs=[el("SV_Target", min_precision="default")], fourccs=("ISG1", "OSG1"))
        return [("vs.dxbc", vs), ("ps.dxbc", ps)]
    assert_every_rule_passes(link(pair("float16", "float16")))
    files = pair("float16", "default")
    f = only_failure(link(files), "link-min-precision")
    assert f.offset == record(files[1][1], "ISG1", 1)
    assert "minimum precision default, the VS output float16" in f.message


def test_a_record_without_min_precision_has_the_default():
    """A 24-byte ISGN record against a 32-byte OSG1 one."""
    vs = shader("VS", inputs=[el("POSITION", min_precision="default")],
                outputs=[el("SV_Position", system_value=1, min_precision="default"),
                         el("TEXCOORD", 0, 1, 0x3, min_precision="float16")], fourccs=("ISG1", "OSG1"))
    ps = shader("PS", inputs=[el("SV_Position", system_value=1), el("TEXCOORD", 0, 1, 0x3)])
    only_failure(link([("vs", vs), ("ps", ps)]), "link-min-precision")
    vs = shader("VS", inputs=[el("POSITION", min_precision="default")],
                outputs=[el("SV_Position", system_value=1, min_precision="default"),
                         el("TEXCOORD", 0, 1, 0x3, min_precision="default")], fourccs=("ISG1", "OSG1"))
    assert_every_rule_passes(link([("vs", vs), ("ps", ps)]))


def test_system_value_and_never_written_only_warn():
    files = vs_ps(ps_inputs=_changed(1, system_value=1))
    report = link(files)
    assert not report.failed and warned_rules(report) == {"link-system-value"}
    [f] = [f for f in report.findings if f.status == WARN]
    assert f.offset == record(files[1][1], "ISGN", 1)
    assert "system value position, the VS output undefined" in f.message
    # the VS never writes COLOR.w, which the PS always reads
    vs_outputs = [dict(e) for e in VARYINGS]
    vs_outputs[2]["rw_mask"] = 0x8
    ps_inputs = [dict(e) for e in VARYINGS]
    ps_inputs[2]["rw_mask"] = 0xF
    report = link(vs_ps(vs_outputs, ps_inputs))
    assert not report.failed and warned_rules(report) == {"link-never-written"}
    assert "always reads .w, which the VS never writes" in next(f.message for f in report.findings
                                                                 if f.status == WARN)
    assert report.summary() == "linked: VS -> PS, 3 elements compared, 1 warning"


def test_names_match_ascii_case_insensitively_and_extra_outputs_are_fine():
    ps_inputs = [el("sv_position", register=0, system_value=1), el("TexCoord", 0, 1, 0x1)]  # .x of the .xy
    report = link(vs_ps(ps_inputs=ps_inputs))
    assert_every_rule_passes(report)
    assert counts(report) == [("PS", IN, 2, 0)]
    # only ASCII letters fold: an accented capital is another name
    vs = shader("VS", outputs=[el("SV_Position", system_value=1), el("\u00c9", 0, 1)])
    ps = shader("PS", inputs=[el("SV_Position", system_value=1), el("\u00e9", 0, 1)])
    only_failure(link([("vs", vs), ("ps", ps)]), "link-missing")


def test_what_the_hardware_generates_needs_no_producer():
    ps_inputs = VARYINGS + [el("SV_IsFrontFace", 0, 3, 0x1, "uint32", 9), el("SV_PrimitiveID", 0, 3, 0x2, "uint32", 7),
                            el("SV_SampleIndex", 0, 0xFFFFFFFF, 0x1, "uint32", 10)]
    report = link(vs_ps(ps_inputs=ps_inputs))
    assert_every_rule_passes(report)
    assert counts(report) == [("PS", IN, 3, 3)]
    assert report.findings[1].message == ("VS -> PS: 3 PS inputs found in the VS's outputs, 3 generated by the "
                                          "hardware (SV_IsFrontFace0, SV_PrimitiveID0, SV_SampleIndex0)")
    # after a GS, SV_PrimitiveID must be a GS output; SV_VertexID is generated only for a VS
    gs = shader("GS", inputs=VARYINGS, outputs=VARYINGS, fourccs=("ISGN", "OSG5"))
    ps = shader("PS", inputs=VARYINGS + [el("SV_PrimitiveID", 0, 3, 0x1, "uint32", 7)])
    files = [vs_ps()[0], ("gs.dxbc", gs), ("ps.dxbc", ps)]
    f = only_failure(link(files), "link-missing")
    assert f.offset == record(ps, "ISGN", 3)
    ps = shader("PS", inputs=VARYINGS + [el("SV_VertexID", 0, 3, 0x1, "uint32", 6)])
    only_failure(link([vs_ps()[0], ("ps", ps)]), "link-missing")


def test_a_gs_is_linked_on_stream_0():
    outputs = [dict(e, stream=0) for e in VARYINGS[:2]] + [dict(VARYINGS[2], stream=1, register=0)]
    gs = shader("GS", inputs=VARYINGS, outputs=outputs, fourccs=("ISGN", "OSG5"))
    files = [vs_ps()[0], ("gs.dxbc", gs), vs_ps()[1]]
    f = only_failure(link(files), "link-missing")
    assert "COLOR0 (v2.xyzw) is not one of the GS's outputs on stream 0 (it is on stream 1" in f.message
    outputs[2]["stream"] = 0
    outputs[2]["register"] = 2
    gs = shader("GS", inputs=VARYINGS, outputs=outputs, fourccs=("ISGN", "OSG5"))
    assert counts(link([files[0], ("gs.dxbc", gs), files[2]])) == [("GS", IN, 3, 0), ("PS", IN, 3, 0)]


# --- tessellation ---


TESS_FACTORS = [el("SV_TessFactor", i, i, 0x1, system_value=13) for i in range(3)] + \
               [el("SV_InsideTessFactor", 0, 3, 0x1, system_value=14)]
CONTROL_POINT = [el("POSITION", 0, 0), el("NORMAL", 0, 1, 0x7)]


def tessellation(hs_outputs=CONTROL_POINT, hs_patch=TESS_FACTORS, ds_inputs=CONTROL_POINT, ds_patch=TESS_FACTORS,
                 hs_points=3, ds_points=3, hs_domain=2, ds_domain=2):
    """VS, HS, DS and PS of a triangle patch of ``hs_points`` control points, SM5."""
    vs = shader("VS", inputs=[el("POSITION")], outputs=CONTROL_POINT)
    hs = shader("HS", inputs=CONTROL_POINT, outputs=hs_outputs, patch=hs_patch,
                tokens=(HS_DECLS, declaration("dcl_input_control_point_count", 3),
                        declaration("dcl_output_control_point_count", hs_points),
                        declaration("dcl_tessellator_domain", hs_domain)))
    ds = shader("DS", inputs=ds_inputs, outputs=VARYINGS, patch=ds_patch,
                tokens=(declaration("dcl_input_control_point_count", ds_points),
                        declaration("dcl_tessellator_domain", ds_domain)))
    return [("vs.dxbc", vs), ("hs.dxbc", hs), ("ds.dxbc", ds), vs_ps()[1]]


def test_built_tessellation_links():
    report = link(tessellation())
    assert_every_rule_passes(report)
    assert counts(report) == [("HS", IN, 2, 0), ("DS", CP, 2, 0), ("DS", PC, 4, 0), ("PS", IN, 3, 0)]
    assert {f.rule for f in report.findings} == set(RULES) - {"link-payload"}
    by_rule = {f.rule: f for f in report.findings}
    assert by_rule["link-control-points"].message == "HS -> DS: 3 control points on both sides"
    assert by_rule["link-domain"].message == "HS -> DS: the tessellator domain tri on both sides"


def test_into_a_ds_masks_are_equal_and_every_hs_output_is_declared():
    files = tessellation(ds_inputs=[CONTROL_POINT[0], dict(CONTROL_POINT[1], mask=0x3)])
    f = only_failure(link(files), "link-mask")
    assert (f.file, f.offset) == ("ds.dxbc", record(files[2][1], "ISGN", 1))
    files = tessellation(ds_inputs=CONTROL_POINT[:1])
    f = only_failure(link(files), "link-missing")
    assert (f.file, f.offset) == ("hs.dxbc", record(files[1][1], "OSGN", 1))  # the HS's record
    assert "HS output NORMAL0 (v1.xyz) is not declared by the DS" in f.message


@pytest.mark.parametrize("ds_patch,file,index", [
    (TESS_FACTORS[:3], "hs.dxbc", 3),  # the DS leaves out SV_InsideTessFactor
    (TESS_FACTORS + [el("EXTRA", 0, 4, 0x1)], "ds.dxbc", 4),  # the HS writes no EXTRA
    (TESS_FACTORS[:3] + [dict(TESS_FACTORS[3], register=4)], "ds.dxbc", 3),
    (TESS_FACTORS[:3] + [dict(TESS_FACTORS[3], mask=0x3)], "ds.dxbc", 3),
    (TESS_FACTORS[:3] + [dict(TESS_FACTORS[3], component_type="uint32")], "ds.dxbc", 3),
])
def test_patch_constants_broken_on_purpose_fail_link_patch_constant(ds_patch, file, index):
    files = tessellation(ds_patch=ds_patch)
    f = only_failure(link(files), "link-patch-constant")
    assert (f.file, f.offset) == (file, record(dict(files)[file], "PCSG", index))


def test_control_points_and_domain_are_the_same_in_the_hs_and_the_ds():
    files = tessellation(ds_points=4)
    f = only_failure(link(files), "link-control-points")
    assert f.message == "HS -> DS: the HS declares 3 output control points, the DS 4 input control points " \
                        f"(hs.dxbc@{Context(files[1][1]).first('SHEX').data_offset + 16:#x})"
    assert f.offset == Context(files[2][1]).first("SHEX").data_offset + 8  # the DS's declaration
    files = tessellation(ds_domain=3)
    f = only_failure(link(files), "link-domain")
    assert "the HS declares the tessellator domain tri, the DS the tessellator domain quad" in f.message
    assert f.offset == Context(files[2][1]).first("SHEX").data_offset + 12


def test_a_ds_without_declarations_skips_what_it_does_not_say():
    files = tessellation()
    files[2] = ("ds.dxbc", shader("DS", inputs=CONTROL_POINT, outputs=VARYINGS, patch=TESS_FACTORS))
    report = link(files)
    assert not report.failed
    skipped = {f.rule: f.message for f in report.findings if f.status == SKIP}
    assert skipped == {"link-control-points": "HS -> DS: ds.dxbc's program has no dcl_input_control_point_count "
                                              "declaration",
                       "link-domain": "HS -> DS: ds.dxbc's program has no dcl_tessellator_domain declaration"}


# --- amplification and mesh shaders ---


def dxil_shader(stage: str, payload: int = None, parts=()) -> bytes:
    """A DXIL container: a program header of ``stage`` without bitcode, a PSV0 whose
    stage information holds ``payload`` (AS, MS), and ``parts``."""
    header = struct.pack("<IIIIII", KINDS[stage] << 16 | 0x65, 6, 0x4C495844, 0x105, 16, 0)
    psv = [] if payload is None else [dxfuzz.Part("PSV0", dxfuzz.build_part(
        "PSV0", {"shader_kind": KINDS[stage], "runtime_info": {"stage_info": {"len_payload": payload}}}))]
    return dxfuzz.build([*parts, *psv, dxfuzz.Part("DXIL", header)])


def test_the_payload_of_the_as_is_the_payload_of_the_ms():
    ms = dxil_shader("MS", 12)
    f = only_failure(link([("as", dxil_shader("AS", 16)), ("ms", ms)]), "link-payload")
    assert f.message == "AS -> MS: the AS's payload is 16 bytes, the MS's 12 (as@0x34)"
    assert (f.file, f.offset) == ("ms", Context(ms).first("PSV0").data_offset + 4 + 8)
    report = link([("as", dxil_shader("AS", 12)), ("ms", ms)])
    assert_every_rule_passes(report)
    assert [f.rule for f in report.findings] == ["link-stage-order", "link-payload"]
    report = link([("as", dxil_shader("AS")), ("ms", ms)])  # no PSV0, no module to read it from
    assert [f.status for f in report.findings if f.rule == "link-payload"] == [SKIP]


def mesh_pair(vertex, primitive, ps_inputs):
    """An MS with ``vertex`` (OSG1) and ``primitive`` (PSG1) outputs, and a PS."""
    sig = lambda fourcc, els: dxfuzz.Part(fourcc, dxfuzz.build_part(  # noqa: E731
        fourcc, {"elements": [dict(e, min_precision="default") for e in els]}))
    ms = dxil_shader("MS", 0, [sig("ISG1", []), sig("OSG1", vertex), sig("PSG1", primitive)])
    ps = dxil_shader("PS", None, [sig("ISG1", ps_inputs), sig("OSG1", [el("SV_Target")])])
    return [("ms", ms), ("ps", ps)]


def test_from_an_ms_registers_are_not_compared_and_component_counts_are():
    vertex = [el("SV_Position", system_value=1), el("TEXCOORD", 0, 1, 0x3)]
    primitive = [el("SV_PrimitiveID", 0, 2, 0x1, "uint32", 7), el("LAYER", 0, 3, 0x1, "uint32")]
    ps_inputs = [el("SV_Position", system_value=1), el("LAYER", 0, 1, 0x1, "uint32"),
                 el("TEXCOORD", 0, 2, 0x3), el("SV_PrimitiveID", 0, 1, 0x2, "uint32", 7)]
    report = link(mesh_pair(vertex, primitive, ps_inputs))
    assert_every_rule_passes(report)
    assert counts(report) == [("PS", IN, 4, 0)]
    ps_inputs[2] = el("TEXCOORD", 0, 2, 0x1)  # .x of an .xy: not from an MS
    files = mesh_pair(vertex, primitive, ps_inputs)
    f = only_failure(link(files), "link-mask")
    assert f.offset == record(files[1][1], "ISG1", 2)
    # after an MS, SV_PrimitiveID is not generated: it must be a primitive output
    files = mesh_pair(vertex, primitive[1:], ps_inputs[:2] + [el("SV_PrimitiveID", 0, 1, 0x2, "uint32", 7)])
    f = only_failure(link(files), "link-missing")
    assert "is not one of the MS's vertex or primitive outputs" in f.message


# --- stage order and inputs that are not shaders ---


@pytest.mark.parametrize("stages,at,message", [
    (["PS", "VS"], 0, "PS -> VS: the first stage is a PS: a pipeline starts with a VS, an AS or an MS"),
    (["VS", "VS"], 1, "VS -> VS: VS is given twice"),
    (["VS", "PS", "GS"], 2, "VS -> PS -> GS: GS comes after PS: the order is VS -> HS -> DS -> GS -> PS"),
    (["VS", "HS", "PS"], 1, "VS -> HS -> PS: an HS needs a DS after it, and a DS an HS before it"),
    (["VS", "DS", "PS"], 1, "VS -> DS -> PS: an HS needs a DS after it, and a DS an HS before it"),
    (["VS", "DS", "HS"], 2, "VS -> DS -> HS: HS comes after DS: the order is VS -> HS -> DS -> GS -> PS"),
    (["AS", "PS"], 0, "AS -> PS: an AS needs an MS after it"),
    (["MS", "GS"], 1, "MS -> GS: a GS does not belong in a pipeline that starts with an MS"),
    (["VS", "MS"], 1, "VS -> MS: an MS does not belong in a pipeline that starts with a VS"),
])
def test_stages_out_of_order_fail_link_stage_order(stages, at, message):
    files = [(f"{i}.dxbc", shader(s)) for i, s in enumerate(stages)]
    report = link(files)
    f = only_failure(report, "link-stage-order")
    assert f.message == message
    assert (f.file, f.offset) == (files[at][0], Context(files[at][1]).first("SHEX").data_offset)
    assert report.findings == [f] and report.linkages == []  # nothing else is linked


def test_files_that_are_not_stages_fail_link_stage_order_without_an_exception():
    report = link([("cs.dxbc", shader("CS")), ("empty", b""), ("text", b"not a container at all"),
                   ("no program", dxfuzz.build([dxfuzz.Part("ISGN", dxfuzz.build_part("ISGN", {"elements": []}))]))])
    assert [(f.rule, f.status, f.file) for f in report.findings] == [
        ("link-stage-order", FAIL, "cs.dxbc"), ("link-stage-order", FAIL, "empty"),
        ("link-stage-order", FAIL, "text"), ("link-stage-order", FAIL, "no program")]
    assert report.findings[0].message == "cs.dxbc is a compute shader, not a stage of a graphics pipeline"
    assert report.findings[3].message == ("no program: cannot tell its stage: no DXIL, SHEX or SHDR part to tell "
                                          "the shader stage")
    assert report.stages == ["compute", "?", "?", "?"]


def test_a_missing_or_broken_signature_part_is_a_skip():
    vs = shader("VS", inputs=[el("POSITION")], outputs=None)
    report = link([("vs", vs), vs_ps()[1]])
    assert not report.failed
    assert {f.status for f in report.findings if f.rule != "link-stage-order"} == {SKIP}
    assert "vs has no OSG1/OSG5/OSGN part (VS output signature)" in report.findings[1].message
    ps = bytearray(vs_ps()[1][1])
    at = Context(bytes(ps)).first("ISGN").data_offset
    ps[at:at + 4] = struct.pack("<I", 1000)  # 1000 elements in a part of 3
    report = link([vs_ps()[0], ("ps", bytes(ps))])
    assert not report.failed and {f.status for f in report.findings[1:]} == {SKIP}
    assert report.findings[1].message.startswith("VS -> PS: ps: ISGN part 0 does not decode: Signature parameters "
                                                  "extend beyond the part boundary")


# --- the command -------------------------------------------------------------------------




@pytest.fixture
def pipeline(tmp_path):
    """A VS and a PS that link, and a PS that does not, as files."""
    vs, ps = (data for _, data in vs_ps())
    bad = vs_ps(ps_inputs=_changed(2, register=3))[1][1]
    for name, data in (("vs.dxbc", vs), ("ps.dxbc", ps), ("bad ps.dxbc", bad)):
        (tmp_path / name).write_bytes(data)
    return {name: str(tmp_path / name) for name in ("vs.dxbc", "ps.dxbc", "bad ps.dxbc")}


def test_the_command_says_linked_or_not_in_its_exit_status(pipeline, capsys):
    code, out, err = run(capsys, "link", pipeline["vs.dxbc"], pipeline["ps.dxbc"])
    assert (code, err) == (OK, "")
    assert out.splitlines()[0] == f"{pipeline['vs.dxbc']} (VS) -> {pipeline['ps.dxbc']} (PS)"
    assert out.splitlines()[-1] == "  => linked: VS -> PS, 3 elements compared"
    code, out, err = run(capsys, "link", "-q", pipeline["vs.dxbc"], pipeline["bad ps.dxbc"])
    assert (code, err) == (FINDINGS, "")
    lines = out.splitlines()
    assert len(lines) == 3 and lines[1].startswith(f"  FAIL  link-register        {pipeline['bad ps.dxbc']}@0x")
    assert lines[2] == "  => not linked: VS -> PS, 1 failure (link-register)"


def test_the_command_writes_one_json_object(pipeline, capsys):
    code, out, _ = run(capsys, "link", "--format", "json", pipeline["vs.dxbc"], pipeline["bad ps.dxbc"])
    assert code == FINDINGS
    doc = json.loads(out)
    assert set(doc) == {"files", "stages", "linked", "verdict", "compared", "linkages", "findings"}
    assert doc["files"] == [pipeline["vs.dxbc"], pipeline["bad ps.dxbc"]]
    assert (doc["stages"], doc["linked"], doc["compared"]) == (["VS", "PS"], False, 3)
    assert doc["linkages"] == [{"producer": "VS", "consumer": "PS", "signature": "inputs", "compared": 3,
                                "generated": 0}]
    [fail] = [f for f in doc["findings"] if f["status"] == "fail"]
    assert set(fail) == {"rule", "status", "message", "file", "offset"}
    assert fail["rule"] == "link-register" and fail["file"] == pipeline["bad ps.dxbc"]
    assert doc["findings"][0] == {"rule": "link-stage-order", "status": "pass", "message": "VS -> PS"}


@pytest.mark.parametrize("count", [0, 1, 6])
def test_the_command_refuses_fewer_than_2_or_more_than_5_files(pipeline, capsys, count):
    code, out, err = run(capsys, "link", *[pipeline["vs.dxbc"]] * count)
    assert (code, out) == (ERROR, "")
    assert err == ("dxfuzz link: give 2 to 5 FILEs, one per stage in pipeline order (VS HS DS GS PS, or AS MS PS), "
                   f"not {count}\n")


def test_the_command_refuses_folders_and_what_it_cannot_read(pipeline, capsys, tmp_path):
    code, out, err = run(capsys, "link", pipeline["vs.dxbc"], str(tmp_path))
    assert (code, out, err) == (ERROR, "", f"dxfuzz link: {tmp_path}: is a folder; link reads one file per stage\n")
    (tmp_path / "notes.txt").write_text("not a container\n")
    code, out, err = run(capsys, "link", pipeline["vs.dxbc"], str(tmp_path / "notes.txt"), str(tmp_path / "nope"))
    assert (code, out) == (ERROR, "")
    assert sorted(err.splitlines()) == [f"dxfuzz link: {tmp_path / 'nope'}: No such file or directory",
                                        f"dxfuzz link: {tmp_path / 'notes.txt'}: not a container: it starts with "
                                        "b'not ', not DXBC"]
    truncated = tmp_path / "truncated.dxbc"
    truncated.write_bytes(open(pipeline["ps.dxbc"], "rb").read()[:40])
    code, out, err = run(capsys, "link", pipeline["vs.dxbc"], str(truncated))
    assert (code, err) == (FINDINGS, "")  # a container that does not decode is a finding
    assert "FAIL  link-stage-order" in out and "Traceback" not in out


def test_the_command_lists_its_rules(capsys):
    code, out, _ = run(capsys, "link", "--list")
    assert code == OK
    assert [line.split()[0] for line in out.splitlines() if not line.startswith(" ")] == list(RULES)
