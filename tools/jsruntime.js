// What the Kaitai JavaScript runtime throws for a malformed file, as opposed
// to a bug of the build (a RangeError, a TypeError): its error classes, and
// the plain Error it throws for a terminator it does not find (where the
// Python runtime raises NoTerminatorFoundError).
'use strict';
const KaitaiStream = require('kaitai-struct/KaitaiStream');

const CLASSES = Object.keys(KaitaiStream).filter((k) => /Error$/.test(k))
  .map((k) => KaitaiStream[k]);

const NO_TERMINATOR = /^End of stream reached, but no terminator/;

// The runtime's name of the error (the Python runtime's for the terminator),
// or null when the error is not the runtime's.
function runtimeErrorKind(err) {
  if (CLASSES.some((cls) => err instanceof cls)) return err.constructor.name;
  if (err instanceof Error && err.constructor === Error && NO_TERMINATOR.test(err.message)) {
    return 'NoTerminatorFoundError';
  }
  return null;
}

module.exports = { runtimeErrorKind };
