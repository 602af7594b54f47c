// The viewer's WebAssembly module answers `/api/COMMAND?...` exactly as `rfc3986 COMMAND --json` prints,
// for the shared conformance vectors of every kind (Node, no dependencies):
//
//   node web/tests/module.mjs OUT/rfc3986_web.wasm target/debug/rfc3986 ../shared/conformance [--cases FILE]
//
// The cases are the RFCs' own examples (`rfc3986 conformance --json`) and the shared vectors. Each group of
// cases runs through the command line once (the inputs on standard input) and through the module one case
// at a time; every answer must be the command's line, byte for byte. Prints 'N passed, M failed'; exit
// status 1 on a failure. With --cases, writes FILE: the RFC examples and a sample of every kind of vector,
// each {kind, path, query, want} with the command's line as want, for the browser test of the page
// (web/tests/page.py) to send through #api/.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const [wasmPath, binary, shared, casesFlag, casesFile] = process.argv.slice(2);
if (!shared) {
  console.error('usage: node web/tests/module.mjs WASM BINARY SHARED_CONFORMANCE_DIR');
  process.exit(2);
}
const { instance } = await WebAssembly.instantiate(fs.readFileSync(wasmPath), {});
const wasm = instance.exports;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The module's answer to GET path?query: [status, content type, body]. */
function respond(route, query) {
  const request = encoder.encode(route + query);
  const at = wasm.input(request.length);
  new Uint8Array(wasm.memory.buffer, at, request.length).set(request);
  const status = wasm.respond(encoder.encode(route).length);
  const out = decoder.decode(new Uint8Array(wasm.memory.buffer, wasm.output(), wasm.output_len()));
  const newline = out.indexOf('\n');
  return [status, out.slice(0, newline), out.slice(newline + 1)];
}

const load = (name) => {
  const file = path.join(shared, name);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : [];
};
const oneLine = (s) => !s.includes('\n') && !s.includes('\r') && encoder.encode(s).length <= 8000;
const query = (params) =>
  Object.entries(params).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');

let passed = 0;
let failed = 0;
// For --cases: every case of a kind when there are few, else an even sample of about 24.
const sample = [];
const SAMPLE = 24;
/**
 * Runs `rfc3986 ARGS` on `inputs` (one per line) and the route with the parameters `common` and each input
 * as `name`, and compares them line by line.
 */
function group(kind, args, route, common, name, inputs) {
  inputs = inputs.filter(oneLine);
  if (inputs.length === 0) return;
  const cli = spawnSync(binary, args, { input: inputs.map((s) => s + '\n').join(''), maxBuffer: 1 << 28 });
  const lines = cli.stdout.toString('utf8').split('\n');
  const stride = Math.max(1, Math.floor(inputs.length / SAMPLE));
  inputs.forEach((input, i) => {
    if (kind.startsWith('RFC example') || i % stride === 0) {
      sample.push({ kind, path: route, query: query({ ...common, [name]: input }), want: lines[i] + '\n' });
    }
    const [status, type, body] = respond(route, query({ ...common, [name]: input }));
    const want = lines[i] + '\n';
    if (status === 200 && type.startsWith('application/json') && body === want) {
      passed += 1;
    } else {
      failed += 1;
      if (failed <= 10) {
        console.log(`FAIL ${kind}: ${route}?${query({ ...common, [name]: input })}\n  module (${status}): ${body.trim()}\n  rfc3986 ${args.join(' ')}: ${want.trim()}`);
      }
    }
  });
}

const by = (cases, key) => {
  const groups = new Map();
  for (const c of cases) {
    const k = key(c);
    groups.set(k, [...(groups.get(k) || []), c]);
  }
  return groups;
};

// The RFCs' own examples, as the viewer's start page lists them.
const examples = JSON.parse(
  '[' + spawnSync(binary, ['conformance', '--json']).stdout.toString('utf8').trim().split('\n').join(',') + ']',
).filter((row) => typeof row.input === 'string');
if (examples.length < 100) {
  console.log(`FAIL: rfc3986 conformance --json gave ${examples.length} examples`);
  process.exit(1);
}
const exampleInputs = examples.map((row) => row.input);
group('RFC example parse', ['parse', '--json'], '/api/parse', {}, 'input', exampleInputs);
group('RFC example parse --iri', ['parse', '--json', '--iri'], '/api/parse', { iri: '1' }, 'input', exampleInputs);
group('RFC example normalize --steps', ['normalize', '--json', '--steps'], '/api/normalize', { steps: '1' }, 'input', exampleInputs);
group('RFC example scheme', ['scheme', '--json'], '/api/scheme', {}, 'input', exampleInputs);
group('RFC example to-uri', ['to-uri', '--json'], '/api/to-uri', {}, 'input', exampleInputs);
for (const [base, rows] of by(examples.filter((row) => typeof row.base === 'string'), (row) => row.base)) {
  group('RFC example resolve --steps', ['resolve', '--json', '--steps', '--', base], '/api/resolve', { base, steps: '1' }, 'ref', rows.map((row) => row.input));
}

