#!/usr/bin/env node
// Every value the Kaitai Web IDE shows for a container, as JSON: the
// JavaScript build compiled in debug mode (node tools/ksc.js --debug), each
// object read with _read() as the IDE does, then every seq field (in the
// order of its _debug record), its parameters and every instance (getter) read,
// recursively.
//
//   node tools/jsdump.js [--verdicts] JS_DIR FILE...   (or - to read the file list from stdin)
//   node tools/jsdump.js --nodes [--timeout S] [--max-memory MB] [--jobs N] [--once] [--copies] JS_DIR FILE...
//
// prints one JSON line per file: {"file": ..., "tree": TREE} or {"file": ...,
// "error": ...}. In TREE, names are the generated JavaScript's (camelCase),
// enums are their values, byte arrays are {"b": hex}, a field not read and
// an instance that does not apply are absent; NaN and infinities are
// the strings "NaN", "Infinity", "-Infinity"; an error met reading a value is
// {"error": message}. tests/test_js_build.py compares it with Python.
//
// With --verdicts it prints, per file, only the verdict of reading all of it
// in that order, stopping at the first error: {"file": ..., "verdict":
// "accepted"} or {"file": ..., "verdict": "rejected", "kind": the runtime's
// name of the error, "message": ...}, or "bug" for an error that is not the
// runtime's (a RangeError...), with "where" the line that threw it.
//
// With --nodes it does what a user clicking through every node of the IDE's
// tree does (or the IDE with lazy parsing disabled), past the first error:
// the root's _read() (its error caught: a half-read object keeps what it
// read), then every parameter, every seq field that was set, every instance
// getter, recursively into structs and arrays, each opened in its own
// try/catch and the siblings opened after an error. An instance that threw
// is opened a second time, as a second click does (not with --once): the
// debug build keeps the half-read object of a failed _read() in its cache,
// and the walk goes on into it. Every object is walked once, and so is
// every structure an instance reads that is a copy of one walked before
// (same class, bytes, position and parameters: see sharing() in jsruntime.js;
// --copies walks every copy). Per file it prints
//   {"file": ..., "nodes": nodes opened, "kaitai": errors of the runtime,
//    "kinds": {runtime error name: count}, "bugs": number of other errors,
//    "errors": [{"path", "kind", "message", "where", "code"}, ...] (the
//    first 20 of the others: a RangeError, TypeError, stack overflow, with
//    the generated file's line that threw and its text), "shared": copies
//    not walked again,
//    "runaway": null or {"reason": "time" | "memory" | "crash", "path": the
//    instance being opened, "limit": ...}}
// Each file is walked in a worker thread with a heap limit (--max-memory,
// MB, default 1536; the process's resident memory to that per worker plus
// 256 MB) and a time limit (--timeout, seconds per file, default 30): a
// walk that passes either is stopped and reported as a runaway, and the
// next file gets a fresh worker. --jobs runs that many workers at once.
// tests/test_js_nodes.py runs it.
'use strict';
const fs = require('fs');
const path = require('path');
const threads = require('worker_threads');
const { runtimeErrorKind, isStruct, getters, sharing } = require('./jsruntime');

const OPTIONS = { '--timeout': 30, '--max-memory': 1536, '--jobs': 1 };
let reopen = true;  // --once: an instance that threw is not opened again
let copies = false;  // --copies: walk every copy of a shared structure

function parseArgs(argv) {
  const opts = { mode: 'dump', limits: { ...OPTIONS }, rest: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--verdicts') opts.mode = 'verdicts';
    else if (a === '--nodes') opts.mode = 'nodes';
    else if (a === '--once') reopen = false;
    else if (a === '--copies') copies = true;
    else if (a in OPTIONS) opts.limits[a] = Number(argv[++i]);
    else opts.rest.push(a);
  }
  return opts;
}

const KaitaiStream = require('kaitai-struct/KaitaiStream');
let Dxcontainer = null;  // the build's root class, loaded by load()

