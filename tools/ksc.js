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

// --- tables dxfuzz's error messages read (generated/_messages.py, _fields.py) ---

function camel(id) {
  return id.split('_').map((s) => s.charAt(0).toUpperCase() + s.slice(1)).join('');
}

// A field or instance may carry `-message`: the words dxfuzz's errors use when
// reading it fails (LLVM's or DXC's own, where they have one). A string is said
// for any failure; a mapping tells `eof` (the data ends inside the field),
// `valid` (its check fails), `valid-min` and `valid-max` apart. Each becomes a
// row keyed as dxfuzz.errors.describe looks it up: the Kaitai `src_path` of a
// check (with the error class for min / max), or `Class.field` for a read.
function specMessages(spec) {
  const id = spec.meta.id;
  const rows = [];
  function add(field, src, qualField) {
    const m = field['-message'];
    if (m === undefined) return;
    const kinds = typeof m === 'string' ? { eof: m, valid: field.valid !== undefined ? m : undefined } : m;
    for (const [kind, text] of Object.entries(kinds)) {
      if (text === undefined) continue;
      if (kind === 'eof') rows.push([id, qualField, text]);
      else if (kind === 'valid') rows.push([id, src, text]);
      else if (kind === 'valid-min') rows.push([id, `${src}:ValidationLessThanError`, text]);
      else if (kind === 'valid-max') rows.push([id, `${src}:ValidationGreaterThanError`, text]);
      else throw new Error(`${src}: -message kind '${kind}' is not eof, valid, valid-min or valid-max`);
    }
  }
  function walk(type, typePath, qual) {
    // On a type (or the spec), `-message: {eof: ...}` is said for each of its seq
    // fields that has none of its own (a header read as one struct, as LLVM does).
    const whole = type['-message'];
    if (whole !== undefined && (typeof whole !== 'object' || Object.keys(whole).join() !== 'eof')) {
      throw new Error(`${typePath || '/'}: a type's -message gives only eof`);
    }
    (type.seq || []).forEach((f, i) => add(f['-message'] === undefined && whole ? { ...f, '-message': whole } : f,
      `${typePath}/seq/${i}`, `${qual}.${f.id}`));
    for (const [name, inst] of Object.entries(type.instances || {})) {
      add(inst, `${typePath}/instances/${name}`, `${qual}.${name}`);
    }
    for (const [name, t] of Object.entries(type.types || {})) walk(t, `${typePath}/types/${name}`, `${qual}.${camel(name)}`);
  }
  walk(spec, '', camel(id));
  return rows;
}

const FIELD_LINE = /self\.(?:_raw_)?(?:_m_)?([A-Za-z]\w*)/;
const INT_READ = /read_[us]([1248])/;

