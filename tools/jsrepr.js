#!/usr/bin/env node
// The object tree the Kaitai Web IDE draws for a container, node by node, with
// the one-line labels it puts on them (`-webide-representation`), built on the
// JavaScript debug build (node tools/ksc.js --debug) the way the IDE builds it:
//
// - ksy types are found in ONE table keyed by class name (`PartEntry`), filled
//   with the main spec's types, then each imported spec's, in the order the
//   compiler asks for them (repeats included): on a collision the type loaded
//   last is the one every object of that class name gets;
// - a node's fields are its own properties and the fields its _debug record
//   names (a field whose read threw has no value), and the instances that are
//   evaluated when the node is shown: those marked
//   `-webide-parse-mode: eager`, `value` instances (unless marked lazy), and
//   those already computed while parsing (`_m_` set); with --no-lazy (the
//   IDE's "disable lazy parsing") every instance, recursively;
// - the other instances are nodes the user opens: this walk opens every one
//   of them after its parent was drawn, as a user clicking through does
//   (an object, or a copy of one read at the same place with the same
//   parameters, is opened once: RDEF's shared type records would otherwise
//   be opened once per path to them);
// - `{a.b}` follows fields (`_parent`, `this` too), `{x:dec}` prints an
//   integer in decimal, `{x:hex}` / `{x:str}` bytes as hex or text, `flags`
//   an object's true fields, an enum its name, another integer 0x..., a
//   struct its own label, an array its items' labels joined by `sep`; an
//   array of plain values throws (as the IDE's label code does).
//
// The IDE exports a node's eager values without remembering what it has
// exported: a value that leads back to an object being exported recurses
// until the stack overflows and the whole tree is lost. This walk reports
// such a node as a "cycle".
//
//   node tools/jsrepr.js [--no-lazy] JS_DIR KSY_DIR FILE...   (or - to read the list from stdin)
//
// prints one JSON line per file: {"file": ..., "nodes": [{"path":
// "partTable/1", "type": "PartEntry", "label": "ISG1 @76, 172 bytes"}, ...],
// "errors": [{"path": ..., "error": ...}], "cycles": [path, ...],
// "collisions": [class name, ...], "root": the root's read error or null},
// or {"file": ..., "overflow": message, "path": where} when the walk
// overflowed the stack, or {"file": ..., "runaway": what} when it took more
// time or memory than BUDGET allows.
// Paths are the IDE's (`partTable/1/part/body`).
'use strict';
const fs = require('fs');
const path = require('path');
const yaml = require('js-yaml');

const noLazy = process.argv[2] === '--no-lazy';
const args = process.argv.slice(noLazy ? 3 : 2);
const jsDir = path.resolve(args[0]);
const ksyDir = path.resolve(args[1]);
const KaitaiStream = require('kaitai-struct/KaitaiStream');
const { isStruct, getters, sharing } = require('./jsruntime');
const { Dxcontainer } = require(path.join(jsDir, 'Dxcontainer.js'));

function upperCamel(id) { return id.split('_').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(''); }
function lowerCamel(id) { const c = upperCamel(id); return c.charAt(0).toLowerCase() + c.slice(1); }

// --- the IDE's one table of ksy types ----------------------------------------

function loadSpec(id) { return yaml.load(fs.readFileSync(path.join(ksyDir, id + '.ksy'), 'utf8')); }

// {class name -> ksy type} of one spec: its types depth first, then the spec itself.
function typesOf(spec) {
  const out = {};
  (function collect(type) {
    for (const [id, t] of Object.entries(type.types || {})) {
      out[upperCamel(id)] = t;
      collect(t);
    }
  })(spec);
  out[upperCamel(spec.meta.id)] = spec;
  return out;
}

// The table, and the class names two specs both define.
function typeTable(mainId) {
  const table = {};
  const owner = {};
  const collisions = new Set();
  function add(spec) {
    for (const [name, t] of Object.entries(typesOf(spec))) {
      if (owner[name] && owner[name] !== spec.meta.id) collisions.add(name);
      owner[name] = spec.meta.id;
      table[name] = t;
    }
  }
  const main = loadSpec(mainId);
  add(main);
  // the compiler asks for every import it meets, repeats included, depth first
  const seen = new Set([mainId]);
  (function imports(spec) {
    for (const id of (spec.meta && spec.meta.imports) || []) {
      const imported = loadSpec(id);
      add(imported);
      if (!seen.has(id)) {
        seen.add(id);
        imports(imported);
      }
    }
  })(main);
  return { table, collisions: [...collisions].sort() };
}

