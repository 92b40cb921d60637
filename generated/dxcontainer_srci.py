# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
from enum import IntEnum
import zlib


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class DxcontainerSrci(KaitaiStruct):
    """The sources a DXC shader was compiled from and its command line, stored
    in the DXBC container inside a DXC PDB (unless the sources went into the
    debug module with `-Qsource_in_debug_module`). All structures are packed.
    
    A header gives the total aligned size and the number of sections; each
    section (header: aligned size, flags, type) follows the previous one.
    DXC writes three, in this order: source names, source contents, arguments.
    Entry i of the names matches entry i of the contents. The contents may be
    zlib-compressed (DXC compresses them whenever miniz succeeds): the stored
    bytes are kept in `entries` for the round trip, and the decompressed
    entries are in `inflated`.
    
    Decompression is bounded: the declared uncompressed size may not exceed
    128 times the compressed size plus 4096 bytes (real sources compress 3 to
    10 times) nor 256 MiB, and the inflated data must have exactly the
    declared size (DXC's reader requires it); otherwise decoding fails.
    dxfuzz's Python layer (`dxfuzz/compression.py`) also stops inflating at
    that ratio whatever the header says, so a decompression bomb costs at most
    that much memory; Kaitai's own runtimes inflate without a bound.
    
    Every "aligned size" is relative to its own record, not to the part;
    padding is zeros. Names and contents are UTF-8, shown here as ISO-8859-1
    (one character per byte, never failing): encode back to ISO-8859-1 and
    decode as UTF-8 to read non-ASCII text.
    
    .. seealso::
       Source - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h
    
    
    .. seealso::
       Source - https://github.com/microsoft/DirectXShaderCompiler/blob/main/tools/clang/tools/dxcompiler/dxcshadersourceinfo.cpp
    """

    class CompressType(IntEnum):
        none = 0
        zlib = 1

    class SectionType(IntEnum):
        source_contents = 0
        source_names = 1
        args = 2
    def __init__(self, _io, _parent=None, _root=None):
        super(DxcontainerSrci, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.len_aligned = self._io.read_u4le()
        if not self.len_aligned >= 8:
            raise kaitaistruct.ValidationLessThanError(8, self.len_aligned, self._io, u"/seq/0")
        if not self.len_aligned <= 2147483647:
            raise kaitaistruct.ValidationGreaterThanError(2147483647, self.len_aligned, self._io, u"/seq/0")
        self.flags = self._io.read_u2le()
        self.num_sections = self._io.read_u2le()
        self._raw_body = self._io.read_bytes(self.len_aligned - 8)
        _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
        self.body = DxcontainerSrci.Sections(self.num_sections, _io__raw_body, self, self._root)
        self.tail = self._io.read_bytes_full()


    def _fetch_instances(self):
        pass
        self.body._fetch_instances()

    class ArgPair(KaitaiStruct):
        """One argument: option name without its dash and value, each
        NUL-terminated. A positional argument (the source file) has an empty
        name; a joined option such as `-Wx` is stored whole in the name with an
        empty value.
        
        .. seealso::
           DxilSourceInfo_Args - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerSrci.ArgPair, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.name = (self._io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")
            self.value = (self._io.read_bytes_term(0, False, True, True)).decode(u"ISO-8859-1")


        def _fetch_instances(self):
            pass


    class ArgPairs(KaitaiStruct):
        """The argument pairs (`len_args` bytes).
        
        .. seealso::
           SourceInfoWriter::Write - https://github.com/microsoft/DirectXShaderCompiler/blob/main/tools/clang/tools/dxcompiler/dxcshadersourceinfo.cpp
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerSrci.ArgPairs, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.pairs = []
            i = 0
            while not self._io.is_eof():
                self.pairs.append(DxcontainerSrci.ArgPair(self._io, self, self._root))
                i += 1



        def _fetch_instances(self):
            pass
            for i in range(len(self.pairs)):
                pass
                self.pairs[i]._fetch_instances()



    class Args(KaitaiStruct):
        """The compiler arguments (DxilSourceInfo_Args, 12-byte header).
        
        .. seealso::
           DxilSourceInfo_Args - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerSrci.Args, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.flags = self._io.read_u4le()
            self.len_args = self._io.read_u4le()
            if not self.len_args <= 2147483647:
                raise kaitaistruct.ValidationGreaterThanError(2147483647, self.len_args, self._io, u"/types/args/seq/1")
            self.num_args = self._io.read_u4le()
            self._raw_pairs = self._io.read_bytes(self.len_args)
            _io__raw_pairs = KaitaiStream(BytesIO(self._raw_pairs))
            self.pairs = DxcontainerSrci.ArgPairs(_io__raw_pairs, self, self._root)
            self.padding = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            self.pairs._fetch_instances()


    class ContentEntries(KaitaiStruct):
        """The content entries (stored, or decompressed).
        
        .. seealso::
           SourceInfoReader::Init - https://github.com/microsoft/DirectXShaderCompiler/blob/main/tools/clang/tools/dxcompiler/dxcshadersourceinfo.cpp
        """
        def __init__(self, num_entries, _io, _parent=None, _root=None):
            super(DxcontainerSrci.ContentEntries, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.num_entries = num_entries
            self._read()

        def _read(self):
            self.entries = []
            for i in range(self.num_entries):
                self.entries.append(DxcontainerSrci.ContentEntry(self._io, self, self._root))

            self.padding = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            for i in range(len(self.entries)):
                pass
                self.entries[i]._fetch_instances()



    class ContentEntry(KaitaiStruct):
        """One file's content (DxilSourceInfo_SourceContentsEntry).
        
        .. seealso::
           DxilSourceInfo_SourceContentsEntry - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerSrci.ContentEntry, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.len_aligned = self._io.read_u4le()
            if not self.len_aligned >= 12:
                raise kaitaistruct.ValidationLessThanError(12, self.len_aligned, self._io, u"/types/content_entry/seq/0")
            if not self.len_aligned <= 2147483647:
                raise kaitaistruct.ValidationGreaterThanError(2147483647, self.len_aligned, self._io, u"/types/content_entry/seq/0")
            self.flags = self._io.read_u4le()
            self.len_content = self._io.read_u4le()
            if not self.len_content <= 2147483647:
                raise kaitaistruct.ValidationGreaterThanError(2147483647, self.len_content, self._io, u"/types/content_entry/seq/2")
            self._raw_body = self._io.read_bytes(self.len_aligned - 12)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = DxcontainerSrci.SizedText(self.len_content, _io__raw_body, self, self._root)


        def _fetch_instances(self):
            pass
            self.body._fetch_instances()


    class InflatedContents(KaitaiStruct):
        """The decompressed contents.
        
        .. seealso::
           SourceInfoReader::Init - https://github.com/microsoft/DirectXShaderCompiler/blob/main/tools/clang/tools/dxcompiler/dxcshadersourceinfo.cpp
        """
        def __init__(self, num_entries, len_expected, _io, _parent=None, _root=None):
            super(DxcontainerSrci.InflatedContents, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.num_entries = num_entries
            self.len_expected = len_expected
            self._read()

        def _read(self):
            self.len_check = self._io.read_bytes(0)
            if not self.len_check == (self.len_check if self._io.size() == self.len_expected else b"\x00"):
                raise kaitaistruct.ValidationNotEqualError((self.len_check if self._io.size() == self.len_expected else b"\x00"), self.len_check, self._io, u"/types/inflated_contents/seq/0")
            self.entries = DxcontainerSrci.ContentEntries(self.num_entries, self._io, self, self._root)


        def _fetch_instances(self):
            pass
            self.entries._fetch_instances()


    class NameEntries(KaitaiStruct):
        """The name entries (`len_entries` bytes).
        
        .. seealso::
           SourceInfoReader::Init - https://github.com/microsoft/DirectXShaderCompiler/blob/main/tools/clang/tools/dxcompiler/dxcshadersourceinfo.cpp
        """
        def __init__(self, num_entries, _io, _parent=None, _root=None):
            super(DxcontainerSrci.NameEntries, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.num_entries = num_entries
            self._read()

        def _read(self):
            self.entries = []
            for i in range(self.num_entries):
                self.entries.append(DxcontainerSrci.NameEntry(self._io, self, self._root))

            self.padding = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            for i in range(len(self.entries)):
                pass
                self.entries[i]._fetch_instances()



    class NameEntry(KaitaiStruct):
        """One file name (DxilSourceInfo_SourceNamesEntry).
        
        .. seealso::
           DxilSourceInfo_SourceNamesEntry - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerSrci.NameEntry, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.len_aligned = self._io.read_u4le()
            if not self.len_aligned >= 16:
                raise kaitaistruct.ValidationLessThanError(16, self.len_aligned, self._io, u"/types/name_entry/seq/0")
            if not self.len_aligned <= 2147483647:
                raise kaitaistruct.ValidationGreaterThanError(2147483647, self.len_aligned, self._io, u"/types/name_entry/seq/0")
            self.flags = self._io.read_u4le()
            self.len_name = self._io.read_u4le()
            if not self.len_name <= 2147483647:
                raise kaitaistruct.ValidationGreaterThanError(2147483647, self.len_name, self._io, u"/types/name_entry/seq/2")
            self.len_content = self._io.read_u4le()
            if not self.len_content <= 2147483647:
                raise kaitaistruct.ValidationGreaterThanError(2147483647, self.len_content, self._io, u"/types/name_entry/seq/3")
            self._raw_body = self._io.read_bytes(self.len_aligned - 16)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = DxcontainerSrci.SizedText(self.len_name, _io__raw_body, self, self._root)


        def _fetch_instances(self):
            pass
            self.body._fetch_instances()


    class Section(KaitaiStruct):
        """A section (DxilSourceInfoSection header and data).
        
        .. seealso::
           DxilSourceInfoSection - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerSrci.Section, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.len_aligned = self._io.read_u4le()
            if not self.len_aligned >= 8:
                raise kaitaistruct.ValidationLessThanError(8, self.len_aligned, self._io, u"/types/section/seq/0")
            if not self.len_aligned <= 2147483647:
                raise kaitaistruct.ValidationGreaterThanError(2147483647, self.len_aligned, self._io, u"/types/section/seq/0")
            self.flags = self._io.read_u2le()
            self.section_type = KaitaiStream.resolve_enum(DxcontainerSrci.SectionType, self._io.read_u2le())
            _on = self.section_type
            if _on == DxcontainerSrci.SectionType.args:
                pass
                self._raw_body = self._io.read_bytes(self.len_aligned - 8)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerSrci.Args(_io__raw_body, self, self._root)
            elif _on == DxcontainerSrci.SectionType.source_contents:
                pass
                self._raw_body = self._io.read_bytes(self.len_aligned - 8)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerSrci.SourceContents(_io__raw_body, self, self._root)
            elif _on == DxcontainerSrci.SectionType.source_names:
                pass
                self._raw_body = self._io.read_bytes(self.len_aligned - 8)
                _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
                self.body = DxcontainerSrci.SourceNames(_io__raw_body, self, self._root)
            else:
                pass
                self.body = self._io.read_bytes(self.len_aligned - 8)


        def _fetch_instances(self):
            pass
            _on = self.section_type
            if _on == DxcontainerSrci.SectionType.args:
                pass
                self.body._fetch_instances()
            elif _on == DxcontainerSrci.SectionType.source_contents:
                pass
                self.body._fetch_instances()
            elif _on == DxcontainerSrci.SectionType.source_names:
                pass
                self.body._fetch_instances()
            else:
                pass


    class Sections(KaitaiStruct):
        """The sections area (the first `len_aligned` bytes after the header).
        
        .. seealso::
           SourceInfoReader::Init - https://github.com/microsoft/DirectXShaderCompiler/blob/main/tools/clang/tools/dxcompiler/dxcshadersourceinfo.cpp
        """
        def __init__(self, num_sections, _io, _parent=None, _root=None):
            super(DxcontainerSrci.Sections, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.num_sections = num_sections
            self._read()

        def _read(self):
            self.sections = []
            for i in range(self.num_sections):
                self.sections.append(DxcontainerSrci.Section(self._io, self, self._root))

            self.padding = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            for i in range(len(self.sections)):
                pass
                self.sections[i]._fetch_instances()



    class SizedText(KaitaiStruct):
        """A NUL-terminated text of known size (the size counts the NUL), then padding.
        
        .. seealso::
           SourceInfoReader::Init - https://github.com/microsoft/DirectXShaderCompiler/blob/main/tools/clang/tools/dxcompiler/dxcshadersourceinfo.cpp
        """
        def __init__(self, len_with_nul, _io, _parent=None, _root=None):
            super(DxcontainerSrci.SizedText, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.len_with_nul = len_with_nul
            self._read()

        def _read(self):
            if self.len_with_nul > 0:
                pass
                self.text = (self._io.read_bytes(self.len_with_nul - 1)).decode(u"ISO-8859-1")

            if self.len_with_nul > 0:
                pass
                self.terminator = self._io.read_u1()
                if not self.terminator == 0:
                    raise kaitaistruct.ValidationNotEqualError(0, self.terminator, self._io, u"/types/sized_text/seq/1")

            self.padding = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            if self.len_with_nul > 0:
                pass

            if self.len_with_nul > 0:
                pass



    class SourceContents(KaitaiStruct):
        """The file contents (DxilSourceInfo_SourceContents, 20-byte header).
        
        .. seealso::
           DxilSourceInfo_SourceContents - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerSrci.SourceContents, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.len_aligned = self._io.read_u4le()
            if not self.len_aligned <= 2147483647:
                raise kaitaistruct.ValidationGreaterThanError(2147483647, self.len_aligned, self._io, u"/types/source_contents/seq/0")
            self.flags = self._io.read_u2le()
            self.compress_type = KaitaiStream.resolve_enum(DxcontainerSrci.CompressType, self._io.read_u2le())
            self.len_entries = self._io.read_u4le()
            if not self.len_entries <= 2147483647:
                raise kaitaistruct.ValidationGreaterThanError(2147483647, self.len_entries, self._io, u"/types/source_contents/seq/3")
            self.len_entries_uncompressed = self._io.read_u4le()
            if not self.len_entries_uncompressed <= ((self.len_entries * 128 + 4096 if self.len_entries < 2097120 else 268435456) if self.compress_type == DxcontainerSrci.CompressType.zlib else 4294967295):
                raise kaitaistruct.ValidationGreaterThanError(((self.len_entries * 128 + 4096 if self.len_entries < 2097120 else 268435456) if self.compress_type == DxcontainerSrci.CompressType.zlib else 4294967295), self.len_entries_uncompressed, self._io, u"/types/source_contents/seq/4")
            self.num_entries = self._io.read_u4le()
            _on = self.compress_type
            if _on == DxcontainerSrci.CompressType.none:
                pass
                self._raw_entries = self._io.read_bytes(self.len_entries)
                _io__raw_entries = KaitaiStream(BytesIO(self._raw_entries))
                self.entries = DxcontainerSrci.ContentEntries(self.num_entries, _io__raw_entries, self, self._root)
            else:
                pass
                self.entries = self._io.read_bytes(self.len_entries)
            self.padding = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            _on = self.compress_type
            if _on == DxcontainerSrci.CompressType.none:
                pass
                self.entries._fetch_instances()
            else:
                pass
            _ = self.inflated
            if hasattr(self, '_m_inflated'):
                pass
                self._m_inflated._fetch_instances()


        @property
        def inflated(self):
            """The decompressed entries of zlib-compressed contents (a view of
            `entries`). Only when the sizes passed their checks: a half-read
            section (as the Web IDE shows it) is not inflated.
            """
            if hasattr(self, '_m_inflated'):
                return self._m_inflated

            if  ((self.compress_type == DxcontainerSrci.CompressType.zlib) and (self.len_entries <= 2147483647) and (self.len_entries_uncompressed <= self.len_entries * 128 + 4096) and (self.len_entries_uncompressed <= 268435456)) :
                pass
                _pos = self._io.pos()
                self._io.seek(20)
                self._raw__raw__m_inflated = self._io.read_bytes(self.len_entries)
                self._raw__m_inflated = zlib.decompress(self._raw__raw__m_inflated)
                _io__raw__m_inflated = KaitaiStream(BytesIO(self._raw__m_inflated))
                self._m_inflated = DxcontainerSrci.InflatedContents(self.num_entries, self.len_entries_uncompressed, _io__raw__m_inflated, self, self._root)
                self._io.seek(_pos)

            return getattr(self, '_m_inflated', None)


    class SourceNames(KaitaiStruct):
        """The file names (DxilSourceInfo_SourceNames, a 10-byte header: entries start 2 bytes past a multiple of 4).
        
        .. seealso::
           DxilSourceInfo_SourceNames - https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DxilContainer/DxilContainer.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(DxcontainerSrci.SourceNames, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.flags = self._io.read_u4le()
            self.num_names = self._io.read_u4le()
            self.len_entries = self._io.read_u2le()
            self._raw_entries = self._io.read_bytes(self.len_entries)
            _io__raw_entries = KaitaiStream(BytesIO(self._raw_entries))
            self.entries = DxcontainerSrci.NameEntries(self.num_names, _io__raw_entries, self, self._root)
            self.padding = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            self.entries._fetch_instances()



