#!/usr/bin/env node
// Compiles dxfuzz's Kaitai Struct specs with the pinned kaitai-struct-compiler.
//
//   node tools/ksc.js [--python DIR | --no-python] [--js DIR | --no-js] [--debug] [--check] [ksy/file.ksy ...]
//   node tools/ksc.js --targets [file.ksy | folder ...]
//
// With no file arguments every ksy/*.ksy is compiled (a folder argument
// stands for the .ksy files in it). Imports are bare names, looked up beside
// the spec being compiled, then in ksy/. Python output goes to
// generated/ (committed), JavaScript output to build/js/ (the Web IDE's target,
// not committed). Output is deterministic: files are rewritten only when their
// text changes, and stale generated modules are removed on a full run.
// --check compiles everything but writes nothing; it exits 1 if any committed
// Python module differs from the compiler's output (drift). --debug compiles
// the JavaScript as the Web IDE does (debug mode: objects are read by an
// explicit _read() and record where each field starts and ends).
// --targets compiles the specs for every target language the compiler has
// (`compiler.languages`: C++, C#, Go, Java, Nim, Rust...) and writes nothing:
// one line `spec: language: error` per spec a language cannot compile, then
// `N specs x M targets: K failed`; it exits 1 if any failed. The compiler's
// JavaScript API takes no options but debug mode, so each language is
// compiled with its defaults (C++ as C++98 with raw pointers). A compile
// also compiles every spec the spec imports, so each language compiles the
// fewest specs whose imports cover the others (the container alone for
// ksy/), and each spec on its own only when that fails (to say which one
// does).
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
  const opts = { python: path.join(ROOT, 'generated'), js: path.join(ROOT, 'build', 'js'), check: false, debug: false, targets: false, files: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--python') opts.python = path.resolve(argv[++i]);
    else if (a === '--js') opts.js = path.resolve(argv[++i]);
    else if (a === '--no-js') opts.js = null;
    else if (a === '--no-python') opts.python = null;
    else if (a === '--check') opts.check = true;
    else if (a === '--debug') opts.debug = true;
    else if (a === '--targets') opts.targets = true;
    else if (fs.existsSync(a) && fs.statSync(a).isDirectory()) opts.files.push(...ksyFiles(path.resolve(a)));
    else opts.files.push(path.resolve(a));
  }
  return opts;
}

function ksyFiles(dir) {
  return fs.readdirSync(dir).filter((f) => f.endsWith('.ksy')).sort().map((f) => path.join(dir, f));
}

function loadKsy(file) {
  return yaml.load(fs.readFileSync(file, 'utf8'), { filename: file });
}

// Imports are bare names resolved in ksy/, as the Web IDE resolves them; a
// spec kept elsewhere (a test's) may import one beside it first.
function importPath(name, dir) {
  const base = name.replace(/^\.\//, '') + '.ksy';
  const near = path.join(dir, base);
  return dir !== KSY_DIR && fs.existsSync(near) ? near : path.join(KSY_DIR, base);
}

function importerFor(file) {
  return { importYaml: (name) => new Promise((resolve) => resolve(loadKsy(importPath(name, path.dirname(file))))) };
}

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
  const out = await compiler.compile(lang, spec, importerFor(file), debug);
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
// A failed check names the value it checked just before the stream (its
// bound, first on the line, may read other fields).
const CHECK_LINE = /raise kaitaistruct\.Validation\w+\(.*\bself\.(?:_m_)?([A-Za-z]\w*)(?:\[i\])?, self\._io, u"[^"]*"\)\s*$/;
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
    const m = CHECK_LINE.exec(line) || FIELD_LINE.exec(line);
    if (!m || /^\s*(return|if hasattr)\b/.test(line)) return;
    const width = INT_READ.exec(line);
    rows.push([i + 1, m[1], width ? Number(width[1]) : 0, line.includes('.append(')]);
  });
  return rows;
}