const { table: TYPES, collisions: COLLISIONS } = typeTable('dxcontainer');

function ksyType(obj) { return TYPES[obj.constructor.name]; }

function instanceOf(type, jsName) {
  const found = Object.entries((type && type.instances) || {}).find(([id]) => lowerCamel(id) === jsName);
  return found && found[1];
}

// --- the IDE's export of a node ------------------------------------------------


function enumName(obj, key) {
  const debug = obj._debug && (obj._debug[key] || obj._debug['_m_' + key]);
  if (!debug || !debug.enumName) return null;
  const parts = debug.enumName.split('.');
  let e = require(path.join(jsDir, parts[0] + '.js'));
  for (const p of parts) e = e && e[p];
  return (e && e[obj[key]]) || null;
}

class Cycle extends Error {}

// An exported value: {value, enumName, node} where node (for a struct) is
// {obj, type, fields: {name: exported}, lazy: [instance names], parent}.
// `stack`: the objects being exported (the IDE's recursion).
let deepest = [];  // the path being exported (where a stack overflow happened)

// A file's walk may take this much time and heap (above what it started
// with) before it is stopped as a runaway: the IDE would hang or run out of
// memory on it.
const BUDGET = { seconds: 20, heapBytes: 1 << 30 };
class Runaway extends Error {}
let budget = { until: 0, heap: 0, calls: 0 };

function startBudget() {
  budget = { until: Date.now() + BUDGET.seconds * 1000, heap: process.memoryUsage().heapUsed + BUDGET.heapBytes, calls: 0 };
}

function checkBudget(where) {
  if (++budget.calls % 512) return;
  if (Date.now() > budget.until) throw new Runaway(`time: over ${BUDGET.seconds} s at ${where.join('/')}`);
  if (process.memoryUsage().heapUsed > budget.heap) throw new Runaway(`memory: over ${BUDGET.heapBytes >> 20} MiB at ${where.join('/')}`);
}

function exportValue(value, name, owner, stack, out, where) {
  if (where.length > deepest.length) deepest = where;
  checkBudget(where);
  const exported = { value, enumName: owner && name ? enumName(owner, name) : null };
  if (Array.isArray(value)) {
    exported.items = value.map((v, i) => exportValue(v, null, null, stack, out, where.concat(String(i))));
  } else if (isStruct(value)) {
    if (stack.includes(value)) throw new Cycle(where.join('/'));
    exported.node = exportStruct(value, stack.concat([value]), out, where);
  }
  return exported;
}

function fetchInstance(obj, key, stack, out, where) {
  let value;
  let error;
  try {
    value = obj[key];
  } catch (err) {
    error = err;
    try { value = obj[key]; } catch (again) { value = undefined; }  // the IDE's retry
  }
  if (error !== undefined) out.errors.push({ path: where.join('/'), error: String(error && error.message || error) });
  return exportValue(value, key, obj, stack, out, where);
}

function exportStruct(obj, stack, out, where) {
  const type = ksyType(obj);
  const node = { obj, type, fields: {}, lazy: [], where };
  const names = new Set(Object.keys(obj));
  if (obj._debug) Object.keys(obj._debug).forEach((k) => names.add(k));
  for (const k of names) {
    if (k[0] === '_' && !k.startsWith('_unnamed')) continue;
    node.fields[k] = exportValue(obj[k], k, obj, stack, out, where.concat(k));
  }
  for (const k of getters(obj)) {
    const inst = instanceOf(type, k) || {};
    const mode = inst['-webide-parse-mode'];
    const eager = mode === 'eager' || (mode !== 'lazy' && inst.value !== undefined);
    if (Object.prototype.hasOwnProperty.call(obj, '_m_' + k) || eager || noLazy) {
      node.fields[k] = fetchInstance(obj, k, stack, out, where.concat(k));
    } else {
      node.lazy.push(k);
    }
  }
  return node;
}

// --- the IDE's labels --------------------------------------------------------------

function hexUpper(v) { return `${v < 0 ? '-' : ''}0x${Math.abs(v).toString(16).toUpperCase()}`; }

function primitiveText(x) {
  if (x === undefined || x === null) return '<no value>';
  if (x.enumName) return x.enumName;
  const v = x.value;
  if (v instanceof Uint8Array) return '[' + Array.from(v.slice(0, 8)).join(', ') + (v.length > 8 ? ', ...' : '') + ']';
  if (Number.isInteger(v)) return hexUpper(v);
  return v === undefined || v === null ? '<no value>' : String(v);
}

