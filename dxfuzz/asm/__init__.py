"""FXC's listings: the disassembler (:mod:`.disassembler`), the programs of a
container (:mod:`.programs`), and the comparisons of a decode with FXC's and
DXC's listings (``headers.compare(obj, listing)``, ``instructions.compare(obj,
listing)``: the disagreements, empty when they agree); for DXIL containers,
DXC's whole listing (:mod:`.dxil_listing`): its header printed from the parts
and the module's metadata, the subobjects (:mod:`.dxil_rdat`), and the module
as LLVM's text (:mod:`.dxil_ir`) with DXC's comments on dx.op calls (:mod:`.dxil_ops`).
"""
