#!/usr/bin/env node
// The one-line labels the Kaitai Web IDE puts on tree nodes
// (`-webide-representation`), evaluated on the JavaScript debug build as the
// IDE evaluates them: a node's fields are its seq fields, its parameters and
// the instances marked `-webide-parse-mode: eager`; `{a.b}` follows fields,
// `{x:dec}` prints an integer in decimal, `{x:hex}` / `{x:str}` bytes as hex
// or text, an enum its name, another integer 0x..., a struct its own label,
// an array its items' labels joined by `sep` (", ").
//
//   node tools/jsrepr.js JS_DIR KSY_DIR FILE
//
// prints one JSON line per labelled node of FILE: {"path": "partTable/1",
// "type": "PartOffset", "label": "ISG1 @76, 172 bytes"} (or "error": ...).
'use strict';
const fs = require('fs');
const path = require('path');
const yaml = require('js-yaml');

const [jsDir, ksyDir, file] = process.argv.slice(2).map((p, i) => (i < 2 ? path.resolve(p) : p));
const KaitaiStream = require('kaitai-struct/KaitaiStream');
const { Dxcontainer } = require(path.join(jsDir, 'Dxcontainer.js'));

function upperCamel(id) { return id.split('_').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(''); }
function lowerCamel(id) { const c = upperCamel(id); return c.charAt(0).toLowerCase() + c.slice(1); }

// spec class name -> {type class name -> ksy type}, from every spec
const specs = {};
for (const name of fs.readdirSync(ksyDir).filter((f) => f.endsWith('.ksy'))) {
  const spec = yaml.load(fs.readFileSync(path.join(ksyDir, name), 'utf8'));
  const types = {};
  (function collect(className, type) {
    types[className] = type;
    for (const [id, t] of Object.entries(type.types || {})) collect(upperCamel(id), t);
  })(upperCamel(spec.meta.id), spec);
  specs[upperCamel(spec.meta.id)] = types;
}

function ksyType(obj) {
  const spec = specs[obj._root && obj._root.constructor.name];
  return spec && spec[obj.constructor.name];
}

function isStruct(v) { return v !== null && typeof v === 'object' && v._io instanceof KaitaiStream; }

function enumName(obj, key) {
  const debug = obj._debug && (obj._debug[key] || obj._debug['_m_' + key]);
  if (!debug || !debug.enumName) return null;
  let e = { Dxcontainer };
  // enum paths are "Spec.Enum" or "Spec.Type.Enum": look the spec class up by name
  const parts = debug.enumName.split('.');
  e = require(path.join(jsDir, parts[0] + '.js'));
  for (const p of parts) e = e && e[p];
  return e && e[obj[key]];
}

// The value of field `key` as the IDE sees it (undefined when not a field).
function field(obj, key) {
  const type = ksyType(obj);
  const own = Object.keys(obj).filter((k) => !k.startsWith('_'));
  if (own.includes(key)) return { value: obj[key], enumName: enumName(obj, key) };
  const inst = type && type.instances && Object.entries(type.instances)
    .find(([id]) => lowerCamel(id) === key);
  if (inst && inst[1]['-webide-parse-mode'] === 'eager') {
    const value = obj[key];
    return { value, enumName: enumName(obj, key) };
  }
  return undefined;
}

function label(obj) {
  const type = ksyType(obj);
  const repr = type && type['-webide-representation'];
  if (!repr) return '';
  return repr.replace(/{(.*?)}/g, (_, inner) => {
    const [where, fmt] = inner.split(':');
    const format = { sep: ', ' };
    if (fmt) fmt.split(',').map((kv) => kv.split('=')).forEach(([k, v]) => { format[k] = v === undefined ? true : v; });
    let cur = { value: obj, enumName: null };
    for (const k of where.split('.')) {
      cur = isStruct(cur.value) ? field(cur.value, lowerCamel(k)) : undefined;
      if (!cur) return '';
    }
    const v = cur.value;
    if (isStruct(v)) return label(v);
    if (v instanceof Uint8Array && format.str) return `"${String.fromCharCode(...v)}"`;
    if (v instanceof Uint8Array && format.hex) return '0x' + Array.from(v, (b) => b.toString(16)).join('');
    if (Number.isInteger(v) && format.dec) return String(v);
    if (Array.isArray(v)) return v.map((x) => (isStruct(x) ? label(x) : String(x))).join(format.sep);
    if (Number.isInteger(v)) {
      return cur.enumName || `${v < 0 ? '-' : ''}0x${Math.abs(v).toString(16).toUpperCase()}`;
    }
    return v === undefined || v === null ? '' : String(v);
  });
}

function walk(obj, where, depth, out) {
  if (depth > 64) return;
  if (Array.isArray(obj)) { obj.forEach((x, i) => walk(x, where.concat(String(i)), depth + 1, out)); return; }
  if (!isStruct(obj)) return;
  const type = ksyType(obj);
  if (type && type['-webide-representation']) {
    try {
      out.push({ path: where.join('/'), type: obj.constructor.name, label: label(obj) });
    } catch (err) {
      out.push({ path: where.join('/'), type: obj.constructor.name, error: String(err.message || err) });
    }
  }
  const keys = Object.keys(obj).filter((k) => !k.startsWith('_'));
  const proto = Object.getPrototypeOf(obj);
  for (const k of Object.getOwnPropertyNames(proto)) {
    const d = Object.getOwnPropertyDescriptor(proto, k);
    if (d && d.get && !k.startsWith('_')) keys.push(k);
  }
  for (const k of keys) {
    let v;
    try { v = obj[k]; } catch (err) { continue; }
    walk(v, where.concat(k), depth + 1, out);
  }
}

const root = new Dxcontainer(new KaitaiStream(fs.readFileSync(file)));
root._read();
const out = [];
walk(root, [], 0, out);
for (const o of out) process.stdout.write(JSON.stringify(o) + '\n');
