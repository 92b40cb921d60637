#!/usr/bin/env node
// Compiles dxfuzz's Kaitai Struct specs with the pinned kaitai-struct-compiler.
//
//   node tools/ksc.js [--python DIR | --no-python] [--js DIR | --no-js] [--debug] [--check] [ksy/file.ksy ...]
//
// With no file arguments every ksy/*.ksy is compiled. Python output goes to
// generated/ (committed), JavaScript output to build/js/ (the Web IDE's target,
// not committed). Output is deterministic: files are rewritten only when their
// text changes, and stale generated modules are removed on a full run.
// --check compiles everything but writes nothing; it exits 1 if any committed
// Python module differs from the compiler's output (drift). --debug compiles
// the JavaScript as the Web IDE does (debug mode: objects are read by an
// explicit _read() and record where each field starts and ends).
'use strict';
const fs = require('fs');
const path = require('path');
const compiler = require('kaitai-struct-compiler');
const yaml = require('js-yaml');

const ROOT = path.resolve(__dirname, '..');
const KSY_DIR = path.join(ROOT, 'ksy');
const INIT_PY = '# This is a generated file! It marks the folder of modules that\n' +
  '# kaitai-struct-compiler builds from ../ksy; see tools/ksc.js.\n';

function parseArgs(argv) {
  const opts = { python: path.join(ROOT, 'generated'), js: path.join(ROOT, 'build', 'js'), check: false, debug: false, files: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--python') opts.python = path.resolve(argv[++i]);
    else if (a === '--js') opts.js = path.resolve(argv[++i]);
    else if (a === '--no-js') opts.js = null;
    else if (a === '--no-python') opts.python = null;
    else if (a === '--check') opts.check = true;
    else if (a === '--debug') opts.debug = true;
    else opts.files.push(path.resolve(a));
  }
  return opts;
}

function loadKsy(file) {
  return yaml.load(fs.readFileSync(file, 'utf8'), { filename: file });
}

// Imports are bare names resolved in ksy/, as the Web IDE resolves them.
const importer = {
  importYaml(name, mode) {
    const file = path.join(KSY_DIR, name.replace(/^\.\//, '') + '.ksy');
    return Promise.resolve(loadKsy(file));
  },
};

function writeIfChanged(file, text) {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return false;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = file + '.tmp' + process.pid;
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file);
  return true;
}

function pyName(id) { return id + '.py'; }
function jsName(id) {
  return id.split('_').map((s) => s.charAt(0).toUpperCase() + s.slice(1)).join('') + '.js';
}

async function compileOne(file, lang, debug = false) {
  const spec = loadKsy(file);
  const id = spec.meta && spec.meta.id;
  const base = path.basename(file, '.ksy');
  if (id !== base) throw new Error(`${file}: meta/id '${id}' must equal the file name '${base}'`);
  const out = await compiler.compile(lang, spec, importer, debug);
  const want = lang === 'python' ? pyName(id) : jsName(id);
  if (!(want in out)) throw new Error(`${file}: compiler produced ${Object.keys(out).join(', ')}, not ${want}`);
  return { id, name: want, text: out[want] };
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const full = opts.files.length === 0;
  const files = full
    ? fs.readdirSync(KSY_DIR).filter((f) => f.endsWith('.ksy')).sort().map((f) => path.join(KSY_DIR, f))
    : opts.files;
  let failed = 0, changed = 0, drift = 0;
  const produced = new Set();
  for (const file of files) {
    try {
      const py = await compileOne(file, 'python');
      produced.add(py.name);
      const target = opts.python && path.join(opts.python, py.name);
      if (!opts.python) {
        // JavaScript only (e.g. a test building the Web IDE's target elsewhere)
      } else if (opts.check) {
        const have = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
        if (have !== py.text) { drift++; console.error(`drift: ${path.relative(ROOT, target)}`); }
      } else if (writeIfChanged(target, py.text)) changed++;
      if (opts.js && !opts.check) {
        const js = await compileOne(file, 'javascript', opts.debug);
        writeIfChanged(path.join(opts.js, js.name), js.text);
      }
    } catch (e) {
      failed++;
      const msg = Array.isArray(e) ? e.map(String).join('\n') : (e && e.stack) || String(e);
      console.error(`error: ${path.relative(ROOT, file)}: ${msg}`);
    }
  }
  if (full && !failed && opts.python) {
    const initFile = path.join(opts.python, '__init__.py');
    if (opts.check) {
      const have = fs.existsSync(initFile) ? fs.readFileSync(initFile, 'utf8') : null;
      if (have !== INIT_PY) { drift++; console.error('drift: generated/__init__.py'); }
    } else writeIfChanged(initFile, INIT_PY);
    for (const f of fs.existsSync(opts.python) ? fs.readdirSync(opts.python) : []) {
      if (f.endsWith('.py') && f !== '__init__.py' && !produced.has(f)) {
        if (opts.check) { drift++; console.error(`drift: stale generated/${f}`); }
        else { fs.unlinkSync(path.join(opts.python, f)); changed++; }
      }
    }
  }
  const verb = opts.check ? 'checked' : 'compiled';
  console.log(`ksc ${compiler.version}: ${verb} ${files.length - failed}/${files.length} specs` +
    (opts.check ? `, ${drift} drifted` : `, ${changed} python modules changed`));
  process.exit(failed || drift ? 1 : 0);
}

main();
