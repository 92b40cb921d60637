"""Comparison of our decode with FXC's disassembly listings (``.asm``).

``headers.compare(obj, listing)`` and ``instructions.compare(obj, listing)``
each return a list of human-readable disagreements (empty when they agree).
"""
