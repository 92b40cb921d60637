"""FXC's listings: the disassembler (:mod:`.disassembler`), the programs of a
container (:mod:`.programs`), and the comparisons of a decode with FXC's and
DXC's listings (``headers.compare(obj, listing)``, ``instructions.compare(obj,
listing)``: the disagreements, empty when they agree); for DXIL containers,
the header of DXC's listing printed from the parts and the module's
metadata (:mod:`.dxil_listing`), and the module's functions as LLVM's text
(:mod:`.dxil_ir`).
"""
