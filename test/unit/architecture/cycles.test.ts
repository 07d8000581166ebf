// No file of src/ imports itself, however far round: a type shared by two
// files lives below both, in a file they each import. Type-only imports count,
// since a cycle of types still ties the files into one.
import assert from 'node:assert/strict';
import { importCycles, sourceImports } from '../support/sourceImports';

describe('the imports of src/', function () {
  this.timeout(60_000);

  it('form no cycle, type-only imports included', async () => {
    const cycles = importCycles(await sourceImports());
    assert.deepEqual(
      cycles.map((cycle) => cycle.join(' ↔ ')),
      [],
      'these files import each other, directly or round others: move what they share into a file both import',
    );
  });

  it('finds a cycle where there is one, a file importing itself included', () => {
    const cycles = importCycles(
      new Map([
        ['a.ts', ['b.ts']],
        ['b.ts', ['c.ts']],
        ['c.ts', ['a.ts', 'd.ts']],
        ['d.ts', []],
        ['e.ts', ['e.ts']],
      ]),
    );
    assert.deepEqual(cycles, [['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
  });
});
