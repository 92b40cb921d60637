"""LLVM's hand-made container-level inputs (unit tests of DXContainer.cpp):
the broken ones are refused with the problem LLVM names, the valid ones parse."""
from __future__ import annotations

import csv
import os

import pytest

import dxfuzz

from conftest import shared_path

CONTAINER_LEVEL = {
    "DXCFile_ParseHeaderErrors_1", "DXCFile_EmptyFile_1", "DXCFile_ParseHeader_1",
    "DXCFile_ParsePartMissingOffsets_1", "DXCFile_ParsePartInvalidOffsets_1",
    "DXCFile_ParsePartTooSmallBuffer_1", "DXCFile_ParsePartNoSize_1",
    "DXCFile_ParseOverlappingParts_1", "DXCFile_ParseEmptyParts_1", "YAML_DXCFile_ParseEmptyParts_1",
}


def rows():
    folder = shared_path("llvm", "unittest-bin")
    with open(os.path.join(folder, "unittests.tsv"), newline="") as f:
        for row in csv.DictReader(f, delimiter="\t"):
            if row["name"] in CONTAINER_LEVEL:
                yield folder, row


def test_every_container_level_input_gets_llvms_outcome():
    seen = 0
    for folder, row in rows():
        with open(os.path.join(folder, row["name"] + ".bin"), "rb") as f:
            data = f.read()
        expected = row["expected"]
        seen += 1
        if expected.startswith("valid"):
            obj = dxfuzz.parse(data)
            assert dxfuzz.serialize(obj) == data
            continue
        with pytest.raises(dxfuzz.ParseError) as err:
            dxfuzz.parse(data)
        assert str(err.value).startswith(expected), (row["name"], str(err.value))
    assert seen == len(CONTAINER_LEVEL)


def test_empty_parts_file_has_seven_empty_parts():
    folder = shared_path("llvm", "unittest-bin")
    with open(os.path.join(folder, "DXCFile_ParseEmptyParts_1.bin"), "rb") as f:
        obj = dxfuzz.parse(f.read())
    assert [(p.fourcc_text, p.len_body) for p in dxfuzz.parts(obj)] == [(f"FKE{i}", 0) for i in range(7)]
