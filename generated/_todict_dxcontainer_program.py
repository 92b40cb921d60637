# This is a generated file! tools/ksc.js writes it from ../ksy/dxcontainer_program.ksy:
# to_dict's walk of each type of the spec (dxfuzz.todict), by class qualname.
def walkers(S, G, PLAIN, MAX_DEPTH, too_deep, over_budget, nested, release, intern, number):
    def w0(obj, depth, budget):  # dxcontainer_program
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.program_version
        out["program_version"] = v
        v = obj.reserved
        out["reserved"] = v
        v = obj.shader_kind
        out["shader_kind"] = v if type(v) is int else v._name_
        v = obj.len_dwords
        out["len_dwords"] = v if -6 < v < 257 else number(v)
        v = obj.dxil_magic
        out["dxil_magic"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.dxil_version_minor
        out["dxil_version_minor"] = v
        v = obj.dxil_version_major
        out["dxil_version_major"] = v
        v = obj.dxil_version_reserved
        out["dxil_version_reserved"] = v if -6 < v < 257 else number(v)
        v = obj.ofs_bitcode
        out["ofs_bitcode"] = v if -6 < v < 257 else number(v)
        v = obj.len_bitcode
        out["len_bitcode"] = v if -6 < v < 257 else number(v)
        v = obj.bitcode
        if v is not None:
            out["bitcode"] = w1(v, c, budget)
        v = obj.has_dxil_magic
        if v is not None:
            out["has_dxil_magic"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.padding
        if v is not None:
            out["padding"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.shader_model_major
        if v is not None:
            out["shader_model_major"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.shader_model_minor
        if v is not None:
            out["shader_model_minor"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w1(obj, depth, budget):  # llvm_bitcode
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.magic
        out["magic"] = v if type(v) in PLAIN else G(v, c, budget)
        v = d.get("blocks")
        if v is not None:
            out["blocks"] = [w2(x, c + 1, budget) for x in v]
        v = obj.trailing
        out["trailing"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.first_header
        if v is not None:
            out["first_header"] = w3(v, c, budget)
        v = obj.first_is_block
        if v is not None:
            out["first_is_block"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w2(obj, depth, budget):  # block
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.ofs_block
        out["ofs_block"] = v if -6 < v < 257 else number(v)
        v = obj.header
        out["header"] = w3(v, c, budget)
        v = obj.body
        out["body"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.next_header
        if v is not None:
            out["next_header"] = w3(v, c, budget)
        v = obj.next_is_block
        if v is not None:
            out["next_is_block"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w3(obj, depth, budget):  # block_header
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.ofs_header
        out["ofs_header"] = v if -6 < v < 257 else number(v)
        v = obj.code
        out["code"] = v if -6 < v < 257 else number(v)
        v = obj.len_words
        out["len_words"] = v if -6 < v < 257 else number(v)
        v = obj.abbrev_id
        if v is not None:
            out["abbrev_id"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.abbrev_width
        if v is not None:
            out["abbrev_width"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.block_id
        if v is not None:
            out["block_id"] = v if type(v) is int else v._name_
        v = obj.id_chunk0
        if v is not None:
            out["id_chunk0"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.id_chunk1
        if v is not None:
            out["id_chunk1"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.id_chunk2
        if v is not None:
            out["id_chunk2"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.is_block
        if v is not None:
            out["is_block"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.len_body
        if v is not None:
            out["len_body"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.num_id_chunks
        if v is not None:
            out["num_id_chunks"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.num_width_chunks
        if v is not None:
            out["num_width_chunks"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.width_chunk0
        if v is not None:
            out["width_chunk0"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.width_chunk1
        if v is not None:
            out["width_chunk1"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w4(obj, depth, budget):  # block_contents
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.block_id
        out["block_id"] = v if -6 < v < 257 else number(v)
        v = obj.abbrev_width
        out["abbrev_width"] = v
        v = obj.depth
        out["depth"] = v
        v = d.get("items")
        if v is not None:
            out["items"] = [w5(x, c + 1, budget) for x in v]
        return out

    def w5(obj, depth, budget):  # bitstream_item
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.ofs_bit
        out["ofs_bit"] = v if -6 < v < 257 else number(v)
        v = obj.abbrev_width
        out["abbrev_width"] = v
        v = obj.block_id
        out["block_id"] = v if -6 < v < 257 else number(v)
        v = obj.depth
        out["depth"] = v
        v = d.get("abbrev_id")
        if v is not None:
            out["abbrev_id"] = v if type(v) in PLAIN else G(v, c, budget)
        v = d.get("new_block_id")
        if v is not None:
            out["new_block_id"] = w9(v, c, budget)
        v = d.get("new_abbrev_width")
        if v is not None:
            out["new_abbrev_width"] = w9(v, c, budget)
        v = d.get("subblock")
        if v is not None:
            out["subblock"] = w6(v, c, budget)
        v = d.get("num_abbrev_ops")
        if v is not None:
            out["num_abbrev_ops"] = w9(v, c, budget)
        v = d.get("abbrev_ops")
        if v is not None:
            out["abbrev_ops"] = [w7(x, c + 1, budget) for x in v]
        v = d.get("code")
        if v is not None:
            out["code"] = w9(v, c, budget)
        v = d.get("num_ops")
        if v is not None:
            out["num_ops"] = w9(v, c, budget)
        v = d.get("ops")
        if v is not None:
            out["ops"] = [w9(x, c + 1, budget) for x in v]
        v = obj.blockinfo_code
        if v is not None:
            out["blockinfo_code"] = v if type(v) is int else v._name_
        v = obj.end_bit
        if v is not None:
            out["end_bit"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.has_abbrev_id
        if v is not None:
            out["has_abbrev_id"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.is_complete
        if v is not None:
            out["is_complete"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.is_last
        if v is not None:
            out["is_last"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.kind
        if v is not None:
            out["kind"] = v if type(v) is int else v._name_
        v = obj.module_code
        if v is not None:
            out["module_code"] = v if type(v) is int else v._name_
        v = obj.record_code
        if v is not None:
            out["record_code"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w6(obj, depth, budget):  # subblock
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.ofs_bit
        out["ofs_bit"] = v if -6 < v < 257 else number(v)
        v = obj.block_id
        out["block_id"] = v if -6 < v < 257 else number(v)
        v = obj.abbrev_width
        out["abbrev_width"] = v if -6 < v < 257 else number(v)
        v = obj.depth
        out["depth"] = v
        v = d.get("alignment")
        if v is not None:
            out["alignment"] = list(v)
        v = d.get("len_words")
        if v is not None:
            out["len_words"] = v if -6 < v < 257 else number(v)
        v = d.get("body")
        if v is not None:
            out["body"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.end_bit
        if v is not None:
            out["end_bit"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.has_len_words
        if v is not None:
            out["has_len_words"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.is_body_decoded
        if v is not None:
            out["is_body_decoded"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.is_complete
        if v is not None:
            out["is_complete"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.ofs_len_words
        if v is not None:
            out["ofs_len_words"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w7(obj, depth, budget):  # abbrev_op
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.ofs_bit
        out["ofs_bit"] = v if -6 < v < 257 else number(v)
        v = obj.head
        out["head"] = w8(v, c, budget)
        v = d.get("literal_value")
        if v is not None:
            out["literal_value"] = w9(v, c, budget)
        v = d.get("width")
        if v is not None:
            out["width"] = w9(v, c, budget)
        v = obj.end_bit
        if v is not None:
            out["end_bit"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.has_width
        if v is not None:
            out["has_width"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.is_complete
        if v is not None:
            out["is_complete"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w8(obj, depth, budget):  # abbrev_op_head
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.ofs_bit
        out["ofs_bit"] = v if -6 < v < 257 else number(v)
        v = d.get("is_literal")
        if v is not None:
            out["is_literal"] = v
        v = d.get("encoding")
        if v is not None:
            out["encoding"] = v if type(v) is int else v._name_
        v = obj.is_read
        if v is not None:
            out["is_read"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w9(obj, depth, budget):  # vbr
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        v = obj.width
        out["width"] = v
        v = obj.ofs_bit
        out["ofs_bit"] = v if -6 < v < 257 else number(v)
        v = obj.chunks
        out["chunks"] = [w10(x, c + 1, budget) for x in v]
        v = obj.end_bit
        if v is not None:
            out["end_bit"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.is_complete
        if v is not None:
            out["is_complete"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.value
        if v is not None:
            out["value"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    def w10(obj, depth, budget):  # vbr_chunk
        if depth > MAX_DEPTH:
            too_deep()
        budget[0] -= 1
        if budget[0] < 0:
            over_budget()
        c = depth + 1
        out = {}
        d = obj.__dict__
        v = obj.width
        out["width"] = v
        v = obj.ofs_bit
        out["ofs_bit"] = v if -6 < v < 257 else number(v)
        v = obj.scale
        out["scale"] = v if -6 < v < 257 else number(v)
        v = obj.value_before
        out["value_before"] = v if -6 < v < 257 else number(v)
        v = d.get("payload")
        if v is not None:
            out["payload"] = v if type(v) in PLAIN else G(v, c, budget)
        v = d.get("has_more")
        if v is not None:
            out["has_more"] = v
        v = obj.fits
        if v is not None:
            out["fits"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.is_exact
        if v is not None:
            out["is_exact"] = v if type(v) in PLAIN else G(v, c, budget)
        v = obj.value_so_far
        if v is not None:
            out["value_so_far"] = v if type(v) in PLAIN else G(v, c, budget)
        return out

    return {
        "DxcontainerProgram": w0,
        "DxcontainerProgram.LlvmBitcode": w1,
        "DxcontainerProgram.Block": w2,
        "DxcontainerProgram.BlockHeader": w3,
        "DxcontainerProgram.BlockContents": w4,
        "DxcontainerProgram.BitstreamItem": w5,
        "DxcontainerProgram.Subblock": w6,
        "DxcontainerProgram.AbbrevOp": w7,
        "DxcontainerProgram.AbbrevOpHead": w8,
        "DxcontainerProgram.Vbr": w9,
        "DxcontainerProgram.VbrChunk": w10,
    }
