# This is a generated file! tools/ksc.js collects it from the `-message`
# keys of ../ksy: the words an error reading that field is told in.
MESSAGES = {
    ("dxcontainer", "Dxcontainer.PartEntry.ofs_part"):
        "Reading structure out of file bounds",
    ("dxcontainer", "Dxcontainer.Part.fourcc"):
        "File not large enough to read part name",
    ("dxcontainer", "Dxcontainer.Part.len_body"):
        "Reading part size out of file bounds",
    ("dxcontainer", "Dxcontainer.Part.body"):
        "Part data extends beyond the end of the file",
    ("dxcontainer_fx10", "/types/fx_type/seq/0"):
        "FX types nest more than 32 levels deep (a type that contains itself)",
    ("dxcontainer_fx10", "/types/fx_type/seq/2"):
        "FX types share records too often (one variable's types would open more than 16384 records)",
    ("dxcontainer_hash", "DxcontainerHash.flags"):
        "Reading structure out of file bounds",
    ("dxcontainer_hash", "DxcontainerHash.digest"):
        "Reading structure out of file bounds",
    ("dxcontainer_hash", "DxcontainerHash.tail"):
        "Reading structure out of file bounds",
    ("dxcontainer_pdbi", "/seq/3"):
        "PDBI declared uncompressed size is more than 128 times the compressed size (+4096) or 256 MiB (refused as a decompression bomb)",
    ("dxcontainer_pdbi", "DxcontainerPdbi.payload"):
        "PDBI payload runs past the end of the part",
    ("dxcontainer_pdbi", "DxcontainerPdbi.inflated"):
        "PDBI compressed payload cannot be inflated",
    ("dxcontainer_pdbi", "/types/inflated_rdat/seq/0"):
        "PDBI decompressed payload does not have the declared uncompressed size",
    ("dxcontainer_program", "DxcontainerProgram.program_version"):
        "Reading structure out of file bounds",
    ("dxcontainer_program", "DxcontainerProgram.reserved"):
        "Reading structure out of file bounds",
    ("dxcontainer_program", "DxcontainerProgram.shader_kind"):
        "Reading structure out of file bounds",
    ("dxcontainer_program", "DxcontainerProgram.len_dwords"):
        "Reading structure out of file bounds",
    ("dxcontainer_program", "DxcontainerProgram.dxil_magic"):
        "Reading structure out of file bounds",
    ("dxcontainer_program", "DxcontainerProgram.dxil_version_minor"):
        "Reading structure out of file bounds",
    ("dxcontainer_program", "DxcontainerProgram.dxil_version_major"):
        "Reading structure out of file bounds",
    ("dxcontainer_program", "DxcontainerProgram.dxil_version_reserved"):
        "Reading structure out of file bounds",
    ("dxcontainer_program", "DxcontainerProgram.ofs_bitcode"):
        "Reading structure out of file bounds",
    ("dxcontainer_program", "DxcontainerProgram.len_bitcode"):
        "Reading structure out of file bounds",
    ("dxcontainer_program", "DxcontainerProgram.bitcode"):
        "Bitcode extends beyond the end of the part",
    ("dxcontainer_program", "/types/llvm_bitcode/seq/0"):
        "Bitcode does not start with the LLVM bitcode magic BC C0 DE",
    ("dxcontainer_psv0", "DxcontainerPsv0.len_runtime_info"):
        "Pipeline state data extends beyond the bounds of the part",
    ("dxcontainer_psv0", "/seq/0"):
        "Reading structure out of file bounds",
    ("dxcontainer_psv0", "DxcontainerPsv0.runtime_info"):
        "Pipeline state data extends beyond the bounds of the part",
    ("dxcontainer_psv0", "DxcontainerPsv0.num_resources"):
        "Reading structure out of file bounds",
    ("dxcontainer_psv0", "DxcontainerPsv0.len_resource_record"):
        "Reading structure out of file bounds",
    ("dxcontainer_psv0", "/seq/3"):
        "Resource binding record smaller than 16 bytes",
    ("dxcontainer_psv0", "DxcontainerPsv0.resources"):
        "Resource binding data extends beyond the bounds of the part",
    ("dxcontainer_psv0", "DxcontainerPsv0.len_string_table"):
        "Reading structure out of file bounds",
    ("dxcontainer_psv0", "/seq/5"):
        "String table misaligned",
    ("dxcontainer_psv0", "DxcontainerPsv0.string_table"):
        "Reading structure out of file bounds",
    ("dxcontainer_psv0", "DxcontainerPsv0.num_semantic_indices"):
        "Reading structure out of file bounds",
    ("dxcontainer_psv0", "DxcontainerPsv0.semantic_indices"):
        "Reading structure out of file bounds",
    ("dxcontainer_psv0", "DxcontainerPsv0.len_signature_element"):
        "Reading structure out of file bounds",
    ("dxcontainer_psv0", "/seq/9"):
        "Signature element record smaller than 16 bytes",
    ("dxcontainer_psv0", "DxcontainerPsv0.input_elements"):
        "Signature elements extend beyond the size of the part",
    ("dxcontainer_psv0", "DxcontainerPsv0.output_elements"):
        "Signature elements extend beyond the size of the part",
    ("dxcontainer_psv0", "DxcontainerPsv0.patch_const_or_prim_elements"):
        "Signature elements extend beyond the size of the part",
    ("dxcontainer_psv0", "DxcontainerPsv0.view_id_output_masks"):
        "Dependency table data extends beyond the bounds of the part",
    ("dxcontainer_psv0", "DxcontainerPsv0.view_id_patch_const_or_prim_mask"):
        "Dependency table data extends beyond the bounds of the part",
    ("dxcontainer_psv0", "DxcontainerPsv0.input_to_output_tables"):
        "Dependency table data extends beyond the bounds of the part",
    ("dxcontainer_psv0", "DxcontainerPsv0.input_to_patch_const_table"):
        "Dependency table data extends beyond the bounds of the part",
    ("dxcontainer_psv0", "DxcontainerPsv0.patch_const_to_output_table"):
        "Dependency table data extends beyond the bounds of the part",
    ("dxcontainer_psv0", "DxcontainerPsv0.DwordTable.dwords"):
        "Dependency table data extends beyond the bounds of the part",
    ("dxcontainer_rdat", "/seq/0"):
        "RDAT version below 0x10 (a pre-release RDAT, which DXC's reader refuses)",
    ("dxcontainer_rdat", "DxcontainerRdat.part_table"):
        "RDAT offset table runs past the end of the data",
    ("dxcontainer_rdat", "/types/rdat_part_entry/seq/0"):
        "RDAT sub-part starts before the end of the offset table or of the previous sub-part (DXC's reader: buffer_overlap)",
    ("dxcontainer_rdat", "DxcontainerRdat.RdatPart.body"):
        "RDAT sub-part runs past the end of the data (DXC's reader: buffer_overrun)",
    ("dxcontainer_rdat", "/types/record_table/seq/1"):
        "RDAT record table has records but a stride of 0",
    ("dxcontainer_rdef", "/types/shader_type/seq/2"):
        "RDEF types nest more than 32 levels deep (a type that contains itself)",
    ("dxcontainer_rdef", "/types/shader_type/seq/3"):
        "RDEF types share records too often (one variable's types would open more than 16384 records)",
    ("dxcontainer_rts0", "DxcontainerRts0.version"):
        "Invalid root signature, insufficient space for header.",
    ("dxcontainer_rts0", "DxcontainerRts0.num_parameters"):
        "Invalid root signature, insufficient space for header.",
    ("dxcontainer_rts0", "DxcontainerRts0.ofs_parameters"):
        "Invalid root signature, insufficient space for header.",
    ("dxcontainer_rts0", "DxcontainerRts0.num_static_samplers"):
        "Invalid root signature, insufficient space for header.",
    ("dxcontainer_rts0", "DxcontainerRts0.ofs_static_samplers"):
        "Invalid root signature, insufficient space for header.",
    ("dxcontainer_rts0", "DxcontainerRts0.flags"):
        "Invalid root signature, insufficient space for header.",
    ("dxcontainer_rts0", "DxcontainerRts0.parameters"):
        "Reading structure out of file bounds",
    ("dxcontainer_rts0", "DxcontainerRts0.static_samplers"):
        "Reading structure out of file bounds",
    ("dxcontainer_rts0", "/types/root_parameter/seq/2"):
        "root parameter payloads out of order: with more than 4 parameters each payload must follow the previous one",
    ("dxcontainer_rts0", "DxcontainerRts0.RootParameter.payload"):
        "Reading structure out of file bounds",
    ("dxcontainer_rts0", "/types/descriptor_table/seq/1"):
        "descriptor ranges outside their table: with more than 4 parameters a table's ranges must lie between its header and the next parameter's payload",
    ("dxcontainer_rts0", "DxcontainerRts0.DescriptorTable.ranges"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.doubles"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.compute_shaders_plus_raw_and_structured_buffers"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.uavs_at_every_stage"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.max_64_uavs"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.minimum_precision"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.dx11_1_double_extensions"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.dx11_1_shader_extensions"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.level9_comparison_filtering"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.tiled_resources"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.stencil_ref"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.inner_coverage"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.typed_uav_load_additional_formats"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.rovs"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.viewport_and_rt_array_index_from_any_shader_feeding_rasterizer"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.wave_ops"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.int64_ops"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.view_id"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.barycentrics"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.native_low_precision"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.shading_rate"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.raytracing_tier_1_1"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.sampler_feedback"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.atomic_int64_on_typed_resource"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.atomic_int64_on_group_shared"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.derivatives_in_mesh_and_amp_shaders"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.resource_descriptor_heap_indexing"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.sampler_descriptor_heap_indexing"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.reserved"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.atomic_int64_on_heap_resource"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.advanced_texture_ops"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.writeable_msaa_textures"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.sample_cmp_with_gradient_or_bias"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.extended_command_info"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.unknown_bits_33_39"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.uses_derivatives"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.requires_group"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.unknown_optional_bits_42_62"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.unknown_bit_63"):
        "Reading structure out of file bounds",
    ("dxcontainer_sfi0", "DxcontainerSfi0.tail"):
        "Reading structure out of file bounds",
    ("dxcontainer_signature", "DxcontainerSignature.num_elements"):
        "Reading structure out of file bounds",
    ("dxcontainer_signature", "DxcontainerSignature.ofs_elements"):
        "Reading structure out of file bounds",
    ("dxcontainer_signature", "/seq/1"):
        "Signature parameters extend beyond the part boundary",
    ("dxcontainer_signature", "/types/element/seq/1:ValidationLessThanError"):
        "Invalid parameter name offset: name starts before the first name offset",
    ("dxcontainer_signature", "/types/element/seq/1:ValidationGreaterThanError"):
        "Invalid parameter name offset: name starts after the end of the part data",
    ("dxcontainer_srci", "/seq/0"):
        "SRCI aligned size smaller than its 8-byte header",
    ("dxcontainer_srci", "DxcontainerSrci.body"):
        "SRCI aligned size is larger than the part",
    ("dxcontainer_srci", "/types/section/seq/0"):
        "SRCI section aligned size smaller than its 8-byte header",
    ("dxcontainer_srci", "/types/name_entry/seq/0"):
        "SRCI source name entry smaller than its 16-byte header",
    ("dxcontainer_srci", "/types/sized_text/seq/1"):
        "SRCI source name or content is not NUL-terminated",
    ("dxcontainer_srci", "/types/source_contents/seq/4"):
        "SRCI declared uncompressed size is more than 128 times the compressed size (+4096) or 256 MiB (refused as a decompression bomb)",
    ("dxcontainer_srci", "DxcontainerSrci.SourceContents.inflated"):
        "SRCI compressed contents cannot be inflated",
    ("dxcontainer_srci", "/types/inflated_contents/seq/0"):
        "SRCI decompressed contents do not have the declared uncompressed size",
    ("dxcontainer_srci", "/types/content_entry/seq/0"):
        "SRCI source content entry smaller than its 12-byte header",
}
