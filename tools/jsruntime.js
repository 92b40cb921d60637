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

module.exports = { runtimeErrorKind, isStruct, getters };