const uris = [...load('parse_valid.json'), ...load('parse_invalid.json')].map((c) => c.input);
const iris = [...load('iri_parse_valid.json'), ...load('iri_parse_invalid.json')].map((c) => c.input);
group('parse', ['parse', '--json'], '/api/parse', {}, 'input', uris);
group('parse --lenient', ['parse', '--json', '--lenient'], '/api/parse', { lenient: '1' }, 'input', uris);
group('parse --iri', ['parse', '--json', '--iri'], '/api/parse', { iri: '1' }, 'input', iris);
for (const [rule, cases] of by([...load('rules.json'), ...load('iri_rules.json')], (c) => c.rule)) {
  group('parse --rule', ['parse', '--json', '--rule', rule], '/api/parse', { rule }, 'input', cases.map((c) => c.input));
}
for (const [name, iri] of [['resolve.json', false], ['iri_resolve.json', true]]) {
  for (const [key, cases] of by(load(name), (c) => JSON.stringify([c.base, c.strict !== false]))) {
    const [base, strict] = JSON.parse(key);
    const flags = { ...(iri ? { iri: '1' } : {}), ...(strict ? {} : { 'non-strict': '1' }), steps: '1' };
    const args = ['resolve', '--json', ...(iri ? ['--iri'] : []), ...(strict ? [] : ['--non-strict']), '--steps', '--', base];
    group('resolve --steps', args, '/api/resolve', { base, ...flags }, 'ref', cases.map((c) => c.ref));
  }
}
for (const [name, iri] of [['normalize.json', false], ['iri_normalize.json', true]]) {
  for (const level of ['syntax', 'scheme']) {
    const args = ['normalize', '--json', ...(iri ? ['--iri'] : []), '--level', level, '--steps'];
    const flags = { ...(iri ? { iri: '1' } : {}), level, steps: '1' };
    group('normalize --steps', args, '/api/normalize', flags, 'input', load(name).map((c) => c.input));
  }
}
for (const [base, cases] of by(load('relativize.json'), (c) => c.base)) {
  group('relativize', ['relativize', '--json', '--', base], '/api/relativize', { base }, 'target', cases.map((c) => c.target));
}
group('to-uri', ['to-uri', '--json'], '/api/to-uri', {}, 'input', load('iri_to_uri.json').map((c) => c.input));
group('to-iri', ['to-iri', '--json'], '/api/to-iri', {}, 'input', load('uri_to_iri.json').map((c) => c.input));
const schemeUris = [...load('schemes/scheme_uris.json'), ...load('schemes2/scheme_uris.json')].map((c) => c.input);
group('scheme', ['scheme', '--json'], '/api/scheme', {}, 'input', schemeUris);
for (const [vars, cases] of by(load('templates/expand.json'), (c) => JSON.stringify(c.variables))) {
  group('template expand', ['template', 'expand', '--json', '--vars', vars], '/api/template/expand', { vars }, 'template', cases.map((c) => c.template));
}
for (const [template, cases] of by(load('templates/match.json'), (c) => c.template)) {
  group('template match', ['template', 'match', '--json', '--', template], '/api/template/match', { template }, 'uri', cases.map((c) => c.uri));
}
/**
 * Runs `rfc3986 ARGS` once and the route with `params`, and compares the whole output (`equivalent` takes two
 * arguments, `extract` answers with a line per URI).
 */
function single(kind, args, route, params) {
  const cli = spawnSync(binary, args, { maxBuffer: 1 << 28 });
  const want = cli.stdout.toString('utf8');
  const q = query(params);
  if (sample.filter((c) => c.kind === kind).length < SAMPLE) sample.push({ kind, path: route, query: q, want });
  const [status, type, body] = respond(route, q);
  if (status === 200 && type.startsWith('application/json') && body === want) {
    passed += 1;
  } else {
    failed += 1;
    if (failed <= 10) {
      console.log(`FAIL ${kind}: ${route}?${q}\n  module (${status}): ${body.trim()}\n  rfc3986 ${args.join(' ')}: ${want.trim()}`);
    }
  }
}

// The views of issue 58: extract (the crate's Appendix C cases, read from tests/data beside the shared
// vectors' copy), equivalent (the normalization vectors' pairs), encode and decode.
const extractCases = JSON.parse(fs.readFileSync(new URL('../../tests/data/extract.json', import.meta.url), 'utf8')).cases;
for (const c of extractCases) {
  if (encoder.encode(c.text).length > 8000) continue;
  single('extract', ['extract', '--json', '--text', c.text], '/api/extract', { text: c.text });
}
for (const c of load('normalize.json')) {
  for (const level of ['string', c.level]) {
    single('equivalent', ['equivalent', '--json', '--level', level, '--', c.input, c.expected], '/api/equivalent', { a: c.input, b: c.expected, level });
  }
}
const texts = exampleInputs.concat(['a b/c', 'résumé & co', '100%', 'x=y&z']);
for (const component of ['segment', 'segment-nz-nc', 'query', 'fragment', 'userinfo', 'reg-name', 'query-pair', 'iquery']) {
  group(`encode --component ${component}`, ['encode', '--json', '--component', component], '/api/encode', { component }, 'text', texts);
}
group('decode', ['decode', '--json'], '/api/decode', {}, 'text', exampleInputs.concat(['%FF%FE', '%E2%82', 'a%20b', '%zz']));
group('decode --escape', ['decode', '--json', '--escape'], '/api/decode', { escape: '1' }, 'text', ['%FF%FE', '%E2%82', 'a%20b']);

if (casesFlag === '--cases' && casesFile) {
  fs.writeFileSync(casesFile, JSON.stringify(sample));
  console.log(`${casesFile}: ${sample.length} cases (${new Set(sample.map((c) => c.kind)).size} kinds) for the page's browser test`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
