#!/usr/bin/env node
// Parses containers with the JavaScript build of the specs, as the Kaitai
// Web IDE does, and prints one JSON line per file:
//   {"file": ..., "parts": [[fourcc, size, decoded], ...]} or {"file": ..., "error": ...}
// where `decoded` is true when the part body decoded with its spec (every
// lazy instance below it is read too), "raw" for an undecoded fourcc, or the
// error text. Usage: node tools/jsparse.js JS_DIR FILE... (or - to read the
// file list from stdin, one per line).
'use strict';
const fs = require('fs');
const path = require('path');

const jsDir = path.resolve(process.argv[2]);
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
    const parts = c.partOffsets.map((e) => {
      const p = e.part;
      let decoded;
      try {
        const body = p.body;
        if (body instanceof Uint8Array) decoded = 'raw';
        else { deepRead(body, 0); decoded = true; }
      } catch (err) {
        decoded = String(err && err.message || err);
      }
      return [p.fourccText, p.size, decoded];
    });
    return { file, parts };
  } catch (err) {
    return { file, error: String(err && err.message || err) };
  }
}

let files = process.argv.slice(3);
if (files.length === 1 && files[0] === '-') {
  files = fs.readFileSync(0, 'utf8').split('\n').filter(Boolean);
}
const out = [];
for (const f of files) out.push(JSON.stringify(describe(f)));
process.stdout.write(out.join('\n') + '\n');
