"""``dxfuzz build``: a container from a tree (what ``dump --names ksy`` prints), edited or not."""
from __future__ import annotations

import struct
import sys

from . import CommandError, add, add_force, add_input, add_output, add_quiet, read_single
from .. import files

#: A tree places bytes by offset: the output may be at most this many times
#: the tree's own size (plus MIN_OUTPUT), so a few characters cannot ask for
#: gigabytes (the library's ``build_tree`` has no such bound).
OUTPUT_PER_INPUT_BYTE = 64
MIN_OUTPUT = 1 << 20


def register(sub):
    p = add(sub, "build",
            "build a container from a tree: the JSON of 'dxfuzz dump' (or its YAML with "
            "--names ksy), edited or written by hand; values left out are computed "
            "(offsets, sizes, counts, signature string tables, the digest), values given are "
            "kept even when they contradict the rest (docs/building.md). LLVM's YAML (what "
            "obj2yaml prints, LLVM's tests) is built as LLVM 22's yaml2obj builds it",
            "dxfuzz dump shader.cso --format json -o tree.json; (edit it); "
            "dxfuzz build tree.json -o new.cso", run)
    add_input(p, "the tree, JSON or YAML ('-' for stdin)")
    p.add_argument("--docnum", type=int, default=1, metavar="N",
                   help="the document to build from a YAML stream of several (LLVM's "
                        "tests hold some), counting from 1 (default 1)")
    p.add_argument("--shader-hash", action="store_true",
                   help="compute a HASH part's digest left out of the tree: the MD5 of the DXIL "
                        "part's bitcode, as DXC computes it (otherwise it is 16 zero bytes)")
    add_output(p, help="the container to write ('-' for stdout, the default, not a terminal)")
    add_force(p)
    add_quiet(p, "print only errors")


def run(args) -> int:
    from .. import output
    from ..builder import build_tree
    from ..llvm.yaml_in import container_tree, is_llvm_document
    target = "-" if args.output is None else args.output
    output.check_target(target)
    text = read_single(args.file, named="any")
    name = files.label(args.file)
    tree = read_tree(text, name, args.docnum)
    try:
        max_size = OUTPUT_PER_INPUT_BYTE * len(text) + MIN_OUTPUT
        if is_llvm_document(tree):
            tree = container_tree(tree, max_size)
        data = build_tree(tree, options={"shader_hash": args.shader_hash}, max_size=max_size)
    except (ValueError, TypeError, KeyError, struct.error, OverflowError, RecursionError) as exc:
        raise CommandError(f"cannot build it: {_reason(exc)}", name) from None
    output.write_file(target, data, force=args.force, final=True)
    if target != "-" and not args.quiet:
        print(f"{name}: built {files.label(target)} ({len(data)} bytes)", file=sys.stderr)
    return 0


def read_tree(text: bytes, name: str, docnum: int = 1) -> dict:
    """The tree in ``text``: JSON, or YAML (with or without dump's
    ``!dxcontainer`` tag): the specs' names as dump prints them, or LLVM's
    layout (``Header``, ``Parts``; document ``docnum`` of a stream)."""
    import json
    from ..llvm.yaml_in import is_llvm_document
    try:
        source = text.decode("utf-8")
    except UnicodeDecodeError:
        raise CommandError("is not a text tree (not UTF-8): give the JSON or YAML of "
                           "'dxfuzz dump', or LLVM's YAML", name) from None
    try:
        if source.lstrip().startswith("{"):
            docs = [json.loads(source)]
        else:
            docs = _load_yaml(source)
    except RecursionError:
        raise CommandError("cannot read the tree: it nests too deeply", name) from None
    except ValueError as exc:  # json's and the YAML reader's errors
        raise CommandError(f"cannot read the tree: {_reason(exc)}", name) from None
    if docs and is_llvm_document(docs[0]):
        from ..llvm import load_documents
        docs, error = load_documents(text, aliases=False)  # LLVM's booleans, bitcode bytes
        if error:
            raise CommandError(f"cannot read the tree: {error}", name)
    elif len(docs) != 1:
        raise CommandError(f"holds {len(docs)} YAML documents; a tree is one", name)
    if not 1 <= docnum <= len(docs):
        raise CommandError(f"has no document {docnum} (it holds {len(docs)})", name)
    tree = docs[docnum - 1]
    if not isinstance(tree, dict):
        raise CommandError("the tree is not a mapping of a container's fields", name)
    return tree


#: The deepest nesting (mappings and lists opened) read by libyaml's loader,
#: which recurses in C without bound; deeper trees take the Python loader,
#: which refuses what it cannot read. A dump nests about 20 deep.
LIBYAML_DEPTH = 100


def _load_yaml(source: str) -> list:
    """The documents of ``source``, read safely and without aliases (an
    alias can make a tree exponentially larger than its text; dump never
    writes one): by libyaml when its scanner shows no alias and no deeper
    nesting than :data:`LIBYAML_DEPTH` (five times faster on a dump), else
    by PyYAML's Python loader, which says what is wrong."""
    import yaml
    fast = getattr(yaml, "CSafeLoader", None)
    if fast is not None and _shallow_without_aliases(source, yaml, fast):
        return _load_with(yaml, fast, source)

    class Loader(yaml.SafeLoader):
        """Safe YAML without aliases."""

        def compose_node(self, parent, index):
            if self.check_event(yaml.AliasEvent):
                raise ValueError("the YAML uses an alias (*name); write the value out")
            return super().compose_node(parent, index)

    return _load_with(yaml, Loader, source)


def _shallow_without_aliases(source: str, yaml, loader) -> bool:
    """Whether libyaml's scanner (which does not recurse) reads ``source``
    without an alias and nesting no deeper than :data:`LIBYAML_DEPTH`
    (a list under a key at the key's column opens no token: counted
    levels are at least half the real ones, far within libyaml's reach)."""
    opens = (yaml.BlockMappingStartToken, yaml.BlockSequenceStartToken, yaml.FlowMappingStartToken,
             yaml.FlowSequenceStartToken)
    closes = (yaml.BlockEndToken, yaml.FlowMappingEndToken, yaml.FlowSequenceEndToken)
    depth = 0
    try:
        for token in yaml.scan(source, Loader=loader):
            if isinstance(token, opens):
                depth += 1
                if depth > LIBYAML_DEPTH:
                    return False
            elif isinstance(token, closes):
                depth -= 1
            elif isinstance(token, yaml.AliasToken):
                return False
    except yaml.YAMLError:
        return False  # (the Python loader says what is wrong)
    return True


def _load_with(yaml, base, source: str) -> list:
    class Loader(base):  # type: ignore[misc,valid-type]
        """``base`` reading dump's ``!dxcontainer`` tag as a mapping."""

    Loader.add_constructor("!dxcontainer", lambda loader, node: loader.construct_mapping(node))
    try:
        return list(yaml.load_all(source, Loader=Loader))
    except yaml.YAMLError as exc:
        raise ValueError(" ".join(str(exc).split())) from None


def _reason(exc: BaseException) -> str:
    if isinstance(exc, struct.error):
        return f"a value does not fit its field ({exc})"
    if isinstance(exc, RecursionError):
        return "the tree nests too deeply"
    return str(exc) or type(exc).__name__
