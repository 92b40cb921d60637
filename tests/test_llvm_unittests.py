"""Every input of LLVM's DXContainer unit tests (``unittest-bin/unittests.tsv``)
gets the outcome LLVM expects: the valid ones parse, decode and round-trip,
the broken ones are refused with a ParseError that starts with the message
LLVM gives (the problem LLVM names: PSV data beyond the part, misaligned
string table, signature elements beyond the part, ...).

The rows are checked whichever part they concern (container-level, PSV0,
ISG1, ILDN, VERS, PRIV, RTS0); a part spec that is still missing or wrong
shows here as a failing row. A few rows also state values (``valid (DXIL
6.5 kind 5, ...)``); those of the program and PSV0 parts are checked too.
"""
from __future__ import annotations

import csv
import os

import pytest

import dxfuzz

from conftest import SHARED, shared_path


def _rows():
    path = os.path.join(SHARED, "llvm", "unittest-bin", "unittests.tsv")
    if not os.path.exists(path):
        return [pytest.param(None, id="no-shared-data")]
    with open(path, newline="") as f:
        return [pytest.param(row, id=row["name"]) for row in csv.DictReader(f, delimiter="\t")]


def _data(row) -> bytes:
    folder = shared_path("llvm", "unittest-bin")
    with open(os.path.join(folder, row["name"] + ".bin"), "rb") as f:
        return f.read()


@pytest.mark.parametrize("row", _rows())
def test_llvm_unit_test_input_gets_llvms_outcome(row):
    if row is None:
        shared_path("llvm", "unittest-bin")  # skips with the reason
    data = _data(row)
    expected = row["expected"]
    if expected.startswith("valid"):
        obj = dxfuzz.parse(data)
        dxfuzz.to_dict(obj)
        assert dxfuzz.serialize(obj) == data
        return
    with pytest.raises(dxfuzz.ParseError) as err:
        dxfuzz.to_dict(dxfuzz.parse(data))
    assert str(err.value).startswith(expected), str(err.value)


def test_every_row_is_a_file():
    rows = [p.values[0] for p in _rows()]
    if rows == [None]:
        shared_path("llvm", "unittest-bin")
    folder = shared_path("llvm", "unittest-bin")
    assert len(rows) == 47
    assert sorted(r["name"] + ".bin" for r in rows) == sorted(
        f for f in os.listdir(folder) if f.endswith(".bin"))


def _body(name: str, fourcc: str):
    obj = dxfuzz.parse(_data({"name": name}))
    return dxfuzz.find_parts(obj, fourcc)[0].body


def test_dxil_and_ildb_parts_have_the_stated_values():
    # "valid (DXIL 6.5 kind 5, size 8, bitcode 1.5, 4 bytes BC C0DE)"; ILDB the same header
    for name, fourcc in (("DXCFile_ParseDXILPart_1", "DXIL"), ("DXCFile_ParseILDBPart_1", "ILDB")):
        body = _body(name, fourcc)
        assert (body.shader_model_major, body.shader_model_minor) == (6, 5)
        assert body.shader_kind.name == "compute" and body.len_dwords == 8
        assert (body.dxil_version_major, body.dxil_version_minor) == (1, 5)
        assert body.len_bitcode == 4 and body.bitcode.magic == b"BC\xc0\xde"
        assert getattr(body.bitcode, "blocks", None) is None


def test_resource_records_of_32_bytes_have_the_stated_values():
    # "valid (PSV0 v0, 2 resources with stride 32: Sampler 2/3/4, SRVStructured 6/7/8)"
    psv = _body("DXCFile_PSVResourceIteratorsStride_1", "PSV0")
    assert psv.version == 0 and psv.len_resource_record == 32
    assert [(r.res_type.name, r.space, r.lower_bound, r.upper_bound) for r in psv.resources] == [
        ("sampler", 2, 3, 4), ("srv_structured", 6, 7, 8)]
    assert [len(r.unknown_tail) for r in psv.resources] == [8, 8]
