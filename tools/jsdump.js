#!/usr/bin/env node
// Every value the Kaitai Web IDE shows for a container, as JSON: the
// JavaScript build compiled in debug mode (node tools/ksc.js --debug), each
// object read with _read() as the IDE does, then every seq field (in the
// order of its _debug record), its parameters and every instance (getter) read,
// recursively.
//
//   node tools/jsdump.js [--verdicts] JS_DIR FILE...   (or - to read the file list from stdin)
//
// prints one JSON line per file: {"file": ..., "tree": TREE} or {"file": ...,
// "error": ...}. In TREE, names are the generated JavaScript's (camelCase),
// enums are their values, byte arrays are {"b": hex}, a field not read is
// absent and an instance that does not apply is null; NaN and infinities are
// the strings "NaN", "Infinity", "-Infinity"; an error met reading a value is
// {"error": message}. tests/test_js_build.py compares it with Python.
//
// With --verdicts it prints, per file, only the verdict of reading all of it
// in that order, stopping at the first error: {"file": ..., "verdict":
// "accepted"} or {"file": ..., "verdict": "rejected", "kind": the runtime's
// name of the error, "message": ...}, or "bug" for an error that is not the
// runtime's (a RangeError...), with "where" the line that threw it.
'use strict';
const fs = require('fs');
const path = require('path');

const verdicts = process.argv[2] === '--verdicts';
const args = process.argv.slice(verdicts ? 3 : 2);
const jsDir = path.resolve(args[0]);
const KaitaiStream = require('kaitai-struct/KaitaiStream');
const { Dxcontainer } = require(path.join(jsDir, 'Dxcontainer.js'));

const MAX_DEPTH = 200;

function hex(bytes) {
  let out = '';
  for (let i = 0; i < bytes.length; i++) out += (bytes[i] < 16 ? '0' : '') + bytes[i].toString(16);
  return out;
}

function isStruct(v) {
  return v !== null && typeof v === 'object' && v._io instanceof KaitaiStream;
}

function getters(obj) {
  const names = [];
  for (let proto = Object.getPrototypeOf(obj); proto && proto !== Object.prototype;
    proto = Object.getPrototypeOf(proto)) {
    for (const k of Object.getOwnPropertyNames(proto)) {
      const d = Object.getOwnPropertyDescriptor(proto, k);
      if (d && d.get && !k.startsWith('_') && !names.includes(k)) names.push(k);
    }
  }
  return names;
}

function value(v, depth) {
  if (depth > MAX_DEPTH) throw new Error('structures nest too deep');
  if (v === undefined || v === null) return null;
  if (v instanceof Uint8Array) return { b: hex(v) };
  if (Array.isArray(v)) return v.map((x) => value(x, depth + 1));
  if (typeof v === 'number') {
    if (Number.isNaN(v)) return 'NaN';
    if (!Number.isFinite(v)) return v > 0 ? 'Infinity' : '-Infinity';
    return v;
  }
  if (isStruct(v)) return struct(v, depth + 1);
  return v;
}

function read(obj, name, depth) {
  if (verdicts) return value(obj[name], depth);  // the first error ends the file
  try {
    return value(obj[name], depth);
  } catch (err) {
    return { error: String(err && err.message || err) };
  }
}

const { runtimeErrorKind } = require('./jsruntime');

function verdict(file) {
  try {
    const c = new Dxcontainer(new KaitaiStream(fs.readFileSync(file)));
    c._read();
    struct(c, 0);
    return { file, verdict: 'accepted' };
  } catch (err) {
    const kind = runtimeErrorKind(err);
    const where = kind ? undefined : String(err && err.stack || '').split('\n')
      .find((l) => /Dxcontainer\w*\.js:\d+/.test(l));
    return { file, verdict: kind ? 'rejected' : 'bug',
             kind: kind || (err && err.constructor && err.constructor.name),
             message: String(err && err.message || err), where: where && where.trim() };
  }
}

function struct(obj, depth) {
  const out = {};
  // the type's parameters (set by its constructor), then its seq fields in
  // read order (its _debug record), then its instances
  const seq = obj._debug ? Object.keys(obj._debug).filter((k) => !k.startsWith('_')) : [];
  const params = Object.keys(obj).filter((k) => !k.startsWith('_') && !seq.includes(k));
  for (const k of params.concat(seq)) {
    if (k in obj) out[k] = read(obj, k, depth);
  }
  for (const k of getters(obj)) out[k] = read(obj, k, depth);
  return out;
}

function dump(file) {
  try {
    const c = new Dxcontainer(new KaitaiStream(fs.readFileSync(file)));
    c._read();
    return { file, tree: struct(c, 0) };
  } catch (err) {
    return { file, error: String(err && err.message || err) };
  }
}

let files = args.slice(1);
if (files.length === 1 && files[0] === '-') {
  files = fs.readFileSync(0, 'utf8').split('\n').filter(Boolean);
}
for (const f of files) process.stdout.write(JSON.stringify(verdicts ? verdict(f) : dump(f)) + '\n');
