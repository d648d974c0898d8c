import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from '../test/import-graph';

const REPO = path.resolve(import.meta.dirname, '../../..');
const TREES = ['apps/server/src', 'packages/contracts/src', 'packages/executor/src', 'packages/texts/src'];

describe('import cycles, type-only imports included', () => {
  it('finds none in the server and the packages', () => {
    const cycles = importCycles(importGraph(TREES.map((tree) => path.join(REPO, tree))));
    expect(cycles.map((files) => files.map((file) => path.relative(REPO, file)))).toEqual([]);
  });

  it('finds a cycle made of type imports, and none in a chain', () => {
    expect(
      importCycles(
        new Map([
          ['rules.ts', ['manifest.ts']],
          ['manifest.ts', ['rules.ts', 'fields.ts']],
          ['fields.ts', []],
        ]),
      ),
    ).toEqual([['manifest.ts', 'rules.ts']]);
    expect(
      importCycles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', ['c.ts']],
          ['c.ts', []],
        ]),
      ),
    ).toEqual([]);
  });
});