// The cases of a switch as Python rows: each case's key, named by `name`
// -> (the type, (its arguments as the ksy writes them,)).
function switchRows(where, cases, name) {
  return Object.entries(cases).map(([key, type]) => {
    const m = /^(\w+)(?:\((.*)\))?$/.exec(type.trim());
    if (!m) throw new Error(`${where} case ${key}: ${type} is not type or type(arguments)`);
    const args = m[2] === undefined ? [] : splitArgs(m[2]);
    return `    ${pyString(name(key))}: (${pyString(m[1])}, (${args.map((a) => pyString(a) + ',').join(' ')})),\n`;
  }).join('');
}

// The id an enum gives a number (a case key of a switch on the raw code);
// the default case `_` stays `_`.
function enumIdOf(where, enumSpec, key) {
  if (key === '_') return key;
  const entry = enumSpec[key];
  if (entry === undefined) throw new Error(`${where} case ${key}: not a value of the enum`);
  return typeof entry === 'string' ? entry : entry.id;
}

// The shader's instruction/body switch per opcode: its switch-on is a table
// of layouts, `(opcode_token & 0x7ff) < N ? [layout, ...][opcode_token & 0x7ff]
// : fallback`, and its cases are layouts. Gives {opcode: case type, '_': the
// fallback's}, as a switch on the opcode itself would list them.
function opcodeCases(type) {
  const on = String(type['switch-on']).replace(/\s+/g, ' ').trim();
  const m = /^\(opcode_token & 0x7ff\) < (\d+) \? \[([\d, ]+)\]\[opcode_token & 0x7ff\] : (\d+)$/.exec(on);
  if (!m) throw new Error(`instruction/body: switch-on is not a layout table: ${on}`);
  const table = m[2].split(',').map((v) => v.trim());
  if (table.length !== Number(m[1])) throw new Error(`instruction/body: the table has ${table.length} layouts, not ${m[1]}`);
  const caseOf = (layout) => {
    const t = type.cases[layout];
    if (t === undefined) throw new Error(`instruction/body: layout ${layout} has no case`);
    return t;
  };
  const cases = {};
  table.forEach((layout, opcode) => { cases[opcode] = caseOf(layout); });
  cases._ = caseOf(m[3]);
  return cases;
}

