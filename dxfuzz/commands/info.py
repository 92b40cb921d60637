"""``dxfuzz info``: header and part table."""
from __future__ import annotations

from . import Status, add, add_format, add_inputs, add_quiet
from .. import files, parse, progress, ParseError


def register(sub):
    p = add(sub, "info", "print the header and part table of containers",
            "dxfuzz info shader.cso", run)
    add_inputs(p)
    add_format(p)
    add_quiet(p, "print only problems")


def run(args) -> int:
    from .. import digest
    status = Status()
    inputs = files.Inputs(args.paths, status.error)
    report = []
    for name, data in inputs.track("info"):
        try:
            obj = parse(data, lazy=True)
        except ParseError as exc:
            status.finding()
            if args.format == "json":
                report.append({"file": name, "error": str(exc)})
            else:
                status.finding(f"error: {exc}", name)
            continue
        state = digest.state(data)
        parts = [{"index": i, "fourcc": e.part.fourcc_text, "offset": e.ofs_part,
                  "size": e.part.len_body} for i, e in enumerate(obj.part_table)]
        if args.format == "json":
            report.append({"file": name, "version": [obj.major_version, obj.minor_version],
                           "len_file": obj.len_file, "length": len(data),
                           "num_parts": obj.num_parts, "digest": obj.digest.hex(),
                           "digest_state": state, "parts": parts})
            continue
        lines = [f"{name}: DXBC {obj.major_version}.{obj.minor_version}, file size "
                 f"{obj.len_file} (data {len(data)}), {obj.num_parts} parts, digest "
                 f"{obj.digest.hex()} ({state})"]
        lines += [f"  {p['index']:3d}  {p['fourcc']!r:8} offset {p['offset']:#8x}  size {p['size']}"
                  for p in parts]
        if not args.quiet:
            progress.echo("\n".join(lines))
    if args.format == "json":
        import json
        print(json.dumps(report, indent=2))
    return status.code