function label(node, parent) {
  const repr = node.type && node.type['-webide-representation'];
  if (!repr) return '';
  return repr.replace(/{(.*?)}/g, (_, inner) => {
    const [where, fmt] = inner.split(':');
    const format = { sep: ', ' };
    if (fmt) fmt.split(',').map((kv) => kv.split('=')).forEach(([k, v]) => { format[k] = v === undefined ? true : v; });
    let cur = { node };
    let curParent = parent;
    for (const k of where.split('.')) {
      if (!cur || !cur.node) return '';
      if (k === '_parent') { cur = curParent ? { node: curParent } : undefined; curParent = undefined; continue; }
      if (k === 'this') continue;
      curParent = cur.node;
      cur = cur.node.fields[lowerCamel(k)];
    }
    if (!cur) return '';
    const v = cur.value;
    if (format.flags && cur.node) {
      const on = Object.entries(cur.node.fields).filter(([, f]) => f.value === true).map(([k]) => k);
      return on.length ? on.join('|') : '\u{1F6AB}';
    }
    if (cur.node) return label(cur.node, curParent);
    if (v instanceof Uint8Array && format.str) return `"${String.fromCharCode(...v)}"`;
    if (v instanceof Uint8Array && format.hex) return '0x' + Array.from(v, (b) => b.toString(16)).join('');
    if (Number.isInteger(v) && format.dec) return String(v);
    if (cur.items) {
      if (cur.items.some((it) => !it.node)) throw new TypeError('the label of an array of plain values');
      return cur.items.map((it) => label(it.node, curParent)).join(format.sep);
    }
    return primitiveText(cur);
  });
}

// --- the walk: every node drawn, every lazy instance opened ---------------------------

// `seen`: the objects whose nodes were walked already (a value shown in
// several places, or one that leads back up the tree, is walked once), and
// the copies of them (jsruntime.js's sharing()).
function visit(exported, parent, where, out, seen) {
  if (exported.items) {
    exported.items.forEach((it, i) => visit(it, parent, where.concat(String(i)), out, seen));
    return;
  }
  const node = exported.node;
  if (!node) return;
  if (node.type && node.type['-webide-representation']) {
    try {
      out.nodes.push({ path: where.join('/'), type: node.obj.constructor.name, label: label(node, parent) });
    } catch (err) {
      out.errors.push({ path: where.join('/'), error: `label: ${err.message || err}` });
    }
  }
  const key = copyOf(node.obj);
  if (seen.has(node.obj) || seen.has(key)) return;
  seen.add(node.obj);
  seen.add(key);
  for (const [k, f] of Object.entries(node.fields)) visit(f, node, where.concat(k), out, seen);
  for (const k of node.lazy) {
    let opened;
    try {  // opening a node exports its value afresh (the IDE's get of that path)
      opened = fetchInstance(node.obj, k, [], out, where.concat(k));
    } catch (err) {
      if (!(err instanceof Cycle)) throw err;
      out.cycles.push(err.message);
      continue;
    }
    visit(opened, node, where.concat(k), out, seen);
  }
}

function walkFile(file) {
  const out = { file, nodes: [], errors: [], cycles: [], collisions: COLLISIONS, root: null };
  const root = new Dxcontainer(new KaitaiStream(fs.readFileSync(file)));
  try {
    root._read();
  } catch (err) {
    out.root = String(err && err.message || err);
  }
  let exported;
  try {
    exported = { node: exportStruct(root, [root], out, []) };
  } catch (err) {
    if (!(err instanceof Cycle)) throw err;
    out.cycles.push(err.message);  // the IDE loses the whole tree
    return out;
  }
  visit(exported, null, [], out, new Set());
  return out;
}

let copyOf;  // this file's copy keys (sharing())
let files = args.slice(2);
if (files.length === 1 && files[0] === '-') {
  files = fs.readFileSync(0, 'utf8').split('\n').filter(Boolean);
}
for (const f of files) {
  deepest = [];
  copyOf = sharing();  // a file's objects are keyed apart from another's
  let out;
  startBudget();
  try {
    out = walkFile(f);
  } catch (err) {
    if (err instanceof Runaway) {
      out = { file: f, runaway: err.message };
      process.stdout.write(JSON.stringify(out) + '\n');
      continue;
    }
    // the stack overflowed: the IDE loses the tree too
    if (!(err instanceof RangeError)) throw err;
    out = { file: f, overflow: String(err.message), path: deepest.slice(0, 12).join('/') +
            ` ... (${deepest.length} levels) ... ` + deepest.slice(-12).join('/') };
  }
  process.stdout.write(JSON.stringify(out) + '\n');
}