function load(jsDir) {
  ({ Dxcontainer } = require(path.join(jsDir, 'Dxcontainer.js')));
}

const MAX_DEPTH = 200;

function hex(bytes) {
  let out = '';
  for (let i = 0; i < bytes.length; i++) out += (bytes[i] < 16 ? '0' : '') + bytes[i].toString(16);
  return out;
}

// --- the tree and the verdict (test_js_build.py) -------------------------------------

let stopAtFirstError = false;

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
  if (stopAtFirstError) return value(obj[name], depth);  // the first error ends the file
  try {
    return value(obj[name], depth);
  } catch (err) {
    return { error: String(err && err.message || err) };
  }
}

// The generated file's line an error was thrown from (its first frame there).
function where(err) {
  const line = String(err && err.stack || '').split('\n').find((l) => /Dxcontainer\w*\.js:\d+/.test(l));
  return line && line.trim();
}

function verdict(file) {
  try {
    const c = new Dxcontainer(new KaitaiStream(fs.readFileSync(file)));
    c._read();
    struct(c, 0);
    return { file, verdict: 'accepted' };
  } catch (err) {
    const kind = runtimeErrorKind(err);
    const at = kind ? undefined : where(err);
    return { file, verdict: kind ? 'rejected' : 'bug',
             kind: kind || (err && err.constructor && err.constructor.name),
             message: String(err && err.message || err), where: at };
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
  for (const k of getters(obj)) {
    const v = read(obj, k, depth);
    if (v !== null) out[k] = v;  // an instance that does not apply is absent, as in to_dict
  }
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

// --- every node of a half-read tree (--nodes) ---------------------------------------

const ERRORS_KEPT = 20;
const sourceLines = new Map();  // generated file -> its lines

// `where`, and the text of that line of the generated file.
function origin(err) {
  const at = where(err);
  const m = at && /([^\s(]*Dxcontainer\w*\.js):(\d+)/.exec(at);
  if (!m) return { where: at };
  let lines = sourceLines.get(m[1]);
  if (!lines) {
    try { lines = fs.readFileSync(m[1], 'utf8').split('\n'); } catch (e) { lines = []; }
    sourceLines.set(m[1], lines);
  }
  const text = lines[Number(m[2]) - 1];
  return { where: `${path.basename(m[1])}:${m[2]}`, code: text === undefined ? undefined : text.trim() };
}

// The path of the instance being opened, for the thread that watches the
// walk (a runaway is reported with it): UTF-16 codes after a length.
let progress = null;

function publish(p) {
  if (!progress) return;
  const n = Math.min(p.length, progress.length - 1);
  for (let i = 0; i < n; i++) progress[i + 1] = p.charCodeAt(i);
  Atomics.store(progress, 0, n);
}

function published(buf) {
  const codes = new Uint16Array(buf);
  const n = Atomics.load(codes, 0);
  return String.fromCharCode.apply(null, codes.subarray(1, 1 + n));
}

// The children of a struct to open, in the IDE's order: parameters and the
// seq fields that were set (own properties), then every instance.
const gettersOf = new Map();  // prototype -> its instances' names

function entries(obj) {
  const debug = obj._debug || {};
  const out = [];
  for (const k of Object.keys(obj)) {  // parameters
    if (k[0] !== '_' && !(k in debug)) out.push([k, false]);
  }
  for (const k in debug) {  // the seq fields that were set, in read order
    if (k[0] !== '_' && Object.prototype.hasOwnProperty.call(obj, k)) out.push([k, false]);
  }
  const proto = Object.getPrototypeOf(obj);
  let names = gettersOf.get(proto);
  if (!names) {
    names = getters(obj);
    gettersOf.set(proto, names);
  }
  for (const k of names) out.push([k, true]);
  return out;
}


function walk(file) {
  const out = { file, nodes: 0, kaitai: 0, kinds: {}, bugs: 0, errors: [], shared: 0, runaway: null };
  const seen = new Set();
  const copiesSeen = new Set();
  const identity = sharing();
  const note = (err, at, counted) => {
    const kind = runtimeErrorKind(err);
    if (kind) {
      if (counted) {
        out.kaitai++;
        out.kinds[kind] = (out.kinds[kind] || 0) + 1;
      }
      return;
    }
    out.bugs++;
    if (out.errors.length < ERRORS_KEPT) {
      out.errors.push({ path: at, kind: (err && err.constructor && err.constructor.name) || typeof err,
                        message: String(err && err.message || err).slice(0, 300), ...origin(err) });
    }
  };
  let data;
  try {
    data = fs.readFileSync(file);
  } catch (err) {
    return { file, error: String(err && err.message || err) };
  }
  const root = new Dxcontainer(new KaitaiStream(data));
  out.nodes++;
  publish('/_read');
  try {
    root._read();
  } catch (err) {
    note(err, '/_read', true);
  }
  // depth first, in the order a user opens them: a stack of [object or
  // array, its path, the children to open, the next one, whether its items
  // may be copies]. Only what an instance reads can be a copy of a structure
  // walked before: the structure it returns, or the items of the array it
  // returns (seq fields and their items are read once, by their parent).
  const stack = [];
  const enter = (v, at, key, fromGetter) => {
    if (v === null || typeof v !== 'object' || v instanceof Uint8Array || seen.has(v)) return;
    if (Array.isArray(v)) {
      seen.add(v);
      stack.push([v, `${at}/${key}`, null, 0, fromGetter]);
    } else if (isStruct(v)) {
      seen.add(v);
      if (fromGetter && !copies) {
        const k = identity(v);
        if (copiesSeen.has(k)) { out.shared++; return; }
        copiesSeen.add(k);
      }
      stack.push([v, key === null ? '' : `${at}/${key}`, entries(v), 0]);
    }
  };
  enter(root, '', null, false);
  while (stack.length) {
    const top = stack[stack.length - 1];
    const [obj, at, keys, i, itemsFromGetter] = top;
    if (keys === null) {  // an array: its items
      if (i >= obj.length) { stack.pop(); continue; }
      top[3]++;
      out.nodes++;
      enter(obj[i], at, i, itemsFromGetter);
      continue;
    }
    if (i >= keys.length) { stack.pop(); continue; }
    top[3]++;
    const [k, isGetter] = keys[i];
    out.nodes++;
    if (!isGetter) {
      enter(obj[k], at, k, false);
      continue;
    }
    const p = `${at}/${k}`;
    publish(p);
    let v;
    try {
      v = obj[k];
    } catch (err) {
      note(err, p, true);
      // opened again: the cached half-read object, if the getter kept one
      if (reopen) {
        try {
          v = obj[k];
        } catch (err2) {
          if (runtimeErrorKind(err2) === null) note(err2, `${p} (opened again)`, false);
          v = undefined;
        }
      }
    }
    enter(v, at, k, true);
  }
  return out;
}

// One worker thread walks the files it is given and posts each result; the
// main thread watches its time and memory.
function worker() {
  const { jsDir, progressBuffer } = threads.workerData;
  ({ reopen, copies } = threads.workerData);
  load(jsDir);
  progress = new Uint16Array(progressBuffer);
  threads.parentPort.on('message', (msg) => {
    threads.parentPort.postMessage({ id: msg.id, result: walk(msg.file) });
  });
}

function nodes(jsDir, files, limits) {
  const timeoutMs = limits['--timeout'] * 1000;
  const maxMb = limits['--max-memory'];
  const jobs = Math.max(1, limits['--jobs'] | 0);
  const results = new Array(files.length);
  let next = 0;
  let written = 0;
  const flush = () => {
    while (written < files.length && results[written] !== undefined) {
      process.stdout.write(JSON.stringify(results[written]) + '\n');
      results[written++] = null;
    }
  };
  const runaway = (slot, reason, limit) => {
    const id = slot.id;
    const at = published(slot.progressBuffer);
    results[id] = { file: files[id], nodes: null, kaitai: null, kinds: {}, bugs: 0, errors: [], shared: 0,
                    runaway: { reason, path: at, limit } };
    slot.lastId = id;
    slot.id = null;
  };
  const slots = [];
  let done = null;
  const finished = new Promise((resolve) => { done = resolve; });

  const start = (slot) => {
    slot.progressBuffer = new SharedArrayBuffer(2 * 2048);
    const w = new threads.Worker(__filename, {
      workerData: { jsDir, progressBuffer: slot.progressBuffer, reopen, copies },
      resourceLimits: { maxOldGenerationSizeMb: maxMb, maxYoungGenerationSizeMb: 64, stackSizeMb: 1 },
    });
    slot.worker = w;
    slot.stopping = false;
    w.on('message', (msg) => {
      if (slot.worker !== w) return;
      results[msg.id] = msg.result;
      slot.id = null;
      flush();
      feed(slot);
    });
    // the worker ended on its own: out of memory (its heap limit), or a crash
    const lost = (reason, err) => {
      if (slot.worker !== w || slot.stopping) return;
      if (slot.id !== null) {
        runaway(slot, reason, reason === 'memory' ? `${maxMb} MB heap` : undefined);
        if (err) results[slot.lastId].runaway.message = String(err && err.message || err).slice(0, 300);
      }
      flush();
      restart(slot);
    };
    w.on('error', (err) => lost(err && err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crash', err));
    w.on('exit', () => lost('crash'));
  };
  const restart = (slot) => {
    slot.worker = null;
    if (next < files.length) {
      start(slot);
      feed(slot);
    } else {
      check();
    }
  };
  const feed = (slot) => {
    if (next >= files.length) {
      slot.stopping = true;
      slot.worker.terminate();
      slot.worker = null;
      check();
      return;
    }
    slot.id = next++;
    slot.started = Date.now();
    new Uint16Array(slot.progressBuffer)[0] = 0;
    slot.worker.postMessage({ id: slot.id, file: files[slot.id] });
  };
  const stop = (slot, reason, limit) => {
    slot.stopping = true;
    runaway(slot, reason, limit);
    const w = slot.worker;
    slot.worker = null;
    w.terminate().then(() => { flush(); restart(slot); });
  };
  const check = () => {
    if (written === files.length && slots.every((s) => s.worker === null)) {
      clearInterval(timer);
      done();
    }
  };
  const timer = setInterval(() => {
    const now = Date.now();
    const rssMb = process.memoryUsage.rss() / 1048576;
    for (const slot of slots) {
      if (!slot.worker || slot.stopping || slot.id === null) continue;
      if (rssMb > maxMb * jobs + 256) stop(slot, 'memory', `${maxMb * jobs + 256} MB resident`);
      else if (now - slot.started > timeoutMs) stop(slot, 'time', `${timeoutMs / 1000} s`);
    }
  }, 20);
  for (let j = 0; j < Math.min(jobs, files.length); j++) {
    const slot = { id: null, worker: null };
    slots.push(slot);
    start(slot);
    feed(slot);
  }
  if (!files.length) check();
  return finished;
}

// --- the command ---------------------------------------------------------------------

function main() {
  const opts = parseArgs(process.argv.slice(2));
  const jsDir = path.resolve(opts.rest[0]);
  let files = opts.rest.slice(1);
  if (files.length === 1 && files[0] === '-') {
    files = fs.readFileSync(0, 'utf8').split('\n').filter(Boolean);
  }
  if (opts.mode === 'nodes') {
    nodes(jsDir, files, opts.limits);
    return;
  }
  load(jsDir);
  stopAtFirstError = opts.mode === 'verdicts';
  for (const f of files) process.stdout.write(JSON.stringify(stopAtFirstError ? verdict(f) : dump(f)) + '\n');
}

if (!threads.isMainThread) worker();
else if (require.main === module) main();

module.exports = { load, walk };
