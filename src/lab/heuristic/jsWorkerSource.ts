// The worker thread that runs a learner's JavaScript heuristic, as source
// text started with `eval: true`: it needs no file of its own beside the
// bundles, so the command line, the extension's lab worker and the tests all
// start it the same way. Plain JavaScript of the worker's own (CommonJS).
//
// Before each call it stores the board's place and bumps a call counter in
// shared memory, so the main thread's watchdog can tell a call that never
// returns and name its board, though this thread is stuck in the learner's code.
export const JS_WORKER_SOURCE = String.raw`
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');
const { file, goal, rows, columns, shared } = workerData;
const state = new Int32Array(shared);

// A file written as a whole solution reads its input when loaded. Standard input
// is the command line's (a terminal, or a pipe that may never end), and a read
// stuck in the kernel outlives terminate(): here it reads nothing, as Python's
// driver gives input() nothing to read.
{
  const fs = require('node:fs');
  const isInput = (target) => target === 0 || target === '/dev/stdin';
  const { readFileSync, readSync } = fs;
  fs.readFileSync = function (target, ...rest) {
    if (!isInput(target)) return readFileSync.call(fs, target, ...rest);
    const options = rest[0];
    return typeof options === 'string' || (options && options.encoding) ? '' : Buffer.alloc(0);
  };
  fs.readSync = function (target, ...rest) {
    return target === 0 ? 0 : readSync.call(fs, target, ...rest);
  };
}

/** The learner's lines of a stack: those in their file, at most three. */
function theirFrames(stack) {
  return String(stack).split('\n').filter((line) => /^\s+at /.test(line) && line.includes(file)).slice(0, 3);
}

/** An error in the learner's words: its name and message, and where in their file. */
function described(error) {
  if (!(error instanceof Error)) return 'throw ' + shown(error);
  return [String(error.name) + ': ' + String(error.message), ...theirFrames(error.stack)].join('\n');
}

/** A syntax error as Node shows it: the file's line, the caret, the message; none of Node's own frames. */
function syntaxDescribed(error) {
  const lines = String(error.stack).split('\n').filter((line) => !/^\s+at /.test(line) && line.trim() !== '');
  // Node 20 reads a plain .js as CommonJS unless its package.json says otherwise: say how to have it read as
  // a module.
  if (/Cannot use import statement outside a module|Unexpected token 'export'/.test(error.message)) {
    lines.push('(an ES module: name the file .mjs, or put "type": "module" in the package.json beside it)');
  }
  return lines.join('\n');
}

function shown(value) {
  if (value === undefined) return 'undefined';
  if (value === null) return 'null';
  if (typeof value === 'string') return 'the string ' + JSON.stringify(value.length > 60 ? value.slice(0, 60) + '…' : value);
  if (typeof value === 'bigint') return 'the BigInt ' + String(value) + 'n';
  if (typeof value === 'boolean') return 'the boolean ' + String(value);
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'object' && typeof value.then === 'function') return 'a Promise (h must return its number, not be async)';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'symbol') return 'a symbol';
  return 'an object';
}

function fail(kind, index, detail) {
  parentPort.postMessage({ type: 'failed', kind, index, detail });
}

/** CommonJS with require, an ES module with import: a .js file may be either. */
async function load() {
  if (!file.endsWith('.mjs')) {
    try {
      return require(file);
    } catch (error) {
      if (!error || error.code !== 'ERR_REQUIRE_ESM') throw error;
    }
  }
  return import(pathToFileURL(file).href);
}

function heuristicOf(loaded) {
  if (typeof loaded === 'function') return loaded;
  if (loaded === null || loaded === undefined) return undefined;
  if (typeof loaded.h === 'function') return loaded.h;
  const fallback = loaded.default;
  if (typeof fallback === 'function') return fallback;
  if (fallback && typeof fallback.h === 'function') return fallback.h;
  return undefined;
}

function missing(loaded) {
  const h = loaded && (loaded.h !== undefined ? loaded.h : loaded.default && loaded.default.h);
  if (h !== undefined) return 'it exports h, but h is ' + shown(h) + ', not a function';
  return 'it exports no function h: write module.exports = { h }, export function h (board, goal, rows, cols) { … }, or export default';
}

function evaluate(h, boards, count, first) {
  const cells = rows * columns;
  const values = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const board = new Array(cells);
    for (let cell = 0; cell < cells; cell++) board[cell] = boards[i * cells + cell];
    Atomics.store(state, 0, first + i);
    Atomics.add(state, 1, 1);
    let value;
    try {
      value = h(board, goal.slice(), rows, columns);
    } catch (error) {
      return fail('threw', first + i, described(error));
    }
    if (typeof value !== 'number') return fail('not-number', first + i, shown(value));
    if (!Number.isFinite(value)) return fail('not-finite', first + i, String(value));
    if (value < 0) return fail('negative', first + i, String(value));
    values[i] = value;
  }
  parentPort.postMessage({ type: 'values', values }, [values.buffer]);
}

async function start() {
  let loaded;
  try {
    loaded = await load();
  } catch (error) {
    if (error instanceof SyntaxError) return fail('syntax', undefined, syntaxDescribed(error));
    return fail('load', undefined, described(error));
  }
  const h = heuristicOf(loaded);
  if (!h) return fail('missing', undefined, missing(loaded));
  parentPort.on('message', (message) => evaluate(h, message.boards, message.count, message.first));
  parentPort.postMessage({ type: 'ready' });
}

start().catch((error) => fail('load', undefined, described(error)));
`;