// How the specs refer to each other and lay out what a code selects: the
// spec that reads each fourcc of the container's part/body switch, the body
// type of each opcode of the shader's instruction/body switch (with the
// arguments the ksy gives, such as an instruction's operand count), and the
// specs each spec imports.
function specsModule(specs) {
  const parts = switchRows('part/body', specs.dxcontainer.types.part.instances.body.type.cases,
    (key) => key.replace(/^fourcc::/, ''));
  const body = specs.dxcontainer_shader.types.instruction.seq.find((f) => f.id === 'body');
  const opcodes = switchRows('instruction/body', opcodeCases(body.type),
    (key) => enumIdOf('instruction/body', specs.dxcontainer_shader.enums.opcode_type, key));
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

// --- the decoded tree's walk, per type (generated/_todict_<spec>.py) ---

// Types whose values the runtime gives as plain data (ints, floats, bools,
// strings); with `enum:`, a member or (a value the enum lacks) an int.
const PLAIN_TYPE = /^([us][1248]|f[48])(le|be)?$|^b\d+(le|be)?$|^strz?$|^bool$/;

// How a field's or instance's value is made plain data: P as it is, T a
// string held once per text (interned), N an integer of two bytes or more
// held once per value (those up to 256 are Python's own shared objects), E
// an enum's name, S a structure of this spec (by its walker) or of another
// (through the dispatcher), G anything else (bytes, switched types, value
// instances), found from the value at run time.
function valueKind(attr, localTypes) {
  if ('value' in attr) return attr.enum ? ['E'] : ['G'];
  const t = attr.type;
  if (t === undefined || typeof t !== 'string') return ['G'];
  if (/^strz?$/.test(t)) return ['T'];
  if (!attr.enum && /^[us][248](le|be)?$/.test(t)) return ['N'];
  if (PLAIN_TYPE.test(t)) return attr.enum ? ['E'] : ['P'];
  const bare = t.replace(/\(.*$/s, '').trim();
  return localTypes.has(bare) ? ['S', localTypes.get(bare)] : ['S'];
}

function convertExpr(kind, v, depth) {
  const [k, walker] = kind;
  if (k === 'P') return v;
  if (k === 'T') return `intern(${v})`;
  if (k === 'N') return `${v} if -6 < ${v} < 257 else number(${v}, ${v})`;
  if (k === 'E') return `${v} if type(${v}) is int else ${v}._name_`;
  if (k === 'S') return `${walker || 'S'}(${v}, ${depth}, budget)`;
  return `${v} if type(${v}) in PLAIN else G(${v}, ${depth}, budget)`;
}

// A value that may be absent (None) is left out; one that is always there
// (a parameter, a field with no `if`) is converted as it is.
function emitValue(lines, name, kind, repeated, always = false) {
  const key = pyString(name);
  let expr;
  if (!repeated) expr = convertExpr(kind, 'v', 'c');
  else if (kind[0] === 'P') expr = 'list(v)';
  else expr = `[${convertExpr(kind, 'x', 'c + 1')} for x in v]`;
  if (always) lines.push(`        out[${key}] = ${expr}`);
  else lines.push('        if v is not None:', `            out[${key}] = ${expr}`);
}

// The value instances of a compiled Python module, by class qualname then
// name: `{ cond, expr }`, the condition (null: none) and the expression the
// compiler wrote into the instance's property, in terms of `obj`. The walk
// computes them as the property does, without the property's cache: a
// property's call, its cache test and its store cost several times the
// expression (a shader operand's dozen value instances were half its walk).
// Only the two shapes a value instance compiles to are taken, and only
// expressions that use the object through its attributes; any other is
// left to the property.
function valueInstanceBodies(pyText) {
  const out = new Map();
  const lines = pyText.split('\n');
  const QUOTES = '"'.repeat(3);
  let root = null, nested = null;
  for (let i = 0; i < lines.length; i++) {
    let m = /^class (\w+)\(/.exec(lines[i]);
    if (m) { root = m[1]; nested = null; continue; }
    m = /^ {4}class (\w+)\(/.exec(lines[i]);
    if (m) { nested = m[1]; continue; }
    m = /^( +)@property$/.exec(lines[i]);
    const def = m && /^ +def (\w+)\(self\):$/.exec(lines[i + 1] || '');
    if (!def || !root || !(m[1].length === 4 || (m[1].length === 8 && nested))) continue;
    const qual = m[1].length === 4 ? root : `${root}.${nested}`;
    const name = def[1];
    const pad = ' '.repeat(m[1].length + 4);
    let j = i + 2;
    if (lines[j].startsWith(pad + QUOTES)) {  // the docstring
      const first = lines[j].trim();
      if (!(first.length > 6 && first.endsWith(QUOTES))) {
        j++;
        while (j < lines.length && !lines[j].trimEnd().endsWith(QUOTES)) j++;
      }
      j++;
    }
    if (lines[j] !== `${pad}if hasattr(self, '_m_${name}'):` ||
        lines[j + 1] !== `${pad}    return self._m_${name}` || lines[j + 2] !== '') continue;
    const end = lines.indexOf(`${pad}return getattr(self, '_m_${name}', None)`, j + 3);
    if (end < 0) continue;
    const body = lines.slice(j + 3, end).filter((l) => l.trim() !== '');
    const store = `self._m_${name} = `;
    let cond = null, expr = null;
    if (body.length === 1 && body[0].startsWith(pad + store)) {
      expr = body[0].slice(pad.length + store.length);
    } else if (body.length === 3 && body[0].startsWith(pad + 'if ') && body[0].endsWith(':') &&
               body[1] === `${pad}    pass` && body[2].startsWith(`${pad}    ${store}`)) {
      cond = body[0].slice(pad.length + 3, -1).trim();
      expr = body[2].slice(pad.length + 4 + store.length);
    } else continue;
    // (the walk's own names: `obj` the object, `e` an enum's number)
    const unsafe = (text) => text !== null && /\bself\b(?!\.)|\bobj\b|\be\b/.test(text);
    if (unsafe(cond) || unsafe(expr)) continue;
    const own = (text) => (text === null ? null : text.replace(/\bself\./g, 'obj.'));
    if (!out.has(qual)) out.set(qual, new Map());
    out.get(qual).set(name, { cond: own(cond), expr: own(expr) });
  }
  return out;
}

// Whether a piece of Python's parentheses close in order: the argument of
// one call, not the text between two (`x) + f(B, y` in `f(A, x) + f(B, y)`).
function balanced(text) {
  let open = 0;
  for (const ch of text) {
    open += ch === '(' ? 1 : ch === ')' ? -1 : 0;
    if (open < 0) return false;
  }
  return open === 0;
}

// Whether a value instance's expression (in the walk's terms) is surely an
// int or a bool, never None: integer literals and the names in `ints` (the
// walk's locals holding ints) joined by arithmetic, bitwise, comparison and
// boolean operators and conditional expressions; no call, attribute,
// division or None. Its value then goes into the tree as it is, with no
// test of its type or of None.
function surelyInt(expr, ints) {
  const rest = expr
    .replace(/\b[a-z]_\w+\b/g, (n) => (ints.has(n) ? ' ' : '\u0000'))
    .replace(/\b(?:and|or|not|if|else|True|False)\b|\b0x[0-9a-fA-F]+\b|\b\d+\b/g, ' ');
  return /^[\s()<>=!&|^+\-*%~]*$/.test(rest);
}

// The walk of every type of one spec, as to_dict makes its tree: the
// parameters and the `seq` fields (in read order), then the instances but
// the `-view` ones (in the generated class's order: by name); a value that
// is absent or None is left out. One closure per type, made by walkers(),
// which dxfuzz.todict calls with its helpers; keys are class qualnames.
function todictModule(id, spec, pyText) {
  const computed = valueInstanceBodies(pyText);
  const enumNames = new Map();  // enum class -> the name of its table of member names
  const types = [[id, spec], ...Object.entries(spec.types || {})];
  const localTypes = new Map(Object.keys(spec.types || {}).map((t, i) => [t, `w${i + 1}`]));
  const out = [];
  const table = [];
  types.forEach(([tid, type], i) => {
    const qual = tid === id ? camel(id) : `${camel(id)}.${camel(tid)}`;
    const fn = `w${i}`;
    table.push(`        ${pyString(qual)}: ${fn},\n`);
    const l = [`    def ${fn}(obj, depth, budget):  # ${tid}`,
      '        if depth > MAX_DEPTH:', '            too_deep()'];
    if (tid === id && id === 'dxcontainer') l.push('        if depth:', '            nested(obj, depth // 4)');
    l.push('        budget[0] -= 1', '        if budget[0] < 0:', '            over_budget()',
      '        c = depth + 1', '        out = {}');
    if ((type.seq || []).some((f) => 'if' in f)) l.push('        d = obj.__dict__');
    const instances = Object.entries(type.instances || {}).filter(([, inst]) => !inst['-view'])
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const bodies = computed.get(qual) || new Map();
    const ref = (n) => new RegExp(`\\bobj\\.${n}\\b(?!\\s*\\()`, 'g');
    // a parameter or a field read unconditionally is an attribute of every
    // object the parser returns (a field with `if` is one only when read):
    // one the instances' expressions use is kept in a local `s_<name>`, and
    // an integer one (not a list) counts as an int for surelyInt
    const known = new Map();
    const ints = new Set();
    const used = (n) => [...bodies.values()].some((b) => ref(n).test(b.expr) || (b.cond !== null && ref(n).test(b.cond)));
    const INT_TYPE = /^([us][1248])(le|be)?$|^b\d+(le|be)?$/;
    const hold = (attr) => {
      if (!used(attr.id)) return '';
      known.set(attr.id, `s_${attr.id}`);
      if (!attr.repeat && !attr.enum && INT_TYPE.test(String(attr.type))) ints.add(`s_${attr.id}`);
      return `s_${attr.id} = `;
    };
    for (const p of type.params || []) {
      l.push(`        v = ${hold(p)}obj.${p.id}`);
      emitValue(l, p.id, valueKind(p, localTypes), false, true);
    }
    for (const f of type.seq || []) {
      const always = !('if' in f);
      l.push(always ? `        v = ${hold(f)}obj.${f.id}` : `        v = d.get(${pyString(f.id)})`);
      emitValue(l, f.id, valueKind(f, localTypes), Boolean(f.repeat), always);
    }
    // the value instances computed so far (not enums: their name is what
    // the walk keeps), each kept in a local the later expressions read
    // instead of the property; one not computed yet is read as its own
    // expression (the property would compute the same, at the same point)
    const locals = (t) => [...known].reduce((u, [n, var_]) => u.replace(ref(n), var_), t);
    const local = (text) => {
      if (text === null) return null;
      let t = locals(text);
      for (const [n, b] of bodies) {
        if (known.has(n) || !ref(n).test(t)) continue;
        const own = b.cond === null ? `(${b.expr})` : `((${b.expr}) if (${b.cond}) else None)`;
        t = t.replace(ref(n), own);
      }
      return locals(t);
    };
    for (const [name, inst] of instances) {
      // a part's body that the walk itself decodes is let go once its tree
      // is made, so a walk of a container holds one part's objects at a time
      const released = id === 'dxcontainer' && tid === 'part' && name === 'body';
      if (released) l.push(`        held = ${pyString('_m_' + name)} in obj.__dict__`);
      const body = 'value' in inst && bodies.get(name);
      let kind = valueKind(inst, localTypes);
      let expr = body && local(body.expr);
      const cond = body && local(body.cond);
      // an enum's value goes straight to its member's name (an unknown
      // value stays the number), as resolve_enum and then the name would
      const member = expr && /^KaitaiStream\.resolve_enum\(([\w.]+), (.*)\)$/s.exec(expr);
      if (member && kind[0] === 'E' && balanced(member[2])) {
        if (!enumNames.has(member[1])) enumNames.set(member[1], `NAMES${enumNames.size}`);
        expr = `${enumNames.get(member[1])}.get(e := ${member[2]}, e)`;
        kind = ['P'];
      }
      const keep = body && !inst.enum ? `i_${name} = ` : '';
      if (body && cond !== null) l.push(`        v = ${keep}(${expr}) if (${cond}) else None`);
      else if (body) l.push(`        v = ${keep}${expr}`);
      else l.push(`        v = obj.${name}`);
      if (keep) known.set(name, `i_${name}`);
      if (keep && !inst.repeat && surelyInt(expr, ints)) {
        // an int or bool goes in as it is: always, or when its `if` holds
        if (cond === null) {
          ints.add(`i_${name}`);
          l.push(`        out[${pyString(name)}] = v`);
        } else l.push('        if v is not None:', `            out[${pyString(name)}] = v`);
        continue;
      }
      emitValue(l, name, kind, Boolean(inst.repeat));
      if (released) l.push('        if not held:', '            del v  # (the body, which would keep its objects alive)', '            release(obj)');
    }
    l.push('        return out', '');
    out.push(l.join('\n'));
  });
  return '# This is a generated file! tools/ksc.js writes it from ../ksy/' + id + '.ksy:\n' +
    '# to_dict\'s walk of each type of the spec (dxfuzz.todict), by class qualname.\n' +
    `from ${id} import *  # noqa: F401,F403 - the names the value instances' expressions use\n` +
    [...enumNames].map(([cls, table]) =>
      `${table} = {value: member._name_ for value, member in ${cls}._value2member_map_.items()}\n`).join('') +
    'def walkers(S, G, PLAIN, MAX_DEPTH, too_deep, over_budget, nested, release, intern, number):\n' +
    out.join('\n') + `\n    return {\n${table.join('')}    }\n`;
}

// --- every target language (--targets) ---

// A compiler error on one line (a problem's place and its words), past the
// futures' "Boxed Exception" wrapper (Scala.js keeps the cause in a field).
function errorLine(e) {
  if (Array.isArray(e)) return e.length ? errorLine(e[0]) : 'error';
  while (e && /Boxed Exception/.test(String(e)) && e.jl_Throwable__f_e) e = e.jl_Throwable__f_e;
  return String(e).split('\n').map((l) => l.trim()).filter(Boolean).join(' ');
}

// The spec, the specs it imports, then theirs (files; one that does not load
// is left for the compiler to report).
function closureOf(file, memo = new Map()) {
  if (memo.has(file)) return memo.get(file);
  const out = new Set([file]);
  memo.set(file, out);
  let imports = [];
  try {
    imports = (loadKsy(file).meta || {}).imports || [];
  } catch (e) { /* reported when compiled */ }
  for (const name of imports) {
    for (const f of closureOf(importPath(String(name), path.dirname(file)), memo)) out.add(f);
  }
  return out;
}

async function compileTargets(named) {
  const files = [...new Set(named)];
  const langs = compiler.languages;
  const memo = new Map();
  const closures = new Map(files.map((f) => [f, closureOf(f, memo)]));
  // the fewest specs whose imports cover all: the largest closure first (specs may import each other)
  const roots = [], covered = new Set();
  for (const f of [...files].sort((a, b) => closures.get(b).size - closures.get(a).size)) {
    if (covered.has(f)) continue;
    roots.push(f);
    for (const g of closures.get(f)) covered.add(g);
  }
  const failures = [];
  for (const lang of langs) {
    const ok = new Set(), tried = new Set();
    const attempt = async (file) => {
      tried.add(file);
      try {
        const spec = loadKsy(file);
        const base = path.basename(file, '.ksy');
        if (!spec.meta || spec.meta.id !== base) throw new Error(`meta/id '${spec.meta && spec.meta.id}' must equal the file name '${base}'`);
        await compiler.compile(lang, spec, importerFor(file), false);
        return true;
      } catch (e) {
        failures.push([file, lang, errorLine(e)]);
        return false;
      }
    };
    for (const root of roots) {
      if (await attempt(root)) for (const f of closures.get(root)) ok.add(f);
    }
    // what no passing root covered: each spec on its own (to say which ones fail)
    for (const f of files) if (!ok.has(f) && !tried.has(f)) await attempt(f);
  }
  const order = new Map(files.map((f, i) => [f, i]));
  const shown = failures.sort((a, b) => order.get(a[0]) - order.get(b[0]) || langs.indexOf(a[1]) - langs.indexOf(b[1]));
  for (const [f, lang, msg] of shown) {
    const rel = path.relative(ROOT, f);
    console.log(`${rel.startsWith('..') ? f : rel}: ${lang}: ${msg}`);
  }
  console.log(`ksc ${compiler.version}: ${files.length} specs x ${langs.length} targets: ${shown.length} failed`);
  return shown.length;
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const full = opts.files.length === 0;
  const files = full ? ksyFiles(KSY_DIR) : opts.files;
  if (opts.targets) process.exit(await compileTargets(files) ? 1 : 0);
  let failed = 0, changed = 0, drift = 0;
  const produced = new Set();
  const messages = [], lines = {}, specs = {}, pyTexts = {};
  for (const file of files) {
    try {
      const py = await compileOne(file, 'python');
      produced.add(py.name);
      specs[py.id] = loadKsy(file);
      messages.push(...specMessages(specs[py.id]));
      lines[py.id] = fieldLines(py.text);
      pyTexts[py.id] = py.text;
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
    for (const id of Object.keys(specs).sort()) tables[`_todict_${id}.py`] = todictModule(id, specs[id], pyTexts[id]);
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