// For each line of a generated module on which a field is read or checked
// (outside __init__): the field, the width of the integer read there (0 if
// none) and whether the line appends an element to the field's list. An
// error's traceback gives the line; this gives the field, without the source.
function fieldLines(pyText) {
  const rows = [];
  let inInit = false;
  pyText.split('\n').forEach((line, i) => {
    const def = /^\s*def (\w+)\(/.exec(line);
    if (def) inInit = def[1] === '__init__';
    if (inInit) return;
    const m = FIELD_LINE.exec(line);
    if (!m || /^\s*(return|if hasattr)\b/.test(line)) return;
    const width = INT_READ.exec(line);
    rows.push([i + 1, m[1], width ? Number(width[1]) : 0, line.includes('.append(')]);
  });
  return rows;
}

// The cases of a switch as Python rows: each case's key (its enum prefix
// dropped) -> (the type, (its arguments as the ksy writes them,)).
function switchRows(where, cases, prefix) {
  return Object.entries(cases).map(([key, type]) => {
    const m = /^(\w+)(?:\((.*)\))?$/.exec(type.trim());
    if (!m) throw new Error(`${where} case ${key}: ${type} is not type or type(arguments)`);
    const args = m[2] === undefined ? [] : splitArgs(m[2]);
    return `    ${pyString(key.replace(prefix, ''))}: (${pyString(m[1])}, (${args.map((a) => pyString(a) + ',').join(' ')})),\n`;
  }).join('');
}

// How the specs refer to each other and lay out what a code selects: the
// spec that reads each fourcc of the container's part/body switch, the body
// type of each opcode of the shader's instruction/body switch (with the
// arguments the ksy gives, such as an instruction's operand count), and the
// specs each spec imports.
function specsModule(specs) {
  const parts = switchRows('part/body', specs.dxcontainer.types.part.instances.body.type.cases, /^fourcc::/);
  const body = specs.dxcontainer_shader.types.instruction.seq.find((f) => f.id === 'body');
  const opcodes = switchRows('instruction/body', body.type.cases, /^opcode_type::/);
  const views = [];
  for (const id of Object.keys(specs).sort()) {
    const walk = (type, name) => {
      const names = Object.entries(type.instances || {}).filter(([, inst]) => inst['-view']).map(([n]) => n);
      if (names.length) views.push(`    (${pyString(id)}, ${pyString(name)}): (${names.map((n) => pyString(n) + ',').join(' ')}),\n`);
      for (const [n, t] of Object.entries(type.types || {})) walk(t, n);
    };
    walk(specs[id], id);
  }
  const imports = Object.keys(specs).sort().map((id) =>
    `    ${pyString(id)}: (${((specs[id].meta.imports || []).map((i) => pyString(i) + ',')).join(' ')}),\n`).join('');
  return '# This is a generated file! tools/ksc.js writes it from ../ksy: which spec\n' +
    '# (and arguments, as the ksy writes them) reads each fourcc of the container\n' +
    '# (part/body), which type reads the body of each opcode of a shader program\n' +
    '# (instruction/body; "_" for an opcode the enum does not know), and which\n' +
    '# specs each spec imports; the instances marked `-view` (another reading of\n' +
    '# bytes a field already holds, opened on demand), by (spec, type).\n' +
    `PART_SPECS = {\n${parts}}\n\nOPCODE_BODIES = {\n${opcodes}}\n\nSPEC_IMPORTS = {\n${imports}}\n\n` +
    `VIEWS = {\n${views.join('')}}\n`;
}

function splitArgs(text) {
  const out = [];
  let depth = 0, cur = '';
  for (const ch of text) {
    if ('([{'.includes(ch)) depth++;
    else if (')]}'.includes(ch)) depth--;
    if (ch === ',' && depth === 0) { out.push(cur.trim()); cur = ''; } else cur += ch;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

function pyString(text) { return JSON.stringify(text); }

function messagesModule(rows) {
  const body = rows.map(([spec, where, text]) => `    (${pyString(spec)}, ${pyString(where)}):\n        ${pyString(text)},\n`).join('');
  return '# This is a generated file! tools/ksc.js collects it from the `-message`\n' +
    '# keys of ../ksy: the words an error reading that field is told in.\n' +
    `MESSAGES = {\n${body}}\n`;
}

function fieldsModule(byModule) {
  const body = Object.keys(byModule).sort().map((mod) => {
    const lines = byModule[mod].map(([n, f, w, a]) => `${n}: (${pyString(f)}, ${w}, ${a ? 'True' : 'False'})`);
    return `    ${pyString(mod)}: {${lines.join(', ')}},\n`;
  }).join('');
  return '# This is a generated file! tools/ksc.js writes it from the modules beside it:\n' +
    '# per module, each line that reads or checks a field (outside __init__):\n' +
    '# (field, width of the integer read there or 0, whether it appends to a list).\n' +
    `LINES = {\n${body}}\n`;
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const full = opts.files.length === 0;
  const files = full
    ? fs.readdirSync(KSY_DIR).filter((f) => f.endsWith('.ksy')).sort().map((f) => path.join(KSY_DIR, f))
    : opts.files;
  let failed = 0, changed = 0, drift = 0;
  const produced = new Set();
  const messages = [], lines = {}, specs = {};
  for (const file of files) {
    try {
      const py = await compileOne(file, 'python');
      produced.add(py.name);
      specs[py.id] = loadKsy(file);
      messages.push(...specMessages(specs[py.id]));
      lines[py.id] = fieldLines(py.text);
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
    const tables = {
      '__init__.py': INIT_PY, '_messages.py': messagesModule(messages), '_fields.py': fieldsModule(lines),
      '_specs.py': specsModule(specs),
    };
    for (const [name, text] of Object.entries(tables)) {
      const file = path.join(opts.python, name);
      if (opts.check) {
        const have = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
        if (have !== text) { drift++; console.error(`drift: generated/${name}`); }
      } else if (writeIfChanged(file, text)) changed++;
    }
    for (const f of fs.existsSync(opts.python) ? fs.readdirSync(opts.python) : []) {
      if (f.endsWith('.py') && !(f in tables) && !produced.has(f)) {
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
