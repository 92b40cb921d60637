#!/usr/bin/env node
// Parses containers with the JavaScript build of the specs, as the Kaitai
// Web IDE does, and prints one JSON line per file:
//   {"file": ..., "parts": [[fourcc, size, decoded], ...]} or {"file": ..., "error": ...}
// where `decoded` is true when the part body decoded with its spec (every
// lazy instance below it is read too), "raw" for an undecoded fourcc, or the
// error text. Usage: node tools/jsparse.js JS_DIR FILE... (or - to read the
// file list from stdin, one per line).
//
// With --verdict (node tools/jsparse.js --verdict JS_DIR FILE), one file and
// an exit status as a reader gives it, for `dxfuzz hunt`: 0 every part
// decodes, 1 the runtime's own error (end of data, a failed check: the file
// is malformed), 3 any other error (RangeError, TypeError: a bug of the
// build), with the message on stderr.
'use strict';
const fs = require('fs');
const path = require('path');

const verdictMode = process.argv[2] === '--verdict';
const args = process.argv.slice(verdictMode ? 3 : 2);
const jsDir = path.resolve(args[0]);
const KaitaiStream = require('kaitai-struct/KaitaiStream');
const { Dxcontainer } = require(path.join(jsDir, 'Dxcontainer.js'));

function deepRead(obj, depth) {
  // Touch every field and getter (instances) below obj, like the IDE's tree.
  if (depth > 64 || obj === null || typeof obj !== 'object') return;
  if (obj instanceof Uint8Array) return;
  if (Array.isArray(obj)) { for (const v of obj) deepRead(v, depth + 1); return; }
  for (const k of Object.keys(obj)) {
    if (!k.startsWith('_')) deepRead(obj[k], depth + 1);
  }
  const proto = Object.getPrototypeOf(obj);
  if (!proto) return;
  for (const k of Object.getOwnPropertyNames(proto)) {
    const d = Object.getOwnPropertyDescriptor(proto, k);
    if (d && d.get && !k.startsWith('_')) deepRead(obj[k], depth + 1);
  }
}

function describe(file) {
  const data = fs.readFileSync(file);
  try {
    const c = new Dxcontainer(new KaitaiStream(data));
    const parts = c.partTable.map((e) => {
      const p = e.part;
      let decoded;
      try {
        const body = p.body;
        if (body instanceof Uint8Array) decoded = 'raw';
        else { deepRead(body, 0); decoded = true; }
      } catch (err) {
        decoded = verdictMode ? err : String(err && err.message || err);
      }
      return [p.fourccText, p.lenBody, decoded];
    });
    return { file, parts };
  } catch (err) {
    return { file, error: verdictMode ? err : String(err && err.message || err) };
  }
}

const { runtimeErrorKind } = require('./jsruntime');

function verdict(file) {
  const res = describe(file);
  const errors = res.error !== undefined ? [res.error]
    : res.parts.map((p) => p[2]).filter((d) => d !== true && d !== 'raw');
  if (!errors.length) return 0;
  const bug = errors.find((e) => !runtimeErrorKind(e));
  const shown = bug || errors[0];
  process.stderr.write(`${bug ? shown.name + ': ' : ''}${shown.message || shown}\n`);
  return bug ? 3 : 1;
}

if (verdictMode) {
  process.exitCode = verdict(args[1]);
} else {
  let files = args.slice(1);
  if (files.length === 1 && files[0] === '-') {
    files = fs.readFileSync(0, 'utf8').split('\n').filter(Boolean);
  }
  const out = [];
  for (const f of files) out.push(JSON.stringify(describe(f)));
  process.stdout.write(out.join('\n') + '\n');
}
