// What the Kaitai JavaScript runtime throws for a malformed file, as opposed
// to a bug of the build (a RangeError, a TypeError): its error classes, the
// plain Error it throws for a terminator it does not find (where the Python
// runtime raises NoTerminatorFoundError), and the error of the zlib module
// its `process: zlib` runs (node's zlib; Python's zlib.error, which dxfuzz
// counts among the input errors too).
'use strict';
const KaitaiStream = require('kaitai-struct/KaitaiStream');

const CLASSES = Object.keys(KaitaiStream).filter((k) => /Error$/.test(k))
  .map((k) => KaitaiStream[k]);

const NO_TERMINATOR = /^End of stream reached, but no terminator/;

// zlib's codes for data it cannot inflate (node sets them on its errors).
const ZLIB_CODES = new Set(['Z_DATA_ERROR', 'Z_BUF_ERROR', 'Z_STREAM_ERROR', 'Z_NEED_DICT']);

// The runtime's name of the error (the Python runtime's for the terminator,
// and Python's `zlib.error` name, "error", for zlib's), or null when the
// error is not the runtime's.
function runtimeErrorKind(err) {
  if (CLASSES.some((cls) => err instanceof cls)) return err.constructor.name;
  if (err instanceof Error && err.constructor === Error && NO_TERMINATOR.test(err.message)) {
    return 'NoTerminatorFoundError';
  }
  if (err instanceof Error && ZLIB_CODES.has(err.code) && /processZlib/.test(String(err.stack))) {
    return 'error';
  }
  return null;
}

// Whether a value is an object the generated code read (a struct).
function isStruct(v) {
  return v !== null && typeof v === 'object' && v._io instanceof KaitaiStream;
}

// The names of an object's instances: the getters of its class (and of the
// classes it extends), in declaration order.
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

// Whether a class's code reads its parent (`_parent.x`): then two of its
// objects read from the same bytes may still differ.
const readsParent = new Map();

function parentDependent(obj) {
  const ctor = obj.constructor;
  let known = readsParent.get(ctor);
  if (known === undefined) {
    const proto = Object.getPrototypeOf(obj);
    const code = Object.getOwnPropertyNames(proto).map((k) => {
      const d = Object.getOwnPropertyDescriptor(proto, k);
      return String(d.get || d.value || '');
    }).join('\n');
    known = /this\._parent\./.test(code);
    readsParent.set(ctor, known);
  }
  return known;
}

// Objects that share: a structure read by an instance at an offset is a new
// object each time another record names that offset (every member of a
// struct type naming the same type...), and a walk of every copy grows with
// the number of paths to it, not with the input (exponentially, for types
// nested in types). Two structures are copies of one another when they are
// of one class, read from the same bytes of the same buffer at the same
// position with the same parameters (and, if the class reads its parent,
// under copies of one parent): the generated code reads nothing else, so
// what the copy shows was shown with the first one.
function sharing() {
  const ids = new WeakMap();
  const keys = new WeakMap();
  let next = 1;
  const idOf = (o) => {
    let i = ids.get(o);
    if (i === undefined) { i = next++; ids.set(o, i); }
    return i;
  };
  const key = (obj) => {
    let k = keys.get(obj);
    if (k !== undefined) return k;
    const io = obj._io;
    const debug = obj._debug || {};
    let start = -1;
    for (const f in debug) {
      if (f[0] !== '_') { start = debug[f].start; break; }
    }
    const params = Object.keys(obj).filter((f) => f[0] !== '_' && !(f in debug)).map((f) => {
      const v = obj[f];
      return v !== null && typeof v === 'object' ? `o${idOf(v)}` : `${typeof v}:${String(v)}`;
    });
    k = [idOf(obj.constructor), idOf(io._buffer), io._byteOffset, io._byteLength, start, params.join(',')].join('|');
    if (parentDependent(obj) && obj._parent) {
      k += '^' + (isStruct(obj._parent) ? key(obj._parent) : `o${idOf(obj._parent)}`);
    }
    keys.set(obj, k);
    return k;
  };
  return key;
}

module.exports = { runtimeErrorKind, isStruct, getters, sharing };
